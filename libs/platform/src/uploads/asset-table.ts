import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import type { AssetLocation, StoredAsset } from '@pp/contracts';
import type { BlobFolder } from './unreferenced-blobs.js';

/** An uploaded file as its service's table holds it: the stored asset and where its bytes are. */
export interface AssetRow extends StoredAsset {
  blob_key: string;
  uploaded_at: Date;
}

/** An upload to keep: inspected, and stored in the BlobStore under `blobKey`. */
export interface NewAsset {
  id: string;
  kind: StoredAsset['kind'];
  name: string;
  mediaType: StoredAsset['media_type'];
  byteSize: number;
  sha256: string;
  pageCount: number;
  blobKey: string;
  uploadedAt: string;
}

/** Where the table is: `<schema>.assets`, its rows belonging to `<schema>.<parent>` through `<parentColumn>`. */
export interface AssetTableName {
  schema: string;
  parent: string;
  parentColumn: string;
}

/**
 * The SQL of a service's table of uploads (the marking service's sessions, the import service's
 * imports): each service owns its table in its own schema, and both keep, count and find uploads
 * with the same statements. The names are the service's constants, never input.
 */
export class AssetTable<Row extends AssetRow = AssetRow> {
  private readonly assets: string;
  private readonly parents: string;

  constructor(private readonly name: AssetTableName) {
    this.assets = `${name.schema}.assets`;
    this.parents = `${name.schema}.${name.parent}`;
  }

  /**
   * Locks what the uploads belong to (FOR UPDATE, so two concurrent uploads cannot both take the
   * last place), with the `columns` its service's rules read, and counts the files and bytes it
   * holds; null when it is not the owner's.
   */
  async lockForUpload<P extends object>(
    manager: EntityManager,
    ownerId: string,
    parentId: string,
    columns: ReadonlyArray<keyof P & string>,
  ): Promise<{ parent: P; files: number; bytes: number } | null> {
    const [parent] = (await manager.query(`SELECT ${columns.join(', ')} FROM ${this.parents} WHERE owner_id = $1 AND id = $2 FOR UPDATE`, [
      ownerId,
      parentId,
    ])) as P[];
    if (!parent) return null;
    const [totals] = (await manager.query(
      `SELECT count(*)::int AS files, coalesce(sum(byte_size), 0)::bigint AS bytes FROM ${this.assets} WHERE ${this.name.parentColumn} = $1`,
      [parentId],
    )) as Array<{ files: number; bytes: string }>;
    return { parent, files: totals.files, bytes: Number(totals.bytes) };
  }

  /** Keeps an upload (with any columns of the service's own) and marks what it belongs to as updated. */
  async insert(
    manager: EntityManager,
    ownerId: string,
    parentId: string,
    asset: NewAsset,
    own: Record<string, unknown> = {},
  ): Promise<Row> {
    const columns = { ...columnsOf(asset), ...own };
    const names = ['id', this.name.parentColumn, 'owner_id', ...Object.keys(columns)];
    const [row] = (await manager.query(
      `INSERT INTO ${this.assets} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
      [asset.id, parentId, ownerId, ...Object.values(columns)],
    )) as Row[];
    await manager.query(`UPDATE ${this.parents} SET updated_at = $2 WHERE id = $1`, [parentId, asset.uploadedAt]);
    return row;
  }

  /** One of the owner's uploads of `parentId`, or null. */
  async find(manager: EntityManager, ownerId: string, parentId: string, assetId: string): Promise<Row | null> {
    const [row] = (await manager.query(`SELECT * FROM ${this.assets} WHERE owner_id = $1 AND ${this.name.parentColumn} = $2 AND id = $3`, [
      ownerId,
      parentId,
      assetId,
    ])) as Row[];
    return row ?? null;
  }

  /** The folder of blobs this table's rows name (its uploads), for the sweep of bytes no asset kept. */
  blobFolder(db: DataSource, prefix: string): BlobFolder {
    return {
      prefix,
      named: async (keys) => {
        const rows = (await db.query(`SELECT blob_key FROM ${this.assets} WHERE blob_key = ANY($1)`, [keys])) as Array<{
          blob_key: string;
        }>;
        return new Set(rows.map((row) => row.blob_key));
      },
    };
  }
}

const columnsOf = (asset: NewAsset) => ({
  kind: asset.kind,
  name: asset.name,
  media_type: asset.mediaType,
  byte_size: asset.byteSize,
  sha256: asset.sha256,
  page_count: asset.pageCount,
  blob_key: asset.blobKey,
  uploaded_at: asset.uploadedAt,
});

/** Where an upload's bytes are, for the gateway to stream them. */
export const assetLocationOf = (row: AssetRow): AssetLocation => ({
  blobKey: row.blob_key,
  byteSize: row.byte_size,
  mediaType: row.media_type,
  name: row.name,
});

/**
 * The index the sweep of uploads no asset names reads (which stored keys an asset names, a batch at
 * a time): one definition for the services that keep uploads, as their assets tables are one.
 */
export function assetsByBlobKeyMigration(schema: string): new () => MigrationInterface {
  return class AssetsByBlobKey1764900000001 implements MigrationInterface {
    name = 'AssetsByBlobKey1764900000001';

    async up(runner: QueryRunner): Promise<void> {
      await runner.query(`CREATE INDEX assets_blob_key ON ${schema}.assets (blob_key)`);
    }

    async down(runner: QueryRunner): Promise<void> {
      await runner.query(`DROP INDEX ${schema}.assets_blob_key`);
    }
  };
}
