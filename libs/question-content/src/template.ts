/** Shared shape of templates and hand-written questions, and their assembly into revisions. */
import { v5 as uuidv5 } from 'uuid';
import type { Rng } from './random.js';
import type { DiagramRole, Difficulty, Frequency, QuestionRevisionContent, QuestionSource } from './question-content.js';
import { placeSubtopic } from './taxonomy.js';

/** Fixed namespace so every uuid v5 of the bank is stable across runs and machines. */
export const BANK_NAMESPACE = '3b7f2d54-6c1e-5a8b-9f40-1d2c3e4f5a6b';
export const CONTENT_YEAR = 2026;

export const stableId = (key: string): string => uuidv5(key, BANK_NAMESPACE);

export interface MarkSpec {
  code: string;
  requirement: string;
  expected: string;
  dependsOn: string[];
  conditions: string[];
}

export interface PartSpec {
  stemTex: string;
  answerTex: string;
  marks: MarkSpec[];
}

export interface DiagramSpec {
  role: DiagramRole;
  title: string;
  description: string;
  svg: string;
}

export interface QuestionDraft {
  title: string;
  introTex?: string;
  parts: PartSpec[];
  notes: string[];
  diagrams?: DiagramSpec[];
}

export interface QuestionMeta {
  subtopicId: string;
  difficulty: Difficulty;
  frequency: Frequency;
  tags: string[];
}

/** A generator of one kind of question; `facts` carries inputs and answers for independent checks. */
export interface QuestionTemplate<F = Record<string, unknown>> extends QuestionMeta {
  id: string;
  build(rng: Rng): QuestionDraft & { facts: F };
}

/** One allocation; ids of the form `a.1` name the part and the position within it. */
export function mark(code: string, requirement: string, expected: string, dependsOn: string[] = [], conditions: string[] = []): MarkSpec {
  return { code, requirement, expected, dependsOn, conditions };
}

export const part = (stemTex: string, answerTex: string, marks: MarkSpec[]): PartSpec => ({ stemTex, answerTex, marks });

const PART_IDS = 'abcdefgh';

/** Numbers the parts and allocations, sums the marks and places the subtopic in the taxonomy. */
export function assembleRevision(key: string, draft: QuestionDraft, meta: QuestionMeta, source: QuestionSource): QuestionRevisionContent {
  const parts = draft.parts.map((p, i) => ({ id: PART_IDS[i], spec: p }));
  const allocations = parts.flatMap(({ id, spec }) =>
    spec.marks.map((m, j) => ({ id: `${id}.${j + 1}`, partId: id, ...m, dependsOn: [...m.dependsOn], conditions: [...m.conditions] })),
  );
  return {
    title: draft.title,
    ...placeSubtopic(meta.subtopicId),
    level: 'a-level',
    subject: 'further-maths',
    board: 'pearson-edexcel',
    year: source.year,
    difficulty: meta.difficulty,
    frequency: meta.frequency,
    tags: [...meta.tags],
    marks: allocations.length,
    ...(draft.introTex ? { introTex: draft.introTex } : {}),
    parts: parts.map(({ id, spec }) => ({
      id,
      label: `(${id})`,
      stemTex: spec.stemTex,
      marks: spec.marks.length,
      answerTex: spec.answerTex,
    })),
    scheme: { allocations, notes: [...draft.notes] },
    diagrams: (draft.diagrams ?? []).map((d, i) => ({ id: stableId(`${key}:diagram:${i + 1}`), ...d })),
    source,
  };
}
