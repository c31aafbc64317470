import type { DataSource } from 'typeorm';
import { ServiceError } from '@pp/contracts';

export interface FavouriteChange {
  ownerId: string;
  questionId: string;
  /** Whether this call changed anything (adding a favourite twice or removing a missing one does not). */
  changed: boolean;
}

/** Favourites are per owner; only published questions can be added. Used by the admin CLI. */
export class Favourites {
  constructor(private readonly dataSource: DataSource) {}

  async add(ownerId: string, questionId: string): Promise<FavouriteChange> {
    const published: unknown[] = await this.dataSource.query(`SELECT 1 FROM question_bank.questions WHERE id = $1 AND status = 'published'`, [questionId]);
    if (published.length === 0) throw new ServiceError('not_found', `No published question ${questionId}.`);
    const inserted: unknown[] = await this.dataSource.query(
      'INSERT INTO question_bank.favourites (owner_id, question_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING question_id',
      [ownerId, questionId],
    );
    return { ownerId, questionId, changed: inserted.length > 0 };
  }

  async remove(ownerId: string, questionId: string): Promise<FavouriteChange> {
    const deleted: unknown[] = await this.dataSource.query('DELETE FROM question_bank.favourites WHERE owner_id = $1 AND question_id = $2 RETURNING question_id', [
      ownerId,
      questionId,
    ]);
    return { ownerId, questionId, changed: deleted.length > 0 };
  }

  async list(ownerId: string): Promise<string[]> {
    const rows: Array<{ question_id: string }> = await this.dataSource.query('SELECT question_id FROM question_bank.favourites WHERE owner_id = $1 ORDER BY question_id', [ownerId]);
    return rows.map((r) => r.question_id);
  }
}
