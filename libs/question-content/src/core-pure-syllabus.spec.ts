/**
 * Core Pure as the syllabus examines it: the vector product belongs to Further Pure 1, so no Core
 * Pure scheme may need it; and the topics the audit found missing are in the bank.
 */
import { generateSeedBank } from './index.js';
import type { QuestionRevisionContent } from './question-content.js';
import { stemOf } from './question-text.js';

const current = generateSeedBank()
  .filter((q) => q.status === 'published')
  .map((q) => q.revisions.at(-1)!);
const corePure = current.filter((rev) => rev.moduleId === 'core-pure');
const sourceOf = (rev: QuestionRevisionContent): string => rev.source.generator ?? `hand-written "${rev.title}"`;

/** A vector (a column, an arrowed or a bold lower-case letter) on either side of `\times`. */
const VECTOR = String.raw`(?:\\begin\{pmatrix\}|\\end\{pmatrix\}|\\overrightarrow\{[^}]*\}|\\mathbf\{[a-z]\})`;
const VECTOR_TIMES = new RegExp(String.raw`${VECTOR}\s*\\times|\\times\s*${VECTOR}`);

/** Whether a text uses the vector product, in words or as `\times` between vectors. */
const usesVectorProduct = (text: string): boolean => /vector product|cross product/i.test(text) || VECTOR_TIMES.test(text);

/** An allocation that names the vector product as one way among others ("with z = t or a cross product of two rows"). */
const offersAsOneWay = (text: string): boolean => /\bor (?:\w+ )?(?:vector|cross) product/i.test(text);

/** The method Core Pure teaches for a vector perpendicular to two others (`perpendicularByScalarProducts`). */
const FINDS_NORMAL = /^Sets \\\(\\mathbf\{n\}\\cdot.*= 0\\\) and \\\(\\mathbf\{n\}\\cdot/;

/** A note that offers the vector product as an alternative earning the same marks, not as the method. */
const creditsAsAlternative = (note: string): boolean => /or otherwise/i.test(note) && /same marks/i.test(note);

/**
 * Where a scheme needs the vector product: any allocation that asks for it or shows it as the working,
 * and any note that mentions it without crediting it as an alternative.
 */
function vectorProductRequired(rev: QuestionRevisionContent): string[] {
  const allocations = rev.scheme.allocations
    .filter((a) => [a.requirement, a.expected, ...a.conditions].some((text) => usesVectorProduct(text) && !offersAsOneWay(text)))
    .map((a) => a.id);
  const notes = rev.scheme.notes.filter((n) => usesVectorProduct(n) && !creditsAsAlternative(n)).map((n) => `note "${n}"`);
  return [...allocations, ...notes];
}

describe('Core Pure questions as the 9FM0 syllabus examines them', () => {
  it('needs the vector product in no Core Pure scheme (it is Further Pure 1): the scalar product is the method', () => {
    const offences = [...new Set(corePure.flatMap((rev) => vectorProductRequired(rev).map((where) => `${sourceOf(rev)}: ${where}`)))];
    expect(offences).toEqual([]);
  });

  it('finds a normal by two scalar products set to zero, and credits a vector product method "or otherwise" for the same marks', () => {
    const byScalarProducts = corePure.filter((rev) => rev.scheme.allocations.some((a) => FINDS_NORMAL.test(a.requirement)));
    expect(new Set(byScalarProducts.map(sourceOf)).size).toBeGreaterThanOrEqual(7);
    const uncredited = byScalarProducts.filter((rev) => !rev.scheme.notes.some((n) => usesVectorProduct(n) && creditsAsAlternative(n)));
    expect(uncredited.map(sourceOf)).toEqual([]);
  });
});

/** Published questions of a template. */
const fromTemplate = (id: string) => current.filter((rev) => rev.source.generator === id);
const stemsOf = (revs: QuestionRevisionContent[]) => new Set(revs.map(stemOf));

describe('topics the audit found missing from Core Pure', () => {
  it.each([
    ['the Maclaurin general term', 'cp2.series.maclaurin-general-term', /term in \\\(x\^\{r\}\\\)/],
    ['the distance between parallel lines', 'cp1.vectors.parallel-lines-distance', /distance between \\\(l_1\\\) and \\\(l_2\\\)/],
    ['normals and lines of intersection of planes by the scalar product', 'cp1.vectors.planes-line-of-intersection', /Use scalar products/],
  ])('asks for %s (%s) in published questions of two stems', (_, id, asks) => {
    const revs = fromTemplate(id);
    expect(revs.length).toBeGreaterThan(0);
    for (const rev of revs)
      expect([rev.title, rev.moduleId, rev.parts.some((p) => asks.test(p.stemTex))]).toEqual([rev.title, 'core-pure', true]);
    expect(stemsOf(revs).size).toBeGreaterThanOrEqual(2);
  });
});

describe('the near-duplicate pair line-meets-plane and line-plane-angle', () => {
  it('asks two different questions: only line-plane-angle asks for the angle, only line-meets-plane for the projection or reflection', () => {
    const meets = fromTemplate('cp1.vectors.line-meets-plane');
    const angle = fromTemplate('cp1.vectors.line-plane-angle');
    const asksAngle = (rev: QuestionRevisionContent) => rev.parts.some((p) => /angle/.test(p.stemTex));
    const asksImage = (rev: QuestionRevisionContent) => rev.parts.some((p) => /projection|reflection/.test(p.stemTex));
    expect(meets.map((rev) => [asksAngle(rev), asksImage(rev)])).toEqual(meets.map(() => [false, true]));
    expect(angle.map((rev) => [asksAngle(rev), asksImage(rev)])).toEqual(angle.map(() => [true, false]));
    expect([...stemsOf(meets)].filter((stem) => stemsOf(angle).has(stem))).toEqual([]);
  });
});

describe('the vector product rule', () => {
  it('finds the vector product in words and between vectors, not a product of numbers or matrices', () => {
    expect(usesVectorProduct(String.raw`\begin{pmatrix} 1 \\ 2 \\ 3 \end{pmatrix} \times \begin{pmatrix} 0 \\ 1 \\ 1 \end{pmatrix}`)).toBe(
      true,
    );
    expect(usesVectorProduct(String.raw`\overrightarrow{AB} \times \overrightarrow{AC}`)).toBe(true);
    expect(usesVectorProduct(String.raw`\frac{|\overrightarrow{AP}\times\mathbf{d}|}{|\mathbf{d}|}`)).toBe(true);
    expect(usesVectorProduct('Direction from the vector product of the normals')).toBe(true);
    expect(usesVectorProduct(String.raw`\frac{1}{2}\times 4\times 3`)).toBe(false);
    expect(usesVectorProduct(String.raw`Correct \(3 \times 3\) matrix`)).toBe(false);
    expect(usesVectorProduct(String.raw`3 \times \det\mathbf{M}`)).toBe(false);
  });
});
