/**
 * `attachment` with both file names: `filename` for clients that only read ASCII (quoted, so it must
 * hold no quote or backslash), and RFC 5987 / RFC 6266 `filename*` with the name's own letters.
 */
export function attachmentDisposition(asciiFileName: string, fileName: string): string {
  if (!/^[\x20-\x7e]*$/.test(asciiFileName) || /["\\]/.test(asciiFileName))
    throw new Error('the ASCII file name must be printable ASCII without quotes');
  return `attachment; filename="${asciiFileName}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/** Percent-encodes all but RFC 5987's attr-chars (encodeURIComponent leaves `'()*!` as they are). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
