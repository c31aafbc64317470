import { readImageSize, readJpegSize, readPngSize, readWebpSize } from './image-dimensions.js';
import {
  WEBP_LOSSLESS_1X1,
  WEBP_LOSSY_1X1,
  pngWithHeader,
  riffWebp,
  solidImage,
  vp8lPayload,
  vp8xPayload,
} from './testing/upload-fixtures.js';

describe('readPngSize', () => {
  it('reads IHDR of a real PNG', async () => {
    expect(readPngSize(solidImage(await import('mupdf'), 'png', 30, 20))).toEqual({ width: 30, height: 20 });
  });

  it('reads sizes up to 32 bits without decoding anything', () => {
    expect(readPngSize(pngWithHeader(50_000, 3_000_000_000))).toEqual({ width: 50_000, height: 3_000_000_000 });
  });

  it('returns null for a truncated or zero-sized header', () => {
    expect(readPngSize(pngWithHeader(30, 20).subarray(0, 23))).toBeNull();
    expect(readPngSize(pngWithHeader(0, 20))).toBeNull();
  });
});

describe('readJpegSize', () => {
  it('walks the segments of a real JPEG to its SOF', async () => {
    expect(readJpegSize(solidImage(await import('mupdf'), 'jpeg', 30, 20))).toEqual({ width: 30, height: 20 });
  });

  it('reads a progressive frame (SOF2) after fill bytes, not a DHT', () => {
    const dht = [0xff, 0xc4, 0x00, 0x03, 0x00];
    const sof2 = [0xff, 0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x03, ...new Array<number>(9).fill(0)];
    expect(readJpegSize(Uint8Array.of(0xff, 0xd8, ...dht, ...sof2))).toEqual({ width: 600, height: 300 });
  });

  it('returns null when the header is cut short, broken, or the scan comes before a frame', async () => {
    const jpeg = solidImage(await import('mupdf'), 'jpeg', 30, 20);
    expect(readJpegSize(jpeg.subarray(0, 30))).toBeNull();
    expect(readJpegSize(Uint8Array.of(0xff, 0xd8, 0xff, 0xda, 0x00, 0x02))).toBeNull();
    expect(readJpegSize(Uint8Array.of(0xff, 0xd8, 0x00, 0x00))).toBeNull();
    expect(readJpegSize(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01))).toBeNull();
  });
});

describe('readWebpSize', () => {
  it('reads lossy (VP8) and lossless (VP8L) bitstreams of real files', () => {
    expect(readWebpSize(WEBP_LOSSY_1X1)).toEqual({ width: 1, height: 1 });
    expect(readWebpSize(WEBP_LOSSLESS_1X1)).toEqual({ width: 1, height: 1 });
  });

  it('reads a hand-built VP8L header and the VP8X canvas', () => {
    expect(readWebpSize(riffWebp('VP8L', vp8lPayload(640, 480)))).toEqual({ width: 640, height: 480 });
    expect(readWebpSize(riffWebp('VP8X', vp8xPayload(100_000, 2)))).toEqual({ width: 100_000, height: 2 });
  });

  it('returns null for a truncated header, a bad signature or an unknown chunk', () => {
    expect(readWebpSize(WEBP_LOSSY_1X1.subarray(0, 28))).toBeNull();
    const badSignature = riffWebp('VP8L', vp8lPayload(640, 480));
    badSignature[20] = 0x2e;
    expect(readWebpSize(badSignature)).toBeNull();
    expect(readWebpSize(riffWebp('ALPH', new Uint8Array(10)))).toBeNull();
  });
});

describe('readImageSize', () => {
  it('reads with the reader of the media type it is given', () => {
    expect(readImageSize(pngWithHeader(7, 9), 'image/png')).toEqual({ width: 7, height: 9 });
    expect(readImageSize(pngWithHeader(7, 9), 'image/jpeg')).toBeNull();
  });
});
