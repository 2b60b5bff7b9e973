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
});
