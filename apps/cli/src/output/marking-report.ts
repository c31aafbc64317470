import { describePartial, describeScore, type MarkingSession, type MarkingSummary, type QuestionOutcome } from '@pp/sdk';

/** An allocation as a reviewer reads it: its code and requirement, from the session's result. */
function allocationText(session: MarkingSession, outcome: QuestionOutcome, allocationId: string): string {
  const question = session.questions.find((candidate) => candidate.id === outcome.questionId);
  const allocation = question?.result?.allocations.find((candidate) => candidate.id === allocationId);
  return allocation ? `${allocationId} (${allocation.code}: ${allocation.requirement})` : allocationId;
}

function questionLines(session: MarkingSession, outcome: QuestionOutcome): string[] {
  const status = outcome.waitingForStart ? 'not started' : outcome.status;
  const lines = [`Question ${outcome.label}: ${status}, ${describeScore(outcome)}`];
  if (outcome.failure) lines.push(`  failed: ${outcome.failure.code}: ${outcome.failure.message}`);
  if (outcome.unresolved.length > 0) {
    lines.push(
      `  needs review (${outcome.unresolved.length}):`,
      ...outcome.unresolved.map((id) => `    ${allocationText(session, outcome, id)}`),
    );
  }
  return lines;
}

/** Why there is no paper total: the questions that are not completed, by status. */
function notCompleted(summary: MarkingSummary): string {
  const counts = new Map<string, number>();
  for (const question of summary.questions.filter((q) => !q.final)) {
    const status = question.waitingForStart ? 'not started' : question.status.replace('_', ' ');
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts].map(([status, count]) => `${count} ${status}`).join(', ');
}

/**
 * A marked session as the interface says to report it: every question's status and score (a
 * needs_review score a provisional range with what needs review), and a paper total only when every
 * question completed; otherwise the marks so far, called partial and provisional, never a total.
 */
export function markingReportLines(summary: MarkingSummary, session: MarkingSession): string[] {
  const lines = summary.questions.flatMap((outcome) => questionLines(session, outcome));
  if (summary.questions.length === 0) lines.push('No questions were found on the scan.');
  if (session.indexing.unreadablePageIds.length > 0) {
    lines.push(`Pages whose QR code could not be read (not marked): ${session.indexing.unreadablePageIds.join(', ')}`);
  }
  if (summary.complete && summary.total) {
    lines.push(`Total: ${summary.total.awarded} of ${summary.total.maximum} (every question completed)`);
    return lines;
  }
  const why = summary.questions.length > 0 ? notCompleted(summary) : 'nothing marked';
  lines.push(`No paper total: not every question is completed (${why}).`);
  if (summary.partial) lines.push(`Partial, provisional: ${describePartial(summary.partial)}.`);
  return lines;
}
