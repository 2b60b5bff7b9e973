import { selectVerificationView, translateRule, verificationErrors } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { type VerificationFormValues, VerificationScreen } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useLabels } from '../../shell/useLabels';

/** /mine/verified: my verification state, and the multipart submission with both ID photos as Blobs. */
export function Component() {
  const sdk = useSdk();
  const verification = useEndpoint('getVerification', undefined);
  const [submit, state] = useMutation('submitVerification');
  const [values, setValues] = useState<VerificationFormValues>({
    realName: '',
    idNumber: '',
    noticeAccepted: false,
  });
  const [files, setFiles] = useState<{ front: File | null; back: File | null }>({ front: null, back: null });
  const [tried, setTried] = useState(false);
  const translate = (code: string, params?: Readonly<Record<string, string | number>>) =>
    translateRule(sdk.i18n, code, params);
  const check = () => verificationErrors({ ...values, ...files }, translate);
  const view = verification.data ? selectVerificationView(verification.data, sdk.i18n.language) : undefined;

  return (
    <VerificationScreen
      labels={useLabels('account')}
      {...(view ? { view } : {})}
      values={values}
      onChange={setValues}
      onFileChange={(side, file) => setFiles((f) => ({ ...f, [side]: file }))}
      errors={tried ? check() : {}}
      submitting={state.isSending}
      {...(state.error ? { failure: state.error.text } : {})}
      {...(verification.error && !verification.data
        ? { loadError: verification.error.text, onRetry: verification.refetch }
        : {})}
      onSubmit={async () => {
        setTried(true);
        if (Object.keys(check()).length > 0 || !files.front || !files.back) return;
        await submit({
          realName: values.realName.trim(),
          idNumber: values.idNumber.trim(),
          frontImage: files.front,
          backImage: files.back,
          privacyNotice: '1',
        });
      }}
    />
  );
}
