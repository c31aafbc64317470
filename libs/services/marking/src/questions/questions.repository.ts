import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { MarkedQuestionEvent, MarkingQuestion, MarkingQuestionStatus, MarkingResult, PageSelections } from '@pp/contracts';
import { pgSchemaOf } from '@pp/platform';
import type { QuestionRubric } from '../rubrics/rubric.js';

export interface QuestionRow {
  id: string;
  session_id: string;
  owner_id: string;
  label: string;
  origin: MarkingQuestion['origin'];
  work_asset_ids: string[];
  scheme_asset_ids: string[];
  page_selections: PageSelections;
  status: MarkingQuestionStatus;
  /** 0 until a start queues the question, then 1: its job, its credit and its result are fenced by it. */
  run: number;
  failure: MarkingQuestion['failure'];
  superseded_by: string | null;
  rubric: QuestionRubric | null;
  result: MarkingResult | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewQuestion {
  id: string;
  label: string;
  origin: MarkingQuestion['origin'];
  workAssetIds: string[];
  schemeAssetIds: string[];
  pageSelections: PageSelections;
  rubric: QuestionRubric | null;
  status: MarkingQuestionStatus;
  result: MarkingResult | null;
  /** The label's failed or cancelled question this one re-marks. */
  supersedes?: string | null;
  at: Date;
}

export const questionOf = (row: QuestionRow): MarkingQuestion => ({
  id: row.id,
  label: row.label,
  origin: row.origin,
  workAssetIds: row.work_asset_ids,
  schemeAssetIds: row.scheme_asset_ids,
  pageSelections: row.page_selections,
  status: row.status,
  attempts: row.run,
  supersededBy: row.superseded_by,
  failure: row.failure,
  result: row.result,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** What both marking events say of a question with a result. */
export function eventOf(row: QuestionRow): MarkedQuestionEvent {
  return {
    sessionId: row.session_id,
    questionId: row.id,
    label: row.label,
    status: row.status,
    pin: row.rubric?.pin ?? null,
    result: row.result!,
  };
}

/** Every SQL statement of marking questions; each one filters on the owner. */
@Injectable()
export class QuestionsRepository {
  constructor(@InjectDataSource(pgSchemaOf('marking')) readonly dataSource: DataSource) {}

  async question(
    ownerId: string,
    sessionId: string,
    questionId: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<QuestionRow | null> {
    const [row] = (await manager.query(
      `SELECT * FROM marking.questions WHERE owner_id = $1 AND session_id = $2 AND id = $3${lock ? ' FOR UPDATE' : ''}`,
      [ownerId, sessionId, questionId],
    )) as QuestionRow[];
    return row ?? null;
  }

  /** The label's current question, locked. */
  async byLabel(manager: EntityManager, sessionId: string, label: string): Promise<QuestionRow | null> {
    const [row] = (await manager.query(
      'SELECT * FROM marking.questions WHERE session_id = $1 AND label = $2 AND superseded_by IS NULL FOR UPDATE',
      [sessionId, label],
    )) as QuestionRow[];
    return row ?? null;
  }

  /** More work pages for an indexed question not yet started (another upload of the same paper). */
  async setWorkPages(
    manager: EntityManager,
    questionId: string,
    workAssetIds: string[],
    pageSelections: PageSelections,
    at: Date,
  ): Promise<void> {
    await manager.query('UPDATE marking.questions SET work_asset_ids = $2, page_selections = $3, updated_at = $4 WHERE id = $1', [
      questionId,
      workAssetIds,
      JSON.stringify(pageSelections),
      at,
    ]);
  }

  /**
   * A client's request for the label of an indexed question not yet started: its pages and scheme
   * become the request's, and it is the client's from then on (`requested`: indexing leaves it alone).
   */
  async amendByRequest(
    manager: EntityManager,
    questionId: string,
    request: Pick<NewQuestion, 'workAssetIds' | 'schemeAssetIds' | 'pageSelections' | 'at'>,
  ): Promise<QuestionRow> {
    const [[row]] = (await manager.query(
      `UPDATE marking.questions SET origin = 'requested', work_asset_ids = $2, scheme_asset_ids = $3, page_selections = $4, updated_at = $5
       WHERE id = $1 RETURNING *`,
      [questionId, request.workAssetIds, request.schemeAssetIds, JSON.stringify(request.pageSelections), request.at],
    )) as [QuestionRow[], number];
    await this.touchSession(manager, row.session_id, request.at);
    return row;
  }

  /**
   * Records a question. One that re-marks a failed or cancelled question supersedes it first, so the
   * label stays unique among current questions; the table refuses to supersede any other status, and
   * checks the reference at commit.
   */
  async insert(manager: EntityManager, ownerId: string, sessionId: string, question: NewQuestion): Promise<QuestionRow> {
    if (question.supersedes)
      await manager.query('UPDATE marking.questions SET superseded_by = $2, updated_at = $3 WHERE id = $1 AND superseded_by IS NULL', [
        question.supersedes,
        question.id,
        question.at,
      ]);
    const [row] = (await manager.query(
      `INSERT INTO marking.questions (id, session_id, owner_id, label, origin, work_asset_ids, scheme_asset_ids, page_selections, status, rubric, result, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING *`,
      [
        question.id,
        sessionId,
        ownerId,
        question.label,
        question.origin,
        question.workAssetIds,
        question.schemeAssetIds,
        JSON.stringify(question.pageSelections),
        question.status,
        question.rubric && JSON.stringify(question.rubric),
        question.result && JSON.stringify(question.result),
        question.at,
      ],
    )) as QuestionRow[];
    await this.touchSession(manager, sessionId, question.at);
    return row;
  }

  /** Locks and returns the session's questions that a start queues: those never started (`waitsForStart`). */
  async lockStartable(manager: EntityManager, ownerId: string, sessionId: string): Promise<QuestionRow[]> {
    return (await manager.query(
      `SELECT * FROM marking.questions WHERE owner_id = $1 AND session_id = $2 AND status = 'queued' AND run = 0
       ORDER BY created_at, id FOR UPDATE`,
      [ownerId, sessionId],
    )) as QuestionRow[];
  }

  /** Queues a question never started for a worker: its one run, which this returns. */
  async queue(manager: EntityManager, questionId: string, at: Date): Promise<number> {
    const [[row]] = (await manager.query(
      `UPDATE marking.questions SET run = 1, updated_at = $2 WHERE id = $1 AND status = 'queued' AND run = 0 RETURNING run`,
      [questionId, at],
    )) as [Array<{ run: number }>, number];
    return row.run;
  }

  /** queued → running for the job of this run; null when the question has moved on (cancelled or finished). */
  async beginRun(ownerId: string, questionId: string, run: number, at: Date): Promise<QuestionRow | null> {
    const [rows] = (await this.dataSource.query(
      `UPDATE marking.questions SET status = 'running', updated_at = $4 WHERE owner_id = $1 AND id = $2 AND run = $3 AND status IN ('queued', 'running') RETURNING *`,
      [ownerId, questionId, run, at],
    )) as [QuestionRow[], number];
    return rows[0] ?? null;
  }

  /** Records the run's outcome while the run still holds the question (running); false otherwise. */
  async finishRun(
    manager: EntityManager,
    questionId: string,
    run: number,
    outcome: { status: MarkingQuestionStatus; result?: MarkingResult; failure?: MarkingQuestion['failure']; rubric?: QuestionRubric },
    at: Date,
  ): Promise<QuestionRow | null> {
    const [rows] = (await manager.query(
      `UPDATE marking.questions SET status = $3, result = coalesce($4::jsonb, result), failure = $5::jsonb, rubric = coalesce($6::jsonb, rubric), updated_at = $7
       WHERE id = $1 AND run = $2 AND status IN ('queued', 'running') RETURNING *`,
      [
        questionId,
        run,
        outcome.status,
        outcome.result ? JSON.stringify(outcome.result) : null,
        outcome.failure ? JSON.stringify(outcome.failure) : null,
        outcome.rubric ? JSON.stringify(outcome.rubric) : null,
        at,
      ],
    )) as [QuestionRow[], number];
    const row = rows[0] ?? null;
    if (row) await this.touchSession(manager, row.session_id, at);
    return row;
  }

  /** A reviewed result (the caller holds the question's lock). */
  async saveReview(
    manager: EntityManager,
    questionId: string,
    status: MarkingQuestionStatus,
    result: MarkingResult,
    at: Date,
  ): Promise<QuestionRow> {
    const [[row]] = (await manager.query(
      'UPDATE marking.questions SET status = $2, result = $3, updated_at = $4 WHERE id = $1 RETURNING *',
      [questionId, status, JSON.stringify(result), at],
    )) as [QuestionRow[], number];
    await this.touchSession(manager, row.session_id, at);
    return row;
  }

  private async touchSession(manager: EntityManager, sessionId: string, at: Date): Promise<void> {
    await manager.query('UPDATE marking.sessions SET updated_at = greatest(updated_at, $2) WHERE id = $1', [sessionId, at]);
  }
}
