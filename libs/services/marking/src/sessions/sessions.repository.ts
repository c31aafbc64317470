import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AssetKind, MarkingAsset, MarkingSession } from '@pp/contracts';
import { pgSchemaOf } from '@pp/platform';

interface SessionRow {
  id: string;
  title: string;
  source_kind: 'draft' | 'paper';
  paper_id: string | null;
  paper_revision: number | null;
  created_at: Date;
  updated_at: Date;
}

interface AssetRow {
  id: string;
  session_id: string;
  kind: AssetKind;
  name: string;
  media_type: MarkingAsset['mediaType'];
  byte_size: number;
  sha256: string;
  page_count: number;
  blob_key: string;
  uploaded_at: Date;
}

export interface NewAsset {
  id: string;
  kind: AssetKind;
  name: string;
  mediaType: MarkingAsset['mediaType'];
  byteSize: number;
  sha256: string;
  pageCount: number;
  blobKey: string;
  uploadedAt: string;
}

export const assetOf = (row: AssetRow): MarkingAsset => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  mediaType: row.media_type,
  byteSize: row.byte_size,
  sha256: row.sha256,
  pageCount: row.page_count,
  pageIds: Array.from({ length: row.page_count }, (_, i) => `${row.id}:p${i + 1}`),
  href: `/marking/sessions/${row.session_id}/assets/${row.id}`,
  uploadedAt: row.uploaded_at.toISOString(),
});

const sessionOf = (row: SessionRow, assets: AssetRow[]): MarkingSession => ({
  id: row.id,
  title: row.title,
  source: row.source_kind === 'paper' ? { kind: 'paper', paperId: row.paper_id!, revision: row.paper_revision! } : { kind: 'draft' },
  assets: assets.map(assetOf),
  totals: { files: assets.length, bytes: assets.reduce((sum, a) => sum + a.byte_size, 0) },
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const ASSETS_OF = 'SELECT * FROM marking.assets WHERE owner_id = $1 AND session_id = ANY($2::uuid[]) ORDER BY uploaded_at, id';

/** Every SQL statement of sessions and their assets; each one filters on the owner. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource(pgSchemaOf('marking')) readonly dataSource: DataSource) {}

  async insertSession(manager: EntityManager, ownerId: string, id: string, title: string, at: string): Promise<void> {
    await manager.query(
      `INSERT INTO marking.sessions (id, owner_id, title, source_kind, created_at, updated_at) VALUES ($1, $2, $3, 'draft', $4, $4)`,
      [id, ownerId, title, at],
    );
  }

  async session(ownerId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<MarkingSession | null> {
    const [row] = (await manager.query('SELECT * FROM marking.sessions WHERE owner_id = $1 AND id = $2', [ownerId, id])) as SessionRow[];
    if (!row) return null;
    return sessionOf(row, (await manager.query(ASSETS_OF, [ownerId, [id]])) as AssetRow[]);
  }

  /** Up to `limit` sessions newest first, after the cursor session (null: no such session of the owner). */
  async sessions(ownerId: string, limit: number, cursor: string | undefined): Promise<MarkingSession[] | null> {
    const rows = (await this.dataSource.query(
      `WITH after AS (SELECT created_at, id FROM marking.sessions WHERE owner_id = $1 AND id = $2)
       SELECT s.* FROM marking.sessions s
       WHERE s.owner_id = $1 AND ($2::uuid IS NULL OR (s.created_at, s.id) < (SELECT created_at, id FROM after))
       ORDER BY s.created_at DESC, s.id DESC LIMIT $3`,
      [ownerId, cursor ?? null, limit],
    )) as SessionRow[];
    if (cursor !== undefined && rows.length === 0 && !(await this.session(ownerId, cursor))) return null;
    const assets = (await this.dataSource.query(ASSETS_OF, [ownerId, rows.map((r) => r.id)])) as AssetRow[];
    return rows.map((row) => sessionOf(row, assets.filter((a) => a.session_id === row.id)));
  }

  /** Locks the session for an upload and returns its file count and bytes, or null when it is not the owner's. */
  async lockTotals(manager: EntityManager, ownerId: string, id: string): Promise<{ files: number; bytes: number } | null> {
    const locked = (await manager.query('SELECT id FROM marking.sessions WHERE owner_id = $1 AND id = $2 FOR UPDATE', [ownerId, id])) as unknown[];
    if (locked.length === 0) return null;
    const [totals] = (await manager.query('SELECT count(*)::int AS files, coalesce(sum(byte_size), 0)::bigint AS bytes FROM marking.assets WHERE session_id = $1', [id])) as Array<{
      files: number;
      bytes: string;
    }>;
    return { files: totals.files, bytes: Number(totals.bytes) };
  }

  async insertAsset(manager: EntityManager, ownerId: string, sessionId: string, asset: NewAsset): Promise<MarkingAsset> {
    const [row] = (await manager.query(
      `INSERT INTO marking.assets (id, session_id, owner_id, kind, name, media_type, byte_size, sha256, page_count, blob_key, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [asset.id, sessionId, ownerId, asset.kind, asset.name, asset.mediaType, asset.byteSize, asset.sha256, asset.pageCount, asset.blobKey, asset.uploadedAt],
    )) as AssetRow[];
    await manager.query('UPDATE marking.sessions SET updated_at = $2 WHERE id = $1', [sessionId, asset.uploadedAt]);
    return assetOf(row);
  }

  async assetBlob(ownerId: string, sessionId: string, assetId: string): Promise<AssetRow | null> {
    const [row] = (await this.dataSource.query('SELECT * FROM marking.assets WHERE owner_id = $1 AND session_id = $2 AND id = $3', [ownerId, sessionId, assetId])) as AssetRow[];
    return row ?? null;
  }
}
