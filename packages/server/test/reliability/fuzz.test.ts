import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/auth/sessions';
import { decide } from '../../src/operator';
import { contract, PNG } from '../helpers/app';
import type { FormSpec, Spoil } from './forms';
import { BOUNDARIES, loadForms, SPOIL, validForm } from './forms';
import type { Customer, Harness } from './harness';
import { openHarness } from './harness';
import { suiteCount, timeoutFor } from './scale';

// The contract as a fuzzing target: for every operation, generated valid forms and spoiled ones. Each answer:
// no 5xx, always 200 (or 413 for a form over the caps), the success or refusal schema of the contract, a catalogued msg
// key, the API's security headers, and no stack trace, SQL or file path.
const RUNS = suiteCount('FUZZ_RUNS', 100);
const TIMEOUT = timeoutFor(120_000, RUNS, 100);
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : Date.now() | 0;
const LEAK = /(at \S+ \(|\/work\/|node_modules|SELECT |INSERT |syntax error|stack)/;

/** Percent-encodes like a browser, except that a lone surrogate goes out as invalid UTF-8 (ED A0 80). */
function enc(v: string): string {
  return Array.from(v, (ch) => (/^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join(
    '',
  );
}

describe('the contract as a fuzzing target', () => {
  let h: Harness;
  let c: Customer;
  const forms = loadForms();
  const ops = new Map(contract().operations.map((o) => [o.operationId, o]));
  const tally = { valid: 0, invalid: 0, ok: 0, refused: 0 };

  beforeAll(async () => {
    h = await openHarness('pglite');
    [c] = (await h.world(2)).customers as [Customer];
    const dep = await h.server.call('deposit', { amount: '500000', currency: 'JPY' }, c.session, {
      proof: PNG,
    });
    await decide(h.db, 'deposits', Number(dep.data.id), 'approve', { actor: 'fuzz', now: h.clock.now() });
    console.log(`[fuzz] ${forms.length} operations × ${RUNS} valid + ${RUNS} invalid forms, seed ${SEED}`);
  });
  afterAll(async () => {
    console.log(`[fuzz] ${JSON.stringify(tally)}`);
    await h?.close();
  });

  function encode(spec: FormSpec, form: Record<string, string>, spoil?: Spoil) {
    const op = ops.get(spec.operationId);
    if (spoil?.kind === 'json') {
      return { payload: JSON.stringify(spoil.value), type: 'application/json' };
    }
    const pairs = Object.entries(form).filter(([k]) => !op?.fileFields.includes(k));
    if (spoil?.kind === 'duplicate' && pairs.length > 0)
      pairs.push(pairs[spoil.field % pairs.length] as [string, string]);
    if (spoil?.kind === 'extra') pairs.push([spoil.name, spoil.value]);
    const files = op?.fileFields.filter((f) => f in form) ?? [];
    if (!op?.multipart) {
      return {
        payload: pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&'),
        type: 'application/x-www-form-urlencoded',
      };
    }
    const b = '----tsumiki-fuzz';
    const parts: Buffer[] = pairs.map(([k, v]) =>
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
    for (const f of files) {
      parts.push(
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="${f}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${b}--\r\n`));
    return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
  }

  let streamBase: string | undefined;

  /**
   * A stream's answer over a real socket (inject never ends a stream): its status and security headers, and
   * either the refusal envelope or the stream's first event, `hello`, before hanging up.
   */
  async function sendStream(
    spec: FormSpec,
    payload: string | Buffer,
    type: string,
    what: (status: number, body: string) => string,
  ): Promise<{ status: number; msg: string }> {
    streamBase ??= await h.server.app.listen({ host: '127.0.0.1', port: 0 });
    const stop = new AbortController();
    const res = await fetch(`${streamBase}/api/vue${spec.path}`, {
      method: 'POST',
      headers: { ...c.session, 'content-type': type },
      body: typeof payload === 'string' ? payload : new Uint8Array(payload),
      signal: stop.signal,
    });
    const reader = res.body?.getReader();
    let text = '';
    const decoder = new TextDecoder();
    while (reader && !text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    stop.abort();
    const seen = what(res.status, text);
    expect(res.status, seen).toBeLessThan(500);
    if (res.status !== 413) expect(res.status, seen).toBe(200);
    expect(res.headers.get('x-content-type-options'), seen).toBe('nosniff');
    expect(res.headers.get('cache-control'), seen).toBe('no-store');
    expect(String(res.headers.get('content-security-policy')), seen).toContain("frame-ancestors 'none'");
    expect(text, seen).not.toMatch(LEAK);
    if (String(res.headers.get('content-type')).startsWith('text/event-stream')) {
      tally.ok++;
      expect(text.startsWith('event: hello\n'), seen).toBe(true);
      return { status: 1, msg: 'ok' };
    }
    tally.refused++;
    const body = JSON.parse(text) as { status: number; msg: string };
    if (res.status === 413) expect(body, seen).toEqual({ status: 0, msg: 'request.tooLarge' });
    expect(contract().validateFailure(body), seen).toBe(true);
    expect(contract().msgKeys.has(body.msg), seen).toBe(true);
    return body;
  }

  async function send(
    spec: FormSpec,
    form: Record<string, string>,
    spoil?: Spoil,
  ): Promise<{ status: number; msg: string }> {
    const op = ops.get(spec.operationId);
    if (!op) throw new Error(`no operation ${spec.operationId}`);
    const { payload, type } = encode(spec, form, spoil);
    if (op.stream) {
      const given = JSON.stringify(spoil ?? form).slice(0, 300);
      return sendStream(
        spec,
        payload,
        type,
        (status, body) => `${spec.operationId} ${status} ${body.slice(0, 300)} ← ${given}`,
      );
    }
    const res = await h.server.app.inject({
      method: 'POST',
      url: `/api/vue${spec.path}`,
      headers: { ...(op.secured ? c.session : {}), 'content-type': type },
      payload,
    });
    const what = `${spec.operationId} ${res.statusCode} ${res.body.slice(0, 300)} ← ${JSON.stringify(spoil ?? form).slice(0, 300)}`;
    expect(res.statusCode, what).toBeLessThan(500);
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['cache-control'], what).toBe('no-store');
    expect(String(res.headers['content-security-policy']), what).toContain("frame-ancestors 'none'");
    expect(res.body, what).not.toMatch(LEAK);
    const body = res.json() as { status: number; msg: string };
    // A form over the caps (16 KiB, 50 fields; multipart 30 fields) is refused before it is parsed.
    if (res.statusCode === 413) {
      tally.refused++;
      expect(body, what).toEqual({ status: 0, msg: 'request.tooLarge' });
      expect(typeof payload === 'string' ? payload.length : payload.length, what).toBeGreaterThan(1000);
      return body;
    }
    // The session is sent on every secured call and reopened after logout: a 401 here is a failure.
    expect(res.statusCode, what).toBe(200);
    if (body.status === 1) {
      tally.ok++;
      expect(
        op.validateResponse?.(body) ?? true,
        `${what} ${JSON.stringify(op.validateResponse?.errors)}`,
      ).toBe(true);
    } else {
      tally.refused++;
      expect(contract().validateFailure(body), what).toBe(true);
      expect(contract().msgKeys.has(body.msg), what).toBe(true);
    }
    if (spec.operationId === 'logout' || spec.operationId === 'changeLoginPassword') await reopen();
    return body;
  }

  async function reopen() {
    c.session.token = await openSession(h.db, c.id, h.clock.now(), 12);
  }

  for (const spec of forms) {
    it(`${spec.operationId}: ${RUNS} valid and ${RUNS} spoiled forms`, { timeout: TIMEOUT }, async () => {
      await fc.assert(
        fc.asyncProperty(validForm(spec), async (form) => {
          tally.valid++;
          await send(spec, form);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      await fc.assert(
        fc.asyncProperty(validForm(spec), SPOIL, async (form, spoil) => {
          tally.invalid++;
          const keys = Object.keys(form);
          const spoilt = { ...form };
          if (spoil.kind === 'drop' && keys.length > 0)
            delete spoilt[keys[spoil.field % keys.length] as string];
          if (spoil.kind === 'hostile') {
            const names = spec.fields.filter((f) => !f.file).map((f) => f.name);
            if (names.length > 0) spoilt[names[spoil.field % names.length] as string] = spoil.value;
          }
          await send(spec, spoilt, spoil);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }

  // Rare for the random spoiler to hit: every hostile value in every field of every operation, once.
  it('answers every hostile value in every field of every operation', async () => {
    let n = 0;
    for (const spec of forms) {
      const [base] = fc.sample(validForm(spec), { numRuns: 1, seed: SEED });
      for (const f of spec.fields.filter((x) => !x.file)) {
        for (const value of ['\u0000', 'a\u0000b', '\ud800', '\u202e', "' OR 1=1 --", '-1', '1e309']) {
          n++;
          await send(spec, { ...base, [f.name]: value }, { kind: 'hostile', field: 0, value });
        }
      }
    }
    console.log(`[fuzz] ${n} single-field hostile forms`);
  }, 300_000);

  // Amounts, prices, credits and ids at their boundaries, in every field of every operation that has one: just
  // outside is refused with the field's own key (never an error or a bigint overflow), just inside reaches the
  // operation's own rule (which may still refuse: a deposit's own maximum, an unknown id).
  it('answers every amount and id boundary of every operation with its own key', async () => {
    const RANGE_KEYS = new Set(['amount.tooManyDecimals', 'id.invalid', 'request.invalid']);
    let n = 0;
    for (const spec of forms) {
      const [base] = fc.sample(validForm(spec), { numRuns: 1, seed: SEED });
      for (const f of spec.fields.filter((x) => x.kind)) {
        const kind = f.kind as keyof typeof BOUNDARIES;
        const listed = f.name === 'ids';
        const value = (v: string) => (listed ? `1,${v}` : v);
        for (const [v, key] of BOUNDARIES[kind].outside) {
          n++;
          const body = await send(spec, { ...base, [f.name]: value(v) });
          expect(body, `${spec.operationId}.${f.name} = ${v}`).toEqual({ status: 0, msg: key });
        }
        for (const v of BOUNDARIES[kind].inside) {
          n++;
          const body = await send(spec, { ...base, [f.name]: value(v) });
          // A reorder list that is not the watchlist's own set is the handler's request.invalid, not a range.
          const refused = RANGE_KEYS.has(body.msg) && !(listed && body.msg === 'request.invalid');
          expect(refused, `${spec.operationId}.${f.name} = ${v}: ${body.msg}`).toBe(false);
        }
      }
    }
    console.log(`[fuzz] ${n} boundary values`);
    expect(n).toBeGreaterThan(100);
  }, 300_000);

  it('left the books sound after every fuzzed call', async () => {
    await h.invariants('fuzzing', true);
  });
});
