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

  it('should release the key after a failure', async () => {
    const submit = createSingleFlight();
    await expect(submit('/x', {}, async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(submit('/x', {}, async () => 'yes')).resolves.toBe('yes');
  });
});

it('should make request ids of at least 122 random bits (UUID v4)', () => {
  expect(createRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
