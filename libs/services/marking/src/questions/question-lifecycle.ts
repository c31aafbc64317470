import {
  type FieldError,
  type MarkingQuestionStatus,
  MAX_QUESTIONS_PER_SESSION,
  MAX_REQUESTS_PER_LABEL,
  REMARKABLE_STATUSES,
} from '@pp/contracts';

/**
 * A question waits for POST start while it is queued and was never started (`run` 0); a start queues
 * only these. Failed and cancelled questions are final: a re-mark is a new question (decision 0026).
 * `lockStartable` in questions.repository.ts is this rule in SQL.
 */
export const waitsForStart = (question: { status: MarkingQuestionStatus; run: number }): boolean =>
  question.status === 'queued' && question.run === 0;

/** A question of the session, as far as a request's label is checked against it. */
export interface LabelledQuestion {
  id: string;
  label: string;
  origin: 'requested' | 'indexed' | 'imported';
  status: MarkingQuestionStatus;
  attempts: number;
  supersededBy: string | null;
}

/**
 * Where a request with a label goes: a new question (re-marking the label's failed or cancelled
 * one), the indexed question of that label it amends, or why not.
 */
export type LabelPlace =
  | { kind: 'new'; supersedes: string | null }
  | { kind: 'amend'; questionId: string }
  | { kind: 'taken'; error: FieldError }
  | { kind: 'exceeded'; error: FieldError };

const isRemarkable = (status: MarkingQuestionStatus): boolean => (REMARKABLE_STATUSES as readonly string[]).includes(status);

/**
 * A label names one current question of a session. A request with the label of a failed or
 * cancelled question makes a new one that supersedes it, up to MAX_REQUESTS_PER_LABEL requests of a
 * label; any other current question keeps its label. Only current questions count towards the
 * session's MAX_QUESTIONS_PER_SESSION, so a re-mark never needs room. A request with the label of a
 * question QR indexing made, not yet started, amends that question (the client's pages and scheme
 * win, decision 0044): whether indexing or the request came first, the request stands.
 */
export function placeOfLabel(label: string, questions: readonly LabelledQuestion[]): LabelPlace {
  const sameLabel = questions.filter((question) => question.label === label);
  const current = sameLabel.find((question) => question.supersededBy === null);
  const currentQuestions = questions.filter((question) => question.supersededBy === null).length;
  if (current?.origin === 'indexed' && waitsForStart({ status: current.status, run: current.attempts }))
    return { kind: 'amend', questionId: current.id };
  if (current && !isRemarkable(current.status))
    return {
      kind: 'taken',
      error: {
        path: 'body.label',
        message: `already names a ${current.status} question of this session: only a failed or cancelled question is marked again by requesting its label`,
      },
    };
  if (current && sameLabel.length >= MAX_REQUESTS_PER_LABEL)
    return {
      kind: 'exceeded',
      error: {
        path: 'body.label',
        message: `was requested ${sameLabel.length} times in this session: a label may be requested at most ${MAX_REQUESTS_PER_LABEL} times`,
      },
    };
  if (!current && currentQuestions >= MAX_QUESTIONS_PER_SESSION)
    return {
      kind: 'exceeded',
      error: {
        path: 'body.label',
        message: `would be a new question: this session already holds ${currentQuestions}, at most ${MAX_QUESTIONS_PER_SESSION} (superseded ones not counted)`,
      },
    };
  return { kind: 'new', supersedes: current?.id ?? null };
}
