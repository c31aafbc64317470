/** The tests every template file runs over its templates: independent answers, variety, no degenerate variant. */
import { createRng } from '../random.js';
import type { QuestionTemplate } from '../template.js';
import { questionText } from '../question-text.js';

/** Variants built per template: the published keys `<id>#0..` and enough more to see the spread. */
export const VARIANTS_CHECKED = 40;
export const MIN_DISTINCT_VARIANTS = 20;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- facts are each template's own shape
export type TemplateCheck = (facts: any) => void;

export const variantsOf = (template: QuestionTemplate) =>
  Array.from({ length: VARIANTS_CHECKED }, (_, v) => template.build(createRng(`${template.id}#${v}`)));

/**
 * Runs each template's independent check on every variant, and asserts the variety rules of the
 * bank: at least 20 distinct question texts in 40 variants, and a hypothesis test (`facts.reject`)
 * that reaches both conclusions across them.
 */
export function verifyTemplates(templates: QuestionTemplate[], checks: Record<string, TemplateCheck>): void {
  describe(`templates ${templates[0]?.id.split('.').slice(0, 2).join('.')}…`, () => {
    it('has one independent check for each template, and no other', () => {
      expect(Object.keys(checks).sort()).toEqual(templates.map((t) => t.id).sort());
    });

    it.each(templates.map((t) => [t.id, t] as const))('%s re-derives independently, varies and never degenerates', (id, template) => {
      const variants = variantsOf(template);
      for (const variant of variants) checks[id](variant.facts);
      expect(new Set(variants.map(questionText)).size).toBeGreaterThanOrEqual(MIN_DISTINCT_VARIANTS);
      const outcomes = new Set(variants.map((v) => (v.facts as { reject?: boolean }).reject));
      if (!outcomes.has(undefined)) expect([...outcomes].sort()).toEqual([false, true]);
    });
  });
}
