import { createInflate } from 'node:zlib';

/**
 * Proves an upload is a JPEG, PNG or WebP by parsing its whole container, and answers a neutralised copy to
 * store in its place. Pure: no files, no clock; the one asynchronous step is inflating a PNG's pixel data
 * (streamed, so a 40-megapixel image never sits in memory).
 *
 * What is proved: the container is complete and well formed from its signature to its end marker (JPEG: every
 * segment to EOI, and every scan's entropy-coded data up to its next marker; PNG: every chunk with its CRC,
 * the IDAT zlib stream decompressing to exactly the rows IHDR declares, each with a valid filter byte; WebP:
 * the RIFF size and every chunk's size, the VP8/VP8L/VP8X headers), nothing follows a PNG or WebP (no PNG+ZIP
 * or RIFF polyglots; a JPEG's trailer is cut instead, see below), and its pixel dimensions are within the limits. What is not proved: that the
 * JPEG or WebP entropy-coded pixel data decodes (no pixel decoder here; the bytes are copied as they are).
 *
 * What is removed (allow lists, so anything unknown goes too):
 * - JPEG: every APPn segment but a JFIF APP0 (rewritten without its thumbnail) and an Adobe APP14 (twelve bytes
 *   of colour-transform flags a decoder needs), and every COM. So EXIF (with GPS and the maker notes), XMP,
 *   IPTC/APP13, MPF and the ICC profile (APP2) all go. Dropping ICC costs colour accuracy on wide-gamut phone
 *   photos, which an ID or a transfer screenshot does not need, and removes a text-bearing, often-fuzzed
 *   structure; dropping EXIF also drops its Orientation tag, so a rotated phone photo is shown as stored.
 *   Every byte after the first EOI goes too (MPF images, gain maps, motion-photo video, a polyglot's payload).
 * - PNG: every chunk but IHDR, PLTE, IDAT, IEND and the rendering chunks tRNS, gAMA, cHRM, sRGB, sBIT, pHYs,
 *   bKGD and cICP. So tEXt, zTXt, iTXt, eXIf, tIME, iCCP, APNG frames and private chunks go.
 * - WebP: ICCP, EXIF, XMP and unknown chunks; the VP8X flags that announced them are cleared and the RIFF size
 *   recomputed.
 *
 * Why a parser of our own (checked again on 28 Nov 2026 against what npm offers; revisit when one of these
 * changes):
 * - sharp (libvips; 0.35.5) is the maintained way to re-encode an image, which would also prove the pixel data.
 *   But it decodes every upload with native libjpeg, libpng and libwebp (the WebP decoder is the one behind
 *   CVE-2023-4863's heap overflow), and installs 20 MB of native code. This module reads only containers, in
 *   memory-safe JavaScript, and decodes no pixel.
 * - jpeg-js and fast-png decode in JavaScript, but each holds the whole image's pixels: 160 MB at the 40-megapixel
 *   limit, per upload. Neither reads WebP. The WebAssembly builds of the C codecs (@jsquash/jpeg, png, webp) keep a
 *   decoder's faults inside their sandbox, but hold the whole image the same way.
 * - image-size and file-type read the dimensions or the type from the first bytes: they prove nothing about the
 *   rest of the file and remove nothing.
 */

export interface ImageLimits {
  /** Largest file in bytes. */
  maxBytes: number;
  /** Longest side in pixels. */
  maxSide: number;
  /** Most pixels (width × height): stops pixel floods whose sides are each within `maxSide`. */
  maxPixels: number;
}

export type ImageKind = 'jpeg' | 'png' | 'webp';

export interface NeutralImage {
  kind: ImageKind;
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  ext: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  /** The copy to store: the same image without metadata. */
  data: Buffer;
  /** What was taken out, by segment or chunk name (`APP1`, `COM`, `tEXt`, `EXIF`...), in file order. */
  removed: string[];
}

/** The contract's message key for a refused upload, and a reason for the log (never shown to the customer). */
export type ImageRefusal = { refusal: 'upload.invalidType' | 'upload.tooLarge'; reason: string };

export type ImageVerdict = ({ ok: true } & NeutralImage) | ({ ok: false } & ImageRefusal);

class Refused extends Error {
  constructor(
    readonly refusal: ImageRefusal['refusal'],
    readonly reason: string,
  ) {
    super(reason);
  }
}

function invalid(reason: string): never {
  throw new Refused('upload.invalidType', reason);
}

/** Width and height must be positive and within both limits. */
function checkSize(kind: ImageKind, width: number, height: number, limits: ImageLimits): void {
  if (width < 1 || height < 1) invalid(`${kind}: empty dimensions ${width}x${height}`);
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels)
    throw new Refused('upload.tooLarge', `${kind}: ${width}x${height} pixels`);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind of image `data` claims to be by its first bytes (never by name or declared type), or undefined. */
export function sniffImage(data: Uint8Array): ImageKind | undefined {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

/**
 * Parses `input` completely and answers the neutralised copy with its kind and size, or the refusal: anything
 * that is not a whole, well-formed JPEG, PNG or WebP is `upload.invalidType`; too many bytes or pixels is
 * `upload.tooLarge`. Never throws for bad input.
 */
export async function neutraliseImage(input: Uint8Array, limits: ImageLimits): Promise<ImageVerdict> {
  const b = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  try {
    if (b.length === 0) invalid('empty file');
    if (b.length > limits.maxBytes) throw new Refused('upload.tooLarge', `${b.length} bytes`);
    const kind = sniffImage(b);
    if (kind === 'jpeg') return { ok: true, ...jpeg(b, limits) };
    if (kind === 'png') return { ok: true, ...(await png(b, limits)) };
    if (kind === 'webp') return { ok: true, ...webp(b, limits) };
    return invalid('not a JPEG, PNG or WebP signature');
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal, reason: error.reason };
    throw error;
  }
}

// ------------------------------------------------------------------------------------------------ JPEG

const JPEG_SOI = Buffer.from([0xff, 0xd8]);
const JPEG_EOI = Buffer.from([0xff, 0xd9]);
/** Baseline, extended sequential and progressive Huffman frames: what browsers decode. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** More scans than any encoder writes (libjpeg's progressive default is 10): a decoder-DoS guard. */
const JPEG_MAX_SCANS = 64;

interface JpegFrame {
  width: number;
  height: number;
  components: Map<number, number>;
}

function jpeg(b: Buffer, limits: ImageLimits): NeutralImage {
  const out: Buffer[] = [JPEG_SOI];
  const removed: string[] = [];
  const quantTables = new Set<number>();
  let frame: JpegFrame | undefined;
  let scans = 0;
  let jfif = false;
  let adobe = false;
  let pos = 2;
  for (;;) {
    if (pos >= b.length) invalid('jpeg: truncated before EOI');
    if (b[pos] !== 0xff) invalid(`jpeg: no marker at ${pos}`);
    while (pos < b.length && b[pos] === 0xff) pos++; // fill bytes
    if (pos >= b.length) invalid('jpeg: truncated in a marker');
    const marker = b[pos] as number;
    const start = pos - 1;
    pos++;
    if (marker === 0xd9) {
      if (!frame || scans === 0) invalid('jpeg: EOI before any image data');
      // Whatever follows the first EOI is cut, not refused: phones append a second image there (MPF, the
      // Ultra HDR gain map of recent Android cameras) or a motion-photo video, and refusing those would refuse
      // most camera photos. The stored copy ends at EOI, so a JPEG+HTML or GIFAR-style polyglot is neutralised.
      if (pos !== b.length) removed.push(`${b.length - pos} bytes after EOI`);
      out.push(JPEG_EOI);
      break;
    }
    // Standalone markers (SOI again, TEM, RSTn outside a scan) have no business here.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x00)
      invalid(`jpeg: unexpected marker ${hex(marker)}`);
    if (pos + 2 > b.length) invalid('jpeg: truncated segment length');
    const length = b.readUInt16BE(pos);
    if (length < 2 || pos + length > b.length) invalid(`jpeg: segment ${hex(marker)} overruns the file`);
    const body = b.subarray(pos + 2, pos + length);
    const segment = b.subarray(start, pos + length);
    pos += length;
    if (marker === 0xe0) {
      if (!jfif && body.length >= 14 && body.toString('latin1', 0, 5) === 'JFIF\0') {
        jfif = true;
        // Version, units and densities kept; the thumbnail (width, height and pixels) dropped.
        out.push(Buffer.from([0xff, 0xe0, 0x00, 0x10]), body.subarray(0, 12), Buffer.from([0, 0]));
        if (body.length > 14) removed.push('APP0 thumbnail');
      } else removed.push('APP0');
    } else if (marker === 0xee) {
      if (!adobe && body.length === 12 && body.toString('latin1', 0, 5) === 'Adobe') {
        adobe = true;
        out.push(segment);
      } else removed.push('APP14');
    } else if (marker >= 0xe1 && marker <= 0xef) {
      removed.push(`APP${marker - 0xe0}`);
    } else if (marker === 0xfe) {
      removed.push('COM');
    } else if (marker === 0xdb) {
      for (const t of quantizationTables(body)) quantTables.add(t);
      out.push(segment);
    } else if (marker === 0xc4) {
      checkHuffmanTables(body);
      out.push(segment);
    } else if (marker === 0xdd) {
      if (body.length !== 2) invalid('jpeg: DRI length');
      out.push(segment);
    } else if (JPEG_FRAMES.has(marker)) {
      if (frame) invalid('jpeg: a second frame');
      frame = jpegFrame(body);
      checkSize('jpeg', frame.width, frame.height, limits);
      out.push(segment);
    } else if (marker === 0xda) {
      if (!frame) invalid('jpeg: scan before the frame header');
      if (++scans > JPEG_MAX_SCANS) invalid(`jpeg: more than ${JPEG_MAX_SCANS} scans`);
      checkScanHeader(body, frame, quantTables);
      const end = scanEnd(b, pos);
      out.push(segment, b.subarray(pos, end));
      pos = end;
    } else {
      // Arithmetic coding, lossless, hierarchical (DHP, EXP, DNL), JPG extensions: not what we accept.
      invalid(`jpeg: unsupported marker ${hex(marker)}`);
    }
  }
  if (!frame) return invalid('jpeg: no frame');
  return {
    kind: 'jpeg',
    mime: 'image/jpeg',
    ext: 'jpg',
    width: frame.width,
    height: frame.height,
    data: Buffer.concat(out),
    removed,
  };
}

/** The position of the marker that ends the entropy-coded data starting at `pos` (stuffed 0xFF00 and RSTn are data). */
function scanEnd(b: Buffer, pos: number): number {
  let i = pos;
  for (;;) {
    i = b.indexOf(0xff, i);
    if (i < 0 || i + 1 >= b.length) return invalid('jpeg: scan data runs to the end of the file');
    const next = b[i + 1] as number;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
    else if (next === 0xff) i += 1;
    else return i;
  }
}

function jpegFrame(body: Buffer): JpegFrame {
  if (body.length < 6) invalid('jpeg: short frame header');
  const precision = body[0];
  const height = body.readUInt16BE(1);
  const width = body.readUInt16BE(3);
  const count = body[5] as number;
  if (precision !== 8) invalid(`jpeg: ${precision}-bit samples`);
  // Height 0 means "given later by DNL", which browsers do not support.
  if (height === 0 || width === 0) invalid('jpeg: zero dimension in the frame header');
  if (![1, 3, 4].includes(count)) invalid(`jpeg: ${count} components`);
  if (body.length !== 6 + 3 * count) invalid('jpeg: frame header length');
  const components = new Map<number, number>();
  for (let c = 0; c < count; c++) {
    const id = body[6 + 3 * c] as number;
    const sampling = body[7 + 3 * c] as number;
    const table = body[8 + 3 * c] as number;
    const h = sampling >> 4;
    const v = sampling & 15;
    if (h < 1 || h > 4 || v < 1 || v > 4 || table > 3 || components.has(id))
      invalid('jpeg: bad frame component');
    components.set(id, table);
  }
  return { width, height, components };
}

function quantizationTables(body: Buffer): number[] {
  const ids: number[] = [];
  let p = 0;
  if (body.length === 0) invalid('jpeg: empty DQT');
  while (p < body.length) {
    const precision = (body[p] as number) >> 4;
    const id = (body[p] as number) & 15;
    if (precision > 1 || id > 3) invalid('jpeg: bad DQT table');
    ids.push(id);
    p += 1 + 64 * (precision + 1);
  }
  if (p !== body.length) invalid('jpeg: DQT length');
  return ids;
}

function checkHuffmanTables(body: Buffer): void {
  let p = 0;
  if (body.length === 0) invalid('jpeg: empty DHT');
  while (p < body.length) {
    const tableClass = (body[p] as number) >> 4;
    const id = (body[p] as number) & 15;
    if (tableClass > 1 || id > 3 || p + 17 > body.length) invalid('jpeg: bad DHT table');
    let symbols = 0;
    for (let k = 1; k <= 16; k++) symbols += body[p + k] as number;
    if (symbols > 256) invalid('jpeg: DHT with more than 256 symbols');
    p += 17 + symbols;
  }
  if (p !== body.length) invalid('jpeg: DHT length');
}

function checkScanHeader(body: Buffer, frame: JpegFrame, quantTables: Set<number>): void {
  const count = body[0] ?? 0;
  if (count < 1 || count > 4 || body.length !== 4 + 2 * count) invalid('jpeg: scan header length');
  for (let c = 0; c < count; c++) {
    const id = body[1 + 2 * c] as number;
    const tables = body[2 + 2 * c] as number;
    const quant = frame.components.get(id);
    if (quant === undefined) invalid('jpeg: scan names a component the frame lacks');
    if (!quantTables.has(quant as number)) invalid('jpeg: scan before its quantization table');
    if (tables >> 4 > 3 || (tables & 15) > 3) invalid('jpeg: bad scan table selector');
  }
}

const hex = (n: number) => `0x${n.toString(16).padStart(2, '0')}`;

// ------------------------------------------------------------------------------------------------- PNG

/** Ancillary chunks a renderer needs (transparency, colour, pixel aspect), with their fixed length if any. */
const PNG_KEPT: Record<string, number | undefined> = {
  tRNS: undefined,
  gAMA: 4,
  cHRM: 32,
  sRGB: 1,
  sBIT: undefined,
  pHYs: 9,
  bKGD: undefined,
  cICP: 4,
};

/** Valid bit depths per colour type, and the samples per pixel. */
const PNG_COLOUR: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};

/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlaced: boolean;
}

async function png(b: Buffer, limits: ImageLimits): Promise<NeutralImage> {
  const out: Buffer[] = [PNG_SIGNATURE];
  const removed: string[] = [];
  const idat: Buffer[] = [];
  let header: PngHeader | undefined;
  let palette = false;
  let idatState: 'before' | 'in' | 'after' = 'before';
  let pos = 8;
  for (;;) {
    if (pos + 12 > b.length) invalid('png: truncated before IEND');
    const length = b.readUInt32BE(pos);
    if (length > 0x7fffffff || pos + 12 + length > b.length) invalid('png: chunk overruns the file');
    const type = b.toString('latin1', pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) invalid('png: chunk type is not four letters');
    const data = b.subarray(pos + 8, pos + 8 + length);
    if (crc32(b.subarray(pos + 4, pos + 8 + length)) !== b.readUInt32BE(pos + 8 + length))
      invalid(`png: bad CRC in ${type}`);
    const chunk = b.subarray(pos, pos + 12 + length);
    pos += 12 + length;
    if (!header && type !== 'IHDR') invalid('png: first chunk is not IHDR');
    if (idatState === 'in' && type !== 'IDAT') idatState = 'after';
    if (type === 'IHDR') {
      if (header) invalid('png: a second IHDR');
      header = pngHeader(data);
      checkSize('png', header.width, header.height, limits);
      out.push(chunk);
    } else if (type === 'PLTE') {
      if (palette || idatState !== 'before') invalid('png: PLTE repeated or after IDAT');
      const colour = (header as PngHeader).colourType;
      const entries = length / 3;
      if (colour === 0 || colour === 4 || length % 3 !== 0 || entries < 1 || entries > 256)
        invalid('png: bad PLTE');
      palette = true;
      out.push(chunk);
    } else if (type === 'IDAT') {
      if (idatState === 'after') invalid('png: IDAT chunks are not consecutive');
      if ((header as PngHeader).colourType === 3 && !palette) invalid('png: palette image without PLTE');
      idatState = 'in';
      idat.push(data);
      out.push(chunk);
    } else if (type === 'IEND') {
      if (length !== 0) invalid('png: IEND with data');
      if (idat.length === 0) invalid('png: no IDAT');
      if (pos !== b.length) invalid(`png: ${b.length - pos} bytes after IEND`);
      out.push(chunk);
      break;
    } else if (Object.hasOwn(PNG_KEPT, type) && idatState === 'before') {
      const fixed = PNG_KEPT[type];
      if (fixed !== undefined && length !== fixed) invalid(`png: ${type} length`);
      out.push(chunk);
    } else if (((type.charCodeAt(0) as number) & 0x20) === 0) {
      invalid(`png: unknown critical chunk ${type}`);
    } else {
      removed.push(type);
    }
  }
  const h = header as PngHeader;
  await checkPngPixels(idat, h);
  return {
    kind: 'png',
    mime: 'image/png',
    ext: 'png',
    width: h.width,
    height: h.height,
    data: Buffer.concat(out),
    removed,
  };
}

function pngHeader(data: Buffer): PngHeader {
  if (data.length !== 13) invalid('png: IHDR length');
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const bitDepth = data[8] as number;
  const colourType = data[9] as number;
  const colour = PNG_COLOUR[colourType];
  if (width > 0x7fffffff || height > 0x7fffffff) invalid('png: dimension over 2^31-1');
  if (!colour?.depths.includes(bitDepth)) invalid(`png: colour type ${colourType} at ${bitDepth} bits`);
  if (data[10] !== 0 || data[11] !== 0 || (data[12] as number) > 1)
    invalid('png: unknown compression, filter or interlace method');
  return { width, height, bitDepth, colourType, interlaced: data[12] === 1 };
}

/** The row lengths (filter byte excluded) of the image's pixel stream, pass after pass. */
function* pngRows(h: PngHeader): Generator<number> {
  const bits = (PNG_COLOUR[h.colourType] as { samples: number }).samples * h.bitDepth;
  const passes = h.interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  for (const [x0, y0, dx, dy] of passes) {
    const w = h.width > x0 ? Math.ceil((h.width - x0) / dx) : 0;
    const rows = h.height > y0 ? Math.ceil((h.height - y0) / dy) : 0;
    if (w === 0) continue;
    const bytes = Math.ceil((w * bits) / 8);
    for (let r = 0; r < rows; r++) yield bytes;
  }
}

/**
 * Inflates the IDAT stream without keeping it: it must be one zlib stream, end exactly at the end of the IDAT
 * data, and decompress to exactly the declared rows, each starting with a filter type 0 to 4.
 */
async function checkPngPixels(idat: Buffer[], h: PngHeader): Promise<void> {
  const compressed = Buffer.concat(idat);
  const rows = pngRows(h);
  let expected = 0;
  for (const bytes of pngRows(h)) expected += bytes + 1;
  const inflate = createInflate();
  let produced = 0;
  let nextFilter = 0; // offset in the decompressed stream of the next row's filter byte
  try {
    inflate.end(compressed);
    for await (const piece of inflate as AsyncIterable<Buffer>) {
      const end = produced + piece.length;
      if (end > expected) invalid('png: pixel data longer than IHDR declares');
      while (nextFilter < end) {
        if ((piece[nextFilter - produced] as number) > 4) invalid('png: bad row filter type');
        const row = rows.next();
        nextFilter += row.done ? Number.POSITIVE_INFINITY : row.value + 1;
      }
      produced = end;
    }
  } catch (error) {
    inflate.destroy();
    if (error instanceof Refused) throw error;
    invalid(`png: IDAT is not a zlib stream (${(error as Error).message})`);
  }
  if (produced !== expected) invalid(`png: pixel data is ${produced} bytes, IHDR declares ${expected}`);
  if (inflate.bytesWritten !== compressed.length) invalid('png: bytes after the end of the zlib stream');
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 as PNG uses it (ISO 3309); node:zlib has crc32 only from Node 22.2. */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++)
    c = (CRC_TABLE[(c ^ (data[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// ------------------------------------------------------------------------------------------------ WebP

const VP8X_ALPHA = 0x10;
const VP8X_ANIMATION = 0x02;

interface RiffChunk {
  fourcc: string;
  payload: Buffer;
}

function webp(b: Buffer, limits: ImageLimits): NeutralImage {
  if (b.length < 20) invalid('webp: too short');
  const riffSize = b.readUInt32LE(4);
  if (riffSize + 8 !== b.length)
    invalid(riffSize + 8 < b.length ? 'webp: bytes after the RIFF' : 'webp: truncated RIFF');
  const chunks: RiffChunk[] = [];
  let pos = 12;
  while (pos < b.length) {
    if (pos + 8 > b.length) invalid('webp: truncated chunk header');
    const fourcc = b.toString('latin1', pos, pos + 4);
    const size = b.readUInt32LE(pos + 4);
    const padded = size + (size & 1);
    if (pos + 8 + padded > b.length) invalid(`webp: chunk ${fourcc.trim()} overruns the RIFF`);
    chunks.push({ fourcc, payload: b.subarray(pos + 8, pos + 8 + size) });
    pos += 8 + padded;
  }
  const first = chunks[0] as RiffChunk;
  const removed: string[] = [];
  const kept: Buffer[] = [];
  let width: number;
  let height: number;
  if (first.fourcc === 'VP8 ' || first.fourcc === 'VP8L') {
    // The simple format is one image chunk and nothing else.
    if (chunks.length !== 1) invalid('webp: simple format with more than one chunk');
    ({ width, height } = webpImageSize(first));
    checkSize('webp', width, height, limits);
    kept.push(riffChunk(first.fourcc, first.payload));
  } else if (first.fourcc === 'VP8X') {
    if (first.payload.length !== 10) invalid('webp: VP8X length');
    const flags = first.payload[0] as number;
    if (flags & VP8X_ANIMATION) invalid('webp: animated');
    width = first.payload.readUIntLE(4, 3) + 1;
    height = first.payload.readUIntLE(7, 3) + 1;
    checkSize('webp', width, height, limits);
    let image: RiffChunk | undefined;
    let alpha: RiffChunk | undefined;
    for (const c of chunks.slice(1)) {
      if (c.fourcc === 'VP8 ' || c.fourcc === 'VP8L') {
        if (image) invalid('webp: two image chunks');
        image = c;
      } else if (c.fourcc === 'ALPH') {
        if (alpha || image) invalid('webp: ALPH repeated or after the image');
        alpha = c;
      } else if (c.fourcc === 'ANIM' || c.fourcc === 'ANMF' || c.fourcc === 'VP8X') {
        invalid(`webp: ${c.fourcc} in a still image`);
      } else removed.push(c.fourcc.trim());
    }
    if (!image) return invalid('webp: no image chunk');
    const size = webpImageSize(image);
    if (size.width !== width || size.height !== height) invalid('webp: image and canvas sizes differ');
    // ALPH belongs to lossy images only (VP8L carries its own alpha): otherwise it is dead weight, dropped.
    if (alpha && image.fourcc !== 'VP8 ') {
      removed.push('ALPH');
      alpha = undefined;
    }
    if (alpha && (alpha.payload.length < 1 || ((alpha.payload[0] as number) & 0x03) > 1))
      invalid('webp: bad ALPH header');
    // Only the alpha flag survives: ICC, EXIF and XMP are gone, animation was refused, reserved bits are zero.
    const header = Buffer.from(first.payload);
    header[0] = flags & VP8X_ALPHA;
    header.fill(0, 1, 4);
    kept.push(riffChunk('VP8X', header));
    if (alpha) kept.push(riffChunk('ALPH', alpha.payload));
    kept.push(riffChunk(image.fourcc, image.payload));
  } else {
    return invalid(`webp: first chunk is ${first.fourcc.trim()}`);
  }
  const body = Buffer.concat(kept);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + body.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return {
    kind: 'webp',
    mime: 'image/webp',
    ext: 'webp',
    width,
    height,
    data: Buffer.concat([riff, body]),
    removed,
  };
}

/** A chunk written afresh: header, payload and a zero pad byte when the payload is odd. */
function riffChunk(fourcc: string, payload: Buffer): Buffer {
  const c = Buffer.alloc(8 + payload.length + (payload.length & 1));
  c.write(fourcc, 0, 'latin1');
  c.writeUInt32LE(payload.length, 4);
  payload.copy(c, 8);
  return c;
}

/** The size in a VP8 key frame header or a VP8L header. */
function webpImageSize(c: RiffChunk): { width: number; height: number } {
  const p = c.payload;
  if (c.fourcc === 'VP8L') {
    if (p.length < 5 || p[0] !== 0x2f) invalid('webp: no VP8L signature');
    const bits = p.readUInt32LE(1);
    if (bits >>> 29 !== 0) invalid('webp: unknown VP8L version');
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (p.length < 10) invalid('webp: short VP8 frame');
  const tag = p.readUIntLE(0, 3);
  const keyFrame = (tag & 1) === 0;
  const version = (tag >> 1) & 7;
  const shown = (tag >> 4) & 1;
  const firstPartition = tag >>> 5;
  if (!keyFrame || version > 3 || !shown) invalid('webp: VP8 data is not a shown key frame');
  if (p[3] !== 0x9d || p[4] !== 0x01 || p[5] !== 0x2a) invalid('webp: no VP8 start code');
  if (10 + firstPartition > p.length) invalid('webp: VP8 first partition overruns the chunk');
  return { width: p.readUInt16LE(6) & 0x3fff, height: p.readUInt16LE(8) & 0x3fff };
}
