import { languageChoices } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../account/storyLabels';
import { StartScreen } from './StartScreen';

describe('StartScreen', () => {
  it('names the brand, links sign in and register, and switches language', async () => {
    const chosen: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <StartScreen
          labels={storyLabels({ locale: 'en' }, 'auth')}
          brandName="Tsumiki Securities"
          logoUrl="/logo.svg"
          languages={languageChoices(['ja', 'zh-CN', 'en'], 'en')}
          onLanguageChange={(code) => chosen.push(code)}
        />
      </TsumikiProvider>,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Welcome to Tsumiki Securities');
    await expect
      .element(screen.getByRole('link', { name: 'Sign in' }))
      .toHaveAttribute('href', '/login/logon');
    await expect
      .element(screen.getByRole('link', { name: 'Register' }))
      .toHaveAttribute('href', '/login/register');
    await expect
      .element(screen.getByRole('button', { name: 'English' }))
      .toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: '日本語' }));
    expect(chosen).toEqual(['ja']);
  });

  it('puts the brand initial in place of a logo that does not load, never a broken image', async () => {
    const screen = await render(
      <TsumikiProvider>
        <StartScreen
          labels={storyLabels({ locale: 'en' }, 'auth')}
          brandName="Tsumiki Securities"
          logoUrl="/no-such-logo.png"
          languages={languageChoices(['ja'], 'ja')}
          onLanguageChange={() => {}}
        />
      </TsumikiProvider>,
    );
    const mark = screen.getByRole('img', { name: 'Tsumiki Securities' });
    await expect.poll(() => mark.element().tagName).toBe('SPAN');
    await expect.element(mark).toHaveTextContent('T');
    expect(screen.container.querySelector('img')).toBeNull();
  });
});
