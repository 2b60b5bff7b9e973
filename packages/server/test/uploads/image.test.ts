import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImageLimits } from '../../src/uploads/image';
import { neutraliseImage } from '../../src/uploads/image';
import {
  bmp,
  CAMERA_MARK,
  exifGps,
  GIF,
  GPS_MARK,
  HTML,
  JFIF,
  jpeg,
  jpegParts,
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

const LIMITS: ImageLimits = { maxBytes: 5 * 1024 * 1024, maxSide: 8000, maxPixels: 40_000_000 };
const cat = (...parts: Buffer[]) => Buffer.concat(parts);
const latin = (s: string) => Buffer.from(s, 'latin1');

// JPEG pieces for the segment-level cases.
const J = jpegParts();
const ICC = jpegSegment(0xe2, cat(latin('ICC_PROFILE\0\x01\x01'), latin('desc Evil Corp Display profile')));
const IPTC = jpegSegment(0xed, latin(`Photoshop 3.0\x008BIM\x04\x04 ${GPS_MARK}`));
const ADOBE = jpegSegment(0xee, cat(latin('Adobe'), Buffer.from([0, 100, 0, 0, 0, 0, 1])));
const COM = jpegSegment(0xfe, latin('<script>alert(1)</script>'));
const JFIF_THUMB = jpegSegment(
  0xe0,
  cat(latin('JFIF\0'), Buffer.from([1, 2, 1, 0, 96, 0, 96, 1, 1]), Buffer.from([0xde, 0xad, 0xbe])),
);

// A PNG with every kind of metadata chunk, before and after the pixel data.
const PNG_METADATA = [
  pngText('Comment', '<script>alert(1)</script>'),
  pngChunk('zTXt', cat(latin('Author\0\0'), deflateSync(latin(CAMERA_MARK)))),
  pngChunk('iTXt', latin(`XML:com.adobe.xmp\0\0\0\0\0${XMP_PACKET}`)),
  pngChunk('eXIf', exifGps().subarray(10)),
  pngChunk('iCCP', cat(latin('evil\0\0'), deflateSync(latin('profile')))),
  pngChunk('prVt', latin(HTML.toString('latin1'))),
];
const PNG_TIME = pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 19, 10, 0, 0]));
const PNG_RENDERING = [
  pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
  pngChunk('sRGB', Buffer.from([0])),
  pngChunk('pHYs', Buffer.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1])),
];

const WEBP_LOSSY = webp([riffChunk('VP8 ', VP8_1X1)]);
const WEBP_LOSSLESS = webp([riffChunk('VP8L', VP8L_1X1)]);
const ALPH = riffChunk('ALPH', Buffer.from([0x00, 0xff]));
const EXIF_CHUNK = riffChunk('EXIF', exifGps().subarray(10));
const XMP_CHUNK = riffChunk('XMP ', latin(XMP_PACKET));
const WEBP_ALL_FLAGS = WEBP_FLAGS.icc | WEBP_FLAGS.exif | WEBP_FLAGS.xmp;

type Accepted = { width: number; height: number; mime: string; removed: string[]; same?: Buffer };
type Case = [title: string, input: () => Buffer, want: Accepted | { refusal: string; reason: RegExp }];

const ok = (
  width: number,
  height: number,
  mime: string,
  removed: string[] = [],
  same?: Buffer,
): Accepted => ({
  width,
  height,
  mime,
  removed,
  ...(same ? { same } : {}),
});
const invalid = (reason: RegExp) => ({ refusal: 'upload.invalidType', reason });
const tooLarge = (reason: RegExp) => ({ refusal: 'upload.tooLarge', reason });

const cases: Case[] = [
  // ---- accepted as they are
  ['baseline JPEG 16x16', () => jpeg(), ok(16, 16, 'image/jpeg', [], jpeg())],
  ['JPEG 33x9 (partial blocks)', () => jpeg({ width: 33, height: 9 }), ok(33, 9, 'image/jpeg')],
  ['extended sequential JPEG (SOF1)', () => jpeg({ sof: 0xc1 }), ok(16, 16, 'image/jpeg')],
  ['JPEG without JFIF', () => jpeg({ head: [] }), ok(16, 16, 'image/jpeg', [], jpeg({ head: [] }))],
  [
    'JPEG scan with stuffed 0xFF00, a restart marker and fill bytes',
    () =>
      cat(
        J.soi,
        J.head,
        J.dqt,
        J.sof,
        jpegSegment(0xdd, Buffer.from([0, 1])),
        J.dht,
        J.sos,
        Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x3f, 0xff, 0xff]),
        J.eoi,
      ),
    ok(16, 16, 'image/jpeg'),
  ],
  [
    'progressive JPEG: two scans with a table between them',
    () => {
      const p = jpegParts({ sof: 0xc2 });
      return cat(p.soi, p.head, p.dqt, p.sof, p.dht, p.sos, p.scan, p.dht, p.sos, p.scan, p.eoi);
    },
    ok(16, 16, 'image/jpeg'),
  ],
  ['PNG 2x2 RGB', () => png(), ok(2, 2, 'image/png', [], png())],
  ['PNG interlaced 1x1', () => png({ width: 1, height: 1, interlace: 1 }), ok(1, 1, 'image/png')],
  [
    // Adam7 on 2x2: pass 1 has pixel (0,0), pass 6 pixel (1,0), pass 7 the row y=1.
    'PNG interlaced 2x2 (passes 1, 6 and 7)',
    () => png({ interlace: 1, raw: Buffer.from([0, 1, 2, 3, 0, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12]) }),
    ok(2, 2, 'image/png'),
  ],
  [
    'PNG palette, 1 bit',
    () =>
      png({
        width: 9,
        height: 1,
        colourType: 3,
        bitDepth: 1,
        before: [pngChunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255]))],
      }),
    ok(9, 1, 'image/png'),
  ],
  ['PNG grey 16 bit', () => png({ colourType: 0, bitDepth: 16 }), ok(2, 2, 'image/png')],
  [
    'PNG RGBA with rendering chunks kept',
    () => png({ colourType: 6, before: PNG_RENDERING }),
    ok(2, 2, 'image/png', []),
  ],
  ['WebP lossy (simple)', () => WEBP_LOSSY, ok(1, 1, 'image/webp', [], WEBP_LOSSY)],
  ['WebP lossless (simple)', () => WEBP_LOSSLESS, ok(1, 1, 'image/webp', [], WEBP_LOSSLESS)],
  [
    'WebP extended with alpha',
    () => webp([vp8x(WEBP_FLAGS.alpha), ALPH, riffChunk('VP8 ', VP8_1X1)]),
    ok(1, 1, 'image/webp', [], webp([vp8x(WEBP_FLAGS.alpha), ALPH, riffChunk('VP8 ', VP8_1X1)])),
  ],
  [
    'PNG at the pixel cap exactly (8000x5000 = 40 MP, 1-bit grey)',
    () => png({ width: 8000, height: 5000, colourType: 0, bitDepth: 1 }),
    ok(8000, 5000, 'image/png'),
  ],
  // ---- accepted without their metadata
  [
    'JPEG with EXIF (GPS), XMP, IPTC, ICC, a JFIF thumbnail and a comment',
    () => jpeg({ head: [JFIF_THUMB, exifGps(), jpegXmp(), ICC, IPTC, ADOBE, COM] }),
    ok(16, 16, 'image/jpeg', ['APP0 thumbnail', 'APP1', 'APP1', 'APP2', 'APP13', 'COM']),
  ],
  [
    'JPEG keeps one JFIF and one Adobe segment, drops repeats and other APP0s',
    () => jpeg({ head: [JFIF, JFIF, jpegSegment(0xe0, latin('JFXX\0\x10')), ADOBE, ADOBE] }),
    ok(16, 16, 'image/jpeg', ['APP0', 'APP0', 'APP14'], jpeg({ head: [JFIF, ADOBE] })),
  ],
  [
    'PNG with text, EXIF, ICC, time and a private chunk, before and after IDAT',
    () => png({ before: [...PNG_METADATA, ...PNG_RENDERING], after: [...PNG_METADATA, PNG_TIME] }),
    ok(
      2,
      2,
      'image/png',
      [
        'tEXt',
        'zTXt',
        'iTXt',
        'eXIf',
        'iCCP',
        'prVt',
        'tEXt',
        'zTXt',
        'iTXt',
        'eXIf',
        'iCCP',
        'prVt',
        'tIME',
      ],
      png({ before: PNG_RENDERING }),
    ),
  ],
  [
    'PNG rendering chunk after IDAT is dropped (it would be ignored there)',
    () => png({ after: [pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f]))] }),
    ok(2, 2, 'image/png', ['gAMA'], png()),
  ],
  [
    'PNG animation chunks (APNG) are dropped: the default image stays',
    () => png({ before: [pngChunk('acTL', Buffer.alloc(8))], after: [pngChunk('fdAT', Buffer.alloc(8))] }),
    ok(2, 2, 'image/png', ['acTL', 'fdAT'], png()),
  ],
  [
    'WebP with ICC, EXIF, XMP and an unknown chunk: flags cleared, RIFF size fixed',
    () =>
      webp([
        vp8x(WEBP_ALL_FLAGS),
        riffChunk('ICCP', latin('profile')),
        riffChunk('VP8L', VP8L_1X1),
        EXIF_CHUNK,
        XMP_CHUNK,
        riffChunk('HTML', HTML),
      ]),
    ok(1, 1, 'image/webp', ['ICCP', 'EXIF', 'XMP', 'HTML'], webp([vp8x(0), riffChunk('VP8L', VP8L_1X1)])),
  ],
  [
    'WebP ALPH beside a lossless image is dropped',
    () => webp([vp8x(WEBP_FLAGS.alpha), ALPH, riffChunk('VP8L', VP8L_1X1)]),
    ok(1, 1, 'image/webp', ['ALPH'], webp([vp8x(WEBP_FLAGS.alpha), riffChunk('VP8L', VP8L_1X1)])),
  ],
  // ---- not images at all
  ['zero bytes', () => Buffer.alloc(0), invalid(/empty/)],
  ['one byte', () => Buffer.from([0xff]), invalid(/signature/)],
  ['HTML', () => HTML, invalid(/signature/)],
  ['SVG with a script', () => SVG, invalid(/signature/)],
  ['GIF', () => GIF, invalid(/signature/)],
  ['BMP', bmp, invalid(/signature/)],
  ['PDF with JavaScript', () => PDF, invalid(/signature/)],
  ['ZIP', zip, invalid(/signature/)],
  ['a JPEG signature and nothing else', () => Buffer.from([0xff, 0xd8, 0xff]), invalid(/jpeg: truncated/)],
  // ---- polyglots: something after the end marker
  // A JPEG's trailer is cut (phones put gain maps and motion-photo video there): the copy is the image alone.
  [
    'JPEG + HTML',
    () => cat(jpeg(), HTML),
    ok(16, 16, 'image/jpeg', [`${HTML.length} bytes after EOI`], jpeg()),
  ],
  [
    'JPEG + ZIP (GIFAR-style)',
    () => cat(jpeg(), zip()),
    ok(16, 16, 'image/jpeg', [`${zip().length} bytes after EOI`], jpeg()),
  ],
  [
    'JPEG + a second JPEG (MPF, an Ultra HDR gain map)',
    () => cat(jpeg(), jpeg({ width: 4, height: 4 })),
    ok(16, 16, 'image/jpeg', [`${jpeg({ width: 4, height: 4 }).length} bytes after EOI`], jpeg()),
  ],
  ['PNG + ZIP', () => cat(png(), zip()), invalid(/bytes after IEND/)],
  ['PNG + HTML', () => cat(png(), HTML), invalid(/bytes after IEND/)],
  ['WebP + ZIP (RIFF size left as it was)', () => cat(WEBP_LOSSY, zip()), invalid(/bytes after the RIFF/)],
  [
    'WebP + HTML inside a RIFF size that covers it',
    () =>
      cat(
        WEBP_LOSSY.subarray(0, 4),
        Buffer.from([0x22 + HTML.length, 0, 0, 0]),
        WEBP_LOSSY.subarray(8),
        HTML,
      ),
    invalid(/webp: (truncated chunk header|chunk .* overruns)/),
  ],
  // ---- truncated or malformed JPEG
  ['JPEG without EOI', () => jpeg().subarray(0, -2), invalid(/scan data runs to the end/)],
  ['JPEG cut in a segment', () => jpeg().subarray(0, 30), invalid(/overruns the file/)],
  [
    'JPEG with garbage between segments',
    () => cat(J.soi, J.head, latin('<b>'), J.dqt, J.sof, J.dht, J.sos, J.scan, J.eoi),
    invalid(/no marker/),
  ],
  [
    'JPEG EOI before any scan',
    () => cat(J.soi, J.head, J.dqt, J.sof, J.eoi),
    invalid(/EOI before any image data/),
  ],
  [
    'JPEG scan before the frame',
    () => cat(J.soi, J.dqt, J.dht, J.sos, J.scan, J.eoi),
    invalid(/scan before the frame/),
  ],
  [
    'JPEG scan before its quantization table',
    () => cat(J.soi, J.sof, J.dht, J.sos, J.scan, J.dqt, J.eoi),
    invalid(/quantization table/),
  ],
  [
    'JPEG with two frames',
    () => cat(J.soi, J.dqt, J.sof, J.sof, J.dht, J.sos, J.scan, J.eoi),
    invalid(/second frame/),
  ],
  ['arithmetic-coded JPEG (SOF9)', () => jpeg({ sof: 0xc9 }), invalid(/unsupported marker 0xc9/)],
  ['lossless JPEG (SOF3)', () => jpeg({ sof: 0xc3 }), invalid(/unsupported marker 0xc3/)],
  ['12-bit JPEG', () => jpeg({ sof: 0xc1, precision: 12 }), invalid(/12-bit/)],
  ['JPEG height 0 (DNL)', () => jpeg({ height: 0 }), invalid(/zero dimension/)],
  [
    'JPEG scan naming a missing component',
    () => cat(J.soi, J.dqt, J.sof, J.dht, jpegSegment(0xda, Buffer.from([1, 7, 0, 0, 63, 0])), J.scan, J.eoi),
    invalid(/component the frame lacks/),
  ],
  [
    'JPEG DQT of the wrong length',
    () => cat(J.soi, jpegSegment(0xdb, Buffer.alloc(60)), J.sof, J.dht, J.sos, J.scan, J.eoi),
    invalid(/DQT length/),
  ],
  [
    'JPEG DHT claiming more symbols than it has',
    () =>
      cat(
        J.soi,
        J.dqt,
        J.sof,
        jpegSegment(0xc4, cat(Buffer.from([0, 200]), Buffer.alloc(15))),
        J.sos,
        J.scan,
        J.eoi,
      ),
    invalid(/DHT/),
  ],
  [
    'JPEG with a segment length of 1',
    () => cat(J.soi, Buffer.from([0xff, 0xfe, 0x00, 0x01]), J.dqt),
    invalid(/overruns the file/),
  ],
  ['JPEG with a second SOI', () => cat(J.soi, J.soi, J.dqt), invalid(/unexpected marker 0xd8/)],
  [
    'JPEG with 65 scans (decoder DoS)',
    () =>
      cat(
        J.soi,
        J.dqt,
        jpegParts({ sof: 0xc2 }).sof,
        J.dht,
        ...Array.from({ length: 65 }, () => cat(J.sos, J.scan)),
        J.eoi,
      ),
    invalid(/more than 64 scans/),
  ],
  // ---- truncated or malformed PNG
  [
    'PNG with a bad CRC',
    () => {
      const b = png();
      b[b.length - 20] = (b[b.length - 20] as number) ^ 1;
      return b;
    },
    invalid(/bad CRC in IDAT/),
  ],
  ['PNG without IEND', () => png().subarray(0, -12), invalid(/truncated before IEND/)],
  ['PNG cut inside IDAT', () => png().subarray(0, 45), invalid(/overruns the file/)],
  ['PNG whose IDAT is HTML, not zlib', () => png({ idat: HTML }), invalid(/not a zlib stream/)],
  [
    'PNG whose zlib stream is cut short',
    () => png({ idat: deflateSync(Buffer.alloc(14)).subarray(0, 8) }),
    invalid(/not a zlib stream/),
  ],
  [
    'PNG with bytes after the zlib stream',
    () =>
      png({
        idat: cat(deflateSync(Buffer.from([0, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1])), latin('PK\x03\x04')),
      }),
    invalid(/after the end of the zlib stream/),
  ],
  [
    'PNG with more pixel data than declared (bomb)',
    () => png({ raw: Buffer.alloc(100_000) }),
    invalid(/longer than IHDR/),
  ],
  [
    'PNG with less pixel data than declared',
    () => png({ raw: Buffer.alloc(7) }),
    invalid(/IHDR declares 14/),
  ],
  [
    'PNG with row filter 5',
    () => png({ raw: Buffer.from([0, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1]) }),
    invalid(/filter type/),
  ],
  [
    'PNG interlace flag on straight rows',
    () => png({ width: 3, height: 3, interlace: 1, raw: Buffer.alloc(30) }),
    invalid(/pixel data is 30 bytes, IHDR declares 33/),
  ],
  [
    'PNG whose first chunk is not IHDR',
    () => cat(png().subarray(0, 8), pngText('a', 'b'), png().subarray(8)),
    invalid(/first chunk is not IHDR/),
  ],
  [
    'PNG with an unknown critical chunk',
    () => png({ before: [pngChunk('HTML', HTML)] }),
    invalid(/unknown critical chunk HTML/),
  ],
  [
    'PNG chunk type that is not letters',
    () => png({ before: [pngChunk('<sc>', HTML)] }),
    invalid(/four letters/),
  ],
  [
    'PNG with split IDATs',
    () => {
      const b = png();
      const i = b.indexOf('IDAT') - 4;
      const idat = b.subarray(i, b.length - 12);
      return cat(b.subarray(0, i), idat, pngText('a', 'b'), idat, b.subarray(-12));
    },
    invalid(/not consecutive/),
  ],
  ['PNG palette image without PLTE', () => png({ colourType: 3, bitDepth: 8 }), invalid(/without PLTE/)],
  ['PNG RGB at 4 bits', () => png({ colourType: 2, bitDepth: 4 }), invalid(/colour type 2 at 4 bits/)],
  [
    'PNG with a two-byte gAMA',
    () => png({ before: [pngChunk('gAMA', Buffer.from([0, 1]))] }),
    invalid(/gAMA length/),
  ],
  // ---- malformed WebP
  ['WebP truncated', () => WEBP_LOSSY.subarray(0, 30), invalid(/truncated RIFF/)],
  [
    'WebP simple with a second chunk',
    () => webp([riffChunk('VP8 ', VP8_1X1), EXIF_CHUNK]),
    invalid(/more than one chunk/),
  ],
  [
    'animated WebP',
    () => webp([vp8x(WEBP_FLAGS.animation), riffChunk('ANIM', Buffer.alloc(6))]),
    invalid(/animated/),
  ],
  [
    'WebP ANMF without the animation flag',
    () => webp([vp8x(0), riffChunk('ANMF', Buffer.alloc(16))]),
    invalid(/ANMF in a still image/),
  ],
  [
    'WebP canvas larger than its image',
    () => webp([vp8x(0, 640, 480), riffChunk('VP8L', VP8L_1X1)]),
    invalid(/sizes differ/),
  ],
  [
    'WebP with two images',
    () => webp([vp8x(0), riffChunk('VP8L', VP8L_1X1), riffChunk('VP8L', VP8L_1X1)]),
    invalid(/two image chunks/),
  ],
  ['WebP VP8X without an image', () => webp([vp8x(0), XMP_CHUNK]), invalid(/no image chunk/)],
  [
    'WebP VP8L without its signature',
    () => webp([riffChunk('VP8L', Buffer.from([0x2e, 0, 0, 0, 0]))]),
    invalid(/VP8L signature/),
  ],
  [
    'WebP VP8 inter frame',
    () => webp([riffChunk('VP8 ', cat(Buffer.from([(VP8_1X1[0] as number) | 1]), VP8_1X1.subarray(1)))]),
    invalid(/key frame/),
  ],
  ['WebP whose first chunk is not an image', () => webp([XMP_CHUNK]), invalid(/first chunk is XMP/)],
  // ---- too large: bytes, sides, pixel floods
  ['over the byte cap', () => cat(jpeg(), Buffer.alloc(LIMITS.maxBytes)), tooLarge(/bytes/)],
  [
    'PNG claiming 100000x100000 (pixel flood)',
    () => png({ width: 100_000, height: 100_000, idat: deflateSync(Buffer.alloc(10)) }),
    tooLarge(/100000x100000/),
  ],
  [
    'PNG 8001 pixels wide',
    () => png({ width: 8001, height: 1, colourType: 0, bitDepth: 1 }),
    tooLarge(/8001x1/),
  ],
  [
    'PNG 7000x7000 (sides pass, 49 MP do not)',
    () => png({ width: 7000, height: 7000, colourType: 0, bitDepth: 1 }),
    tooLarge(/7000x7000/),
  ],
  ['JPEG 8001x8', () => jpeg({ width: 8001, height: 8 }), tooLarge(/8001x8/)],
  [
    'JPEG 65535x65535 header',
    () => jpeg({ width: 65535, height: 65535, scan: Buffer.from([0]) }),
    tooLarge(/65535x65535/),
  ],
  [
    'WebP canvas 16384x16384',
    () => webp([vp8x(0, 16384, 16384), riffChunk('VP8L', VP8L_1X1)]),
    tooLarge(/16384x16384/),
  ],
  [
    'WebP lossless 9000x1',
    () => {
      const p = Buffer.from(VP8L_1X1);
      p.writeUInt32LE((p.readUInt32LE(1) & ~0x3fff) | 8999, 1);
      return webp([riffChunk('VP8L', p)]);
    },
    tooLarge(/9000x1/),
  ],
];

describe('neutraliseImage', () => {
  it.each(cases)('%s', async (_title, input, want) => {
    const verdict = await neutraliseImage(input(), LIMITS);
    if ('refusal' in want) {
      expect(verdict.ok).toBe(false);
      if (verdict.ok) return;
      expect(verdict.refusal).toBe(want.refusal);
      expect(verdict.reason).toMatch(want.reason);
      return;
    }
    expect(verdict.ok, verdict.ok ? '' : verdict.reason).toBe(true);
    if (!verdict.ok) return;
    expect([verdict.width, verdict.height, verdict.mime, verdict.removed]).toEqual([
      want.width,
      want.height,
      want.mime,
      want.removed,
    ]);
    if (want.same) expect(verdict.data.equals(want.same)).toBe(true);
    for (const mark of [
      'Exif',
      GPS_MARK,
      CAMERA_MARK,
      'xmpmeta',
      '<script',
      'ICC_PROFILE',
      'Photoshop',
      'EXIF',
      'ICCP',
    ])
      expect(verdict.data.includes(latin(mark)), mark).toBe(false);
    // A neutralised copy is a fixed point: checking it again changes nothing.
    const again = await neutraliseImage(verdict.data, LIMITS);
    expect(again.ok && again.data.equals(verdict.data) && again.removed.length === 0).toBe(true);
  });

  it('leaves no GPS coordinates in a JPEG: the rationals 35/1 41/1 and 139/1 46/1 are gone', async () => {
    const input = jpeg({ head: [JFIF, exifGps()] });
    const rational = (n: number, d: number) => cat(Buffer.from([0, 0, 0, n]), Buffer.from([0, 0, 0, d]));
    const lat = cat(rational(35, 1), rational(41, 1));
    expect(input.includes(lat)).toBe(true);
    const verdict = await neutraliseImage(input, LIMITS);
    expect(
      verdict.ok &&
        !verdict.data.includes(lat) &&
        !verdict.data.includes(cat(rational(139, 1), rational(46, 1))),
    ).toBe(true);
    expect(verdict.ok && verdict.data.equals(jpeg())).toBe(true);
  });

  it('writes WebP VP8X flags with only alpha left and the RIFF size of the new file', async () => {
    const verdict = await neutraliseImage(
      webp([
        vp8x(WEBP_ALL_FLAGS | WEBP_FLAGS.alpha | 0xc1),
        ALPH,
        riffChunk('VP8 ', VP8_1X1),
        EXIF_CHUNK,
        XMP_CHUNK,
      ]),
      LIMITS,
    );
    if (!verdict.ok) throw new Error(verdict.reason);
    expect(verdict.data.readUInt32LE(4)).toBe(verdict.data.length - 8);
    expect(verdict.data.toString('latin1', 12, 16)).toBe('VP8X');
    expect(verdict.data[20]).toBe(WEBP_FLAGS.alpha);
  });

  it('never throws on damaged images, and what it accepts it accepts again unchanged', async () => {
    const bases = [
      jpeg({ head: [JFIF, exifGps(), COM] }),
      png({ before: PNG_METADATA.slice(0, 2) }),
      png({ interlace: 1, raw: Buffer.from([0, 1, 2, 3, 0, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12]) }),
      webp([vp8x(WEBP_ALL_FLAGS), riffChunk('VP8L', VP8L_1X1), EXIF_CHUNK]),
    ];
    const damage = fc.oneof(
      fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
      fc.record({
        kind: fc.constant('insert' as const),
        at: fc.nat(),
        bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bases),
        fc.array(damage, { minLength: 1, maxLength: 3 }),
        async (base, hits) => {
          let b = Buffer.from(base);
          for (const h of hits) {
            const at = h.at % (b.length + 1);
            if (h.kind === 'flip' && at < b.length) b[at] = (b[at] as number) ^ (1 << h.bit);
            if (h.kind === 'cut') b = b.subarray(0, at);
            if (h.kind === 'insert') b = cat(b.subarray(0, at), Buffer.from(h.bytes), b.subarray(at));
          }
          const verdict = await neutraliseImage(b, LIMITS);
          if (!verdict.ok) return ['upload.invalidType', 'upload.tooLarge'].includes(verdict.refusal);
          const again = await neutraliseImage(verdict.data, LIMITS);
          return again.ok && again.data.equals(verdict.data) && !verdict.data.includes(latin(GPS_MARK));
        },
      ),
      { numRuns: 400, seed: 20261119 },
    );
  });
});
