import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app';
import { decide } from '../../src/operator';
import { neutraliseImage } from '../../src/uploads/image';
import type { Answer } from '../helpers/app';
import { contract } from '../helpers/app';
import type { Customer, Harness } from '../reliability/harness';
import { openHarness } from '../reliability/harness';
import {
  bmp,
  CAMERA_MARK,
  exifGps,
  GIF,
  GPS_MARK,
  HTML,
  JFIF,
  jpeg,
  jpegSegment,
  jpegXmp,
  PDF,
  png,
  pngChunk,
  pngText,
  riffChunk,
  SVG,
  VP8_1X1,
  VP8L_1X1,
  vp8x,
  WEBP_FLAGS,
  webp,
  XMP_PACKET,
  zip,
} from './builders';

// Every operation that takes an upload (the contract's ImageUpload fields), fed a corpus of hostile files
// through HTTP: each is refused with its catalogued key and leaves nothing behind, or is stored as the
// neutralised copy under a server-made name and served to its owner only, as the image it really is.

const MiB5 = 5 * 1024 * 1024;
const latin = (s: string) => Buffer.from(s, 'latin1');

interface FilePart {
  data: Buffer;
  filename?: string;
  type?: string;
}

type Op = 'submitVerification' | 'deposit';
const FIELDS: [op: Op, field: string, purpose: string][] = [
  ['submitVerification', 'frontImage', 'idFront'],
  ['submitVerification', 'backImage', 'idBack'],
  ['deposit', 'proof', 'depositProof'],
];
const FORMS: Record<Op, Record<string, string>> = {
  submitVerification: { realName: '佐藤 花子', idNumber: 'X1234567', privacyNotice: '1' },
  deposit: { amount: '1000', currency: 'JPY' },
};

type Want =
  | { refused: string | Record<Op, string> }
  | { stored: 'image/jpeg' | 'image/png' | 'image/webp'; absent?: string[]; equals?: Buffer };

const refused = (key: string | Record<Op, string>): Want => ({ refused: key });
const stored = (
  mime: 'image/jpeg' | 'image/png' | 'image/webp',
  absent: string[] = [],
  equals?: Buffer,
): Want => ({
  stored: mime,
  absent,
  ...(equals ? { equals } : {}),
});

/** A JPEG of exactly `size` bytes: the image plus comment segments (which neutralising removes). */
function paddedJpeg(size: number): Buffer {
  const base = jpeg();
  const pads: Buffer[] = [];
  let room = size - base.length;
  while (room > 0) {
    const body = Math.min(65533, room - 4);
    if (body < 0) throw new Error('cannot pad by less than 4 bytes');
    pads.push(jpegSegment(0xfe, Buffer.alloc(body, 0x41)));
    room -= body + 4;
  }
  return Buffer.concat([base.subarray(0, 2), ...pads, base.subarray(2)]);
}

const TRAVERSAL = `tsumiki-pwned-${process.pid}.html`;

const corpus: [title: string, file: FilePart, want: Want][] = [
  ['HTML named .jpg', { data: HTML, filename: 'id.jpg', type: 'image/jpeg' }, refused('upload.invalidType')],
  [
    'SVG with a script',
    { data: SVG, filename: 'id.svg', type: 'image/svg+xml' },
    refused('upload.invalidType'),
  ],
  ['GIF', { data: GIF, filename: 'id.gif', type: 'image/gif' }, refused('upload.invalidType')],
  ['BMP named .png', { data: bmp(), filename: 'id.png', type: 'image/png' }, refused('upload.invalidType')],
  [
    'PDF with JavaScript',
    { data: PDF, filename: 'proof.pdf', type: 'application/pdf' },
    refused('upload.invalidType'),
  ],
  // Neutralised, not refused: the stored copy ends at the JPEG's EOI (phones append gain maps and video there).
  [
    'JPEG + HTML polyglot',
    { data: Buffer.concat([jpeg(), HTML]) },
    stored('image/jpeg', ['<script'], jpeg()),
  ],
  [
    'JPEG + ZIP (GIFAR-style)',
    { data: Buffer.concat([jpeg(), zip()]) },
    stored('image/jpeg', ['PK'], jpeg()),
  ],
  ['PNG + ZIP', { data: Buffer.concat([png(), zip()]) }, refused('upload.invalidType')],
  [
    'PNG with a bad CRC',
    {
      data: (() => {
        const b = png();
        b[b.length - 20] = (b[b.length - 20] as number) ^ 0x01;
        return b;
      })(),
    },
    refused('upload.invalidType'),
  ],
  ['PNG whose IDAT is HTML', { data: png({ idat: HTML }) }, refused('upload.invalidType')],
  ['truncated JPEG', { data: jpeg().subarray(0, -2) }, refused('upload.invalidType')],
  ['truncated PNG', { data: png().subarray(0, -12) }, refused('upload.invalidType')],
  [
    'animated WebP',
    { data: webp([vp8x(WEBP_FLAGS.animation), riffChunk('ANIM', Buffer.alloc(6))]) },
    refused('upload.invalidType'),
  ],
  [
    'zero bytes',
    { data: Buffer.alloc(0) },
    refused({ submitVerification: 'verification.imagesRequired', deposit: 'deposit.proofRequired' }),
  ],
  ['one byte', { data: Buffer.from([0xff]) }, refused('upload.invalidType')],
  ['5 MiB + 1 byte', { data: paddedJpeg(MiB5 + 1) }, refused('upload.tooLarge')],
  [
    'PNG claiming 100000x100000 (pixel flood)',
    { data: png({ width: 100_000, height: 100_000, idat: deflateSync(Buffer.alloc(64)) }) },
    refused('upload.tooLarge'),
  ],
  ['JPEG 8001 pixels wide', { data: jpeg({ width: 8001, height: 8 }) }, refused('upload.tooLarge')],
  [
    'PNG 7000x7000 (49 MP)',
    { data: png({ width: 7000, height: 7000, colourType: 0, bitDepth: 1 }) },
    refused('upload.tooLarge'),
  ],
  // ---- stored, neutralised
  [
    'a plain JPEG',
    { data: jpeg(), filename: 'id.jpg', type: 'image/jpeg' },
    stored('image/jpeg', [], jpeg()),
  ],
  ['a plain PNG', { data: png(), filename: 'id.png', type: 'image/png' }, stored('image/png', [], png())],
  ['a lossy WebP', { data: webp([riffChunk('VP8 ', VP8_1X1)]) }, stored('image/webp')],
  ['a lossless WebP', { data: webp([riffChunk('VP8L', VP8L_1X1)]) }, stored('image/webp')],
  [
    'JPEG with EXIF GPS, XMP and an HTML comment',
    { data: jpeg({ head: [JFIF, exifGps(), jpegXmp(), jpegSegment(0xfe, HTML)] }) },
    stored('image/jpeg', ['Exif', GPS_MARK, CAMERA_MARK, 'xmpmeta', '<script'], jpeg()),
  ],
  [
    'PNG with a tEXt script and an eXIf',
    {
      data: png({
        before: [pngText('Comment', '<script>alert(1)</script>'), pngChunk('eXIf', exifGps().subarray(10))],
      }),
    },
    stored('image/png', ['<script', 'tEXt', 'eXIf', GPS_MARK, CAMERA_MARK], png()),
  ],
  [
    'WebP with EXIF and XMP',
    {
      data: webp([
        vp8x(WEBP_FLAGS.exif | WEBP_FLAGS.xmp),
        riffChunk('VP8L', VP8L_1X1),
        riffChunk('EXIF', exifGps().subarray(10)),
        riffChunk('XMP ', latin(XMP_PACKET)),
      ]),
    },
    stored(
      'image/webp',
      ['EXIF', 'XMP ', GPS_MARK, CAMERA_MARK],
      webp([vp8x(0), riffChunk('VP8L', VP8L_1X1)]),
    ),
  ],
  ['exactly 5 MiB, nearly all comments', { data: paddedJpeg(MiB5) }, stored('image/jpeg', [], jpeg())],
  [
    'a path-traversal file name',
    { data: png(), filename: `../../../../../../../../tmp/${TRAVERSAL}`, type: 'text/html' },
    stored('image/png'),
  ],
  [
    'a NUL in the file name',
    { data: png(), filename: 'id.png\0.html', type: 'image/png' },
    stored('image/png'),
  ],
  [
    'a PNG declared text/html, named .html',
    { data: png(), filename: 'proof.html', type: 'text/html' },
    stored('image/png'),
  ],
  [
    'a JPEG declared image/png',
    { data: jpeg(), filename: 'proof.png', type: 'image/png' },
    stored('image/jpeg'),
  ],
  [
    'a WebP declared image/svg+xml',
    { data: webp([riffChunk('VP8 ', VP8_1X1)]), filename: 'x.svg', type: 'image/svg+xml' },
    stored('image/webp'),
  ],
];

const VALID: FilePart = { data: png(), filename: 'ok.png', type: 'image/png' };

/** A multipart body written byte by byte, so file names and types can be anything. */
function multipart(
  form: Record<string, string>,
  files: [string, FilePart][],
): { payload: Buffer; type: string } {
  const b = '----tsumiki-corpus';
  const parts: Buffer[] = Object.entries(form).map(([k, v]) =>
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const [name, f] of files) {
    parts.push(
      latin(
        `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename ?? 'upload'}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      latin('\r\n'),
    );
  }
  parts.push(latin(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
}

describe('hostile uploads on every operation that takes one', () => {
  let h: Harness;
  let server: Awaited<ReturnType<typeof buildServer>>;
  let uploadDir: string;
  let me: Customer;
  let stranger: Customer;
  const ops = new Map(contract().operations.map((o) => [o.operationId, o]));

  beforeAll(async () => {
    h = await openHarness('pglite');
    [me, stranger] = (await h.world(2)).customers as [Customer, Customer];
    // The harness's own server keeps its upload directory to itself: this one, on the same database, shows it.
    uploadDir = mkdtempSync(path.join(tmpdir(), 'tsumiki-corpus-'));
    server = await buildServer({
      logger: false,
      db: h.db,
      clock: h.clock,
      config: h.server.config,
      uploadDir,
      contract: contract(),
    });
  });
  afterAll(async () => {
    await server?.close();
    await h?.close();
  });

  /** Sends `op` with `files` as `who`, checks the answer against the contract, and answers it. */
  async function send(op: Op, files: [string, FilePart][], who: Customer = me): Promise<Answer> {
    const { payload, type } = multipart(FORMS[op], files);
    const res = await server.inject({
      method: 'POST',
      url: `/api/vue${ops.get(op)?.path}`,
      headers: { ...who.session, 'content-type': type },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Answer;
    const valid =
      body.status === 1 ? ops.get(op)?.validateResponse?.(body) : contract().validateFailure(body);
    expect(valid, `${op} ${res.body.slice(0, 300)}`).toBe(true);
    return body;
  }

  /**
   * Puts the customer where another upload may be sent: unverified for a verification; verified with no deposit
   * pending for a deposit.
   */
  async function reset(op: Op) {
    const state = op === 'submitVerification' ? 'none' : 'verified';
    await h.db.query('UPDATE accounts SET verification = $2 WHERE id = $1', [me.id, state]);
    if (op === 'submitVerification') return;
    const pending = await h.db.query<{ id: number }>(
      "SELECT id FROM deposits WHERE account_id = $1 AND status = 'pending'",
      [me.id],
    );
    for (const d of pending)
      await decide(h.db, 'deposits', Number(d.id), 'reject', { actor: 't', now: h.clock.now() });
  }

  const get = (name: string, who?: Customer) =>
    server.inject({ method: 'GET', url: `/api/vue/uploads/${name}`, headers: who ? who.session : {} });

  const uploadRows = async () =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads'))[0]?.n ?? 0;

  const cases = corpus.flatMap(([title, file, want]) =>
    FIELDS.map(([op, field, purpose]) => ({ title, file, want, op, field, purpose })),
  );

  it('has at least 20 hostile files', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('$title as $op $field', async ({ file, want, op, field, purpose }) => {
    await reset(op);
    const files: [string, FilePart][] = FIELDS.filter(([o]) => o === op).map(([, f]) => [
      f,
      f === field ? file : VALID,
    ]);
    const rowsBefore = await uploadRows();
    const onDisk = new Set(readdirSync(uploadDir));
    const answer = await send(op, files);

    if ('refused' in want) {
      const key = typeof want.refused === 'string' ? want.refused : want.refused[op];
      expect(answer).toEqual({ status: 0, msg: key });
      // Nothing of a refused call is kept: no row, no file (not even the other, valid image).
      expect(await uploadRows()).toBe(rowsBefore);
      expect(readdirSync(uploadDir).sort()).toEqual([...onDisk].sort());
      return;
    }

    expect(answer.status, JSON.stringify(answer)).toBe(1);
    const [row] = await h.db.query<{ stored_name: string; mime: string; size: number }>(
      'SELECT stored_name, mime, size FROM uploads WHERE account_id = $1 AND purpose = $2 ORDER BY id DESC LIMIT 1',
      [me.id, purpose],
    );
    if (!row) throw new Error('no upload row');
    const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[want.stored];
    expect(row.stored_name).toMatch(
      new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.${ext}$`),
    );
    expect(row.mime).toBe(want.stored);
    // The answer names the stored file by its served path.
    const refs = op === 'deposit' ? [answer.data.proof] : [answer.data.frontImage, answer.data.backImage];
    expect(refs).toContain(`/api/vue/uploads/${row.stored_name}`);

    // On disk: the neutralised copy, under the server's name only.
    const saved = readFileSync(path.join(uploadDir, row.stored_name));
    const neutral = await neutraliseImage(file.data, {
      maxBytes: MiB5,
      maxSide: 8000,
      maxPixels: 40_000_000,
    });
    expect(neutral.ok && saved.equals(neutral.data)).toBe(true);
    expect(row.size).toBe(saved.length);
    if (want.equals) expect(saved.equals(want.equals)).toBe(true);
    for (const mark of want.absent ?? []) expect(saved.includes(latin(mark)), mark).toBe(false);
    expect(existsSync(path.join('/tmp', TRAVERSAL))).toBe(false);
    expect(readdirSync(uploadDir).every((n) => /^[0-9a-f-]{36}\.(jpg|png|webp)$/.test(n))).toBe(true);

    // Served to its owner as the image it is, never sniffed; to anyone else as if it did not exist.
    const own = await get(row.stored_name, me);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe(want.stored);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(String(own.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(own.headers['content-disposition']).toBe('inline; filename="image"');
    expect(own.rawPayload.equals(saved)).toBe(true);
    const theirs = await get(row.stored_name, stranger);
    const nothing = await get('00000000-0000-4000-8000-000000000000.png', stranger);
    expect([theirs.statusCode, theirs.body]).toEqual([404, nothing.body]);
    expect((await get(row.stored_name)).statusCode).toBe(401);
  });

  it('stores the same file sent as every upload field as separate files, each its own name', async () => {
    await reset('submitVerification');
    const same: FilePart = {
      data: jpeg({ head: [JFIF, exifGps()] }),
      filename: 'same.jpg',
      type: 'image/jpeg',
    };
    const answer = await send('submitVerification', [
      ['frontImage', same],
      ['backImage', same],
    ]);
    expect(answer.status, JSON.stringify(answer)).toBe(1);
    const { frontImage, backImage } = answer.data as { frontImage: string; backImage: string };
    expect(frontImage).not.toBe(backImage);
    for (const ref of [frontImage, backImage]) {
      const name = ref.replace('/api/vue/uploads/', '');
      const res = await get(name, me);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
      expect(res.rawPayload.equals(jpeg())).toBe(true);
    }
  });

  it('refuses a file field sent twice (which one would be kept is a guess), storing neither', async () => {
    for (const [op, field] of FIELDS) {
      await reset(op);
      const rowsBefore = await uploadRows();
      const others = FIELDS.filter(([o, f]) => o === op && f !== field).map(([, f]): [string, FilePart] => [
        f,
        VALID,
      ]);
      const answer = await send(op, [[field, VALID], [field, { data: jpeg() }], ...others]);
      expect(answer, `${op} ${field}`).toEqual({ status: 0, msg: 'request.invalid' });
      expect(await uploadRows()).toBe(rowsBefore);
    }
  });
});
