import { u16be } from './bytes.js';

const SOS = 0xda;
const EOI = 0xd9;

/** Huffman-coded frames: SOF0 to SOF3 and SOF5 to SOF7 (SOF9 and up are arithmetic-coded, SOF4 is DHT). */
const isHuffmanFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xc7 && marker !== 0xc4;

interface JpegLayout {
  frameMarker: number;
  /** Width, height and each component's sampling factors, as the frame header states them. */
  width: number;
  height: number;
  sampling: Array<{ h: number; v: number }>;
  /** Where the first scan's entropy-coded data starts. */
  scanStart: number;
}

/** The frame header and where the first scan starts, walking the segments; null when either is missing or cut. */
function layoutOf(bytes: Uint8Array): JpegLayout | null {
  let frame: Omit<JpegLayout, 'scanStart'> | null = null;
  for (let offset = 2; offset + 4 <= bytes.length;) {
    const marker = bytes[offset + 1];
    if (bytes[offset] !== 0xff) return null;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = u16be(bytes, offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (marker === SOS) return frame && { ...frame, scanStart: offset + 2 + length };
    if (frame === null && marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc && length >= 8) {
      const components = bytes[offset + 9];
      if (length < 8 + 3 * components) return null;
      frame = {
        frameMarker: marker,
        height: u16be(bytes, offset + 5),
        width: u16be(bytes, offset + 7),
        sampling: Array.from({ length: components }, (_, i) => ({
          h: bytes[offset + 11 + 3 * i] >> 4,
          v: bytes[offset + 11 + 3 * i] & 15,
        })),
      };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * The fewest bytes a Huffman-coded scan of the frame can take: every 8 x 8 block of every component
 * is coded at least once, in at least one bit (its DC code; JPEG's shortest Huffman code is one bit).
 * A frame header claiming far more pixels than its data can hold is a lie a decoder papers over with grey.
 */
function fewestScanBytes({ width, height, sampling }: JpegLayout): number {
  const [hMax, vMax] = [Math.max(...sampling.map((c) => c.h)), Math.max(...sampling.map((c) => c.v))];
  const blocks = sampling.reduce(
    (sum, { h, v }) => sum + Math.ceil(Math.ceil((width * h) / hMax) / 8) * Math.ceil(Math.ceil((height * v) / vMax) / 8),
    0,
  );
  return Math.ceil(blocks / 8);
}

/**
 * Whether a JPEG holds the whole of its image: its scan ends with an end-of-image marker (a cut upload
 * has none: a decoder would fill the rest with grey and only warn), and, for a Huffman-coded frame,
 * its data is at least what the frame's size needs. Inside scan data 0xFF is always followed by 0x00
 * or a restart marker, so an FF D9 after the first scan is the end of the image.
 */
export function jpegHoldsItsImage(bytes: Uint8Array): boolean {
  const layout = layoutOf(bytes);
  if (layout === null || layout.sampling.some(({ h, v }) => h === 0 || v === 0)) return false;
  let end = -1;
  for (let at = layout.scanStart; at + 1 < bytes.length; at += 1) {
    if (bytes[at] === 0xff && bytes[at + 1] === EOI) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  return !isHuffmanFrame(layout.frameMarker) || end - layout.scanStart >= fewestScanBytes(layout);
}
