import type { QuestionRubric } from './rubric.js';

/** The paper's question number a label names: `3`, `Q3` or `Question 3`; null otherwise. */
export function questionNumberOf(label: string): number | null {
  const match = /^\s*(?:q(?:uestion)?\s*)?(\d{1,2})\s*$/i.exec(label);
  return match ? Number(match[1]) : null;
}

/** A question's rubric from a paper's rubric (the attachment of our mark scheme) by the label's number. */
export function rubricForLabel(
  rubric: {
    questions: Array<{
      number: number;
      questionId: string;
      revision: number;
      contentVersion: string;
      schemeVersion: string;
      parts: QuestionRubric['parts'];
      allocations: QuestionRubric['allocations'];
    }>;
  },
  label: string,
  origin: QuestionRubric['origin'],
): QuestionRubric | null {
  const number = questionNumberOf(label);
  const question = rubric.questions.find((q) => q.number === number);
  if (!question) return null;
  const { questionId, revision, contentVersion, schemeVersion } = question;
  return {
    origin,
    pin: { questionId, revision, contentVersion, schemeVersion },
    parts: question.parts,
    allocations: question.allocations.map((a) => ({ ...a, conditions: [...a.conditions], dependsOn: [...a.dependsOn] })),
  };
}
