import type { components } from '@pp/sdk';

type ImportedQuestion = components['schemas']['ImportValidation']['questions'][number];

/**
 * Each question's calculated score: a range while any criterion is uncertain (then it is saved as
 * needs_review, provisional), with what needs review. A total only when nothing is uncertain.
 */
export function importQuestionLines(questions: ImportedQuestion[]): string[] {
  const lines = questions.flatMap(({ label, score, unresolved, reviewFlags }) => {
    const certain = unresolved.length === 0;
    const range = score.awarded === score.possible ? `${score.awarded}` : `${score.awarded} to ${score.possible}`;
    return [
      `Question ${label}: ${range} of ${score.maximum}${certain ? '' : ' (provisional)'}`,
      ...(certain ? [] : [`  unresolved: ${unresolved.join(', ')}`]),
      ...reviewFlags.map((flag) => `  review: ${flag.kind} ${flag.criterionId}: ${flag.message}`),
    ];
  });
  const sum = (pick: (q: ImportedQuestion) => number) => questions.reduce((total, q) => total + pick(q), 0);
  lines.push(
    questions.every((q) => q.unresolved.length === 0)
      ? `Total: ${sum((q) => q.score.awarded)} of ${sum((q) => q.score.maximum)}`
      : `No total: some criteria are uncertain; marks so far, provisional: ${sum((q) => q.score.awarded)} to ${sum((q) => q.score.possible)} of ${sum((q) => q.score.maximum)}`,
  );
  return lines;
}
