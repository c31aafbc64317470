import { parseMarkCode } from '@pp/scoring';
import { TAXONOMY, generateSeedBank } from './index.js';
import type { ModuleId, QuestionRevisionContent } from './question-content.js';
import { questionText, stemOf } from './question-text.js';
import { stemMath } from './testing/tex-check.js';
import { buildsOnEarlierPart, misprints, SYNOPTIC_TAG } from './testing/bank-rules.js';

/** The current revision of every published question: what searches show and papers take. */
const current = generateSeedBank()
  .filter((q) => q.status === 'published')
  .map((q) => q.revisions.at(-1)!);
const MODULES: ModuleId[] = ['core-pure', 'further-statistics-1', 'further-mechanics-1'];

/** Every string of a revision with how it is read: prose, maths, or a printed answer held to simplest form. */
const printedOf = (rev: QuestionRevisionContent): Array<[string, 'prose' | 'math' | 'answer']> => [
  [questionText(rev), 'prose'],
  ...[rev.introTex ?? '', ...rev.parts.map((p) => p.stemTex)].flatMap((text) =>
    stemMath(text).segments.map((m): [string, 'math'] => [m, 'math']),
  ),
  ...rev.parts.map((p): [string, 'answer'] => [p.answerTex, 'answer']),
  ...rev.scheme.allocations.map((a): [string, 'math'] => [a.expected, 'math']),
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
    const found = current.flatMap((rev) =>
      printedOf(rev).flatMap(([text, kind]) => misprints(text, kind).map((m) => `${rev.title}: ${m}`)),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it('gives every diagram a role, and shows a diagram of the answer only with the scheme', () => {
    const diagrams = current.flatMap((rev) => rev.diagrams);
    expect(diagrams.every((d) => d.role === 'question' || d.role === 'scheme')).toBe(true);
    // The cubic whose roots parts (a) to (c) ask for: its plotted roots belong to the scheme.
    const cubic = current.find((rev) => rev.title === 'Roots of a cubic with a given complex root')!;
    expect(cubic.diagrams.map((d) => d.role)).toEqual(['scheme']);
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
