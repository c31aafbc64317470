import { ascii, hasAt, u16be, u16le, u24le, u32be, u32le } from './bytes.js';
import { PNG_SIGNATURE, RIFF, WEBP, type AcceptedMediaType } from './file-signature.js';

export type ImageMediaType = Exclude<AcceptedMediaType, 'application/pdf'>;

export interface PixelSize {
  width: number;
  height: number;
}

/** A zero side is no image: refused like an unreadable header. */
const size = (width: number, height: number): PixelSize | null => (width > 0 && height > 0 ? { width, height } : null);

const IHDR = ascii('IHDR');

/** PNG: the IHDR chunk must come first (length 13), width and height big-endian at 16 and 20. */
export function readPngSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length < 24 || !hasAt(bytes, 0, PNG_SIGNATURE) || u32be(bytes, 8) !== 13 || !hasAt(bytes, 12, IHDR)) return null;
  return size(u32be(bytes, 16), u32be(bytes, 20));
}

const JPEG_SOI = [0xff, 0xd8];
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;

/** SOF0..SOF15, less the three markers in that range that are not frames: DHT (C4), JPG (C8), DAC (CC). */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** TEM and RST0..7 stand alone; every other marker before the scan carries a length. */
const isStandalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * JPEG: walk the marker segments to the first SOFn (precision, then height and width big-endian).
 * Reaching the scan or the end first, or a segment running past the bytes, means no readable header.
 * A height of 0 (size deferred to a DNL marker after the scan) is refused too: no scanner writes one.
 */
export function readJpegSize(bytes: Uint8Array): PixelSize | null {
  if (!hasAt(bytes, 0, JPEG_SOI)) return null;
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (marker === JPEG_SOS || marker === JPEG_EOI) return null;
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return null;
    const length = u16be(bytes, offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || offset + 9 > bytes.length) return null;
      return size(u16be(bytes, offset + 7), u16be(bytes, offset + 5));
    }
    offset += 2 + length;
  }
  return null;
}

const VP8 = ascii('VP8 ');
const VP8L = ascii('VP8L');
const VP8X = ascii('VP8X');
/** The first chunk's payload starts after RIFF, size, WEBP, the chunk's FourCC and its size. */
const WEBP_PAYLOAD = 20;
const VP8_START_CODE = [0x9d, 0x01, 0x2a];
const VP8L_SIGNATURE = 0x2f;

/** Lossy: a key frame's 3-byte tag, start code, then 14-bit width and height (top 2 bits are scaling). */
function readVp8Size(bytes: Uint8Array, at: number): PixelSize | null {
  const isKeyFrame = (bytes[at] & 1) === 0;
  if (at + 10 > bytes.length || !isKeyFrame || !hasAt(bytes, at + 3, VP8_START_CODE)) return null;
  return size(u16le(bytes, at + 6) & 0x3fff, u16le(bytes, at + 8) & 0x3fff);
}

/** Lossless: signature 0x2F, then width-1 and height-1 in 14 bits each, an alpha bit and a 3-bit version (0). */
function readVp8lSize(bytes: Uint8Array, at: number): PixelSize | null {
  if (at + 5 > bytes.length || bytes[at] !== VP8L_SIGNATURE) return null;
  const bits = u32le(bytes, at + 1);
  if (bits >>> 29 !== 0) return null;
  return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
}

/** Extended: flags and 3 reserved bytes, then canvas width-1 and height-1 in 24 bits each (up to 16M a side). */
function readVp8xSize(bytes: Uint8Array, at: number): PixelSize | null {
  if (at + 10 > bytes.length) return null;
  return size(u24le(bytes, at + 4) + 1, u24le(bytes, at + 7) + 1);
}

/** WebP: the first chunk says which bitstream follows, and each keeps its size in its own header. */
export function readWebpSize(bytes: Uint8Array): PixelSize | null {
  if (!hasAt(bytes, 0, RIFF) || !hasAt(bytes, 8, WEBP)) return null;
  if (hasAt(bytes, 12, VP8)) return readVp8Size(bytes, WEBP_PAYLOAD);
  if (hasAt(bytes, 12, VP8L)) return readVp8lSize(bytes, WEBP_PAYLOAD);
  if (hasAt(bytes, 12, VP8X)) return readVp8xSize(bytes, WEBP_PAYLOAD);
  return null;
}

const READERS: Readonly<Record<ImageMediaType, (bytes: Uint8Array) => PixelSize | null>> = {
  'image/png': readPngSize,
  'image/jpeg': readJpegSize,
  'image/webp': readWebpSize,
};

/** An image's pixel size from its header alone, never decoding it; null when the header is unreadable. */
export function readImageSize(bytes: Uint8Array, mediaType: ImageMediaType): PixelSize | null {
  return READERS[mediaType](bytes);
}
