import { deflateSync } from 'node:zlib';
import { crc32 } from '../../src/uploads/image';

// Small byte builders for the upload tests: real images (decodable by a browser) and hostile variations of
// them, made here so the corpus needs no binary fixtures.

const ascii = (s: string) => Buffer.from(s, 'latin1');
const u16be = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

// ------------------------------------------------------------------------------------------------- PNG

/** One PNG chunk with its CRC (or the CRC given, to spoil it). */
export function pngChunk(type: string, data: Buffer = Buffer.alloc(0), crc?: number): Buffer {
  const body = Buffer.concat([ascii(type), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc ?? crc32(body))]);
}

export interface PngSpec {
  width?: number;
  height?: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA. Default 2. */
  colourType?: number;
  bitDepth?: number;
  interlace?: 0 | 1;
  /** Chunks between IHDR and IDAT. */
  before?: Buffer[];
  /** Chunks between IDAT and IEND. */
  after?: Buffer[];
  /** The decompressed pixel stream (filter bytes included); default every row filter 0 and mid grey. */
  raw?: Buffer;
  /** The IDAT payload instead of deflate(raw). */
  idat?: Buffer;
}

const SAMPLES: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** A PNG: signature, IHDR, `before`, one IDAT, `after`, IEND. Non-interlaced unless `raw` is given. */
export function png(spec: PngSpec = {}): Buffer {
  const { width = 2, height = 2, colourType = 2, bitDepth = 8, interlace = 0 } = spec;
  const rowBytes = Math.ceil((width * (SAMPLES[colourType] ?? 1) * bitDepth) / 8);
  const raw = () =>
    spec.raw ??
    Buffer.concat(
      Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(rowBytes, 0x80)])),
    );
  const ihdr = Buffer.concat([
    u32be(width),
    u32be(height),
    Buffer.from([bitDepth, colourType, 0, 0, interlace]),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...(spec.before ?? []),
    pngChunk('IDAT', spec.idat ?? deflateSync(raw())),
    ...(spec.after ?? []),
    pngChunk('IEND'),
  ]);
}

/** A tEXt chunk. */
export const pngText = (keyword: string, text: string) => pngChunk('tEXt', ascii(`${keyword}\0${text}`));

// ------------------------------------------------------------------------------------------------ JPEG

/** One JPEG marker segment: 0xFF, the marker, the length (body + 2) and the body. */
export const jpegSegment = (marker: number, body: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16be(body.length + 2), body]);

export const JFIF = jpegSegment(
  0xe0,
  Buffer.concat([ascii('JFIF\0'), Buffer.from([1, 1, 0, 0, 72, 0, 72, 0, 0])]),
);

export interface JpegSpec {
  width?: number;
  height?: number;
  /** Segments after SOI (default the JFIF APP0). */
  head?: Buffer[];
  /** The SOF marker (default 0xc0, baseline). */
  sof?: number;
  precision?: number;
  /** Replaces the entropy-coded data. */
  scan?: Buffer;
}

/**
 * The parts of a baseline greyscale JPEG that decodes to flat mid grey: one quantization table of ones, a DC
 * and an AC Huffman table of one 1-bit code each (DC category 0, AC end of block), and per 8×8 block the two
 * bits "DC difference 0, end of block", padded with ones. Tests splice them into variants.
 */
export function jpegParts(spec: JpegSpec = {}) {
  const { width = 16, height = 16, sof = 0xc0, precision = 8 } = spec;
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = 2 * blocks;
  const data = Buffer.alloc(Math.ceil(bits / 8), 0);
  if (bits % 8) data[data.length - 1] = (1 << (8 - (bits % 8))) - 1;
  const counts = (n: number) => {
    const c = Buffer.alloc(16);
    c[0] = n;
    return c;
  };
  return {
    soi: Buffer.from([0xff, 0xd8]),
    head: Buffer.concat(spec.head ?? [JFIF]),
    dqt: jpegSegment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)])),
    sof: jpegSegment(
      sof,
      Buffer.concat([Buffer.from([precision]), u16be(height), u16be(width), Buffer.from([1, 1, 0x11, 0])]),
    ),
    dht: Buffer.concat([
      jpegSegment(0xc4, Buffer.concat([Buffer.from([0x00]), counts(1), Buffer.from([0x00])])),
      jpegSegment(0xc4, Buffer.concat([Buffer.from([0x10]), counts(1), Buffer.from([0x00])])),
    ]),
    sos: jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    scan: spec.scan ?? data,
    eoi: Buffer.from([0xff, 0xd9]),
  };
}

/** A whole baseline greyscale JPEG (see jpegParts). */
export const jpeg = (spec: JpegSpec = {}) => Buffer.concat(Object.values(jpegParts(spec)));

/** Marker strings planted in metadata: none may survive neutralisation. */
export const GPS_MARK = 'GPS-35.6812N-139.7671E';
export const CAMERA_MARK = 'SpyCam-Serial-0042';

/**
 * An APP1 EXIF segment (big-endian TIFF): IFD0 with Make (a camera string) and a GPSInfo pointer, and a GPS
 * IFD with latitude and longitude (35°41'N 139°46'E) and a GPS processing-method string.
 */
export function exifGps(): Buffer {
  const make = ascii(`${CAMERA_MARK}\0`);
  const method = ascii(`ASCII\0\0\0${GPS_MARK}`);
  // Layout: header 8, IFD0 at 8 (2 entries: 2 + 24 + 4 = 30), GPS IFD at 38 (5 entries: 2 + 60 + 4 = 66),
  // then the values: make, two triples of rationals (24 bytes each), the method.
  const ifd0 = 8;
  const gps = ifd0 + 30;
  const makeAt = gps + 66;
  const latAt = makeAt + make.length;
  const lonAt = latAt + 24;
  const methodAt = lonAt + 24;
  const entry = (tag: number, type: number, count: number, value: Buffer) =>
    Buffer.concat([
      u16be(tag),
      u16be(type),
      u32be(count),
      Buffer.concat([value, Buffer.alloc(4)]).subarray(0, 4),
    ]);
  const rationals = (...pairs: [number, number][]) =>
    Buffer.concat(pairs.flatMap(([n, d]) => [u32be(n), u32be(d)]));
  const tiff = Buffer.concat([
    ascii('MM\0\x2a'),
    u32be(ifd0),
    u16be(2),
    entry(0x010f, 2, make.length, u32be(makeAt)),
    entry(0x8825, 4, 1, u32be(gps)),
    u32be(0),
    u16be(5),
    entry(0x0001, 2, 2, ascii('N\0')),
    entry(0x0002, 5, 3, u32be(latAt)),
    entry(0x0003, 2, 2, ascii('E\0')),
    entry(0x0004, 5, 3, u32be(lonAt)),
    entry(0x001b, 7, method.length, u32be(methodAt)),
    u32be(0),
    make,
    rationals([35, 1], [41, 1], [2232, 100]),
    rationals([139, 1], [46, 1], [176, 100]),
    method,
  ]);
  return jpegSegment(0xe1, Buffer.concat([ascii('Exif\0\0'), tiff]));
}

/** An XMP packet (APP1 in JPEG, the XMP chunk in WebP, iTXt in PNG) naming a place. */
export const XMP_PACKET = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="${GPS_MARK}"/></rdf:RDF></x:xmpmeta>`;
export const jpegXmp = () => jpegSegment(0xe1, ascii(`http://ns.adobe.com/xap/1.0/\0${XMP_PACKET}`));

// ------------------------------------------------------------------------------------------------ WebP

/**
 * 1×1 images from libwebp (the well-known feature-detection samples): a lossy VP8 frame and a lossless VP8L
 * bitstream, as chunk payloads.
 */
export const VP8_1X1 = Buffer.from('MAEAnQEqAQABAA7A/iWkAANwAAAAAA==', 'base64');
export const VP8L_1X1 = Buffer.from('LwAAABAHEBERiIj+Bw==', 'base64');

/** One RIFF chunk, padded to an even length. */
export function riffChunk(fourcc: string, payload: Buffer): Buffer {
  const pad = payload.length & 1 ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([ascii(fourcc), u32le(payload.length), payload, pad]);
}

/** A RIFF WEBP file of `chunks` (the size field is computed unless `size` is given). */
export function webp(chunks: Buffer[], size?: number): Buffer {
  const body = Buffer.concat(chunks);
  return Buffer.concat([ascii('RIFF'), u32le(size ?? body.length + 4), ascii('WEBP'), body]);
}

/** A VP8X chunk: flags and the canvas size. */
export function vp8x(flags: number, width = 1, height = 1): Buffer {
  const p = Buffer.alloc(10);
  p[0] = flags;
  p.writeUIntLE(width - 1, 4, 3);
  p.writeUIntLE(height - 1, 7, 3);
  return riffChunk('VP8X', p);
}

export const WEBP_FLAGS = { icc: 0x20, alpha: 0x10, exif: 0x08, xmp: 0x04, animation: 0x02 } as const;

// --------------------------------------------------------------------------------------- not images

/** A 1×1 GIF89a. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A 1×1 24-bit BMP. */
export function bmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  return b;
}

export const PDF = ascii(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const HTML = ascii(
  '<!doctype html><html><body><script>fetch("/api/vue/user/info")</script></body></html>',
);
export const SVG = ascii(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" onload="alert(1)">' +
    '<script>alert(document.domain)</script></svg>',
);

/** A ZIP (a JAR, for GIFAR-style polyglots) with one stored empty entry and its central directory. */
export function zip(): Buffer {
  const name = ascii('META-INF/MANIFEST.MF');
  const local = Buffer.concat([
    ascii('PK\x03\x04'),
    Buffer.from([20, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    Buffer.alloc(12),
    Buffer.from([name.length, 0, 0, 0]),
    name,
  ]);
  const central = Buffer.concat([
    ascii('PK\x01\x02'),
    Buffer.from([20, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    Buffer.alloc(12),
    Buffer.from([name.length, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    u32le(0),
    name,
  ]);
  const end = Buffer.concat([
    ascii('PK\x05\x06'),
    Buffer.from([0, 0, 0, 0, 1, 0, 1, 0]),
    u32le(central.length),
    u32le(local.length),
    Buffer.from([0, 0]),
  ]);
  return Buffer.concat([local, central, end]);
}
