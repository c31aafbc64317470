import type { MarkingQuestion, ScoreRange } from '@pp/contracts';

/**
 * A score as the spec says to show it: a range from the awarded marks to the possible ones (the
 * upper end is not a confirmed score), one number once nothing is open.
 */
export function scoreRangeText({ awarded, possible, maximum }: Pick<ScoreRange, 'awarded' | 'possible' | 'maximum'>): string {
  const marks = `${maximum === 1 ? 'mark' : 'marks'}`;
  return awarded === possible ? `${awarded} of ${maximum} ${marks}` : `${awarded}–${possible} of ${maximum} ${marks}`;
}

export const STATUS_LABELS: Record<MarkingQuestion['status'], string> = {
  queued: 'Queued',
  running: 'Being marked',
  completed: 'Completed',
  needs_review: 'Needs review',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** One question's score cell: the range, provisional while it needs review, or why there is none. */
export function questionScoreText(question: Pick<MarkingQuestion, 'status' | 'result' | 'failure' | 'attempts'>): string {
  const { status, result } = question;
  if ((status === 'completed' || status === 'needs_review') && result) {
    const range = scoreRangeText(result.score);
    return status === 'needs_review' ? `${range} (provisional: needs review)` : range;
  }
  switch (status) {
    case 'failed':
      return question.failure ? `No score: ${question.failure.message}` : 'No score: marking failed';
    case 'cancelled':
      return 'No score: cancelled';
    case 'running':
      return 'Being marked';
    default:
      return question.attempts === 0 ? 'Waiting for marking to start' : 'Waiting for a marker';
  }
}

export interface SessionScoreSummary {
  awarded: number;
  possible: number;
  maximum: number;
  marked: number;
  provisional: string[];
  failed: string[];
  cancelled: string[];
  pending: string[];
  /** The sentence under the questions: what the total covers, and what it leaves out. */
  text: string;
}

const labels = (questions: { label: string }[]) => questions.map((q) => q.label);
const named = (list: string[]) =>
  list.length === 1 ? `question ${list[0]}` : `questions ${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/**
 * The session's total over its current questions (a re-marked one counts once, by its newest
 * request). Failed questions are named and the total is then never called a complete-paper result;
 * needs_review ones make it provisional.
 */
export function sessionScoreSummary(questions: readonly MarkingQuestion[]): SessionScoreSummary {
  const current = questions.filter((q) => q.supersededBy === null);
  const marked = current.filter((q) => (q.status === 'completed' || q.status === 'needs_review') && q.result);
  const sum = (pick: (score: ScoreRange) => number) => marked.reduce((total, q) => total + pick(q.result!.score), 0);
  const summary = {
    awarded: sum((s) => s.awarded),
    possible: sum((s) => s.possible),
    maximum: sum((s) => s.maximum),
    marked: marked.length,
    provisional: labels(current.filter((q) => q.status === 'needs_review')),
    failed: labels(current.filter((q) => q.status === 'failed')),
    cancelled: labels(current.filter((q) => q.status === 'cancelled')),
    pending: labels(current.filter((q) => q.status === 'queued' || q.status === 'running')),
  };
  const parts: string[] = [];
  if (summary.marked === 0) parts.push('No question is marked yet.');
  else
    parts.push(
      `${summary.marked === current.length ? 'All' : `${summary.marked} of ${current.length}`} questions marked: ${scoreRangeText(summary)}${
        summary.provisional.length ? ', provisional' : ''
      }.`,
    );
  if (summary.provisional.length)
    parts.push(`${capitalised(named(summary.provisional))} ${summary.provisional.length === 1 ? 'needs' : 'need'} review.`);
  if (summary.failed.length)
    parts.push(`${capitalised(named(summary.failed))} failed and ${summary.failed.length === 1 ? 'is' : 'are'} not in the total.`);
  if (summary.cancelled.length)
    parts.push(`${capitalised(named(summary.cancelled))} ${summary.cancelled.length === 1 ? 'was' : 'were'} cancelled.`);
  if (summary.pending.length)
    parts.push(`${capitalised(named(summary.pending))} ${summary.pending.length === 1 ? 'is' : 'are'} not marked yet.`);
  if (summary.marked > 0 && summary.marked < current.length) parts.push('This is not a complete-paper result.');
  return { ...summary, text: parts.join(' ') };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
