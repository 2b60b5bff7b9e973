import type { paths } from '../generated/api';

/** Every operation path of the contract (`/user/getUserinfo`, `/trade/buy`, ...). */
export type OperationPath = {
  [P in keyof paths]: paths[P] extends { post: unknown } ? P : never;
}[keyof paths] &
  string;

type PostOf<P extends OperationPath> = paths[P] extends { post: infer O } ? O : never;

type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : never;

/** The form fields an operation takes (url-encoded or multipart). */
export type FormOf<P extends OperationPath> =
  PostOf<P> extends { requestBody: infer B }
    ? ContentOf<B>
    : PostOf<P> extends { requestBody?: infer B }
      ? ContentOf<NonNullable<B>> | undefined
      : undefined;

type EnvelopeOf<P extends OperationPath> =
  PostOf<P> extends { responses: { 200: infer R } } ? ContentOf<R> : never;

/** What an operation resolves with: the envelope's `data` on `status: 1`. */
export type DataOf<P extends OperationPath> =
  Extract<EnvelopeOf<P>, { status: 1 }> extends { data: infer D } ? D : undefined;
