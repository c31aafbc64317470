import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { assetViewOf, type CompletedImport, type MarkingAsset, type MarkingImport, UPLOAD_BLOB_FOLDERS } from '@pp/contracts';
import { type AssetRow, AssetTable, type BlobFolder, type NewAsset, pgSchemaOf } from '@pp/platform';

interface ImportRow {
  id: string;
  title: string;
  state: MarkingImport['state'];
  completing_hash: string | null;
  result: CompletedImport | null;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ImportAssetRow extends AssetRow {
  import_id: string;
}

export const importAssetOf = (row: ImportAssetRow): MarkingAsset => assetViewOf(row, `/marking/imports/${row.import_id}/assets/${row.id}`);

const importOf = (row: ImportRow, assets: ImportAssetRow[]): MarkingImport => ({
  id: row.id,
  title: row.title,
  state: row.state,
  assets: assets.map(importAssetOf),
  totals: { files: assets.length, bytes: assets.reduce((sum, a) => sum + a.byte_size, 0) },
  sessionHref: row.state === 'completed' ? `/marking/sessions/${row.id}` : null,
  completedAt: row.completed_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** How a completion may go on: claimed for this payload, already done with it, or held by another. */
export type CompletionClaim =
  { kind: 'claimed' } | { kind: 'completed'; result: CompletedImport } | { kind: 'conflict' } | { kind: 'not_found' };

/** Every SQL statement of imports and their assets. Reads filter on the owner; a write to an import follows the owner's lock or claim of it, which does. */
@Injectable()
export class ImportsRepository {
  private readonly uploads = new AssetTable<ImportAssetRow>({ schema: 'import', parent: 'imports', parentColumn: 'import_id' });

  constructor(@InjectDataSource(pgSchemaOf('import')) readonly dataSource: DataSource) {}

  /** Where the imports' uploads are stored, and which of them an asset names. */
  uploadFolder(): BlobFolder {
    return this.uploads.blobFolder(this.dataSource, UPLOAD_BLOB_FOLDERS.importUploads);
  }

  async insert(manager: EntityManager, ownerId: string, id: string, title: string, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO import.imports (id, owner_id, title, state, created_at, updated_at) VALUES ($1, $2, $3, 'draft', $4, $4)`,
      [id, ownerId, title, at],
    );
  }

  async find(ownerId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<MarkingImport | null> {
    const [row] = (await manager.query('SELECT * FROM import.imports WHERE owner_id = $1 AND id = $2', [ownerId, id])) as ImportRow[];
    return row ? importOf(row, await this.assets(ownerId, id, manager)) : null;
  }

  async assets(ownerId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<ImportAssetRow[]> {
    return (await manager.query('SELECT * FROM import.assets WHERE owner_id = $1 AND import_id = $2 ORDER BY uploaded_at, id', [
      ownerId,
      id,
    ])) as ImportAssetRow[];
  }

  /**
   * Locks an import for an upload: its state, whether a completion was begun (claimed), and what it
   * holds; or null when it is not the owner's.
   */
  async lockForUpload(
    manager: EntityManager,
    ownerId: string,
    id: string,
  ): Promise<{ state: MarkingImport['state']; claimed: boolean; files: number; bytes: number } | null> {
    const locked = await this.uploads.lockForUpload<Pick<ImportRow, 'state' | 'completing_hash'>>(manager, ownerId, id, [
      'state',
      'completing_hash',
    ]);
    return (
      locked && { state: locked.parent.state, claimed: locked.parent.completing_hash !== null, files: locked.files, bytes: locked.bytes }
    );
  }

  async insertAsset(manager: EntityManager, ownerId: string, importId: string, asset: NewAsset): Promise<MarkingAsset> {
    return importAssetOf(await this.uploads.insert(manager, ownerId, importId, asset));
  }

  /**
   * Claims the completion of a draft for one payload (its hash), committed at once: a retry of the
   * same payload may go on, another payload may not, and a completed import answers with its result.
   */
  async claimCompletion(ownerId: string, id: string, hash: string): Promise<CompletionClaim> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query('SELECT * FROM import.imports WHERE owner_id = $1 AND id = $2 FOR UPDATE', [
        ownerId,
        id,
      ])) as ImportRow[];
      if (!row) return { kind: 'not_found' };
      if (row.state === 'completed')
        return row.completing_hash === hash ? { kind: 'completed', result: row.result! } : { kind: 'conflict' };
      if (row.completing_hash !== null && row.completing_hash !== hash) return { kind: 'conflict' };
      await manager.query('UPDATE import.imports SET completing_hash = $2 WHERE id = $1', [id, hash]);
      return { kind: 'claimed' };
    });
  }

  /** Marks the import completed with its result, if it is still the draft claimed for this payload. */
  async markCompleted(manager: EntityManager, id: string, hash: string, result: CompletedImport, at: Date): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE import.imports SET state = 'completed', result = $3, completed_at = $4, updated_at = $4 WHERE id = $1 AND completing_hash = $2 AND state = 'draft'`,
      [id, hash, JSON.stringify(result), at],
    )) as [unknown, number];
    return affected > 0;
  }

  async asset(ownerId: string, importId: string, assetId: string): Promise<ImportAssetRow | null> {
    return this.uploads.find(this.dataSource.manager, ownerId, importId, assetId);
  }
}
