/** Byte-level helpers for reading file headers. Every reader assumes the caller checked the length. */

export const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

export function hasAt(bytes: Uint8Array, offset: number, expected: readonly number[]): boolean {
  return offset + expected.length <= bytes.length && expected.every((byte, i) => bytes[offset + i] === byte);
}

export const u16be = (bytes: Uint8Array, at: number): number => (bytes[at] << 8) | bytes[at + 1];
export const u16le = (bytes: Uint8Array, at: number): number => bytes[at] | (bytes[at + 1] << 8);
export const u24le = (bytes: Uint8Array, at: number): number => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
// `>>> 0` keeps 32-bit values with the top bit set positive.
export const u32be = (bytes: Uint8Array, at: number): number =>
  ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
export const u32le = (bytes: Uint8Array, at: number): number =>
  (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
