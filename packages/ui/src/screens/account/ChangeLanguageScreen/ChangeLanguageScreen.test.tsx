import { languageChoices } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../storyLabels';
import { ChangeLanguageScreen } from './ChangeLanguageScreen';

const labels = storyLabels({ locale: 'en' }, 'account');
const choices = languageChoices(['ja', 'zh-CN', 'en'], 'en');

describe('ChangeLanguageScreen', () => {
  it.each([
    [
      'another language',
      { given: choices[0], want: { confirm: true, text: 'Switch the display language to 日本語?' } },
    ],
    ['the current one', { given: choices[2], want: { confirm: false, text: 'Current' } }],
    ['one the brand lacks', { given: undefined, want: { confirm: false, text: labels.unknownLanguage } }],
  ] as const)('%s', async (_t, { given, want }) => {
    let confirmed = 0;
    const screen = await render(
      <TsumikiProvider>
        <ChangeLanguageScreen
          labels={labels}
          {...(given ? { choice: given } : {})}
          onConfirm={() => void confirmed++}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText(want.text, { exact: false })).toBeInTheDocument();
    const buttons = screen.getByRole('button', { name: 'Switch' }).elements();
    expect(buttons.length > 0).toBe(want.confirm);
    if (want.confirm) {
      await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
      expect(confirmed).toBe(1);
    }
    await expect
      .element(screen.getByRole('link', { name: 'Cancel' }))
      .toHaveAttribute('href', '/mine/language');
  });
});
