import { openSchemaDataSource } from '@pp/platform';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { questionBankService } from '../question-bank.schema.js';

const QUESTION_ID = '6f9d4c1e-3a2b-5c7d-8e9f-0a1b2c3d4e5f';

/** A bank stored by the first layout upgrades in place: every row kept, the item unchanged as JSON. */
describe('migration NarrowRevisionRows1764100000001 (real database)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('pp_qb_migration');
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('turns item into json and moves large documents out of line, keeping the stored revisions', async () => {
    const [outbox, createBank] = questionBankService.migrations as [unknown, unknown];
    const before = await openSchemaDataSource({ ...questionBankService, migrations: [outbox, createBank] as never }, { url: database.url, poolSize: 2, runMigrations: true });
    const item = { pin: { questionId: QUESTION_ID, revision: 1 }, summary: { title: 'Roots of a cubic', marks: 5, topics: ['cp1-series-and-roots'] } };
    await before.query(`INSERT INTO question_bank.questions (id, status, latest_revision) VALUES ($1, 'published', 1)`, [QUESTION_ID]);
    await before.query(
      `INSERT INTO question_bank.question_revisions (question_id, revision, content, scheme, content_version, scheme_version, item, title, module_id, topic_id,
         subtopic_id, level, subject, board, year, difficulty, frequency, tags, marks, parts_count, search, is_current)
       VALUES ($1, 1, '{"parts":[]}', '{"allocations":[]}', $2, $2, $3, 'Roots of a cubic', 'core-pure', 't', 's', 'a-level', 'further-maths', 'pearson-edexcel',
         2026, 3, 'common', '{roots}', 5, 1, to_tsvector('english', 'roots of a cubic'), true)`,
      [QUESTION_ID, 'a'.repeat(64), JSON.stringify(item)],
    );
    await before.destroy();

    const after = await openSchemaDataSource(questionBankService, { url: database.url, poolSize: 2, runMigrations: true });
    try {
      const [column] = await after.query(`SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = 'question_bank.question_revisions'::regclass AND attname = 'item'`);
      expect(column.type).toBe('json');
      const [table] = await after.query(`SELECT reloptions FROM pg_class WHERE oid = 'question_bank.question_revisions'::regclass`);
      expect(table.reloptions).toEqual(['toast_tuple_target=256']);
      const rows = await after.query(`SELECT question_id, is_current, item::text AS item FROM question_bank.question_revisions`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ question_id: QUESTION_ID, is_current: true });
      expect(JSON.parse(rows[0].item)).toEqual(item);
      const found = await after.query(`SELECT question_id FROM question_bank.question_revisions WHERE is_current AND search @@ websearch_to_tsquery('english', 'cubic roots')`);
      expect(found).toEqual([{ question_id: QUESTION_ID }]);
    } finally {
      await after.destroy();
    }
  });
});
