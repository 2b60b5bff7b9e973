import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../rules/dateFormat';
import { selectMessageDetail, selectMessageList, shouldMarkRead } from './messages';

describe('message times', () => {
  it.each([
    ['Tokyo, Japanese', { given: ['2026-11-20T00:31:00Z', 'ja'], want: '2026/11/20 09:31' }],
    ['Tokyo, English', { given: ['2026-11-20T00:31:00Z', 'en'], want: 'Nov 20, 2026, 09:31' }],
    ['Tokyo, Chinese', { given: ['2026-11-20T15:05:00Z', 'zh-CN'], want: '2026/11/21 00:05' }],
    ['unreadable', { given: ['yesterday', 'ja'], want: '—' }],
  ] as const)('%s', (_title, { given, want }) => {
    expect(formatDateTime(given[0], given[1])).toBe(want);
  });
});

const msg = (id: string, time: string, read: boolean) => ({ id, title: `T${id}`, time, read });

describe('selectMessageList', () => {
  it.each([
    ['nothing yet', { given: undefined, want: { ids: [], unread: 0, hasMore: false } }],
    [
      'newest first, unread counted',
      {
        given: {
          list: [msg('1', '2026-11-01T09:00:00+09:00', true), msg('2', '2026-11-03T09:00:00+09:00', false)],
          total: 2,
          page: 1,
          pageSize: 20,
        },
        want: { ids: ['2', '1'], unread: 1, hasMore: false },
      },
    ],
    [
      'more pages',
      {
        given: { list: [msg('9', '2026-11-01T09:00:00+09:00', false)], total: 41, page: 2, pageSize: 20 },
        want: { ids: ['9'], unread: 1, hasMore: true },
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    const view = selectMessageList(given, 'ja');
    expect({ ids: view.rows.map((r) => r.id), unread: view.unread, hasMore: view.hasMore }).toEqual(want);
  });

  it('links each row to its detail', () => {
    const view = selectMessageList(
      { list: [msg('12', '2026-11-01T09:00:00+09:00', false)], total: 1, page: 1, pageSize: 20 },
      'en',
    );
    expect(view.rows[0]?.href).toBe('/mine/messageInfo?id=12');
  });
});

describe('selectMessageDetail and shouldMarkRead', () => {
  it.each([
    ['not loaded', { given: undefined, want: { view: undefined, mark: false } }],
    [
      'unread',
      {
        given: { ...msg('3', '2026-11-20T00:31:00Z', false), body: '<p>x</p>' },
        want: {
          view: { id: '3', title: 'T3', timeText: '2026/11/20 09:31', html: '<p>x</p>', read: false },
          mark: true,
        },
      },
    ],
    [
      'already read',
      {
        given: { ...msg('4', '2026-11-20T00:31:00Z', true), body: '' },
        want: {
          view: { id: '4', title: 'T4', timeText: '2026/11/20 09:31', html: '', read: true },
          mark: false,
        },
      },
    ],
  ] as const)('%s', (_title, { given, want }) => {
    expect({ view: selectMessageDetail(given, 'ja'), mark: shouldMarkRead(given) }).toEqual(want);
  });
});
