import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openDataSource } from '@pp/platform';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { markingService } from '../marking.database.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';

/** Opens the schema migrated by its first `count` migrations (the outbox and inbox first), or by all. */
function openMigratedBy(database: TestDatabase, count?: number): Promise<DataSource> {
  const migrations = count === undefined ? markingService.migrations : (markingService.migrations as unknown[]).slice(0, count);
  return openDataSource({ ...markingService, migrations: migrations as never }, { url: database.url, poolSize: 2, runMigrations: true });
}

/** Questions stored by an earlier layout upgrade in place. */
describe('marking migrations (real database)', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase('pp_marking_migration');
  });

  afterEach(async () => {
    await database?.drop();
  });

  it('turns a question recorded as `requested` into one queued and waiting for start; started ones keep their status', async () => {
    const owner = randomUUID();
    const sessionId = randomUUID();
    const [requested, failed] = [randomUUID(), randomUUID()];
    const before = await openMigratedBy(database, 4);
    try {
      // Rows as the layout of the time held them: written in SQL, not by today's repositories.
      await before.query(
        `INSERT INTO marking.sessions (id, owner_id, title, source_kind, created_at, updated_at) VALUES ($1, $2, 'before', 'draft', $3, $3)`,
        [sessionId, owner, '2026-01-05T10:00:00.000Z'],
      );
      for (const [id, label, status, run, at] of [
        [failed, '1', 'failed', 2, '2026-01-05T10:01:00.000Z'],
        [requested, '2', 'requested', 0, '2026-01-05T10:02:00.000Z'],
      ] as const)
        await before.query(
          `INSERT INTO marking.questions (id, session_id, owner_id, label, origin, work_asset_ids, scheme_asset_ids, page_selections, status, run, created_at, updated_at)
           VALUES ($1, $2, $3, $4, 'requested', '{}', '{}', '{}', $5, $6, $7, $7)`,
          [id, sessionId, owner, label, status, run, at],
        );
    } finally {
      await before.destroy();
    }

    const after = await openMigratedBy(database);
    try {
      const session = (await new SessionsRepository(after).session(owner, sessionId))!;
      expect(session.questions.map((q) => [q.id, q.status, q.attempts, q.supersededBy])).toEqual([
        [failed, 'failed', 2, null],
        [requested, 'queued', 0, null],
      ]);
      expect(session.waitingForStart).toEqual([requested]);
      await expect(after.query(`UPDATE marking.questions SET status = 'requested' WHERE id = $1`, [requested])).rejects.toThrow(
        /questions_status_check/,
      );
    } finally {
      await after.destroy();
    }
  });
});
