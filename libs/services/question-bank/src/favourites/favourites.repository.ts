import type { DataSource } from 'typeorm';

/** Every SQL statement of favourites. */
export class FavouritesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async isPublished(questionId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM question_bank.questions WHERE id = $1 AND status = 'published'`, [
      questionId,
    ]);
    return rows.length > 0;
  }

  /** Whether the row is new. */
  async insert(ownerId: string, questionId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'INSERT INTO question_bank.favourites (owner_id, question_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING question_id',
      [ownerId, questionId],
    );
    return rows.length > 0;
  }

  /** Whether a row was there. */
  async delete(ownerId: string, questionId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'DELETE FROM question_bank.favourites WHERE owner_id = $1 AND question_id = $2 RETURNING question_id',
      [ownerId, questionId],
    );
    return rows.length > 0;
  }

  async questionIds(ownerId: string): Promise<string[]> {
    const rows: Array<{ question_id: string }> = await this.dataSource.query(
      'SELECT question_id FROM question_bank.favourites WHERE owner_id = $1 ORDER BY question_id',
      [ownerId],
    );
    return rows.map((r) => r.question_id);
  }
}
