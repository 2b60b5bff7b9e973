import { selectMessageDetail } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../account/storyLabels';
import { storyMessage } from '../storyData';
import { MessageDetailScreen } from './MessageDetailScreen';

const labels = storyLabels({ locale: 'en' }, 'messages');

describe('MessageDetailScreen', () => {
  it('shows the title and the sanitised body, without the event handler the body carried', async () => {
    const screen = await render(
      <TsumikiProvider>
        <MessageDetailScreen labels={labels} message={selectMessageDetail(storyMessage, 'en')} />
      </TsumikiProvider>,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('本人確認が承認されました');
    await expect.element(screen.getByText('入金・出金')).toBeInTheDocument();
    expect(screen.container.querySelector('[onerror]')).toBeNull();
    await expect
      .element(screen.getByRole('link', { name: 'こちら' }))
      .toHaveAttribute('rel', 'noopener noreferrer');
    await expect
      .element(screen.getByRole('link', { name: 'Back to messages' }))
      .toHaveAttribute('href', '/mine/message');
  });

  it('says when the message cannot be loaded', async () => {
    const screen = await render(
      <TsumikiProvider>
        <MessageDetailScreen labels={labels} error="Not found" />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Not found');
  });
});
