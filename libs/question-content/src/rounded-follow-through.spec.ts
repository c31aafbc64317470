import { acceptedValuesOf } from '@pp/scoring';
import { createRng } from './random.js';
import { needsCarriedValue, roundedAnswerTex, type CarriedRounding } from './rounded-follow-through.js';
import { LARGE_BANK_VARIANTS } from './seed-bank.js';
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

/** Every variant a bank (the default or the large one) builds of every template, with the carried roundings it declares. */
const declared = ALL_TEMPLATES.flatMap((template) =>
  Array.from({ length: LARGE_BANK_VARIANTS }, (_, v) => {
    const key = `${template.id}#${v}`;
    const { facts, ...draft } = template.build(createRng(key));
    const revision = assembleRevision(key, draft, template, { kind: 'original', author: '', year: 2026, licence: 'original-work' });
    const carried = (facts as { carriedRoundings?: CarriedRounding[] }).carriedRoundings ?? [];
    return { key, revision, carried };
  }),
).filter(({ carried }) => carried.length > 0);

/** Whether an accepted value is written with a number that is `value` to three significant figures (rounded exactly or not). */
const writes = (tex: string, value: number): boolean =>
  (tex.match(/-?\d+(?:\.\d+)?/g) ?? []).some(
    (written) => Math.abs(Number(written) - value) <= 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(value))) - 2) * (1 + 1e-9),
  );

describe('rounded follow-through across the bank', () => {
  it('has templates whose later parts carry an earlier rounded answer', () => expect(declared.length).toBeGreaterThan(0));

  it("accepts, in every such part's scheme, the value from exact working and the value from the carried rounded answer", () => {
    const faults = declared.flatMap(({ key, revision, carried }) =>
      carried.flatMap((rounding) => {
        const allocation = revision.scheme.allocations.find((a) => a.id === rounding.allocationId);
        const accepted = allocation ? acceptedValuesOf(allocation.expected) : [];
        const needed = needsCarriedValue(rounding) ? [rounding.fromExact, rounding.fromCarried] : [rounding.fromExact];
        const acceptsAll = accepted.length === needed.length && needed.every((value, i) => writes(accepted[i], value));
        return acceptsAll ? [] : [`${key} ${rounding.allocationId}: ${allocation?.expected ?? 'no such allocation'}`];
      }),
    );
    expect(faults).toEqual([]);
  });
});
