import { createHash } from 'node:crypto';
import {
  DEFAULT_RECORDS_PAGE,
  type FieldError,
  MAX_RECORDS_PAGE,
  type MarkingQuestionStatus,
  type MarkingResult,
  type RecordsQuery,
} from '@pp/contracts';
import { TAXONOMY } from '@pp/question-content';

export interface Skill {
  id: string;
  label: string;
  level: 'topic' | 'subtopic';
  moduleId: string;
  topicId: string;
}

const TOPICS = new Map(TAXONOMY.topics.map((t) => [t.id, t]));
const SUBTOPICS = new Map(TAXONOMY.subtopics.map((s) => [s.id, s]));

/** A skill of the bank by id (a topic or a subtopic), or null. */
export function skillOf(id: string): Skill | null {
  const topic = TOPICS.get(id);
  if (topic) return { id, label: topic.label, level: 'topic', moduleId: topic.parentId, topicId: id };
  const subtopic = SUBTOPICS.get(id);
  if (!subtopic) return null;
  return { id, label: subtopic.label, level: 'subtopic', moduleId: TOPICS.get(subtopic.parentId)!.parentId, topicId: subtopic.parentId };
}

/** What a criterion of a question may be mapped to: the question's skills and, for a topic, its subtopics. */
export function permittedTargets(questionSkills: readonly string[]): Skill[] {
  const ids = questionSkills.flatMap((id) => [
    id,
    ...(TOPICS.has(id) ? TAXONOMY.subtopics.filter((s) => s.parentId === id).map((s) => s.id) : []),
  ]);
  return [...new Set(ids)].map(skillOf).filter((s): s is Skill => s !== null);
}

/** The version of a question's rubric a criterion mapping was made against: its criteria and codes. */
export function rubricVersionOf(allocations: ReadonlyArray<{ id: string; code: string }>): string {
  return createHash('sha256')
    .update(allocations.map((a) => `${a.id}\u0000${a.code}`).join('\u0001'))
    .digest('hex')
    .slice(0, 16);
}

export type EvidenceState = 'scored' | 'unresolved' | 'provisional';

/**
 * Whether an allocation's decision is validated evidence: imported decisions, reviewed decisions and
 * decided allocations of completed results are scored; an uncertain one is unresolved; a decision of
 * an automated result still needing review is provisional. Neither of the last two ever scores.
 */
export function evidenceStateOf(
  allocation: Pick<MarkingResult['allocations'][number], 'counted' | 'reviewed'>,
  result: Pick<MarkingResult, 'source'>,
  status: MarkingQuestionStatus,
): EvidenceState {
  if (allocation.counted === 'uncertain') return 'unresolved';
  if (result.source.kind === 'imported' || allocation.reviewed || status === 'completed') return 'scored';
  return 'provisional';
}

/** The posterior of the share of marks earned, from a uniform prior: Beta(1 + awarded, 1 + withheld). */
export function estimateOf(awarded: number, withheld: number): { estimate: number; uncertainty: number } {
  const [a, b] = [1 + awarded, 1 + withheld];
  const mean = a / (a + b);
  return { estimate: round(mean), uncertainty: round(Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)))) };
}

/** The last 10 scored marks against the 10 before them: a change of 0.15 or more either way; `insufficient` below 12. */
export function trendOf(awardedInOrder: readonly boolean[]): 'improving' | 'declining' | 'steady' | 'insufficient' {
  if (awardedInOrder.length < 12) return 'insufficient';
  const share = (marks: readonly boolean[]) => marks.filter(Boolean).length / marks.length;
  const change = share(awardedInOrder.slice(-10)) - share(awardedInOrder.slice(-20, -10));
  return change >= 0.15 ? 'improving' : change <= -0.15 ? 'declining' : 'steady';
}

/** The records and history query, whose parameters the spec makes strings: each checked, each error at its field. */
export function parseRecordsQuery(
  query: RecordsQuery,
): { ok: true; after: number; limit: number; attemptId: string | null } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const after = query.after === undefined ? 0 : /^\d{1,15}$/.test(query.after) ? Number(query.after) : null;
  if (after === null) errors.push({ path: 'query.after', message: 'must be a nextCursor of this list' });
  const limit = query.limit === undefined ? DEFAULT_RECORDS_PAGE : /^\d{1,3}$/.test(query.limit) ? Number(query.limit) : null;
  if (limit === null || limit < 1 || limit > MAX_RECORDS_PAGE)
    errors.push({ path: 'query.limit', message: `must be a whole number from 1 to ${MAX_RECORDS_PAGE}` });
  const attemptId = query.attemptId ?? null;
  if (attemptId !== null && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(attemptId))
    errors.push({ path: 'query.attemptId', message: 'must be a session or import id (UUID)' });
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, after: after!, limit: limit!, attemptId: attemptId?.toLowerCase() ?? null };
}

export type Frequency = 'frequent' | 'occasional' | 'rare';
const FREQUENCY_WEIGHT: Record<Frequency, number> = { frequent: 1, occasional: 0.7, rare: 0.4 };

export interface SkillStanding {
  skill: Skill;
  estimate: number;
  uncertainty: number;
  scored: number;
  examined: Frequency | null;
}

export interface PathwayStep {
  skill: Skill;
  reason: string;
  estimate: number | null;
  uncertainty: number | null;
  examined: Frequency | null;
  filters: { module: string; topic: string; subtopic?: string };
}

const filtersOf = (skill: Skill) => ({
  module: skill.moduleId,
  topic: skill.topicId,
  ...(skill.level === 'subtopic' && { subtopic: skill.id }),
});
const percent = (n: number) => `${Math.round(n * 100)} %`;

/**
 * Next steps, most useful first. A practised skill below 70 % comes first, ordered by what it would
 * gain (1 − estimate, weighted by how often the bank says it is examined, and raised by uncertainty);
 * then, per module, the first chapter not yet practised whose earlier chapters (its prerequisites)
 * are all at 60 % or more or unpractised before it. At most 10 steps.
 */
export function pathwayOf(standings: readonly SkillStanding[], topicOrder: readonly Skill[]): PathwayStep[] {
  const weak = standings
    .filter((s) => s.estimate < 0.7)
    .map((s) => ({ s, priority: (1 - s.estimate + s.uncertainty) * FREQUENCY_WEIGHT[s.examined ?? 'occasional'] }))
    .sort((a, b) => b.priority - a.priority || a.s.skill.id.localeCompare(b.s.skill.id))
    .map(({ s }) => ({
      skill: s.skill,
      reason: `Estimated ${percent(s.estimate)} (± ${percent(s.uncertainty)}) over ${s.scored} scored marks${s.examined ? `; examined ${s.examined === 'frequent' ? 'frequently' : s.examined === 'occasional' ? 'occasionally' : 'rarely'}` : ''}.`,
      estimate: s.estimate,
      uncertainty: s.uncertainty,
      examined: s.examined,
      filters: filtersOf(s.skill),
    }));
  const practisedTopics = new Set(standings.map((s) => s.skill.topicId));
  const standingOfTopic = (topicId: string) => standings.filter((s) => s.skill.topicId === topicId);
  const next: PathwayStep[] = [];
  for (const moduleId of [...new Set(topicOrder.map((t) => t.moduleId))]) {
    const topics = topicOrder.filter((t) => t.moduleId === moduleId);
    const index = topics.findIndex((t) => !practisedTopics.has(t.id));
    if (index < 0) continue;
    const earlier = topics.slice(0, index);
    const ready = earlier.every((t) => standingOfTopic(t.id).every((s) => s.estimate >= 0.6));
    if (!ready) continue;
    const topic = topics[index];
    next.push({
      skill: topic,
      reason:
        index === 0
          ? 'The first chapter of its module, not practised yet.'
          : `Not practised yet; its prerequisites (the ${index} earlier chapter${index === 1 ? '' : 's'} of its module) are at 60 % or more where practised.`,
      estimate: null,
      uncertainty: null,
      examined: null,
      filters: filtersOf(topic),
    });
  }
  return [...weak, ...next].slice(0, 10);
}

/** Every topic of the bank, in syllabus order (modules, then chapters). */
export const TOPIC_ORDER: readonly Skill[] = TAXONOMY.topics.map((t) => skillOf(t.id)!);

const round = (n: number) => Math.round(n * 10_000) / 10_000;
