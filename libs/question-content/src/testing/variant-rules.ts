/** Test support: rules a template file may apply to its templates' variants beyond verifyTemplates. */
import { createRng } from '../random.js';
import type { QuestionTemplate } from '../template.js';
import { questionText } from '../question-text.js';

/** The published variants #0..#5 of each template must all read differently. */
export function publishedDistinct(templates: QuestionTemplate[]): void {
  it.each(templates.map((t) => [t.id, t] as const))('%s publishes six different texts', (_id, template) => {
    const texts = Array.from({ length: 6 }, (_, v) => questionText(template.build(createRng(`${template.id}#${v}`))));
    expect(new Set(texts).size).toBe(6);
  });
}

/**
 * A part that asks for 3 significant figures answers with decimals, not an exact form left
 * unevaluated (the slip "asks for 3 s.f. but answers plus or minus arccos(1/3)").
 */
export function threeFigureAnswers(templates: QuestionTemplate[]): void {
  it.each(templates.map((t) => [t.id, t] as const))('%s answers 3 s.f. parts in decimals', (_id, template) => {
    for (let v = 0; v < 40; v++) {
      for (const part of template.build(createRng(`${template.id}#${v}`)).parts) {
        if (!/3 significant figures/.test(part.stemTex)) continue;
        expect([part.stemTex, part.answerTex]).toEqual([part.stemTex, expect.not.stringMatching(/\\arc|\\ln|\\mathrm\{e\}/)]);
        if (!/where it is not exact/.test(part.stemTex)) expect(part.answerTex).toMatch(/\d\.\d|\d{3}/);
      }
    }
  });
}
