import { binomCdf, close, lowerCritical, poissonCdfAt, poissonTail, upperCritical } from '../../testing/checks.js';
import { chiSquaredTail, sum } from '../../testing/numeric.js';
import { parseMarkCode } from '@pp/scoring';
import { buildsOnEarlierPart, misprints, SYNOPTIC_TAG } from '../../testing/bank-rules.js';
import { assembleRevision } from '../../template.js';
import { questionText } from '../../question-text.js';
import { stemMath, texError } from '../../testing/tex-check.js';
import { variantsOf, verifyTemplates } from '../../testing/template-suite.js';
import { fs1TestingCoreTemplates, fs1TestingTemplates } from './fs1-testing.js';

/** Brute-force critical regions from the independent tails. */
const poissonUpperC = (l: number, level: number) => upperCritical((c) => poissonTail(l, c), level);
const poissonLowerC = (l: number, level: number) => lowerCritical(poissonCdfAt(l), level);

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(fs1TestingCoreTemplates, {
  'fs1.tests.poisson-mean': (f) => {
    close(f.pValue, poissonTail(f.lambda0, f.x));
    expect(f.reject).toBe(f.pValue < f.level);
    expect(f.c).toBe(poissonUpperC(f.lambda0, f.level));
    close(f.actual, poissonTail(f.lambda0, f.c));
    expect(f.reject).toBe(f.x >= f.c);
  },
  'fs1.tests.geometric-p': (f) => {
    close(
      f.pValue,
      sum(f.x, 6000, (j) => (1 - f.p0) ** (j - 1) * f.p0),
      1e-9,
    );
    expect(f.reject).toBe(f.pValue < f.level);
    close(f.pr, f.p0 * (1 - f.p0) ** (f.r - 1));
    const tail = (c: number) => sum(c, 6000, (j) => (1 - f.p0) ** (j - 1) * f.p0);
    expect(tail(f.c)).toBeLessThanOrEqual(f.level);
    expect(tail(f.c - 1)).toBeGreaterThan(f.level);
    close(f.actual, tail(f.c), 1e-9);
    expect(f.reject).toBe(f.x >= f.c);
  },
  'fs1.tests.poisson-critical-region': (f) => {
    close(f.lambda0, f.rate * f.t);
    expect(f.up.c).toBe(poissonUpperC(f.lambda0, f.level));
    close(f.up.actual, poissonTail(f.lambda0, f.up.c));
    expect(f.low.c).toBe(poissonLowerC(f.lambda0, f.level));
    expect(f.low.c).toBeGreaterThanOrEqual(0);
    close(f.low.actual, 1 - poissonTail(f.lambda0, f.low.c + 1));
    expect(f.reject).toBe(f.x >= f.up.c);
  },
  'fs1.chi.uniform-fit': (f) => {
    const N = f.k * f.each;
    close(f.stat, f.observed.reduce((s: number, o: number) => s + (o * o) / f.each, 0) - N);
    close(chiSquaredTail(f.cv, f.k - 1), 0.05, 2e-3);
    close(chiSquaredTail(f.cv2, f.k - 1), f.other, 2e-3);
    expect(f.reject).toBe(f.stat > f.cv);
    expect(f.reject2).toBe(f.stat > f.cv2);
  },
  'fs1.chi.degrees-of-freedom': (f) => {
    expect(f.dfTable).toBe((f.r - 1) * (f.c - 1));
    expect(f.dfFit).toBe(f.cells - 2);
    close(chiSquaredTail(f.cv, f.dfFit), f.level, 2e-3);
    expect(f.reject).toBe(f.stat > f.cv);
    expect(f.dfBin).toBe(f.binCells - 1);
  },
  'fs1.chi.contingency-2x3': (f) => {
    const N = f.observed.flat().reduce((s: number, v: number) => s + v, 0);
    f.observed.forEach((row: number[], i: number) =>
      close(
        row.reduce((s, v) => s + v, 0),
        f.expected[i].reduce((s: number, v: number) => s + v, 0),
      ),
    );
    expect(Math.min(...f.expected.flat())).toBeGreaterThanOrEqual(5);
    close(f.stat, f.observed.flat().reduce((s: number, o: number, i: number) => s + (o * o) / f.expected.flat()[i], 0) - N);
    close(chiSquaredTail(f.cv, 2), 0.05, 2e-3);
    expect(f.reject).toBe(f.stat > f.cv);
  },
  'fs1.chi.binomial-fit': (f) => {
    close(
      f.raw.reduce((s: number, v: number) => s + v, 0),
      f.N,
    );
    expect(Math.min(...f.pooled.expected)).toBeGreaterThanOrEqual(5);
    expect(f.pooled.observed.reduce((s: number, v: number) => s + v, 0)).toBe(f.N);
    close(f.stat, f.pooled.observed.reduce((s: number, o: number, i: number) => s + (o * o) / f.pooled.expected[i], 0) - f.N);
    expect(f.df).toBe(f.pooled.expected.length - 1);
    close(chiSquaredTail(f.cv, f.df), 0.05, 2e-3);
    expect(f.reject).toBe(f.stat > f.cv);
  },
  'fs1.quality.type-errors': (f) => {
    close(f.typeI, poissonTail(f.lambda0, f.c));
    close(f.typeII, 1 - poissonTail(f.lambda1, f.c));
    close(f.power, poissonTail(f.lambda1, f.c));
    expect(f.reject).toBe(f.x >= f.c);
  },
  'fs1.quality.binomial-size-power': (f) => {
    expect(binomCdf(f.n, f.p0, f.c)).toBeLessThanOrEqual(f.level);
    expect(binomCdf(f.n, f.p0, f.c + 1)).toBeGreaterThan(f.level);
    close(f.size, binomCdf(f.n, f.p0, f.c));
    close(f.power, binomCdf(f.n, f.p1, f.c));
    expect(f.power).toBeGreaterThan(f.size);
    expect(f.reject).toBe(f.x <= f.c);
  },
  'fs1.quality.poisson-power-function': (f) => {
    close(f.value, 1 - poissonTail(f.lambda1, f.c + 1));
    close(f.size, 1 - poissonTail(f.lambda0, f.c + 1));
    expect(f.reject).toBe(f.x <= f.c);
  },
});

/** The whole area (this file and the files spread into it): printing, TeX and mark-scheme conventions on every checked variant. */
describe('fs1 testing area prints cleanly and follows the conventions', () => {
  const all = fs1TestingTemplates.map((t) => [t.id, t] as const);
  it.each(all)('%s', (_id, template) => {
    for (const draft of variantsOf(template)) {
      const strings: Array<[string, 'prose' | 'math' | 'answer']> = [
        [questionText(draft), 'prose'],
        ...[draft.introTex ?? '', ...draft.parts.map((p) => p.stemTex)].flatMap((s) => {
          const { segments, problem } = stemMath(s);
          expect(problem).toBeNull();
          return segments.map((m): [string, 'math'] => [m, 'math']);
        }),
        ...draft.parts.map((p): [string, 'answer'] => [p.answerTex, 'answer']),
        ...draft.parts.flatMap((p) => p.marks.map((m): [string, 'math'] => [m.expected, 'math'])),
      ];
      expect(strings.flatMap(([s, kind]) => misprints(s, kind))).toEqual([]);
      const ids = new Map<string, string>(
        draft.parts.flatMap((p, i) => p.marks.map((m, j) => [`${'abcdefgh'[i]}.${j + 1}`, parseMarkCode(m.code)!.kind] as const)),
      );
      for (const m of draft.parts.flatMap((p) => p.marks)) {
        const code = parseMarkCode(m.code)!;
        for (const d of m.dependsOn) expect(ids.has(d)).toBe(true);
        if (code.followThrough || code.dependent) expect(m.dependsOn.filter((d) => ids.get(d) !== 'method')).toEqual([]);
        if (code.kind === 'accuracy' && !code.followThrough && !m.code.includes('*'))
          expect([m.code, m.dependsOn.length > 0]).toEqual([m.code, true]);
        expect(m.requirement.length).toBeGreaterThan(0);
      }
    }
  });

  it('renders two variants of every template in MathJax', () => {
    for (const template of fs1TestingTemplates) {
      for (const draft of variantsOf(template).slice(0, 2)) {
        const maths = [draft.introTex ?? '', ...draft.parts.map((p) => p.stemTex)].flatMap((s) => stemMath(s).segments);
        maths.push(...draft.parts.map((p) => p.answerTex), ...draft.parts.flatMap((p) => p.marks.map((m) => m.expected)));
        expect([template.id, maths.map((m) => [m, texError(m)]).filter(([, e]) => e)]).toEqual([template.id, []]);
      }
    }
  });

  it('is exam length: at least 7 marks each, a mean of at least 7.5, and most build on an earlier part', () => {
    const marks = fs1TestingTemplates.map((t) => variantsOf(t)[0].parts.reduce((s, p) => s + p.marks.length, 0));
    expect(fs1TestingTemplates.filter((_, i) => marks[i] < 7).map((t) => t.id)).toEqual([]);
    expect(marks.reduce((s, m) => s + m, 0) / marks.length).toBeGreaterThanOrEqual(7.5);
    const building = fs1TestingTemplates.filter((t) => {
      const rev = assembleRevision(t.id, variantsOf(t)[0], t, { kind: 'original', year: 2026 } as never);
      return rev.parts.length >= 3 && buildsOnEarlierPart(rev);
    });
    expect(building.length * 2).toBeGreaterThanOrEqual(fs1TestingTemplates.length);
  });

  it('sets facts.reject in every template (both conclusions are checked by verifyTemplates) and has at least 6 synoptic templates', () => {
    expect(
      fs1TestingTemplates.filter((t) => typeof (variantsOf(t)[0].facts as { reject?: boolean }).reject !== 'boolean').map((t) => t.id),
    ).toEqual([]);
    const synoptic = fs1TestingTemplates.filter((t) => t.tags.includes(SYNOPTIC_TAG) && t.tags.length >= 3);
    expect(synoptic.length).toBeGreaterThanOrEqual(6);
  });
});
