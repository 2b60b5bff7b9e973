/** A value a form field may carry. `undefined` and `null` fields are left out. */
export type FormValue = string | number | boolean | bigint | Blob | null | undefined;

function fieldText(value: Exclude<FormValue, Blob | null | undefined>): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** Serialises a flat object as `application/x-www-form-urlencoded`, the body of every non-upload call. */
export function toFormBody(body: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body ?? {}) as [string, FormValue][]) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob)
      throw new TypeError(`toFormBody: field "${key}" is a file; send it as multipart`);
    params.append(key, fieldText(value));
  }
  return params.toString();
}

/** Serialises a flat object as `multipart/form-data`; Blob and File values become file parts. */
export function toMultipartBody(body: object | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body ?? {}) as [string, FormValue][]) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, fieldText(value));
  }
  return form;
}

/** True when any field is a file, so the call must go as multipart. */
export function hasFile(body: object | undefined): boolean {
  return Object.values(body ?? {}).some((value) => value instanceof Blob);
}
