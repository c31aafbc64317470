import type { AssetKind, MarkingAsset } from '../marking/marking.schemas.js';

/** An uploaded file as a service stores it (marking sessions and imports alike). */
export interface StoredAsset {
  id: string;
  kind: AssetKind;
  name: string;
  media_type: MarkingAsset['mediaType'];
  byte_size: number;
  sha256: string;
  page_count: number;
  uploaded_at: Date | string;
}

/** A stored asset as the API shows it, with its page ids and its download path. */
export const assetViewOf = (row: StoredAsset, href: string): MarkingAsset => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  mediaType: row.media_type,
  byteSize: row.byte_size,
  sha256: row.sha256,
  pageCount: row.page_count,
  pageIds: Array.from({ length: row.page_count }, (_, i) => `${row.id}:p${i + 1}`),
  href,
  uploadedAt: new Date(row.uploaded_at).toISOString(),
});
