import type { VerificationField, VerificationView } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ImageUpload } from '../../../components/ImageUpload/ImageUpload';
import { SkeletonList } from '../../../components/Skeleton/Skeleton';
import { TextField } from '../../../components/TextField/TextField';
import { Link } from '../../../components/TsumikiProvider/TsumikiProvider';
import * as page from '../page.css';
import { VerificationStatusBadge } from '../verificationBadge';
import * as styles from './VerificationScreen.css';

export interface VerificationFormValues {
  realName: string;
  idNumber: string;
  noticeAccepted: boolean;
}

export interface VerificationScreenProps {
  /** The `account` labels in the reader's language: `labelsFor(i18n, 'account')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'account'>;
  /** From `selectVerificationView`; undefined while loading. */
  view?: VerificationView;
  /** The form's fields, ID images included (controlled). */
  values: VerificationFormValues;
  /** Called with every edit of the form. */
  onChange: (values: VerificationFormValues) => void;
  /** The chosen ID photo of a side, or `null` when removed; uploading is the caller's (multipart) job. */
  onFileChange: (side: 'front' | 'back', file: File | null) => void;
  /** Inline messages from `verificationErrors`, translated. Default none. */
  errors?: Partial<Record<VerificationField, string>>;
  /** Called when the customer submits the verification. */
  onSubmit: () => void;
  /** The verification is being sent. */
  submitting?: boolean;
  /** A server refusal, translated. Default none. */
  failure?: string;
  /** Default `/mine/privacy`. */
  privacyHref?: string;
  /**
   * A read the screen needs failed (after the SDK's retries), translated: the screen says so with a retry
   * instead of a form built on missing data. Default none.
   */
  loadError?: string;
  /** Called when the customer asks to read again after `loadError`; without it the error has no retry button. */
  onRetry?: () => void;
}

/** /mine/verified: real name, ID number, both ID photos with preview, privacy notice; and the four states. */
export function VerificationScreen({
  labels,
  view,
  values,
  onChange,
  onFileChange,
  errors = {},
  onSubmit,
  submitting = false,
  failure,
  privacyHref = '/mine/privacy',
  loadError,
  onRetry,
}: VerificationScreenProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const [before = '', after = ''] = labels.privacyNotice.split('{{notice}}');
  return (
    <div className={page.page}>
      <div className={styles.header}>
        <h1 className={page.title}>{labels.verifyTitle}</h1>
        {view && <VerificationStatusBadge badge={view.badge} labels={labels} />}
      </div>
      {!view && loadError ? (
        <ErrorState
          title={labels.loadFailed}
          description={loadError}
          retryLabel={labels.retry}
          {...(onRetry ? { onRetry } : {})}
        />
      ) : !view ? (
        <SkeletonList rows={3} label={labels.loading} />
      ) : (
        <>
          {view.badge.state === 'underReview' && (
            <section className={`${page.notice} ${page.noticeWarning}`} role="status">
              <p className={page.paragraph}>{labels.underReviewText}</p>
            </section>
          )}
          {view.badge.state === 'verified' && (
            <section className={`${page.notice} ${page.noticeSuccess}`} role="status">
              <p className={page.paragraph}>{labels.verifiedText}</p>
            </section>
          )}
          {view.badge.state === 'failed' && (
            <section className={`${page.notice} ${page.noticeDanger}`} role="alert">
              <p className={page.paragraph}>{labels.failedText}</p>
              {view.reason && (
                <p className={page.paragraph}>{fillLabel(labels.failedReason, { reason: view.reason })}</p>
              )}
            </section>
          )}
          {!view.canSubmit && (view.realName || view.idNumber || view.submittedText) && (
            <dl className={`${page.card} ${page.details}`}>
              {view.realName && (
                <>
                  <dt className={page.detailsTerm}>{labels.realName}</dt>
                  <dd className={page.detailsValue}>{view.realName}</dd>
                </>
              )}
              {view.idNumber && (
                <>
                  <dt className={page.detailsTerm}>{labels.idNumber}</dt>
                  <dd className={page.detailsValue}>{view.idNumber}</dd>
                </>
              )}
              {view.submittedText && (
                <>
                  <dt className={page.detailsTerm}>{labels.submittedAt}</dt>
                  <dd className={page.detailsValue}>{view.submittedText}</dd>
                </>
              )}
            </dl>
          )}
          {view.canSubmit && (
            <form className={page.form} onSubmit={submit} noValidate>
              <p className={page.lead}>{labels.verifyIntro}</p>
              {failure && (
                <p className={`${page.notice} ${page.noticeDanger}`} role="alert">
                  {failure}
                </p>
              )}
              <TextField
                label={labels.realName}
                value={values.realName}
                onChange={(realName) => onChange({ ...values, realName })}
                autoComplete="name"
                maxLength={64}
                {...(errors.realName ? { error: errors.realName } : {})}
              />
              <TextField
                label={labels.idNumber}
                hint={labels.idNumberHint}
                value={values.idNumber}
                onChange={(idNumber) => onChange({ ...values, idNumber })}
                autoComplete="off"
                maxLength={32}
                {...(errors.idNumber ? { error: errors.idNumber } : {})}
              />
              <ImageUpload
                label={labels.frontPhoto}
                prompt={labels.photoPrompt}
                hint={labels.photoHint}
                removeLabel={labels.removePhoto}
                accept="image/jpeg,image/png,image/webp"
                onFileChange={(file) => onFileChange('front', file)}
                {...(errors.front ? { error: errors.front } : {})}
              />
              <ImageUpload
                label={labels.backPhoto}
                prompt={labels.photoPrompt}
                hint={labels.photoHint}
                removeLabel={labels.removePhoto}
                accept="image/jpeg,image/png,image/webp"
                onFileChange={(file) => onFileChange('back', file)}
                {...(errors.back ? { error: errors.back } : {})}
              />
              <Checkbox
                label={
                  <>
                    {before}
                    <Link className={page.inlineLink} href={privacyHref}>
                      {labels.privacyNoticeLink}
                    </Link>
                    {after}
                  </>
                }
                checked={values.noticeAccepted}
                onCheckedChange={(noticeAccepted) => onChange({ ...values, noticeAccepted })}
                required
                {...(errors.notice ? { error: errors.notice } : {})}
              />
              <Button type="submit" fullWidth size="lg" loading={submitting}>
                {labels.submitVerification}
              </Button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
