import { useEffect, useId, useState } from 'react';
import { Button } from '../Button/Button';
import * as field from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../private/shared.css';
import * as styles from './ImageUpload.css';

export interface ImageUploadProps {
  /** What to photograph, e.g. "ID card (front)". */
  label: string;
  /** Called with the chosen file, or `null` when removed. Uploading is the caller's job. */
  onFileChange: (file: File | null) => void;
  /** An already uploaded image to show (a URL from the server); clear it on `onFileChange(null)`. Default none. */
  previewUrl?: string;
  /** Text inside the empty box, e.g. "Tap to take or choose a photo". Default: `label`. */
  prompt?: string;
  /** Text of the remove button; it shows only with a preview. Default `'Remove'`. */
  removeLabel?: string;
  /** Alt text of the preview. Default: `label`. */
  previewAlt?: string;
  /** The SDK's translated validation message (e.g. "upload your ID photos"). Default none. */
  error?: string;
  /** Guidance under the picker (formats, size limit). */
  hint?: string;
  /** Default `'image/*'`. */
  accept?: string;
  /** Blocks interaction. */
  disabled?: boolean;
}

/** Pick or photograph an image (ID photos, transfer proofs) and preview it before the caller uploads it. */
export function ImageUpload({
  label,
  onFileChange,
  previewUrl,
  prompt,
  removeLabel = 'Remove',
  previewAlt,
  error,
  hint,
  accept = 'image/*',
  disabled = false,
}: ImageUploadProps) {
  const id = useId();
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);
  const shown = localUrl ?? previewUrl;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={field.field}>
      <span id={`${id}-label`} className={field.label}>
        {label}
      </span>
      <label className={styles.drop} data-invalid={Boolean(error)} data-filled={Boolean(shown)}>
        <input
          className={visuallyHidden}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            setLocalUrl(file ? URL.createObjectURL(file) : null);
            onFileChange(file);
          }}
        />
        {shown ? (
          <img className={styles.preview} src={shown} alt={previewAlt ?? label} />
        ) : (
          <span className={styles.empty}>
            <span className={styles.cameraIcon}>
              <Icon name="camera" size={26} />
            </span>
            <span className={styles.prompt}>{prompt ?? label}</span>
          </span>
        )}
      </label>
      {hint && !error && (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={field.error} aria-live="polite">
        {error && (
          <>
            <Icon name="alert" size={14} />
            {error}
          </>
        )}
      </p>
      {shown && (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={() => {
              setLocalUrl(null);
              onFileChange(null);
            }}
          >
            <Icon name="close" size={16} />
            {removeLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
