import { generateSeedBank } from './index.js';
import type { QuestionRevisionContent } from './question-content.js';
import { questionText } from './question-text.js';
import { crossingLabels, labelsOf, MAX_HEIGHT, strokesOf } from './svg.js';

/** Every diagram of the current revision of every published question, named by its source and title. */
const diagrams = generateSeedBank()
  .filter((q) => q.status === 'published')
  .map((q) => q.revisions.at(-1)!)
  .flatMap((rev: QuestionRevisionContent) =>
    rev.diagrams.map((d) => ({
      name: `${rev.source.generator ?? `hand-written "${rev.title}"`}: ${d.title}`,
      svg: d.svg,
      polar: /polar/i.test(questionText(rev)),
    })),
  );

/** Units and signs typed as ASCII: "67.4 deg", "13 m/s", "m/s^2", "ms-1", a hyphen for a minus, "z1" for z₁. */
const ASCII_STYLE = /\bdeg\b|\w\/\w|\^|\bm?s-[12]\b|-|\b[A-Za-z]\d/;

const offences = (rule: (d: (typeof diagrams)[number]) => string[]): string[] => [
  ...new Set(diagrams.flatMap((d) => rule(d).map((found) => `${d.name}: ${found}`))),
];

describe('diagrams in exam style (the whole generated bank)', () => {
  it('has diagrams to check, polar ones among them', () => {
    expect(diagrams.length).toBeGreaterThan(200);
    expect(diagrams.filter((d) => d.polar).length).toBeGreaterThan(30);
  });

  it('writes no diagram text with ASCII units or signs: m s⁻¹, an angle by its arc and name, a true minus', () => {
    expect(
      offences((d) =>
        labelsOf(d.svg)
          .filter((l) => ASCII_STYLE.test(l.text))
          .map((l) => l.text),
      ),
    ).toEqual([]);
  });

  it("sets every diagram in the paper's font, a variable or a point's name italic", () => {
    expect(offences((d) => (d.svg.includes('font-family="\'STIX Two Text\', serif"') ? [] : ['not in STIX Two Text']))).toEqual([]);
    expect(offences((d) => [...d.svg.matchAll(/<tspan>([A-Za-hj-zα-ω])<\/tspan>/g)].map(([, name]) => `${name} upright`))).toEqual([]);
    expect(diagrams.filter((d) => d.svg.includes('font-style="italic"')).length).toBeGreaterThan(diagrams.length * 0.9);
  });

  it('draws polar curves from the pole and the initial line, never on Cartesian axes', () => {
    const cartesian = (svg: string): string[] => [
      ...labelsOf(svg)
        .map((l) => l.text)
        .filter((text) => ['x', 'y', 'Re', 'Im'].includes(text)),
      ...(strokesOf((svg.match(/<line\b[^>]*>/g) ?? []).join('')).some(([x1, y1, x2, y2]) => x1 === x2 && Math.abs(y2 - y1) > 40)
        ? ['a vertical axis']
        : []),
      ...(labelsOf(svg).some((l) => l.text === 'θ = 0') ? [] : ['no initial line θ = 0']),
    ];
    expect(offences((d) => (d.polar ? cartesian(d.svg) : []))).toEqual([]);
  });

  it('crosses no line, arrow or other label with a label (the placement rule holds for every diagram)', () => {
    expect(offences((d) => crossingLabels(d.svg))).toEqual([]);
  });

  it('makes no diagram taller than the paper prints at full size', () => {
    expect(offences((d) => (Number(/height="(\d+)"/.exec(d.svg)?.[1]) > MAX_HEIGHT ? ['too tall'] : []))).toEqual([]);
  });
});
