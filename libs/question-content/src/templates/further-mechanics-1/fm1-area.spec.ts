import { isOneMarkCode, parseMarkCode } from '@pp/scoring';
import { TAXONOMY } from '../../taxonomy.js';
import { stemMath, texError } from '../../testing/tex-check.js';
import { stemOf } from '../../question-text.js';
import { buildsOnEarlierPart, misprints, SYNOPTIC_TAG } from '../../testing/bank-rules.js';
import { questionText } from '../../question-text.js';
import { createRng } from '../../random.js';
import { assembleRevision, type QuestionDraft, type QuestionMeta } from '../../template.js';
import { MECHANICS_HAND_WRITTEN } from '../../hand-written/further-mechanics-1.js';
import { fm1MomentumEnergyTemplates } from './fm1-momentum-energy-elasticity.js';
import { fm1CollisionTemplates } from './fm1-collisions.js';

/** The Further Mechanics 1 area on its own (as the seed bank publishes it): stems per section, synoptic questions, exam length. */
const SOURCE = { kind: 'original', author: 'fm1 area check', year: 2026, licence: 'original-work' } as const;
const templates = [...fm1MomentumEnergyTemplates, ...fm1CollisionTemplates];
const revision = (key: string, draft: QuestionDraft, meta: QuestionMeta) => assembleRevision(key, draft, meta, SOURCE);
const fromTemplates = templates.flatMap((t) =>
  Array.from({ length: 6 }, (_, v) => {
    const { facts: _facts, ...draft } = t.build(createRng(`${t.id}#${v}`));
    return revision(`${t.id}#${v}`, draft, t);
  }),
);
const handWritten = MECHANICS_HAND_WRITTEN.filter((h) => (h.status ?? 'published') === 'published').map((h) =>
  revision(h.key, h.revisions.at(-1)!, h.meta),
);
const current = [...fromTemplates, ...handWritten];
const allHandRevisions = MECHANICS_HAND_WRITTEN.flatMap((h) => h.revisions.map((d) => revision(h.key, d, h.meta)));

describe('further mechanics 1 area', () => {
  it('has at least three distinct stems in every section', () => {
    const sections = TAXONOMY.subtopics.filter((s) => s.id.startsWith('fm1-'));
    const stems = new Map(sections.map((s) => [s.id, new Set<string>()]));
    for (const rev of current) stems.get(rev.subtopicId)!.add(stemOf(rev));
    console.log([...stems].map(([id, set]) => `${id}: ${set.size}`).join('\n'));
    expect([...stems].filter(([, set]) => set.size < 3).map(([id, set]) => `${id}: ${set.size}`)).toEqual([]);
  });

  it('has at least 12 synoptic multi-part stems, each tagged with two or more topics', () => {
    const synoptic = current.filter((rev) => rev.tags.includes(SYNOPTIC_TAG) && rev.parts.length >= 2);
    console.log(`synoptic stems ${new Set(synoptic.map(stemOf)).size}`);
    expect(new Set(synoptic.map(stemOf)).size).toBeGreaterThanOrEqual(12);
  });

  it('templates average at least 7.5 marks and half of them have three building parts', () => {
    const revs = templates.map((t) => fromTemplates.find((r) => r.title === t.build(createRng(`${t.id}#0`)).title)!);
    const mean = revs.reduce((s, r) => s + r.marks, 0) / revs.length;
    const building = revs.filter((r) => r.parts.length >= 3 && buildsOnEarlierPart(r)).length;
    console.log(`templates ${revs.length}, mean marks ${mean.toFixed(2)}, building ${building}`);
    expect(mean).toBeGreaterThanOrEqual(7.5);
    expect(building * 2).toBeGreaterThanOrEqual(revs.length);
  });

  it('publishes no two questions with the same text', () => {
    const texts = current.map((rev) => [rev.introTex ?? '', ...rev.parts.map((p) => p.stemTex)].join('\n'));
    const seen = new Set<string>();
    const repeats = current.filter((rev, i) => (seen.has(texts[i]) ? true : (seen.add(texts[i]), false))).map((rev) => rev.title);
    expect(repeats).toEqual([]);
  });

  it('follows the mark conventions: ft marks depend on method marks only, d codes list method marks, A marks on M marks', () => {
    const broken: string[] = [];
    for (const rev of current) {
      const kinds = new Map(rev.scheme.allocations.map((a) => [a.id, parseMarkCode(a.code)!.kind]));
      for (const a of rev.scheme.allocations) {
        expect([a.code, isOneMarkCode(a.code)]).toEqual([a.code, true]);
        const code = parseMarkCode(a.code)!;
        const nonMethod = a.dependsOn.filter((id) => kinds.get(id) !== 'method');
        if (code.followThrough && nonMethod.length) broken.push(`${rev.title} ${a.id} ${a.code} -> ${nonMethod}`);
        if (code.dependent && (a.dependsOn.length === 0 || (code.kind === 'method' && nonMethod.length)))
          broken.push(`${rev.title} ${a.id} ${a.code} lists ${a.dependsOn}`);
        if (a.code.startsWith('A') && !a.code.includes('ft') && a.dependsOn.every((id) => kinds.get(id) !== 'method'))
          broken.push(`${rev.title} ${a.id} ${a.code} without an M mark`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('prints no misprint and renders every TeX string (six variants of each template, every hand-written revision)', () => {
    const sample = [
      ...templates.flatMap((t) => fromTemplates.filter((r) => r.title === t.build(createRng(`${t.id}#0`)).title).slice(0, 6)),
      ...allHandRevisions,
    ];
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const rev of sample) {
      failures.push(...misprints(questionText(rev), 'prose').map((m) => `${rev.title}: ${m}`));
      const strings: [string, 'math' | 'answer'][] = [];
      for (const stem of [rev.introTex ?? '', ...rev.parts.map((p) => p.stemTex)]) {
        const { segments, problem } = stemMath(stem);
        if (problem) failures.push(`${rev.title}: ${problem}`);
        strings.push(...segments.map((m): [string, 'math'] => [m, 'math']));
      }
      strings.push(
        ...rev.parts.map((p): [string, 'answer'] => [p.answerTex, 'answer']),
        ...rev.scheme.allocations.map((a): [string, 'math'] => [a.expected, 'math']),
      );
      for (const [math, kind] of strings) {
        failures.push(...misprints(math, kind).map((m) => `${rev.title}: ${m} in ${math}`));
        if (seen.has(math)) continue;
        seen.add(math);
        const error = texError(math);
        if (error) failures.push(`${rev.title}: ${error}: ${math}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120000);

  it('never answers a part that asks for a speed with a negative value (the energy-loss slip)', () => {
    const wrong = current.flatMap((rev) =>
      rev.parts
        .filter((p) => /\bspeeds?\b/.test(p.stemTex) && !/velocit/.test(p.stemTex) && /(^|=\s*|,\s*)-\s*(\d|\\frac)/.test(p.answerTex))
        .map((p) => `${rev.title} (${p.id}): ${p.answerTex}`),
    );
    expect(wrong).toEqual([]);
    // The check can fail.
    expect(/(^|=\s*|,\s*)-\s*(\d|\\frac)/.test('v_P = -\\frac{1}{3}')).toBe(true);
  });

  it('gives every later hand-written revision a real change in both content and scheme', () => {
    for (const h of MECHANICS_HAND_WRITTEN) {
      h.revisions.slice(1).forEach((draft, i) => {
        const [before, after] = [h.revisions[i], draft];
        expect([h.key, JSON.stringify(after.parts.map((p) => p.stemTex)) !== JSON.stringify(before.parts.map((p) => p.stemTex))]).toEqual([
          h.key,
          true,
        ]);
        expect([h.key, JSON.stringify(after.parts.map((p) => p.marks)) !== JSON.stringify(before.parts.map((p) => p.marks))]).toEqual([
          h.key,
          true,
        ]);
      });
    }
  });

  it('gives the large bank 100 distinct texts per template within 400 keys (the seed bank skips repeats)', () => {
    const short = templates.flatMap((t) => {
      const texts = new Set<string>();
      for (let v = 0; v < 400 && texts.size < 100; v++) texts.add(questionText(t.build(createRng(`${t.id}#${v}`))));
      return texts.size < 100 ? [`${t.id}: ${texts.size}`] : [];
    });
    expect(short).toEqual([]);
  });

  it('keeps hand-written questions at 2 to 4 parts and 5 to 15 marks', () => {
    for (const rev of allHandRevisions)
      expect([rev.title, rev.parts.length >= 2 && rev.parts.length <= 4 && rev.marks >= 5 && rev.marks <= 15]).toEqual([rev.title, true]);
  });
});
