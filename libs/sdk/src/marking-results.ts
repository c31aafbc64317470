import type { components } from './generated/openapi.js';

export type MarkingSession = components['schemas']['MarkingSessionResponse']['session'];
export type MarkingQuestion = MarkingSession['questions'][number];
export type QuestionStatus = MarkingQuestion['status'];

/** A question's outcome as a client may present it. */
export interface QuestionOutcome {
  questionId: string;
  label: string;
  status: QuestionStatus;
  /** Only `completed` is a final score; `needs_review` is provisional; queued and running are not results. */
  final: boolean;
  provisional: boolean;
  /** Marks awarded, at most `possible` once the uncertain ones are decided, of `maximum`; null without a result. */
  score: { awarded: number; possible: number; maximum: number } | null;
  /** What needs a reviewer's decision (a needs_review result's uncertain allocations). */
  unresolved: string[];
  /** Why a failed question failed. */
  failure: { code: string; message: string } | null;
  /** Recorded but not started: POST start queues it. */
  waitingForStart: boolean;
}

export interface MarkingSummary {
  questions: QuestionOutcome[];
  /** Nothing is queued after a start or running, and every upload is indexed: polling can stop. */
  settled: boolean;
  /** Every question completed: only then is `total` the paper's score. */
  complete: boolean;
  /** The paper's final score, or null while any question is not completed. */
  total: { awarded: number; maximum: number } | null;
  /** The sum of what has a result, every part of it to be read as provisional, or null when nothing has one. */
  partial: { awarded: number; possible: number; maximum: number; questions: number; of: number } | null;
}

const STILL_WORKING: readonly QuestionStatus[] = ['queued', 'running'];

function outcomeOf(question: MarkingQuestion, waiting: ReadonlySet<string>): QuestionOutcome {
  const score = question.result?.score ?? null;
  return {
    questionId: question.id,
    label: question.label,
    status: question.status,
    final: question.status === 'completed',
    provisional: question.status === 'needs_review',
    score: score && { awarded: score.awarded, possible: score.possible, maximum: score.maximum },
    unresolved: question.result?.unresolved ?? [],
    failure: question.failure && { code: question.failure.code, message: question.failure.message },
    waitingForStart: waiting.has(question.id),
  };
}

/**
 * A session's current questions (superseded ones left out) as the interface says to report them:
 * every question's status and result, a needs_review score as a provisional range with what is
 * unresolved, and a paper total only when every question completed, never from a partial set.
 */
export function summariseMarking(session: MarkingSession): MarkingSummary {
  const waiting = new Set(session.waitingForStart);
  const questions = session.questions.filter((question) => question.supersededBy === null).map((question) => outcomeOf(question, waiting));
  const settled =
    session.indexing.done && questions.every((question) => question.waitingForStart || !STILL_WORKING.includes(question.status));
  const complete = questions.length > 0 && questions.every((question) => question.final);
  const scored = questions.filter((question) => question.score !== null);
  const sum = (pick: (score: NonNullable<QuestionOutcome['score']>) => number) =>
    scored.reduce((total, question) => total + pick(question.score!), 0);
  return {
    questions,
    settled,
    complete,
    total: complete ? { awarded: sum((score) => score.awarded), maximum: sum((score) => score.maximum) } : null,
    partial:
      complete || scored.length === 0
        ? null
        : {
            awarded: sum((s) => s.awarded),
            possible: sum((s) => s.possible),
            maximum: sum((s) => s.maximum),
            questions: scored.length,
            of: questions.length,
          },
  };
}

const rangeOf = (awarded: number, possible: number) => (awarded === possible ? `${awarded}` : `${awarded} to ${possible}`);

/** A score in words that cannot be taken for more than it is: `5 of 6`, `3 to 5 of 6 (provisional)`, `no result (failed)`. */
export function describeScore(outcome: QuestionOutcome): string {
  if (!outcome.score) return `no result (${outcome.waitingForStart ? 'not started' : outcome.status})`;
  const { awarded, possible, maximum } = outcome.score;
  if (outcome.final) return `${awarded} of ${maximum}`;
  return `${rangeOf(awarded, possible)} of ${maximum} (${outcome.provisional ? 'provisional' : outcome.status})`;
}

/** The marks so far of a session that is not complete, never as a total: `5 to 7 of 9 over 2 of 4 questions`. */
export function describePartial({ awarded, possible, maximum, questions, of }: NonNullable<MarkingSummary['partial']>): string {
  return `${rangeOf(awarded, possible)} of ${maximum} over ${questions} of ${of} questions`;
}
