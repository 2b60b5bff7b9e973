import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { FieldFrame } from './Field';

describe('FieldFrame', () => {
  const cases: [
    string,
    { given: { hint?: string; error?: string }; want: { invalid: boolean; description: string } },
  ][] = [
    [
      'hint only describes the control',
      { given: { hint: 'ヒント' }, want: { invalid: false, description: 'ヒント' } },
    ],
    [
      'an error replaces the hint',
      { given: { hint: 'ヒント', error: 'エラー' }, want: { invalid: true, description: 'エラー' } },
    ],
  ];
  it.each(cases)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <FieldFrame label="名前" {...given}>
          {(control) => <input {...control} />}
        </FieldFrame>
      </TsumikiProvider>,
    );
    const input = screen.getByLabelText('名前');
    await expect.element(input).toHaveAccessibleDescription(want.description);
    if (want.invalid) await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    else await expect.element(input).not.toHaveAttribute('aria-invalid');
  });
});
