import { isOneMarkCode, parseMarkCode } from '@pp/scoring';
import { HAND_WRITTEN, LARGE_BANK_VARIANTS, TAXONOMY, contentVersion, generateSeedBank, schemeVersion } from './index.js';
import type { QuestionRevisionContent, SeedQuestion } from './question-content.js';
import { stemMath, texError } from './testing/tex-check.js';

const bank = generateSeedBank();
const published = bank.filter((q) => q.status === 'published');
const revisions = bank.flatMap((q) => q.revisions);
const handIds = new Set(bank.filter((q) => q.revisions[0].source.generator === undefined).map((q) => q.id));

function hasCycle(rev: QuestionRevisionContent): boolean {
  const deps = new Map(rev.scheme.allocations.map((a) => [a.id, a.dependsOn]));
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string): boolean => {
    if (state.get(id) === 'done') return false;
    if (state.get(id) === 'visiting') return true;
    state.set(id, 'visiting');
    const cyclic = (deps.get(id) ?? []).some(visit);
    state.set(id, 'done');
    return cyclic;
  };
  return [...deps.keys()].some(visit);
}

/** Minimal well-formedness: every opened element is closed in order. */
function balancedXml(svg: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClose) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0;
}

describe('taxonomy', () => {
  it('has the three modules and every topic and subtopic of the domain tables', () => {
    expect(TAXONOMY.course.id).toBe('edexcel-9fm0');
    expect(TAXONOMY.modules.map((m) => m.id)).toEqual(['core-pure', 'further-statistics-1', 'further-mechanics-1']);
    expect(TAXONOMY.topics).toHaveLength(17 + 8 + 5);
    expect(TAXONOMY.subtopics).toHaveLength(40 + 36 + 23 + 17);
    const ids = [...TAXONOMY.modules, ...TAXONOMY.topics, ...TAXONOMY.subtopics].map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of TAXONOMY.subtopics) expect(s.id.startsWith(`${s.parentId}.`)).toBe(true);
    for (const t of TAXONOMY.topics) expect(TAXONOMY.modules.map((m) => m.id)).toContain(t.parentId);
  });
});

describe('seed bank', () => {
  it('meets the size, coverage, draft and revision minimums', () => {
    expect(published.length).toBeGreaterThanOrEqual(600);
    const perSubtopic = new Map(TAXONOMY.subtopics.map((s) => [s.id, 0]));
    for (const q of published) perSubtopic.set(q.revisions[0].subtopicId, (perSubtopic.get(q.revisions[0].subtopicId) ?? -1000) + 1);
    expect(Math.min(...perSubtopic.values())).toBeGreaterThanOrEqual(3);
    expect(bank.filter((q) => q.status === 'draft').length).toBeGreaterThanOrEqual(10);
    expect(bank.filter((q) => q.revisions.length > 1).length).toBeGreaterThanOrEqual(10);
  });

  it('holds at least 30 hand-written multi-part questions of 5 to 15 marks', () => {
    expect(HAND_WRITTEN.length).toBeGreaterThanOrEqual(30);
    const hand = bank.filter((q) => handIds.has(q.id));
    expect(hand).toHaveLength(HAND_WRITTEN.length);
    for (const q of hand) {
      const rev = q.revisions[0];
      expect(rev.parts.length).toBeGreaterThanOrEqual(2);
      expect(rev.parts.length).toBeLessThanOrEqual(4);
      expect(rev.marks).toBeGreaterThanOrEqual(5);
      expect(rev.marks).toBeLessThanOrEqual(15);
    }
    const modules = new Set(hand.map((q) => q.revisions[0].moduleId));
    expect(modules.size).toBe(3);
  });

  it('has unique question ids and diagram ids', () => {
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    const diagramIds = bank.flatMap((q) => q.revisions[0].diagrams.map((d) => d.id));
    expect(new Set(diagramIds).size).toBe(diagramIds.length);
    for (const id of bank.map((q) => q.id)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps marks, parts and allocations consistent in every revision', () => {
    for (const rev of revisions) {
      const ids = rev.scheme.allocations.map((a) => a.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(rev.marks).toBe(rev.scheme.allocations.length);
      expect(rev.marks).toBe(rev.parts.reduce((s, p) => s + p.marks, 0));
      for (const p of rev.parts) expect(rev.scheme.allocations.filter((a) => a.partId === p.id)).toHaveLength(p.marks);
      for (const a of rev.scheme.allocations) {
        expect([a.id, isOneMarkCode(a.code)]).toEqual([a.id, true]);
        if (parseMarkCode(a.code)!.dependent) expect([rev.title, a.id, a.dependsOn.length > 0]).toEqual([rev.title, a.id, true]);
        for (const dep of a.dependsOn) expect([rev.title, a.id, ids.includes(dep) && dep !== a.id]).toEqual([rev.title, a.id, true]);
        expect(a.requirement.length).toBeGreaterThan(0);
      }
      expect(hasCycle(rev)).toBe(false);
      expect(rev.scheme.notes.length).toBeGreaterThan(0);
    }
  });

  it('detects a dependency cycle (the cycle check can fail)', () => {
    const rev = structuredClone(revisions[0]);
    rev.scheme.allocations[0].dependsOn = [rev.scheme.allocations[rev.scheme.allocations.length - 1].id];
    rev.scheme.allocations[rev.scheme.allocations.length - 1].dependsOn = [rev.scheme.allocations[0].id];
    expect(hasCycle(rev)).toBe(true);
  });

  it('states honest original-work sources and the fixed classification fields', () => {
    for (const rev of revisions) {
      expect(rev.source.kind).toBe('original');
      expect(rev.source.licence).toBe('original-work');
      expect([2025, 2026]).toContain(rev.source.year);
      expect(rev.source.author.length).toBeGreaterThan(0);
      expect([rev.level, rev.subject, rev.board]).toEqual(['a-level', 'further-maths', 'pearson-edexcel']);
      expect(rev.difficulty).toBeGreaterThanOrEqual(1);
      expect(rev.difficulty).toBeLessThanOrEqual(5);
      expect(TAXONOMY.subtopics.find((s) => s.id === rev.subtopicId)?.parentId).toBe(rev.topicId);
    }
  });

  it('ships valid standalone SVG diagrams with text descriptions', () => {
    const diagrams = revisions.flatMap((r) => r.diagrams);
    expect(diagrams.length).toBeGreaterThan(50);
    for (const d of diagrams) {
      expect(d.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="')).toBe(true);
      expect(d.svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(balancedXml(d.svg)).toBe(true);
      expect(d.description.trim().length).toBeGreaterThan(20);
      expect(d.title.length).toBeGreaterThan(0);
    }
    expect(balancedXml('<svg><g></svg>')).toBe(false);
  });

  it('gives second revisions a real change and keeps revision 1', () => {
    const revised = bank.filter((q) => q.revisions.length > 1);
    for (const q of revised) {
      const [first, second] = q.revisions;
      expect(contentVersion(second)).not.toBe(contentVersion(first));
      expect(schemeVersion(second)).not.toBe(schemeVersion(first));
      expect(first.parts.at(-1)!.stemTex).not.toContain('all stages of your working');
    }
  });

  it('is deterministic and its pins are stable hashes', () => {
    const again = generateSeedBank();
    expect(again).toEqual(bank);
    const rev = bank[0].revisions[0];
    expect(contentVersion(rev)).toMatch(/^[0-9a-f]{64}$/);
    expect(contentVersion(structuredClone(rev))).toBe(contentVersion(rev));
    expect(schemeVersion(rev)).toBe(schemeVersion(again[0].revisions[0]));
    const reordered = Object.fromEntries(Object.entries(rev).reverse()) as unknown as QuestionRevisionContent;
    expect(contentVersion(reordered)).toBe(contentVersion(rev));
    expect(contentVersion({ ...rev, scheme: { allocations: [], notes: [] } })).toBe(contentVersion(rev));
  });

  // A template with fewer distinct texts than variants asked for gives what it has: no text is published twice.
  it('scales to 20,000+ questions with unique ids', () => {
    const big: SeedQuestion[] = generateSeedBank({ variantsPerTemplate: LARGE_BANK_VARIANTS });
    expect(big.length).toBeGreaterThanOrEqual(20000);
    expect(new Set(big.map((q) => q.id)).size).toBe(big.length);
  });
});

describe('TeX rendering with MathJax v4 (base + ams)', () => {
  it('reports errors for broken TeX, so the check can fail', () => {
    expect(texError(String.raw`\frac{1}{2`)).not.toBeNull();
    expect(texError(String.raw`\notacommand x`)).not.toBeNull();
    expect(texError(String.raw`\mathbb{R}`)).not.toBeNull(); // needs a font the static build lacks
    expect(texError(String.raw`\frac{1}{2} + \sqrt{3}\,\mathrm{i}`)).toBeNull();
    expect(stemMath(String.raw`Find \(x\) and \(y`).problem).not.toBeNull();
  });

  // Every TeX string of every revision is typeset (by MathJax, with the painter's stricter checks)
  // in paper-pdf's bank-layout spec; what needs no MathJax is checked here.
  it('pairs the maths delimiters of every stem and intro of every revision', () => {
    const stems = revisions.flatMap((rev) => [rev.introTex ?? '', ...rev.parts.map((p) => p.stemTex)]);
    expect(stems.map((stem) => stemMath(stem).problem).filter((problem) => problem !== null)).toEqual([]);
    expect(stems.length).toBeGreaterThan(5000);
  });
});
