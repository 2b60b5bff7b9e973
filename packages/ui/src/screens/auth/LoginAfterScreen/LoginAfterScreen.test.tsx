import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../account/storyLabels';
import { LoginAfterScreen } from './LoginAfterScreen';

const labels = storyLabels({ locale: 'en' }, 'auth');

describe('LoginAfterScreen', () => {
  it.each([
    ['loading', { given: 'loading', want: { heading: 'Loading your account', link: false } }],
    ['failed', { given: 'failed', want: { heading: labels.loadFailed, link: true } }],
  ] as const)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <LoginAfterScreen labels={labels} state={given} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(want.heading);
    const links = screen.getByRole('link', { name: 'Back to sign in' }).elements();
    expect(links.length > 0).toBe(want.link);
  });
});
