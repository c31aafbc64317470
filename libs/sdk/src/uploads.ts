import { abortableSleep } from './abortable-sleep.js';
import { PracticePaperApiError, unwrap } from './api-error.js';
import type { PracticePaperClient } from './client.js';
import type { components } from './generated/openapi.js';
import { DEFAULT_RETRY_OPTIONS, isTransientStatus, retryDelayMs } from './retry-policy.js';

export type UploadedAsset = components['schemas']['MarkingAssetResponse']['asset'];
export type AssetMediaType = UploadedAsset['mediaType'];

export interface AssetUpload {
  /** A marking session's id, or an import's. */
  into: { session: string } | { import: string };
  kind: 'work' | 'scheme';
  name: string;
  bytes: Uint8Array;
  /** By default the type the bytes begin with (`mediaTypeOf`). */
  mediaType?: AssetMediaType;
  /** Look in the asset list first, and take a file already stored with the same kind, name and bytes. */
  reuseStored?: boolean;
  signal?: AbortSignal;
}

/** A file's media type from its first bytes, among those the service takes; null for any other file. */
export function mediaTypeOf(bytes: Uint8Array): AssetMediaType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const hex = (digest: ArrayBuffer) => [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Uploads a file once. Uploads are not idempotent, so after an answer that was lost (no response) or
 * transient (429, 503) this reads the asset list first and returns the asset already stored with the
 * same kind, name and SHA-256; only when it is not there does it upload again, at most a few times.
 */
export async function uploadAsset(client: PracticePaperClient, upload: AssetUpload): Promise<UploadedAsset> {
  const mediaType = upload.mediaType ?? mediaTypeOf(upload.bytes);
  if (!mediaType) throw new TypeError(`${upload.name} is not a PDF, PNG, JPEG or WebP file by its first bytes.`);
  // Hashed only when the asset list is read: an upload answered at once never needs it.
  let sha256: Promise<string> | undefined;
  const digest = () => (sha256 ??= crypto.subtle.digest('SHA-256', upload.bytes as Uint8Array<ArrayBuffer>).then(hex));
  const query = { kind: upload.kind, name: upload.name };
  const send = () => {
    const options = {
      params: { query },
      body: upload.bytes as never,
      bodySerializer: (bytes: unknown) => bytes,
      headers: { 'content-type': mediaType },
      signal: upload.signal,
    };
    return 'session' in upload.into
      ? client.POST('/marking/sessions/{id}/assets', { ...options, params: { ...options.params, path: { id: upload.into.session } } })
      : client.POST('/marking/imports/{id}/assets', { ...options, params: { ...options.params, path: { id: upload.into.import } } });
  };
  const stored = async () => {
    const list =
      'session' in upload.into
        ? await client.GET('/marking/sessions/{id}/assets', { params: { path: { id: upload.into.session } }, signal: upload.signal })
        : await client.GET('/marking/imports/{id}/assets', { params: { path: { id: upload.into.import } }, signal: upload.signal });
    const wanted = await digest();
    return unwrap(list).assets.find((asset) => asset.sha256 === wanted && asset.name === upload.name && asset.kind === upload.kind);
  };
  if (upload.reuseStored) {
    const already = await stored();
    if (already) return already;
  }
  for (let attempt = 1; ; attempt += 1) {
    let retryAfter: string | null = null;
    try {
      return unwrap(await send()).asset;
    } catch (error) {
      if (upload.signal?.aborted) throw error;
      if (error instanceof PracticePaperApiError) {
        if (!isTransientStatus(error.status)) throw error;
        retryAfter = error.retryAfter === null ? null : String(error.retryAfter);
      }
      const delayMs = retryDelayMs(attempt, retryAfter, { ...DEFAULT_RETRY_OPTIONS, maxAttempts: 3 });
      const already = await stored();
      if (already) return already;
      if (delayMs === null) throw error;
      await abortableSleep(delayMs, upload.signal);
    }
  }
}
