import { acceptedValuesOf } from '@pp/scoring';
import { createRng } from './random.js';
import { needsCarriedValue, partsCarryingRoundedAnswers, roundedAnswerTex, type CarriedRounding } from './rounded-follow-through.js';
import { DEFAULT_VARIANTS_PER_TEMPLATE, LARGE_BANK_VARIANTS } from './seed-bank.js';
import { assembleRevision } from './template.js';
import { ALL_TEMPLATES } from './templates/index.js';

describe('needsCarriedValue', () => {
  it('is true where the carried value reaches another third figure', () => {
    // 0.138² / P(Y = 14) from (a)'s exact 0.13768… and from its 0.138.
    expect(needsCarriedValue({ fromExact: 0.20946, fromCarried: 0.21045 })).toBe(true);
    expect(needsCarriedValue({ fromExact: 23.56, fromCarried: 23.54 })).toBe(true);
  });

  it('is false where both ways round alike', () => expect(needsCarriedValue({ fromExact: 0.11033, fromCarried: 0.11041 })).toBe(false));
});

describe('roundedAnswerTex', () => {
  it('writes both values, the exact working first, with the unit after both', () =>
    expect(roundedAnswerTex(23.56, 23.54, '\\ \\mathrm{m\\,s^{-1}}')).toBe('23.6 \\text{ or } 23.5\\ \\mathrm{m\\,s^{-1}}'));
  it('writes one value where carrying changes nothing', () => expect(roundedAnswerTex(0.11033, 0.11041)).toBe('0.110'));
});

describe('partsCarryingRoundedAnswers', () => {
  const allocation = (id: string, code: string, requirement: string, expected: string) => ({
    id,
    partId: id[0],
    code,
    requirement,
    expected,
    dependsOn: [],
    conditions: [],
  });
  const question = (stemB: string, a: ReturnType<typeof allocation>, b: ReturnType<typeof allocation>) => ({
    parts: [
      { id: 'a', label: '(a)', stemTex: 'Find p.', marks: 1, answerTex: '' },
      { id: 'b', label: '(b)', stemTex: stemB, marks: 1, answerTex: '' },
    ],
    scheme: { allocations: [a, b], notes: [] },
  });
  const roundedA = allocation('a.1', 'A1', 'Correct probability, awrt', '0.138');

  it('finds a rounded answer built on an earlier rounded answer, named in the stem or followed through', () => {
    expect(
      partsCarryingRoundedAnswers(question('Using your answer to part (a), find q.', roundedA, allocation('b.1', 'A1', 'awrt', '0.209'))),
    ).toEqual(['b']);
    expect(
      partsCarryingRoundedAnswers(question('Find q.', roundedA, allocation('b.1', 'A1ft', 'Correct q, ft their (a), awrt', '0.209'))),
    ).toEqual(['b']);
  });

  it('passes over an exact earlier answer, an exact later one, and a part the stem does not build on', () => {
    const exactA = allocation('a.1', 'A1', 'Correct probability', '\\frac{1}{8}');
    expect(
      partsCarryingRoundedAnswers(question('Using your answer to part (a), find q.', exactA, allocation('b.1', 'A1', 'awrt', '0.209'))),
    ).toEqual([]);
    expect(
      partsCarryingRoundedAnswers(
        question('Using your answer to part (a), find n.', roundedA, allocation('b.1', 'A1', 'Correct n', 'n = 14')),
      ),
    ).toEqual([]);
    expect(partsCarryingRoundedAnswers(question('Find q.', roundedA, allocation('b.1', 'A1', 'awrt', '0.209')))).toEqual([]);
  });
});

/**
 * Parts that build on an earlier part's rounded answer by the stem's wording and carry none of it, by
 * template, each with its reason.
 */
const ALLOWED: Record<string, string[]> = {
  // (b), asked as (a) and (b) in one part, holds the rounded angle between the faces as well as the normal to OAB
  // that the next part uses: "Using your answer to part (a)" there means the normal, exact.
  'cp1.vectors.tetrahedron-angles': ['b'],
  // The mean value, to 4 decimal places, from the integral to 5 (divided by 0.1 or 0.2): the carried integral moves
  // at most the fourth decimal, which the rule's three significant figures do not see. Part (c), or (d) when the
  // limit is asked first.
  'cp2.series.gaussian-mean-value': ['c', 'd'],
};

/**
 * The default bank's variants of every template, and the large bank's of each template that declares
 * or needs a carried rounding in any of those: the large bank's other keys exercise no rule here, and
 * building every template at all of them is what cost this spec its time.
 */
const variants = ALL_TEMPLATES.flatMap((template) => {
  const variant = (v: number) => {
    const key = `${template.id}#${v}`;
    const { facts, ...draft } = template.build(createRng(key));
    const revision = assembleRevision(key, draft, template, { kind: 'original', author: '', year: 2026, licence: 'original-work' });
    const carried = (facts as { carriedRoundings?: CarriedRounding[] }).carriedRoundings ?? [];
    return { id: template.id, key, revision, carried, carrying: partsCarryingRoundedAnswers(revision) };
  };
  const keys = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => variant(from + i));
  const first = keys(0, DEFAULT_VARIANTS_PER_TEMPLATE);
  const exercised = first.some(({ carried, carrying }) => carried.length + carrying.length > 0);
  return exercised ? [...first, ...keys(DEFAULT_VARIANTS_PER_TEMPLATE, LARGE_BANK_VARIANTS)] : first;
});
const declared = variants.filter(({ carried }) => carried.length > 0);

/** Whether an accepted value is written with a number that is `value` to three significant figures (rounded exactly or not). */
const writes = (tex: string, value: number): boolean =>
  (tex.match(/-?\d+(?:\.\d+)?/g) ?? []).some(
    (written) => Math.abs(Number(written) - value) <= 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(value))) - 2) * (1 + 1e-9),
  );

describe('rounded follow-through across the bank', () => {
  it('has templates whose later parts carry an earlier rounded answer', () => expect(declared.length).toBeGreaterThan(0));

  it("accepts, in every such part's scheme, the value from exact working and the value from the carried rounded answer", () => {
    const faults = declared.flatMap(({ key, revision, carried }) =>
      [...new Set(carried.map((rounding) => rounding.allocationId))].flatMap((allocationId) => {
        const roundings = carried.filter((rounding) => rounding.allocationId === allocationId);
        const allocation = revision.scheme.allocations.find((a) => a.id === allocationId);
        const accepted = allocation ? acceptedValuesOf(allocation.expected) : [];
        // Each value of a pair carries its own rounding: either value of each, in every combination (`acceptedValuesOf`);
        // one value where carrying changes nothing (or the exact value is a tie its written rounding shares with the carried one).
        const combinations = roundings.reduce((count, rounding) => count * (needsCarriedValue(rounding) ? 2 : 1), 1);
        const acceptsAll =
          accepted.length > 0 &&
          accepted.length <= combinations &&
          roundings.every((rounding) =>
            (needsCarriedValue(rounding) ? [rounding.fromExact, rounding.fromCarried] : [rounding.fromExact]).every((value) =>
              accepted.some((tex) => writes(tex, value)),
            ),
          );
        return acceptsAll ? [] : [`${key} ${allocationId}: ${allocation?.expected ?? 'no such allocation'}`];
      }),
    );
    expect(faults).toEqual([]);
  });

  it("declares a carried rounding for every part whose rounded answer builds on an earlier part's", () => {
    const undeclared = variants.flatMap(({ id, key, carried, carrying }) =>
      carrying
        .filter((partId) => !carried.some(({ allocationId }) => allocationId.startsWith(`${partId}.`)) && !ALLOWED[id]?.includes(partId))
        .map((partId) => `${key} (${partId})`),
    );
    expect(undeclared).toEqual([]);
  });
});
