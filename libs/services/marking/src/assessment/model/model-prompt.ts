import type { QuestionRubric } from '../../rubrics/rubric.js';

/** What the model is told it is for, and the rules of its answer (docs/marking-model.md quotes it). */
export const MODEL_SYSTEM_PROMPT = [
  "You are an examiner marking a learner's handwritten work against a mark scheme, one mark (allocation) at a time.",
  'You are shown the mark scheme of one question and the pages of the work, each image after its page id.',
  'For each allocation listed as "to decide", answer with one decision:',
  '- "awarded" only when the work shows what the scheme requires for that mark;',
  '- "withheld" only when the work answers that part and does not show it (wrong value, wrong method);',
  '- "uncertain" when you cannot tell, when the writing cannot be read, or when that part is not answered on these pages.',
  'For "awarded" and "withheld", quote exactly the writing the decision rests on, and give its page id and a box',
  'around that writing as fractions (0 to 1) of the page width and height, measured from the top-left corner.',
  'Never decide from printed question text, and never from a mark scheme shown as work.',
  'Answer in the JSON schema given, with one entry for each allocation to decide, and nothing else.',
].join('\n');

/** The question's scheme as the model reads it: every allocation with its part, code, requirement, expected value, conditions and dependencies; the open ones marked to decide. */
export function rubricPrompt(label: string, rubric: QuestionRubric, open: readonly string[]): string {
  const partLabel = (partId: string) => rubric.parts.find((p) => p.id === partId)?.label ?? partId;
  const rows = rubric.allocations.map((a) =>
    [
      `- id ${a.id}${open.includes(a.id) ? ' (to decide)' : ' (already decided: context only)'}`,
      `part ${partLabel(a.partId)}`,
      `mark ${a.code}`,
      `requires: ${a.requirement}`,
      ...(a.expected ? [`expected: ${a.expected}`] : []),
      ...(a.conditions.length > 0 ? [`only if: ${a.conditions.join('; ')}`] : []),
      ...(a.dependsOn.length > 0 ? [`depends on: ${a.dependsOn.join(', ')}`] : []),
    ].join('; '),
  );
  return [`Question ${label}. Mark scheme, one line per one-mark allocation:`, ...rows, `Allocations to decide: ${open.join(', ')}.`].join(
    '\n',
  );
}
