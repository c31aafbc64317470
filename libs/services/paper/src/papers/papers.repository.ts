import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ExportsState, PaperSummary } from '@pp/contracts';
import { type DomainEvent, handleOnce, pgSchemaOf } from '@pp/platform';

export interface PaperRow {
  creation_hash: string;
  latest_revision: number;
  created_at: Date;
}

/** What a new revision row holds besides its keys. */
export interface RevisionRow {
  revision: number;
  document: string;
  title: string;
  questionCount: number;
  totalMarks: number;
  pageCount: number;
  savedAt: string;
  baseRevision: number | null;
  changeHash: string | null;
}

interface SummaryRow {
  id: string;
  title: string;
  latest_revision: number;
  question_count: number;
  total_marks: number;
  page_count: number;
  created_at: Date;
  saved_at: Date;
  exports_state: ExportsState;
}

const SUMMARY_COLUMNS = `p.id, r.title, p.latest_revision, r.question_count, r.total_marks, r.page_count, p.created_at, r.saved_at, r.exports_state`;
const LATEST_JOIN = `paper.papers p JOIN paper.paper_revisions r ON r.owner_id = p.owner_id AND r.paper_id = p.id AND r.revision = p.latest_revision`;

/** Every SQL statement of papers. Each one filters on the owner: another owner's paper does not exist. */
@Injectable()
export class PapersRepository {
  constructor(@InjectDataSource(pgSchemaOf('paper')) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Applies an event's effect once per consumer (the inbox row commits with the effect). */
  async once(consumer: string, event: DomainEvent, effect: (manager: EntityManager) => Promise<void>): Promise<void> {
    await handleOnce(this.dataSource, pgSchemaOf('paper'), consumer, event, effect);
  }

  async findPaper(ownerId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<PaperRow | null> {
    const [row] = (await manager.query(
      'SELECT creation_hash, latest_revision, created_at FROM paper.papers WHERE owner_id = $1 AND id = $2',
      [ownerId, id],
    )) as PaperRow[];
    return row ?? null;
  }

  /** The frozen document of a revision; `latest` reads the paper's latest one. */
  async document(ownerId: string, id: string, revision: number | 'latest'): Promise<string | null> {
    const [row] = (await (revision === 'latest'
      ? this.dataSource.query(`SELECT r.document FROM ${LATEST_JOIN} WHERE p.owner_id = $1 AND p.id = $2`, [ownerId, id])
      : this.dataSource.query('SELECT document FROM paper.paper_revisions WHERE owner_id = $1 AND paper_id = $2 AND revision = $3', [
          ownerId,
          id,
          revision,
        ]))) as Array<{
      document: string;
    }>;
    return row?.document ?? null;
  }

  /** The revision a PATCH from `baseRevision` with this body made, if it did. */
  async revisionMadeBy(ownerId: string, id: string, baseRevision: number, changeHash: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      'SELECT document FROM paper.paper_revisions WHERE owner_id = $1 AND paper_id = $2 AND revision = $3 + 1 AND base_revision = $3 AND change_hash = $4',
      [ownerId, id, baseRevision, changeHash],
    )) as Array<{ document: string }>;
    return row?.document ?? null;
  }

  /** How many papers the owner holds. */
  async heldPapers(ownerId: string): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT count(*)::int AS held FROM paper.papers WHERE owner_id = $1', [ownerId])) as Array<{
      held: number;
    }>;
    return row.held;
  }

  /**
   * Claims the id under the owner's lock unless the owner already holds `limit` papers: creates on any
   * replicas take turns until their transactions end, so the count is never passed. `taken`: the id is
   * the owner's already (checked first, so a retried create is never refused as over the limit).
   */
  async claimPaper(
    manager: EntityManager,
    ownerId: string,
    id: string,
    creationHash: string,
    createdAt: string,
    limit: number,
  ): Promise<'claimed' | 'taken' | 'full'> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('paper.saved-papers:' || $1, 0))`, [ownerId]);
    const [{ held, taken }] = (await manager.query(
      'SELECT count(*)::int AS held, coalesce(bool_or(id = $2), false) AS taken FROM paper.papers WHERE owner_id = $1',
      [ownerId, id],
    )) as Array<{ held: number; taken: boolean }>;
    if (taken) return 'taken';
    if (held >= limit) return 'full';
    return (await this.insertPaper(manager, ownerId, id, creationHash, createdAt)) ? 'claimed' : 'taken';
  }

  /** Claims the id; false when it is taken (by a concurrent or earlier create). */
  async insertPaper(manager: EntityManager, ownerId: string, id: string, creationHash: string, createdAt: string): Promise<boolean> {
    const inserted = (await manager.query(
      'INSERT INTO paper.papers (owner_id, id, creation_hash, latest_revision, created_at) VALUES ($1, $2, $3, 1, $4) ON CONFLICT DO NOTHING RETURNING id',
      [ownerId, id, creationHash, createdAt],
    )) as unknown[];
    return inserted.length === 1;
  }

  /** Moves the latest revision on by one if it is still `from`; false when another change got there first. */
  async advanceLatest(manager: EntityManager, ownerId: string, id: string, from: number): Promise<boolean> {
    const [, count] = (await manager.query(
      'UPDATE paper.papers SET latest_revision = $3 + 1 WHERE owner_id = $1 AND id = $2 AND latest_revision = $3',
      [ownerId, id, from],
    )) as [unknown, number];
    return count === 1;
  }

  async insertRevision(manager: EntityManager, ownerId: string, id: string, row: RevisionRow): Promise<void> {
    await manager.query(
      `INSERT INTO paper.paper_revisions (owner_id, paper_id, revision, document, title, question_count, total_marks, page_count, saved_at, base_revision, change_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        ownerId,
        id,
        row.revision,
        row.document,
        row.title,
        row.questionCount,
        row.totalMarks,
        row.pageCount,
        row.savedAt,
        row.baseRevision,
        row.changeHash,
      ],
    );
  }

  /** Where a cursor paper sits in the newest-first order, or null when the owner has no such paper. */
  async cursorPosition(ownerId: string, id: string): Promise<{ created_at: Date; id: string } | null> {
    const [row] = (await this.dataSource.query('SELECT created_at, id FROM paper.papers WHERE owner_id = $1 AND id = $2', [
      ownerId,
      id,
    ])) as Array<{ created_at: Date; id: string }>;
    return row ?? null;
  }

  /** Up to `limit` summaries, newest created first, after the cursor position when there is one. */
  async summaries(ownerId: string, limit: number, after: { created_at: Date; id: string } | null): Promise<PaperSummary[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS} FROM ${LATEST_JOIN}
       WHERE p.owner_id = $1 AND ($2::timestamptz IS NULL OR (p.created_at, p.id) < ($2::timestamptz, $3::uuid))
       ORDER BY p.created_at DESC, p.id DESC LIMIT $4`,
      [ownerId, after?.created_at ?? null, after?.id ?? null, limit],
    )) as SummaryRow[];
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      latestRevision: row.latest_revision,
      questionCount: row.question_count,
      totalMarks: row.total_marks,
      pageCount: row.page_count,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.saved_at.toISOString(),
      exportsReady: row.exports_state === 'ready',
      exportsState: row.exports_state,
    }));
  }

  /** Records an export state unless a later one is already recorded (events may be redelivered out of order). */
  async recordExportsState(
    manager: EntityManager,
    ownerId: string,
    id: string,
    revision: number,
    state: ExportsState,
    sequence: number,
  ): Promise<void> {
    await manager.query(
      'UPDATE paper.paper_revisions SET exports_state = $4, exports_sequence = $5 WHERE owner_id = $1 AND paper_id = $2 AND revision = $3 AND exports_sequence < $5',
      [ownerId, id, revision, state, sequence],
    );
  }
}
