import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { EXPORT_EVENTS, type ExportState, type ExportStateChangedEvent, type WritingSpace } from '@pp/contracts';
import { enqueueEvent, pgSchemaOf } from '@pp/platform';
import type { ExportError, ExportRecord, StoredDocument } from './export-rules.js';

const SCHEMA = pgSchemaOf('export');

/** An export's key: every statement filters on the owner, so another owner's export does not exist. */
export interface ExportKey {
  ownerId: string;
  paperId: string;
  revision: number;
}

/** What the job renders from, frozen with the export when it is first asked for. */
export interface ExportSource {
  title: string;
  writingSpace: WritingSpace;
  gradeGuide: boolean;
  pins: Array<{ questionId: string; revision: number }>;
}

interface ExportRow {
  owner_id: string;
  paper_id: string;
  revision: number;
  title: string;
  state: ExportState;
  generation: number;
  attempts: number;
  last_error: ExportError | null;
  sequence: string;
  question_paper_key: string | null;
  question_paper_bytes: number | null;
  question_paper_sha256: string | null;
  question_paper_pages: number | null;
  mark_scheme_key: string | null;
  mark_scheme_bytes: number | null;
  mark_scheme_sha256: string | null;
  mark_scheme_pages: number | null;
  requested_at: Date;
  ready_at: Date | null;
}

const KEY = 'owner_id = $1 AND paper_id = $2 AND revision = $3';
const keyValues = (key: ExportKey) => [key.ownerId, key.paperId, key.revision];

/** Every SQL statement of exports. Writes take the caller's transaction and enqueue the state event in it. */
@Injectable()
export class ExportsRepository {
  constructor(@InjectDataSource(SCHEMA) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The export, or null; `lock` (in a transaction) holds the row until commit. */
  async find(key: ExportKey, manager: EntityManager = this.dataSource.manager, lock = false): Promise<ExportRecord | null> {
    const rows: ExportRow[] = await manager.query(
      `SELECT * FROM export.paper_exports WHERE ${KEY}${lock ? ' FOR UPDATE' : ''}`,
      keyValues(key),
    );
    return rows[0] ? recordOf(rows[0]) : null;
  }

  /** What the job renders from. */
  async source(key: ExportKey): Promise<ExportSource | null> {
    const [row] = (await this.dataSource.query(
      `SELECT title, writing_space, grade_guide, pins FROM export.paper_exports WHERE ${KEY}`,
      keyValues(key),
    )) as Array<{
      title: string;
      writing_space: WritingSpace;
      grade_guide: boolean;
      pins: ExportSource['pins'];
    }>;
    return row ? { title: row.title, writingSpace: row.writing_space, gradeGuide: row.grade_guide, pins: row.pins } : null;
  }

  /** A new export in `state` (queued, or failed when it cannot be exported); null when one already exists. */
  async insert(
    manager: EntityManager,
    key: ExportKey,
    source: ExportSource,
    state: 'queued' | 'failed',
    lastError: ExportError | null = null,
  ): Promise<ExportRecord | null> {
    const rows: ExportRow[] = await manager.query(
      `INSERT INTO export.paper_exports (owner_id, paper_id, revision, title, writing_space, grade_guide, pins, state, last_error)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb)
       ON CONFLICT (owner_id, paper_id, revision) DO NOTHING RETURNING *`,
      [
        ...keyValues(key),
        source.title,
        source.writingSpace,
        source.gradeGuide,
        JSON.stringify(source.pins),
        state,
        lastError && JSON.stringify(lastError),
      ],
    );
    return this.changed(manager, rows);
  }

  /** A failed export queued again as a new generation (its last error stays visible while it runs). */
  async restart(manager: EntityManager, key: ExportKey): Promise<ExportRecord | null> {
    return this.update(manager, key, `state = 'queued', generation = generation + 1, requested_at = now()`, `state = 'failed'`);
  }

  /** A failed export found not exportable again: its error is refreshed, and it stays failed. */
  async refail(manager: EntityManager, key: ExportKey, lastError: ExportError): Promise<ExportRecord | null> {
    return this.update(manager, key, `last_error = $4::jsonb`, `state = 'failed'`, [JSON.stringify(lastError)]);
  }

  /** The job of `generation` starts an attempt: rendering, one more attempt. */
  async beginAttempt(manager: EntityManager, key: ExportKey, generation: number): Promise<ExportRecord | null> {
    return this.update(
      manager,
      key,
      `state = 'rendering', attempts = attempts + 1, attempt_started_at = now()`,
      `generation = $4 AND state IN ('queued', 'rendering')`,
      [generation],
    );
  }

  /** Both documents stored: ready, but only for the attempt that still holds the export. */
  async markReady(
    manager: EntityManager,
    key: ExportKey,
    attempt: number,
    documents: { questionPaper: StoredDocument; markScheme: StoredDocument },
  ): Promise<ExportRecord | null> {
    const { questionPaper: qp, markScheme: ms } = documents;
    return this.update(
      manager,
      key,
      `state = 'ready', ready_at = now(), question_paper_key = $5, question_paper_bytes = $6, question_paper_sha256 = $7, question_paper_pages = $8,
       mark_scheme_key = $9, mark_scheme_bytes = $10, mark_scheme_sha256 = $11, mark_scheme_pages = $12`,
      `attempts = $4 AND state = 'rendering'`,
      [attempt, qp.blobKey, qp.byteSize, qp.sha256, qp.pageCount, ms.blobKey, ms.byteSize, ms.sha256, ms.pageCount],
    );
  }

  /** A failed attempt: back to queued for a retry, or failed; only for the attempt that still holds the export. */
  async markAttemptFailed(
    manager: EntityManager,
    key: ExportKey,
    attempt: number,
    state: 'queued' | 'failed',
    lastError: ExportError,
  ): Promise<ExportRecord | null> {
    return this.update(manager, key, `state = $5, last_error = $6::jsonb`, `attempts = $4 AND state = 'rendering'`, [
      attempt,
      state,
      JSON.stringify(lastError),
    ]);
  }

  /** The job of `generation` was lost on its last attempt: failed, unless something else settled it. */
  async markLost(manager: EntityManager, key: ExportKey, generation: number, lastError: ExportError): Promise<ExportRecord | null> {
    return this.update(manager, key, `state = 'failed', last_error = $5::jsonb`, `generation = $4 AND state IN ('queued', 'rendering')`, [
      generation,
      JSON.stringify(lastError),
    ]);
  }

  /** Every change bumps the sequence and enqueues the state event in the same transaction. */
  private async update(
    manager: EntityManager,
    key: ExportKey,
    set: string,
    where: string,
    values: unknown[] = [],
  ): Promise<ExportRecord | null> {
    const [rows] = (await manager.query(
      `UPDATE export.paper_exports SET ${set}, sequence = sequence + 1, updated_at = now() WHERE ${KEY} AND ${where} RETURNING *`,
      [...keyValues(key), ...values],
    )) as [ExportRow[], number];
    return this.changed(manager, rows);
  }

  private async changed(manager: EntityManager, rows: ExportRow[]): Promise<ExportRecord | null> {
    if (!rows[0]) return null;
    const record = recordOf(rows[0]);
    await enqueueEvent<ExportStateChangedEvent>(manager, SCHEMA, {
      subject: EXPORT_EVENTS.stateChanged,
      ownerId: record.ownerId,
      data: { paperId: record.paperId, revision: record.revision, state: record.state, sequence: record.sequence },
    });
    return record;
  }
}

function recordOf(row: ExportRow): ExportRecord {
  const stored = (
    blobKey: string | null,
    byteSize: number | null,
    sha256: string | null,
    pageCount: number | null,
  ): StoredDocument | null => (blobKey === null ? null : { blobKey, byteSize: byteSize!, sha256: sha256!, pageCount: pageCount! });
  return {
    ownerId: row.owner_id,
    paperId: row.paper_id,
    revision: row.revision,
    title: row.title,
    state: row.state,
    generation: row.generation,
    attempts: row.attempts,
    lastError: row.last_error,
    sequence: Number(row.sequence),
    questionPaper: stored(row.question_paper_key, row.question_paper_bytes, row.question_paper_sha256, row.question_paper_pages),
    markScheme: stored(row.mark_scheme_key, row.mark_scheme_bytes, row.mark_scheme_sha256, row.mark_scheme_pages),
    requestedAt: row.requested_at,
    readyAt: row.ready_at,
  };
}
