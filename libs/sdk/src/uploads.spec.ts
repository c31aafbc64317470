import { mediaTypeOf } from './uploads.js';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('mediaTypeOf', () => {
  it('knows the four types the service takes by their first bytes', () => {
    expect(mediaTypeOf(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(mediaTypeOf(bytes([0x89], 'PNG\r\n'))).toBe('image/png');
    expect(mediaTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(mediaTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('knows no other file, whatever its name would say', () => {
    expect(mediaTypeOf(bytes('GIF89a'))).toBeNull();
    expect(mediaTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(mediaTypeOf(new Uint8Array())).toBeNull();
  });
});
