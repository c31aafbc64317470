/** A TIFF block (EXIF's format) whose one directory holds one entry: Orientation (0x0112), a SHORT. */
export function orientationTiff(orientation: number, littleEndian = true): Buffer {
  const tiff = Buffer.alloc(26);
  const [u16, u32] = littleEndian ? (['writeUInt16LE', 'writeUInt32LE'] as const) : (['writeUInt16BE', 'writeUInt32BE'] as const);
  tiff.write(littleEndian ? 'II' : 'MM', 0, 'latin1');
  tiff[u16](42, 2);
  tiff[u32](8, 4);
  tiff[u16](1, 8);
  tiff[u16](0x0112, 10);
  tiff[u16](3, 12);
  tiff[u32](1, 14);
  tiff[u16](orientation, 18);
  return tiff;
}

/** A RIFF chunk: its four-character code, little-endian size, data, and a pad byte to an even length. */
export function riffChunk(fourCc: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourCc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

/** A WebP file of these chunks (after the RIFF header). */
export const webpOfChunks = (...chunks: Buffer[]): Uint8Array => {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  return new Uint8Array(Buffer.concat([riffChunk('RIFF', body).subarray(0, 8), body]));
};

/** A simple-format WebP (one image chunk) of `width` x `height` moved into the extended format with an EXIF chunk, as a camera saves one. */
export function withExif(simpleWebp: Uint8Array, width: number, height: number, exif: Uint8Array): Uint8Array {
  const header = Buffer.alloc(10);
  header[0] = 0x08 | 0x10; // EXIF and alpha
  header.writeUIntLE(width - 1, 4, 3);
  header.writeUIntLE(height - 1, 7, 3);
  return webpOfChunks(riffChunk('VP8X', header), Buffer.from(simpleWebp.subarray(12)), riffChunk('EXIF', exif));
}
