import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../storyLabels';
import { DocumentScreen } from './DocumentScreen';

describe('DocumentScreen', () => {
  it.each([
    ['about', { given: 'about' as const, want: { title: 'About us', sections: 0, brand: true } }],
    ['privacy', { given: 'privacy' as const, want: { title: 'Privacy policy', sections: 5, brand: false } }],
    ['terms', { given: 'protocol' as const, want: { title: 'Terms of service', sections: 6, brand: true } }],
  ] as const)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <DocumentScreen
          labels={storyLabels({ locale: 'en' }, 'account')}
          kind={given}
          brandName="Tsumiki Securities"
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(want.title);
    expect(screen.getByRole('heading', { level: 2 }).elements().length).toBe(want.sections);
    expect(screen.container.textContent?.includes('Tsumiki Securities')).toBe(want.brand);
    expect(screen.container.textContent?.includes('{{')).toBe(false);
  });

  // Inside the app shell the shell's own main holds the page: a second main would nest landmarks.
  it.each([
    ['about sits in the shell', { given: { kind: 'about' as const }, want: 0 }],
    ['privacy stands alone (before signing in)', { given: { kind: 'privacy' as const }, want: 1 }],
    ['terms stand alone', { given: { kind: 'protocol' as const }, want: 1 }],
    ['terms shown in the shell', { given: { kind: 'protocol' as const, standalone: false }, want: 0 }],
  ])('main landmarks: %s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <DocumentScreen labels={storyLabels({ locale: 'en' }, 'account')} brandName="Tsumiki" {...given} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.container.querySelectorAll('main').length).toBe(want);
  });
});
