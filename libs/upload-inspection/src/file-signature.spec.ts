import { ACCEPTED_MEDIA_TYPES, PDF_HEADER_WINDOW, declaredMatches, sniffMediaType } from './file-signature.js';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe('sniffMediaType', () => {
  it('knows each accepted type by its magic bytes', () => {
    expect(sniffMediaType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffMediaType(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 13]))).toBe('image/png');
    expect(sniffMediaType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMediaType(bytes('RIFF', [0x1a, 0, 0, 0], 'WEBPVP8L'))).toBe('image/webp');
  });

  it('finds a PDF header after a BOM or junk, within the first 1024 bytes only', () => {
    expect(sniffMediaType(bytes([0xef, 0xbb, 0xbf], '%PDF-1.4'))).toBe('application/pdf');
    const junk = 'x'.repeat(PDF_HEADER_WINDOW - '%PDF-'.length);
    expect(sniffMediaType(bytes(junk, '%PDF-1.4'))).toBe('application/pdf');
    expect(sniffMediaType(bytes(`${junk}x`, '%PDF-1.4'))).toBeNull();
  });

  it('refuses near misses and other files', () => {
    expect(sniffMediaType(bytes('Dear examiner, %PDF is what I meant to send'))).toBeNull();
    expect(sniffMediaType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffMediaType(bytes([0x89], 'PNG'))).toBeNull();
    expect(sniffMediaType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });

  it('keeps an image an image even when it holds %PDF- early on', () => {
    expect(sniffMediaType(bytes([0xff, 0xd8, 0xff, 0xfe, 0, 7], '%PDF-'))).toBe('image/jpeg');
  });
});

describe('declaredMatches', () => {
  it('compares the Content-Type essence, ignoring case and parameters', () => {
    for (const type of ACCEPTED_MEDIA_TYPES) expect(declaredMatches(type, type)).toBe(true);
    expect(declaredMatches('Application/PDF; charset=binary', 'application/pdf')).toBe(true);
    expect(declaredMatches(' image/png ', 'image/png')).toBe(true);
  });

  it('honours image/jpg as an alias of image/jpeg', () => {
    expect(declaredMatches('image/jpg', 'image/jpeg')).toBe(true);
  });

  it('refuses a type the bytes are not, an unknown type or unknown bytes', () => {
    expect(declaredMatches('application/pdf', 'image/png')).toBe(false);
    expect(declaredMatches('image/gif', 'image/png')).toBe(false);
    expect(declaredMatches('', 'application/pdf')).toBe(false);
    expect(declaredMatches('application/pdf', null)).toBe(false);
  });
});
