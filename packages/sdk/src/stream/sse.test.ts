import { describe, expect, it } from 'vitest';
import { SseParser } from './sse';

type Case = [string, { given: string[]; want: { event: string; data: string; lastEventId: string }[] }];

const cases: Case[] = [
  [
    'one event with a name, an id and JSON data',
    {
      given: ['event: quotes\nid: 1000\ndata: {"a":1}\n\n'],
      want: [{ event: 'quotes', data: '{"a":1}', lastEventId: '1000' }],
    },
  ],
  [
    'an event split anywhere across chunks',
    {
      given: ['eve', 'nt: hel', 'lo\nda', 'ta: x\n', '\n'],
      want: [{ event: 'hello', data: 'x', lastEventId: '' }],
    },
  ],
  [
    'CRLF line ends',
    { given: ['data: a\r\n\r\n'], want: [{ event: 'message', data: 'a', lastEventId: '' }] },
  ],
  [
    'a CR at the end of one chunk and its LF in the next',
    { given: ['data: a\r', '\n\r', '\n'], want: [{ event: 'message', data: 'a', lastEventId: '' }] },
  ],
  ['bare CR line ends', { given: ['data: a\r\r'], want: [{ event: 'message', data: 'a', lastEventId: '' }] }],
  [
    'several data lines joined with newlines',
    { given: ['data: a\ndata:b\ndata\n\n'], want: [{ event: 'message', data: 'a\nb\n', lastEventId: '' }] },
  ],
  [
    'comments ignored',
    { given: [': keep-alive\n\ndata: x\n\n'], want: [{ event: 'message', data: 'x', lastEventId: '' }] },
  ],
  [
    'an id without data moves the last id for the next event',
    {
      given: ['id: 7\n\n', 'data: x\n\n'],
      want: [{ event: 'message', data: 'x', lastEventId: '7' }],
    },
  ],
  [
    'an id with NUL ignored',
    {
      given: ['id: 5\n\n', 'id: a\u0000b\ndata: x\n\n'],
      want: [{ event: 'message', data: 'x', lastEventId: '5' }],
    },
  ],
  [
    'a leading BOM dropped',
    { given: ['\ufeffdata: x\n\n'], want: [{ event: 'message', data: 'x', lastEventId: '' }] },
  ],
  ['an unfinished event not dispatched', { given: ['data: x\n'], want: [] }],
];

describe('SseParser', () => {
  it.each(cases)('should parse %s', (_title, { given, want }) => {
    const parser = new SseParser();
    expect(given.flatMap((chunk) => parser.push(chunk))).toEqual(want);
  });

  it('should read retry as digits only', () => {
    const parser = new SseParser();
    parser.push('retry: 2500\n\nretry: 1e3\n\n');
    expect(parser.retry).toBe(2500);
  });

  it('should give the same messages whatever the chunking', () => {
    const text =
      'event: hello\nretry: 2000\ndata: {"x":"é"}\n\nevent: quotes\nid: 1\ndata: []\n\n: hb\n\nid: 2\n\n';
    const whole = new SseParser().push(text);
    for (let size = 1; size < 12; size++) {
      const parser = new SseParser();
      const got = [];
      for (let i = 0; i < text.length; i += size) got.push(...parser.push(text.slice(i, i + size)));
      expect(got).toEqual(whole);
      expect(parser.lastEventId).toBe('2');
    }
  });
});
