import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { lockedUntil, lookBackMs, type ThrottleRule } from './sign-in-throttle.js';

/** One subject of an attempt (an account's email, a client address) and the rule that throttles it; subjects are hashed names. */
export interface ThrottledSubject {
  subject: string;
  rule: ThrottleRule;
}

/** A sign-in attempt in progress: recorded as a failure until it succeeds. */
export interface Attempt {
  /** The attempt's own row for each subject. */
  rows: Array<{ id: string; subject: string }>;
  /** The database's time of the attempt: the one clock every rule reads. */
  at: Date;
  /** Set when a subject is locked: the attempt was removed again and must be refused unchecked. */
  lockedUntil: Date | null;
}

interface AttemptRow {
  id: string;
  subject: string;
  at: Date;
}

/**
 * Failed sign-ins, kept per subject in `identity.app_attempts` (shared by every gateway replica). An
 * attempt is written before its password is checked, so concurrent guesses count against each other
 * and a burst cannot slip past the limit; each attempt is judged by the rows written before its own.
 * A success removes its rows again (and, for an account, the failures before it).
 */
@Injectable()
export class AttemptsService {
  constructor(@InjectDataSource('identity') private readonly db: DataSource) {}

  async begin(subjects: ThrottledSubject[]): Promise<Attempt> {
    const own = (await this.db.query(
      'INSERT INTO identity.app_attempts (subject) SELECT unnest($1::text[]) RETURNING id::text, subject, at',
      [subjects.map((s) => s.subject)],
    )) as AttemptRow[];
    const lookBack = Math.max(...subjects.map((s) => lookBackMs(s.rule)));
    const recent = (await this.db.query(
      `SELECT id::text, subject, at FROM identity.app_attempts
        WHERE subject = ANY($1::text[]) AND at > $2::timestamptz - make_interval(secs => $3::float8)
        ORDER BY id`,
      [subjects.map((s) => s.subject), own[0].at, lookBack / 1000],
    )) as AttemptRow[];
    const at = own[0].at;
    const locks = subjects.map(({ subject, rule }) => {
      const ownId = BigInt(own.find((row) => row.subject === subject)!.id);
      const before = recent.filter((row) => row.subject === subject && BigInt(row.id) < ownId).map((row) => row.at);
      return lockedUntil(before, at, rule);
    });
    const locked = locks.reduce<Date | null>((latest, lock) => (lock && (!latest || lock > latest) ? lock : latest), null);
    const rows = own.map(({ id, subject }) => ({ id, subject }));
    if (locked) await this.remove(rows);
    return { rows, at, lockedUntil: locked };
  }

  /** The attempt succeeded: it was no failure; the failures of `clearSubject` (the account) before it are forgiven. */
  async succeeded(attempt: Attempt, clearSubject: string): Promise<void> {
    await this.remove(attempt.rows);
    const own = attempt.rows.find((row) => row.subject === clearSubject);
    if (own) await this.db.query('DELETE FROM identity.app_attempts WHERE subject = $1 AND id < $2::bigint', [clearSubject, own.id]);
  }

  /** Forgets a subject's failures (a password reset proves the mailbox: the account may sign in at once). */
  async clear(subject: string): Promise<void> {
    await this.db.query('DELETE FROM identity.app_attempts WHERE subject = $1', [subject]);
  }

  /**
   * Records one use of a counted action (a message sent to an address) unless `limit` were used in
   * the last `windowMs`: false then, and nothing is recorded.
   */
  async take(subject: string, limit: number, windowMs: number): Promise<boolean> {
    const [row] = (await this.db.query(
      `INSERT INTO identity.app_attempts (subject)
       SELECT $1 WHERE (SELECT count(*) FROM identity.app_attempts WHERE subject = $1 AND at > now() - make_interval(secs => $3::float8)) < $2
       RETURNING id`,
      [subject, limit, windowMs / 1000],
    )) as unknown[];
    return row !== undefined;
  }

  /** Drops rows no rule looks at any more: two days is the longest window and lockout together (APP_SIGN_IN_WINDOW_MINUTES at most a day). */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM identity.app_attempts WHERE at < now() - interval '2 days'`);
  }

  private async remove(rows: Attempt['rows']): Promise<void> {
    await this.db.query('DELETE FROM identity.app_attempts WHERE id = ANY($1::bigint[])', [rows.map((row) => row.id)]);
  }
}
