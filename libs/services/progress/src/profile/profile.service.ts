import { Injectable } from '@nestjs/common';
import { type AuthContext, type RecordsQuery, ServiceError, type SessionQuery } from '@pp/contracts';
import { type EvidenceRow, EvidenceRepository, type Standing } from '../evidence/evidence.repository.js';
import { estimateOf, parseRecordsQuery, pathwayOf, type Skill, skillOf, TOPIC_ORDER, trendOf } from '../skills/skill-rules.js';

const recordOf = (row: EvidenceRow) => ({
  cursor: String(row.seq),
  attemptId: row.attempt_id,
  questionId: row.question_id,
  label: row.label,
  bankQuestionId: row.bank_question_id,
  criterionId: row.criterion_id,
  code: row.code,
  decision: row.decision,
  state: row.state,
  source: { kind: row.source_kind, marker: row.marker },
  reviewed: row.reviewed,
  skill: row.skill,
  recordedAt: new Date(row.recorded_at).toISOString(),
});

/** Per skill: the estimate and its uncertainty, marks awarded of scored, evidence count, last evidence and trend. */
const estimatesOf = (rows: Standing[]) =>
  rows.flatMap((row) => {
    const skill: Skill | null = row.skill === null ? null : skillOf(row.skill);
    if (!skill) return [];
    const awarded = row.marks.filter(Boolean).length;
    return [
      {
        skill,
        ...estimateOf(awarded, row.marks.length - awarded),
        awarded,
        possible: row.marks.length,
        evidenceCount: row.marks.length + row.unresolved + row.provisional,
        unresolvedCount: row.unresolved,
        lastEvidenceAt: row.last ? new Date(row.last).toISOString() : null,
        trend: trendOf(row.marks),
      },
    ];
  });

/** All of the owner's evidence, mapped to a skill or not, by state. */
const totalsOf = (rows: Standing[]) => ({
  scored: rows.reduce((n, row) => n + row.marks.length, 0),
  unresolved: rows.reduce((n, row) => n + row.unresolved, 0),
  provisional: rows.reduce((n, row) => n + row.provisional, 0),
});

/** The reads of the skill profile: estimates, records and history, insights and the pathway; all derived from evidence. */
@Injectable()
export class ProfileService {
  constructor(private readonly evidence: EvidenceRepository) {}

  async profile(auth: AuthContext) {
    const rows = await this.evidence.standings(auth.ownerId);
    return { skills: estimatesOf(rows), totals: totalsOf(rows) };
  }

  async records(auth: AuthContext, query: RecordsQuery) {
    const { items, nextCursor } = await this.page(auth, query, 'evidence');
    return { records: items, nextCursor };
  }

  async history(auth: AuthContext, query: RecordsQuery) {
    const { items, nextCursor } = await this.page(auth, query, 'evidence_history');
    return { changes: items, nextCursor };
  }

  async insights(auth: AuthContext, { sessionId }: SessionQuery) {
    if (!(await this.evidence.attemptExists(auth.ownerId, sessionId)))
      throw new ServiceError('not_found', 'No marked session or import with this id.');
    const skills = estimatesOf(await this.evidence.standings(auth.ownerId, sessionId));
    const unresolved = (await this.evidence.records(auth.ownerId, 'evidence', 0, 10_000, sessionId))
      .filter((r) => r.state === 'unresolved')
      .map(recordOf);
    return {
      sessionId,
      strengths: skills.filter((s) => s.possible >= 2 && s.awarded / s.possible >= 0.75),
      weaknesses: skills.filter((s) => s.possible >= 2 && s.awarded / s.possible < 0.5),
      unresolved,
    };
  }

  async pathway(auth: AuthContext) {
    const examined = await this.evidence.examined(auth.ownerId);
    const standings = estimatesOf(await this.evidence.standings(auth.ownerId))
      .filter((s) => s.possible > 0)
      .map((s) => ({
        skill: s.skill,
        estimate: s.estimate,
        uncertainty: s.uncertainty,
        scored: s.possible,
        examined: examined.get(s.skill.id) ?? null,
      }));
    return { steps: pathwayOf(standings, TOPIC_ORDER) };
  }

  private async page(auth: AuthContext, query: RecordsQuery, table: 'evidence' | 'evidence_history') {
    const parsed = parseRecordsQuery(query);
    if (!parsed.ok) throw ServiceError.validation(parsed.errors);
    const rows = await this.evidence.records(auth.ownerId, table, parsed.after, parsed.limit + 1, parsed.attemptId);
    const page = rows.slice(0, parsed.limit).map(recordOf);
    return { items: page, nextCursor: rows.length > parsed.limit ? page[page.length - 1].cursor : null };
  }
}
