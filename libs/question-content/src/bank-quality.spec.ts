import { parseMarkCode } from '@pp/scoring';
import { TAXONOMY, generateSeedBank } from './index.js';
import type { ModuleId, QuestionRevisionContent } from './question-content.js';
import { questionText, stemOf } from './question-text.js';
import { stemMath } from './testing/tex-check.js';
import {
  bracketedNegativesAdded,
  buildsOnEarlierPart,
  drillsBySource,
  isDrill,
  misprints,
  missingUnits,
  negativeLeadingTerms,
  repeatedQuantities,
  SYNOPTIC_TAG,
  templatesShortOfStems,
  zeroPartInCartesianForm,
  type PrintedKind,
} from './testing/bank-rules.js';
import { schemeTextFaults } from './testing/scheme-text-check.js';

/** The current revision of every published question: what searches show and papers take. */
const current = generateSeedBank()
  .filter((q) => q.status === 'published')
  .map((q) => q.revisions.at(-1)!);
const MODULES: ModuleId[] = ['core-pure', 'further-statistics-1', 'further-mechanics-1'];

/** Where a revision comes from, for a failing test to name: its template, or the hand-written question's title. */
const sourceOf = (rev: QuestionRevisionContent): string => rev.source.generator ?? `hand-written "${rev.title}"`;

/** The prose of a scheme: each allocation's requirement and conditions (by allocation id), and the notes. */
const schemeProseOf = (rev: QuestionRevisionContent): Array<[string, string]> => [
  ...rev.scheme.allocations.flatMap((a) => [a.requirement, ...a.conditions].map((text): [string, string] => [a.id, text])),
  ...rev.scheme.notes.map((text): [string, string] => ['notes', text]),
];

/** The maths of a stem: the intro's and each part's `\( … \)` segments. */
const stemMathOf = (rev: QuestionRevisionContent): string[] =>
  [rev.introTex ?? '', ...rev.parts.map((p) => p.stemTex)].flatMap((text) => stemMath(text).segments);

/** The maths a candidate reads as the question's own: a stem's maths and the printed answers. */
const questionMathsOf = (rev: QuestionRevisionContent): string[] => [...stemMathOf(rev), ...rev.parts.map((p) => p.answerTex)];

/** Every string of a revision with how it is read: prose, a stem's maths, a printed answer, or a scheme's working. */
const printedOf = (rev: QuestionRevisionContent): Array<[string, PrintedKind]> => [
  [questionText(rev), 'prose'],
  ...stemMathOf(rev).map((m): [string, PrintedKind] => [m, 'math']),
  ...rev.parts.map((p): [string, PrintedKind] => [p.answerTex, 'answer']),
  ...rev.scheme.allocations.map((a): [string, PrintedKind] => [a.expected, 'working']),
  ...schemeProseOf(rev).flatMap(([, text]) => stemMath(text).segments.map((m): [string, PrintedKind] => [m, 'working'])),
];

/** Each offence `rule` finds in a revision, named by its source; the whole bank's, without repeats. */
const offences = (rule: (rev: QuestionRevisionContent) => string[]): string[] => [
  ...new Set(current.flatMap((rev) => rule(rev).map((found) => `${sourceOf(rev)}: ${found}`))),
];

describe('question bank quality (the whole generated bank)', () => {
  it('has at least three distinct stems in every section', () => {
    const stems = new Map(TAXONOMY.subtopics.map((s) => [s.id, new Set<string>()]));
    for (const rev of current) stems.get(rev.subtopicId)!.add(stemOf(rev));
    const short = [...stems].filter(([, set]) => set.size < 3).map(([id, set]) => `${id}: ${set.size}`);
    expect(short).toEqual([]);
  });

  it('has at least 12 multi-part questions per module that join two or more topics', () => {
    for (const moduleId of MODULES) {
      const synoptic = current.filter((rev) => rev.moduleId === moduleId && rev.tags.includes(SYNOPTIC_TAG) && rev.parts.length >= 2);
      expect([moduleId, new Set(synoptic.map(stemOf)).size >= 12]).toEqual([moduleId, true]);
    }
  });

  it('never publishes two questions with the same text', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const rev of current) {
      const text = questionText(rev);
      if (seen.has(text)) repeats.push(`${rev.title} (${rev.subtopicId}) repeats ${seen.get(text)}`);
      else seen.set(text, rev.subtopicId);
    }
    expect(repeats).toEqual([]);
  });

  it('is exam length: a mean of at least 7 marks, and a third of questions in three or more parts that build on each other', () => {
    const mean = current.reduce((s, rev) => s + rev.marks, 0) / current.length;
    expect(mean).toBeGreaterThanOrEqual(7);
    const building = current.filter((rev) => rev.parts.length >= 3 && buildsOnEarlierPart(rev));
    expect(building.length * 3).toBeGreaterThanOrEqual(current.length);
  });

  it('follows the mark-scheme conventions: ft marks follow a value, not its accuracy mark; d codes list their method marks', () => {
    const broken: string[] = [];
    for (const rev of current) {
      const kinds = new Map(rev.scheme.allocations.map((a) => [a.id, parseMarkCode(a.code)!.kind]));
      for (const a of rev.scheme.allocations) {
        const code = parseMarkCode(a.code)!;
        const accuracyDeps = a.dependsOn.filter((id) => kinds.get(id) !== 'method');
        if (code.followThrough && accuracyDeps.length) broken.push(`${rev.title} ${a.id} ${a.code} depends on ${accuracyDeps.join(', ')}`);
        const dependentMethod = code.dependent && code.kind === 'method';
        if (code.dependent && (a.dependsOn.length === 0 || (dependentMethod && accuracyDeps.length)))
          broken.push(`${rev.title} ${a.id} ${a.code} lists ${a.dependsOn.join(', ') || 'nothing'}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('prints no unsimplified answer, misspelt ordinal or bare word in maths', () => {
    expect(offences((rev) => printedOf(rev).flatMap(([text, kind]) => misprints(text, kind)))).toEqual([]);
  });

  it('adds or subtracts no negative term in brackets in a stem or an answer: |z + 3 - 3i|, not |z - (-3 + 3i)|', () => {
    expect(offences((rev) => questionMathsOf(rev).flatMap(bracketedNegativesAdded))).toEqual([]);
  });

  it('leads with the positive term where a bracket or expression could: (2 - 2α)², not (-2α + 2)²', () => {
    expect(offences((rev) => questionMathsOf(rev).flatMap(negativeLeadingTerms))).toEqual([]);
  });

  it('asks for the form a + bi only of a value with both parts', () => {
    expect(offences((rev) => rev.parts.flatMap((p) => zeroPartInCartesianForm(p.stemTex, p.answerTex)))).toEqual([]);
  });

  it('states equal quantities once, not "masses 4 kg and 4 kg"', () => {
    expect(offences((rev) => repeatedQuantities(questionText(rev)))).toEqual([]);
  });

  it('gives a mechanics answer its units wherever the quantity asked for has one', () => {
    const unitless = (rev: QuestionRevisionContent) =>
      rev.moduleId === 'further-mechanics-1'
        ? rev.parts.flatMap((p) => missingUnits(p.stemTex, p.answerTex).map((m) => `${p.label} ${m}`))
        : [];
    expect(offences(unitless)).toEqual([]);
  });

  it('typesets its mark schemes: no ASCII maths, raw TeX or placeholder in any requirement, condition or note', () => {
    const found = offences((rev) =>
      schemeProseOf(rev).flatMap(([where, text]) => {
        const faults = schemeTextFaults(text);
        return faults.length ? [`${where} (${faults.join(', ')}): ${text}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('gives every diagram a role, and shows a diagram of the answer only with the scheme', () => {
    const diagrams = current.flatMap((rev) => rev.diagrams);
    expect(diagrams.every((d) => d.role === 'question' || d.role === 'scheme')).toBe(true);
    // The cubic whose roots parts (a) to (c) ask for: its plotted roots belong to the scheme.
    const cubic = current.find((rev) => rev.title === 'Roots of a cubic with a given complex root')!;
    expect(cubic.diagrams.map((d) => d.role)).toEqual(['scheme']);
  });

  it('asks every template its questions in at least two distinct stems, not only in other numbers', () => {
    expect(templatesShortOfStems(current)).toEqual([]);
  });

  it('has at least 1,000 distinct stems', () => {
    expect(new Set(current.map(stemOf)).size).toBeGreaterThanOrEqual(1000);
  });

  it('has at most 10 % drills: questions with no part worth 3 or more marks', () => {
    const drills = current.filter(isDrill).length;
    const tooMany = drills * 10 > current.length;
    expect(tooMany ? [`${drills} drills of ${current.length} questions`, ...drillsBySource(current, sourceOf)] : []).toEqual([]);
  });

  it('asks for all stages of working only where there is working to show', () => {
    const revisions = generateSeedBank().flatMap((q) => q.revisions);
    const wrong = revisions.flatMap((rev) =>
      rev.parts.filter((p) => /all stages of your working/.test(p.stemTex) && /write down/i.test(p.stemTex)).map(() => rev.title),
    );
    expect(wrong).toEqual([]);
  });
});

describe('bank rules (so each check can fail)', () => {
  it('finds misprints', () => {
    expect(misprints(String.raw`\frac{2\pi}{2}`, 'answer')).not.toEqual([]);
    expect(misprints(String.raw`\frac{1}{-1}`, 'answer')).not.toEqual([]);
    expect(misprints(String.raw`\ln\frac{2}{1}`, 'answer')).not.toEqual([]);
    expect(misprints(String.raw`1x + 3`)).not.toEqual([]);
    expect(misprints(String.raw`x + -3`)).not.toEqual([]);
    expect(misprints('the 3th term', 'prose')).not.toEqual([]);
    expect(misprints(String.raw`\begin{array}{c|cc} & Male & Female \end{array}`)).not.toEqual([]);
    expect(misprints(String.raw`\frac{3\pi}{2} + 10x - \ln\frac{3}{2}, \text{ the 3rd and 11th terms}`, 'answer')).toEqual([]);
    expect(misprints(String.raw`\begin{array}{c|cc} & \text{Male} & \text{Female} \end{array}`)).toEqual([]);
  });

  it('finds fractions in working that no substitution needs, and passes substituted formulas', () => {
    for (const working of [
      String.raw`\frac{120}{2}\int_{0}^{1} t\,\mathrm{d}t`,
      String.raw`\arctan\frac{4}{1}`,
      String.raw`\frac{1}{-2}\begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}`,
    ])
      expect([working, misprints(working, 'working')]).not.toEqual([working, []]);
    for (const working of [
      String.raw`e = \frac{4}{10}`,
      String.raw`\frac{15000}{8} - 600 = 1000a`,
      String.raw`\frac{3.4}{0.02}`,
      String.raw`\frac{2\pi}{2}`,
    ])
      expect([working, misprints(working, 'working')]).toEqual([working, []]);
  });

  it('finds negative terms added or subtracted in brackets, and passes products and brackets of positive terms', () => {
    for (const math of [
      String.raw`\left|z - (-3 + 3\mathrm{i})\right|`,
      String.raw`w^{2} + 4w + (-7 - 60\mathrm{i}) = 0`,
      String.raw`\arg\left(z - \left(-2\mathrm{i}\right)\right)`,
    ])
      expect([math, bracketedNegativesAdded(math)]).not.toEqual([math, []]);
    for (const math of [
      String.raw`\left|z + 3 - 3\mathrm{i}\right|`,
      String.raw`(z - (2 + \mathrm{i}))(-3)`,
      String.raw`(-2 + 3\mathrm{i})^{2}`,
    ])
      expect([math, bracketedNegativesAdded(math)]).toEqual([math, []]);
  });

  it('finds a negative term leading a positive constant, and passes complex numbers, vectors and lines', () => {
    for (const math of [
      String.raw`(-2\alpha + 2)^{2}`,
      String.raw`-\alpha + 3`,
      String.raw`\left(-4x^{2} + 5\right)`,
      String.raw`(1 + (-e + 1))`,
    ])
      expect([math, negativeLeadingTerms(math)]).not.toEqual([math, []]);
    for (const math of [
      String.raw`(2 - 2\alpha)^{2}`,
      String.raw`-3 + 4\mathrm{i}`,
      String.raw`(-4\mathbf{i} + 4\mathbf{j})`,
      String.raw`y = -3x + 4`,
      String.raw`(-\pi + 4)`,
      String.raw`(-3x + 4y)`,
    ])
      expect([math, negativeLeadingTerms(math)]).toEqual([math, []]);
  });

  it('finds the form a + bi asked of a value with a zero part, and passes values with both parts', () => {
    const stem = String.raw`Find \(z^{2}\), giving your answer in the form \(a + b\mathrm{i}\).`;
    for (const answer of ['-14', String.raw`-50\mathrm{i}`, String.raw`\frac{4}{9}\mathrm{i}`, String.raw`8; \; \operatorname{Im} = 0`])
      expect([answer, zeroPartInCartesianForm(stem, answer)]).not.toEqual([answer, []]);
    for (const answer of [
      String.raw`-1 + \mathrm{i}`,
      String.raw`z = 2 \pm 2\mathrm{i}`,
      String.raw`8, \; 1 + 5\mathrm{i}`,
      String.raw`w = \frac{1}{5}\left((k - 4) + (2 + 2k)\mathrm{i}\right)`,
    ])
      expect([answer, zeroPartInCartesianForm(stem, answer)]).toEqual([answer, []]);
    expect(zeroPartInCartesianForm('Find \\(z^{2}\\).', '-14')).toEqual([]);
  });

  it('finds a quantity stated twice, in or out of maths, and passes different values', () => {
    for (const text of [
      String.raw`of masses \(4\) kg and \(4\) kg`,
      String.raw`masses \(5\) kg, \(5\) kg and \(6\) kg`,
      String.raw`speeds \(3\ \mathrm{m\,s^{-1}}\) and \(3\ \mathrm{m\,s^{-1}}\)`,
    ])
      expect([text, repeatedQuantities(text)]).not.toEqual([text, []]);
    for (const text of [String.raw`of masses \(4\) kg and \(2\) kg`, String.raw`each of mass \(4\) kg`, String.raw`\(4\) kg and \(4\) m`])
      expect([text, repeatedQuantities(text)]).toEqual([text, []]);
  });

  it('finds a mechanics answer without units, and passes coefficients, fractions and answers in terms of letters', () => {
    expect(
      missingUnits('Find the velocities of \\(A\\) and \\(B\\) after the collision.', String.raw`v_A = \frac{2}{3}, \; v_B = \frac{8}{3}`),
    ).not.toEqual([]);
    expect(missingUnits('Show that the total time is \\(\\frac{40}{7}\\) s.', String.raw`\frac{40}{7}`)).not.toEqual([]);
    expect(missingUnits('Find the velocity of \\(A\\).', String.raw`\mathbf{i} + 3\mathbf{j}`)).not.toEqual([]);
    expect(missingUnits('Find the speed of \\(A\\).', String.raw`2.5\ \mathrm{m\,s^{-1}}`)).toEqual([]);
    expect(missingUnits('Show that the extension, \\(x\\) m, satisfies \\(24x^{2} - 2x - 1 = 0\\).', '24x^{2} - 2x - 1 = 0')).toEqual([]);
    expect(missingUnits('Find the coefficient of restitution.', String.raw`\frac{2}{5}`)).toEqual([]);
    expect(missingUnits('Find the fraction of the kinetic energy lost.', String.raw`\frac{6}{25}`)).toEqual([]);
    expect(missingUnits('Find, in terms of \\(u\\), the speed of \\(B\\).', String.raw`\frac{u}{2}`)).toEqual([]);
  });

  it('finds ASCII maths and raw TeX in scheme prose, and passes typeset prose', () => {
    for (const text of [
      'Area of a sector of angle beta - alpha',
      'Finds w - z0',
      "Uses G''(1) + G'(1)",
      'Uses P(X <= x)',
      'Uses Var(X) = (1 - p)/p^2',
      String.raw`Correct -\frac{7}{2}`,
      'Substitutes [...] correctly',
      'Uses 2*x',
    ])
      expect([text, schemeTextFaults(text)]).not.toEqual([text, []]);
    for (const text of [
      String.raw`Area of a sector of angle \(\beta - \alpha\)`,
      String.raw`Uses \(\mathrm{Var}(X) = \frac{1-p}{p^2}\), ft their (c)`,
      'Correct conclusion in context, dependent on the M1',
      'Follow-through of their A1 (cso)',
      '(a) B1* needs the printed speed reached from a correct equation.',
    ])
      expect([text, schemeTextFaults(text)]).toEqual([text, []]);
  });

  it('finds a template asked in one stem, and passes one asked in two or a hand-written question', () => {
    const rev = current.find((r) => r.source.generator && r.parts.some((p) => /\d/.test(p.stemTex)))!;
    const otherNumbers = { ...rev, parts: rev.parts.map((p) => ({ ...p, stemTex: p.stemTex.replace(/\d+/g, '97') })) };
    expect(templatesShortOfStems([rev, otherNumbers])).toEqual([`${rev.source.generator}: 1 stem(s) over 2 questions`]);
    const otherContext = { ...rev, introTex: `On a different day, ${rev.introTex ?? ''}` };
    expect(templatesShortOfStems([rev, otherContext])).toEqual([]);
    expect(templatesShortOfStems([rev, otherContext], 3)).not.toEqual([]);
    expect(templatesShortOfStems([{ ...rev, source: { ...rev.source, generator: undefined } }])).toEqual([]);
  });

  it('finds a drill by its allocations, and passes a question with a part worth 3 marks', () => {
    const asked = (...partIds: string[]) => ({
      source: { kind: 'original' as const, author: 'a', year: 2026, licence: 'original-work' as const, generator: 'x' },
      parts: [],
      scheme: { allocations: partIds.map((partId) => ({ partId })) },
    });
    expect(isDrill(asked('a', 'a', 'b', 'b', 'c', 'c'))).toBe(true);
    expect(isDrill(asked('a', 'b', 'a', 'b', 'a'))).toBe(false);
    expect(drillsBySource([asked('a'), asked('a', 'a', 'a'), asked('b')], (r) => r.source.generator)).toEqual(['x: 2']);
  });

  it('recognises a later part that builds on an earlier one', () => {
    const rev = current.find((r) => r.parts.length >= 3 && buildsOnEarlierPart(r))!;
    const unlinked = {
      ...rev,
      parts: rev.parts.map((p) => ({ ...p, stemTex: 'Find \\(x\\).' })),
      scheme: {
        ...rev.scheme,
        allocations: rev.scheme.allocations.map((a) => ({
          ...a,
          code: a.code.replace('ft', ''),
          dependsOn: a.dependsOn.filter((d) => d.startsWith(a.partId)),
        })),
      },
    };
    expect(buildsOnEarlierPart(unlinked)).toBe(false);
  });
});
