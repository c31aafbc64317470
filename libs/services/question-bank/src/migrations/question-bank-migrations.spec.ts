import { createHash } from 'node:crypto';
import { openDataSource } from '@pp/platform';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import type { DataSource } from 'typeorm';
import { questionBankService } from '../question-bank.database.js';

const QUESTION_ID = '6f9d4c1e-3a2b-5c7d-8e9f-0a1b2c3d4e5f';
const hashes = (count: number) => Array.from({ length: count }, (_, i) => createHash('sha256').update(String(i)).digest('hex'));
/**
 * A revision about the size of a seeded one that compresses about as little: its row is over the
 * 2 KB at which Postgres starts moving values out of line, and the item is 1.3 KB of JSON.
 */
const CONTENT = { parts: hashes(24) };
const ITEM = {
  pin: { questionId: QUESTION_ID, revision: 1 },
  summary: { title: 'Roots of a cubic', marks: 5, topics: ['cp1-series-and-roots'] },
  tags: hashes(18),
};

/** Opens the schema migrated by its first `count` migrations (the outbox and inbox first), or by all. */
function openMigratedBy(database: TestDatabase, count?: number): Promise<DataSource> {
  const migrations = count === undefined ? questionBankService.migrations : (questionBankService.migrations as unknown[]).slice(0, count);
  return openDataSource(
    { ...questionBankService, migrations: migrations as never },
    { url: database.url, poolSize: 2, runMigrations: true },
  );
}

async function insertRevision(dataSource: DataSource, item: unknown): Promise<void> {
  await dataSource.query(`INSERT INTO question_bank.questions (id, status, latest_revision) VALUES ($1, 'published', 1)`, [QUESTION_ID]);
  await dataSource.query(
    `INSERT INTO question_bank.question_revisions (question_id, revision, content, scheme, content_version, scheme_version, item, title, module_id, topic_id,
       subtopic_id, level, subject, board, year, difficulty, frequency, tags, marks, parts_count, search, is_current)
     VALUES ($1, 1, $4, '{"allocations":[]}', $2, $2, $3, 'Roots of a cubic', 'core-pure', 't', 's', 'a-level', 'further-maths', 'pearson-edexcel',
       2026, 3, 'common', '{roots}', 5, 1, to_tsvector('english', 'roots of a cubic'), true)`,
    [QUESTION_ID, 'a'.repeat(64), JSON.stringify(item), JSON.stringify(CONTENT)],
  );
}

const ASSET_IDS = ['1a2b3c4d-0000-4000-8000-000000000001', '1a2b3c4d-0000-4000-8000-000000000002', '1a2b3c4d-0000-4000-8000-000000000003'];

/** A diagram of the stored revision, after the diagrams already stored; with a size from DiagramDrawnSize on. */
async function insertDiagram(dataSource: DataSource, assetId: string, size?: { width?: number; height?: number }): Promise<void> {
  const sized = size ? { columns: ', width, height', values: ', $4, $5' } : { columns: '', values: '' };
  await dataSource.query(
    `INSERT INTO question_bank.diagrams (question_id, revision, asset_id, position, title, description, media_type, byte_size, sha256, blob_key${sized.columns})
     VALUES ($1, 1, $2, (SELECT count(*) FROM question_bank.diagrams), 'Argand diagram', 'A circle', 'image/svg+xml', 120, $3, 'question-bank/diagrams/x.svg'${sized.values})`,
    [QUESTION_ID, assetId, 'b'.repeat(64), ...(size ? [size.width ?? null, size.height ?? null] : [])],
  );
}

/** How many values the revisions table keeps out of line, in its TOAST table. */
async function toastedValues(dataSource: DataSource): Promise<number> {
  const [{ toast }] = await dataSource.query(
    `SELECT reltoastrelid::regclass::text AS toast FROM pg_class WHERE oid = 'question_bank.question_revisions'::regclass`,
  );
  const [{ count }] = await dataSource.query(`SELECT count(DISTINCT chunk_id)::int AS count FROM ${toast}`);
  return count;
}

/** A bank stored by an earlier layout upgrades in place: every row kept, the item unchanged as JSON. */
describe('question bank migrations (real database)', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase('pp_qb_migration');
  });

  afterEach(async () => {
    await database?.drop();
  });

  it('NarrowRevisionRows: turns item into json and moves large documents out of line, keeping the stored revisions', async () => {
    const before = await openMigratedBy(database, 2);
    await insertRevision(before, ITEM);
    await before.destroy();

    const after = await openMigratedBy(database, 3);
    try {
      const [column] = await after.query(
        `SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = 'question_bank.question_revisions'::regclass AND attname = 'item'`,
      );
      expect(column.type).toBe('json');
      const [table] = await after.query(`SELECT reloptions FROM pg_class WHERE oid = 'question_bank.question_revisions'::regclass`);
      expect(table.reloptions).toEqual(['toast_tuple_target=256']);
      const rows = await after.query(`SELECT question_id, is_current, item::text AS item FROM question_bank.question_revisions`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ question_id: QUESTION_ID, is_current: true });
      expect(JSON.parse(rows[0].item)).toEqual(ITEM);
      const found = await after.query(
        `SELECT question_id FROM question_bank.question_revisions WHERE is_current AND search @@ websearch_to_tsquery('english', 'cubic roots')`,
      );
      expect(found).toEqual([{ question_id: QUESTION_ID }]);
    } finally {
      await after.destroy();
    }
  });

  it('InlineSearchItems: keeps items and short columns in their rows, uncompressed, and refuses an item over 4 KB', async () => {
    const before = await openMigratedBy(database, 3);
    await insertRevision(before, ITEM);
    const outOfLineBefore = await toastedValues(before);
    await before.destroy();

    const after = await openMigratedBy(database);
    try {
      const storage = await after.query(
        `SELECT attname, attstorage FROM pg_attribute WHERE attrelid = 'question_bank.question_revisions'::regclass AND attname IN ('item', 'topic_id', 'title', 'content') ORDER BY attname`,
      );
      expect(storage).toEqual([
        { attname: 'content', attstorage: 'x' },
        { attname: 'item', attstorage: 'p' },
        { attname: 'title', attstorage: 'm' },
        { attname: 'topic_id', attstorage: 'p' },
      ]);
      const rows = await after.query(
        `SELECT item::text AS item, pg_column_compression(item) AS compression, pg_column_size(item) >= octet_length(item::text) AS inline_text FROM question_bank.question_revisions`,
      );
      expect(rows).toEqual([{ item: JSON.stringify(ITEM), compression: null, inline_text: true }]);
      // Only the content, scheme and search vector stay out of line; the item and short columns came into the row.
      expect(outOfLineBefore).toBeGreaterThan(3);
      expect(await toastedValues(after)).toBe(3);
      await after.query(`DELETE FROM question_bank.questions`);
      await expect(insertRevision(after, { ...ITEM, padding: 'x'.repeat(4096) })).rejects.toThrow(/question_revisions_item_size/);
    } finally {
      await after.destroy();
    }
  });

  it('DiagramDrawnSize: leaves a diagram stored before it without a size, and takes a new one with both sizes or neither', async () => {
    const before = await openMigratedBy(database, 5);
    await insertRevision(before, ITEM);
    await insertDiagram(before, ASSET_IDS[0]);
    await before.destroy();

    const after = await openMigratedBy(database);
    try {
      await insertDiagram(after, ASSET_IDS[1], { width: 280, height: 164.5 });
      const sizes = `SELECT asset_id, width, height FROM question_bank.diagrams ORDER BY position`;
      expect(await after.query(sizes)).toEqual([
        { asset_id: ASSET_IDS[0], width: null, height: null },
        { asset_id: ASSET_IDS[1], width: 280, height: 164.5 },
      ]);
      await expect(insertDiagram(after, ASSET_IDS[2], { width: 280 })).rejects.toThrow(/diagrams_drawn_size/);
      await expect(insertDiagram(after, ASSET_IDS[2], { width: 0, height: 10 })).rejects.toThrow(/diagrams_drawn_size/);
    } finally {
      await after.destroy();
    }
  });
});
