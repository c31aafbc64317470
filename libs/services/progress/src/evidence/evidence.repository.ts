import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { type DomainEvent, handleOnce, pgSchemaOf } from '@pp/platform';
import type { EvidenceState } from '../skills/skill-rules.js';

export interface CriterionMapping {
  criterionId: string;
  code: string;
  skill: string | null;
}

export interface QuestionMappingRow {
  question_id: string;
  attempt_id: string;
  label: string;
  bank_question_id: string | null;
  skills: string[];
  origin: 'bank' | 'corrected' | 'unmapped';
  examined: 'frequent' | 'occasional' | 'rare' | null;
  revision: number;
  criteria: CriterionMapping[];
  rubric_version: string;
  criteria_revision: number;
  result_revision: number;
}

export interface EvidenceRow {
  seq: string;
  question_id: string;
  criterion_id: string;
  attempt_id: string;
  code: string;
  decision: string;
  state: EvidenceState;
  source_kind: 'automated' | 'imported';
  marker: string | null;
  reviewed: boolean;
  skill: string | null;
  recorded_at: Date;
  label: string;
  bank_question_id: string | null;
}

export interface Standing {
  skill: string | null;
  marks: boolean[];
  unresolved: number;
  provisional: number;
  last: Date | null;
}

export type NewEvidence = Omit<EvidenceRow, 'seq' | 'recorded_at' | 'label' | 'bank_question_id'>;

const EVIDENCE_COLUMNS = `e.seq, e.question_id, e.criterion_id, e.attempt_id, e.code, e.decision, e.state, e.source_kind, e.marker, e.reviewed, e.skill, e.recorded_at, m.label, m.bank_question_id`;

/** Every SQL statement of evidence and mappings; each one filters on the owner. */
@Injectable()
export class EvidenceRepository {
  constructor(@InjectDataSource(pgSchemaOf('progress')) readonly dataSource: DataSource) {}

  once(consumer: string, event: DomainEvent, effect: (manager: EntityManager) => Promise<void>): Promise<'handled' | 'duplicate'> {
    return handleOnce(this.dataSource, pgSchemaOf('progress'), consumer, event, effect);
  }

  async recordAttempt(
    manager: EntityManager,
    ownerId: string,
    id: string,
    kind: 'automated' | 'imported',
    marker: string | null,
    at: Date,
  ): Promise<void> {
    await manager.query(
      'INSERT INTO progress.attempts (owner_id, id, kind, marker, first_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [ownerId, id, kind, marker, at],
    );
  }

  async attemptExists(ownerId: string, id: string): Promise<boolean> {
    return (
      ((await this.dataSource.query('SELECT 1 FROM progress.attempts WHERE owner_id = $1 AND id = $2', [ownerId, id])) as unknown[])
        .length > 0
    );
  }

  async mapping(
    ownerId: string,
    questionId: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<QuestionMappingRow | null> {
    const [row] = (await manager.query(
      `SELECT * FROM progress.question_mappings WHERE owner_id = $1 AND question_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [ownerId, questionId],
    )) as QuestionMappingRow[];
    return row ?? null;
  }

  async mappingsOf(ownerId: string, attemptId: string, offset: number, limit: number): Promise<QuestionMappingRow[]> {
    return (await this.dataSource.query(
      'SELECT * FROM progress.question_mappings WHERE owner_id = $1 AND attempt_id = $2 ORDER BY label, question_id OFFSET $3 LIMIT $4',
      [ownerId, attemptId, offset, limit],
    )) as QuestionMappingRow[];
  }

  async insertMapping(manager: EntityManager, ownerId: string, row: QuestionMappingRow): Promise<void> {
    await manager.query(
      `INSERT INTO progress.question_mappings (owner_id, question_id, attempt_id, label, bank_question_id, skills, origin, examined, revision, criteria, rubric_version, criteria_revision, result_revision)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        ownerId,
        row.question_id,
        row.attempt_id,
        row.label,
        row.bank_question_id,
        row.skills,
        row.origin,
        row.examined,
        row.revision,
        JSON.stringify(row.criteria),
        row.rubric_version,
        row.criteria_revision,
        row.result_revision,
      ],
    );
  }

  async updateMapping(manager: EntityManager, ownerId: string, row: QuestionMappingRow): Promise<void> {
    await manager.query(
      `UPDATE progress.question_mappings SET skills = $3, origin = $4, revision = $5, criteria = $6, criteria_revision = $7, result_revision = $8 WHERE owner_id = $1 AND question_id = $2`,
      [
        ownerId,
        row.question_id,
        row.skills,
        row.origin,
        row.revision,
        JSON.stringify(row.criteria),
        row.criteria_revision,
        row.result_revision,
      ],
    );
  }

  /**
   * Inserts or replaces each allocation's evidence; one new or changed gains a history row. The
   * owner's evidence lock comes first: a row's `seq` is taken when it is written, so without it a
   * transaction that commits after a later-numbered one would put its rows behind a reader's cursor,
   * and a page walk would never see them. Under the lock an owner's rows are numbered in commit order.
   */
  async putEvidence(manager: EntityManager, ownerId: string, evidence: readonly NewEvidence[], at: Date): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('progress.evidence:' || $1, 0))`, [ownerId]);
    for (const row of evidence) await this.putOne(manager, ownerId, row, at);
  }

  private async putOne(manager: EntityManager, ownerId: string, evidence: NewEvidence, at: Date): Promise<void> {
    const values = [
      ownerId,
      evidence.question_id,
      evidence.criterion_id,
      evidence.attempt_id,
      evidence.code,
      evidence.decision,
      evidence.state,
      evidence.source_kind,
      evidence.marker,
      evidence.reviewed,
      evidence.skill,
      at,
    ];
    const [changed] = (await manager.query(
      `WITH put AS (
         INSERT INTO progress.evidence (owner_id, question_id, criterion_id, attempt_id, code, decision, state, source_kind, marker, reviewed, skill, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (owner_id, question_id, criterion_id) DO UPDATE SET decision = EXCLUDED.decision, state = EXCLUDED.state, reviewed = EXCLUDED.reviewed, skill = EXCLUDED.skill, recorded_at = EXCLUDED.recorded_at
         WHERE (progress.evidence.decision, progress.evidence.state, progress.evidence.reviewed, progress.evidence.skill) IS DISTINCT FROM (EXCLUDED.decision, EXCLUDED.state, EXCLUDED.reviewed, EXCLUDED.skill)
         RETURNING 1)
       SELECT count(*)::int AS n FROM put`,
      values,
    )) as Array<{ n: number }>;
    if (changed.n === 0) return;
    await manager.query(
      `INSERT INTO progress.evidence_history (owner_id, question_id, criterion_id, attempt_id, code, decision, state, source_kind, marker, reviewed, skill, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      values,
    );
  }

  /** After a mapping correction: each criterion's evidence takes its skill (scores follow; nothing else changes). */
  async remapEvidence(manager: EntityManager, ownerId: string, questionId: string, criteria: CriterionMapping[]): Promise<void> {
    for (const { criterionId, skill } of criteria) {
      await manager.query('UPDATE progress.evidence SET skill = $4 WHERE owner_id = $1 AND question_id = $2 AND criterion_id = $3', [
        ownerId,
        questionId,
        criterionId,
        skill,
      ]);
    }
  }

  async records(
    ownerId: string,
    table: 'evidence' | 'evidence_history',
    after: number,
    limit: number,
    attemptId: string | null,
  ): Promise<EvidenceRow[]> {
    return (await this.dataSource.query(
      `SELECT ${EVIDENCE_COLUMNS} FROM progress.${table} e JOIN progress.question_mappings m ON m.owner_id = e.owner_id AND m.question_id = e.question_id
       WHERE e.owner_id = $1 AND e.seq > $2 AND ($3::uuid IS NULL OR e.attempt_id = $3) ORDER BY e.seq LIMIT $4`,
      [ownerId, after, attemptId, limit],
    )) as EvidenceRow[];
  }

  /**
   * Scored evidence per skill (in arrival order) and the unresolved and provisional counts, optionally of
   * one attempt; evidence of no skill yet is the row whose skill is null. One statement, so the totals of
   * a profile and its skills are read from the same snapshot.
   */
  async standings(ownerId: string, attemptId: string | null = null): Promise<Standing[]> {
    return (await this.dataSource.query(
      `SELECT skill,
              coalesce(array_agg(decision = 'awarded' ORDER BY seq) FILTER (WHERE state = 'scored'), '{}') AS marks,
              count(*) FILTER (WHERE state = 'unresolved')::int AS unresolved,
              count(*) FILTER (WHERE state = 'provisional')::int AS provisional,
              max(recorded_at) AS last
       FROM progress.evidence WHERE owner_id = $1 AND ($2::uuid IS NULL OR attempt_id = $2) GROUP BY skill ORDER BY skill`,
      [ownerId, attemptId],
    )) as Standing[];
  }

  /** How often the bank says each skill's questions are examined, from the questions the owner was marked on. */
  async examined(ownerId: string): Promise<Map<string, 'frequent' | 'occasional' | 'rare'>> {
    const rows = (await this.dataSource.query(
      `SELECT skill, mode() WITHIN GROUP (ORDER BY examined) AS examined FROM progress.question_mappings, unnest(skills) AS skill WHERE owner_id = $1 AND examined IS NOT NULL GROUP BY skill`,
      [ownerId],
    )) as Array<{ skill: string; examined: 'frequent' | 'occasional' | 'rare' }>;
    return new Map(rows.map((r) => [r.skill, r.examined]));
  }
}
