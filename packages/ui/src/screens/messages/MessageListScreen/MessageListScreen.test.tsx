import { selectMessageList } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../account/storyLabels';
import { storyMessagePage } from '../storyData';
import { MessageListScreen } from './MessageListScreen';

const labels = storyLabels({ locale: 'en' }, 'messages');

describe('MessageListScreen', () => {
  it('lists messages newest first, says which are unread, and drives mark-all and load-more', async () => {
    const calls: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <MessageListScreen
          labels={labels}
          view={selectMessageList(storyMessagePage, 'en')}
          onMarkAllRead={() => calls.push('read')}
          onLoadMore={() => calls.push('more')}
        />
      </TsumikiProvider>,
    );
    const links = screen.getByRole('link').elements();
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/mine/messageInfo?id=31',
      '/mine/messageInfo?id=30',
      '/mine/messageInfo?id=27',
      '/mine/messageInfo?id=22',
    ]);
    expect(screen.getByText('Unread', { exact: true }).elements().length).toBe(2);
    await expect.element(screen.getByText('2 unread')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(calls).toEqual(['read', 'more']);
  });

  it.each([
    ['loading', { given: { view: undefined }, want: 'Loading' }],
    [
      'empty',
      {
        given: { view: selectMessageList({ list: [], total: 0, page: 1, pageSize: 20 }, 'en') },
        want: 'No messages',
      },
    ],
    ['failed', { given: { view: undefined, error: 'Network error' }, want: 'Messages could not be loaded' }],
  ] as const)('%s', async (_t, { given, want }) => {
    const screen = await render(
      <TsumikiProvider>
        <MessageListScreen labels={labels} {...given} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText(want)).toBeInTheDocument();
  });
});
