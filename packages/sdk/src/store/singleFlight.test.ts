import { describe, expect, it } from 'vitest';
import { callKey, createRequestId, createSingleFlight } from './singleFlight';

describe('callKey', () => {
  it.each([
    [
      'field order does not matter',
      ['/trade/buy', { a: '1', b: '2' }],
      ['/trade/buy', { b: '2', a: '1' }],
      true,
    ],
    [
      'the request id does not count',
      ['/trade/buy', { a: '1', requestId: 'x' }],
      ['/trade/buy', { a: '1' }],
      true,
    ],
    ['empty fields do not count', ['/trade/buy', { a: '1', b: undefined }], ['/trade/buy', { a: '1' }], true],
    ['another value is another call', ['/trade/buy', { lots: '1' }], ['/trade/buy', { lots: '2' }], false],
    ['another path is another call', ['/trade/buy', { lots: '1' }], ['/trade/close', { lots: '1' }], false],
  ] as const)('%s', (_title, [pathA, formA], [pathB, formB], same) => {
    expect(callKey(pathA, formA) === callKey(pathB, formB)).toBe(same);
  });
});

describe('createSingleFlight', () => {
  it('should give a second identical submit the first one’s promise and send once', async () => {
    const submit = createSingleFlight();
    const ids: string[] = [];
    let release!: (value: string) => void;
    const send = (requestId: string) => {
      ids.push(requestId);
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = submit('/trade/buy', { lots: '100' }, send);
    const second = submit('/trade/buy', { lots: '100' }, send);
    expect(second).toBe(first);
    release('done');
    await expect(second).resolves.toBe('done');
    expect(ids).toHaveLength(1);
  });

  it('should send again once the first call has settled, with a new request id', async () => {
    const submit = createSingleFlight();
    const ids: string[] = [];
    const send = async (requestId: string) => {
      ids.push(requestId);
      return requestId;
    };
    await submit('/funds/withdraw', { money: '30000' }, send);
    await submit('/funds/withdraw', { money: '30000' }, send);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('should send ten identical taps once', async () => {
    const submit = createSingleFlight();
    const ids: string[] = [];
    const send = async (requestId: string) => {
      ids.push(requestId);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return requestId;
    };
    const taps = Array.from({ length: 10 }, () => submit('/trade/buy', { lots: '1' }, send));
    await Promise.all(taps);
    expect(ids).toHaveLength(1);
  });

  type Outcome = 'success' | 'refusal' | 'no answer' | 'rejected';
  type ReuseCase = [string, { given: { first: Outcome; waitedMs: number }; want: { sameId: boolean } }];
  const reuse: ReuseCase[] = [
    [
      'after a success the next submit is a new call',
      { given: { first: 'success', waitedMs: 0 }, want: { sameId: false } },
    ],
    [
      'after a refusal the next submit is a new call',
      { given: { first: 'refusal', waitedMs: 0 }, want: { sameId: false } },
    ],
    [
      'after no answer a re-submit goes under the same id',
      { given: { first: 'no answer', waitedMs: 0 }, want: { sameId: true } },
    ],
    [
      'after a rejection a re-submit goes under the same id',
      { given: { first: 'rejected', waitedMs: 0 }, want: { sameId: true } },
    ],
    [
      'after no answer, ten minutes later, still the same id',
      { given: { first: 'no answer', waitedMs: 600_000 }, want: { sameId: true } },
    ],
    [
      'after no answer, past ten minutes, a new call',
      { given: { first: 'no answer', waitedMs: 600_001 }, want: { sameId: false } },
    ],
  ];
  it.each(reuse)('%s', async (_title, { given, want }) => {
    let t = 1_000;
    const submit = createSingleFlight({ now: () => t });
    const ids: string[] = [];
    const known = (result: Outcome) => result === 'success' || result === 'refusal';
    const send = (outcome: Outcome) => async (requestId: string) => {
      ids.push(requestId);
      if (outcome === 'rejected') throw new Error('lost');
      return outcome;
    };
    await submit('/funds/withdraw', { money: '30000' }, send(given.first), known).catch(() => undefined);
    t += given.waitedMs;
    await submit('/funds/withdraw', { money: '30000' }, send('success'), known);
    expect(ids).toHaveLength(2);
    expect(ids[0] === ids[1]).toBe(want.sameId);
  });

  it('should keep an unknown id to its own fields: another amount is another call', async () => {
    const submit = createSingleFlight();
    const ids: string[] = [];
    const send = async (requestId: string) => {
      ids.push(requestId);
      return 'no answer';
    };
    await submit('/funds/withdraw', { money: '30000' }, send, () => false);
    await submit('/funds/withdraw', { money: '40000' }, send, () => false);
    await submit('/funds/withdraw', { money: '30000' }, send, () => false);
    expect(new Set(ids).size).toBe(2);
    expect(ids[2]).toBe(ids[0]);
  });

  it('should release the key after a failure', async () => {
    const submit = createSingleFlight();
    await expect(submit('/x', {}, async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(submit('/x', {}, async () => 'yes')).resolves.toBe('yes');
  });
});

it('should make request ids of at least 122 random bits (UUID v4)', () => {
  expect(createRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
