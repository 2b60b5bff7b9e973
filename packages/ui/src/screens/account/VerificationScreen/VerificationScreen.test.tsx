import { selectVerificationView, translateRule, verificationErrors } from '@tsumiki/sdk';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyI18n, storyLabels } from '../storyLabels';
import { type VerificationFormValues, VerificationScreen } from './VerificationScreen';

const labels = storyLabels({ locale: 'en' }, 'account');
const i18n = storyI18n({ locale: 'en' });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });

function Harness({ onSubmit }: { onSubmit: (v: VerificationFormValues, files: number) => void }) {
  const [values, setValues] = useState<VerificationFormValues>({
    realName: '',
    idNumber: '',
    noticeAccepted: false,
  });
  const [files, setFiles] = useState<Record<'front' | 'back', File | null>>({ front: null, back: null });
  const [tried, setTried] = useState(false);
  const check = () => verificationErrors({ ...values, ...files }, (c, p) => translateRule(i18n, c, p));
  return (
    <VerificationScreen
      labels={labels}
      view={selectVerificationView({ status: 0 }, 'en')}
      values={values}
      onChange={setValues}
      onFileChange={(side, file) => setFiles((f) => ({ ...f, [side]: file }))}
      errors={tried ? check() : {}}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(check()).length === 0) onSubmit(values, Object.values(files).filter(Boolean).length);
      }}
    />
  );
}

describe('VerificationScreen', () => {
  it('needs name, number, both photos and the privacy notice before it submits', async () => {
    const sent: unknown[] = [];
    const screen = await render(
      <TsumikiProvider>
        <Harness onSubmit={(v, n) => void sent.push([v, n])} />
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent).toEqual([]);
    await expect
      .element(screen.getByText(translateRule(i18n, 'verification.noticeRequired')))
      .toBeInTheDocument();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Full name' }), 'Taro Yamada');
    await userEvent.fill(screen.getByRole('textbox', { name: 'ID number' }), 'AB1234567');
    await userEvent.upload(screen.getByLabelText('ID (front)'), png());
    await userEvent.upload(screen.getByLabelText('ID (back)'), png());
    await expect.element(screen.getByRole('img', { name: 'ID (front)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent).toEqual([[{ realName: 'Taro Yamada', idNumber: 'AB1234567', noticeAccepted: true }, 2]]);
  });

  it.each([
    ['under review', { given: { status: 1 as const }, want: { text: labels.underReviewText, form: false } }],
    ['verified', { given: { status: 2 as const }, want: { text: labels.verifiedText, form: false } }],
    [
      'failed, with the reason',
      {
        given: { status: 3 as const, reason: 'Blurred photo' },
        want: { text: 'Reason: Blurred photo', form: true },
      },
    ],
  ] as const)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <VerificationScreen
          labels={labels}
          view={selectVerificationView(given, 'en')}
          values={{ realName: '', idNumber: '', noticeAccepted: false }}
          onChange={() => {}}
          onFileChange={() => {}}
          onSubmit={() => {}}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText(want.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' }).elements().length > 0).toBe(want.form);
  });
});
