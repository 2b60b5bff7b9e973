import { languageChoices } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../storyLabels';
import { LanguageScreen } from './LanguageScreen';

describe('LanguageScreen', () => {
  it('links every other language to its confirmation and marks the current one', async () => {
    const screen = await render(
      <TsumikiProvider>
        <LanguageScreen
          labels={storyLabels({ locale: 'en' }, 'account')}
          choices={languageChoices(['ja', 'zh-CN', 'en'], 'en')}
        />
      </TsumikiProvider>,
    );
    expect(
      screen
        .getByRole('link')
        .elements()
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/mine/changeLang?lang=ja', '/mine/changeLang?lang=zh-CN']);
    await expect.element(screen.getByText('Current')).toBeInTheDocument();
  });
});
