import { typesetMath } from './math.js';
import type { VectorNode } from './typeset.js';

const walk = (nodes: VectorNode[]): VectorNode[] => nodes.flatMap((n) => [n, ...walk(n.children)]);
const tags = (nodes: VectorNode[]) => walk(nodes).map((n) => n.tag);

describe('typesetMath', () => {
  it('draws bank formulas as paths, with the size of the view box', () => {
    const run = typesetMath(String.raw`\frac{dy}{dx} + \sqrt{3}\,\mathbf{i}`, 11);
    expect(run).toMatchObject({ kind: 'math', x: 0 });
    expect(tags(run.drawing).filter((t) => t === 'path').length).toBeGreaterThanOrEqual(6);
    const [, vy, vw, vh] = run.viewBox;
    expect(run.width).toBeCloseTo((vw / 1000) * 11, 9);
    expect(run.ascent).toBeCloseTo((-vy / 1000) * 11, 9);
    expect(run.ascent + run.descent).toBeCloseTo((vh / 1000) * 11, 9);
    const matrix = typesetMath(String.raw`\begin{pmatrix}1&2\\3&4\end{pmatrix}`, 11);
    expect(tags(matrix.drawing).filter((t) => t === 'path').length).toBeGreaterThanOrEqual(6);
    expect(matrix.ascent + matrix.descent).toBeGreaterThan(run.ascent + run.descent);
  });

  it('uses MathJax units: 1 em is the font size and 1 ex the STIX Two Math x-height (0.479 em)', () => {
    // An italic x is 1ex tall and 559 units wide (MathJax: width 1.167ex).
    const x = typesetMath('x', 10);
    expect(x.ascent).toBeCloseTo(4.79, 9);
    expect(x.width).toBeCloseTo(1.167 * 0.479 * 10, 2);
    expect(typesetMath('x', 20).width).toBeCloseTo(2 * x.width, 9);
  });

  it('keeps a formula in one piece and sets display style only when asked', () => {
    const inline = typesetMath(String.raw`z = -3 - 6\mathrm{i} + \frac{1}{2}`, 11);
    const shown = typesetMath(String.raw`z = -3 - 6\mathrm{i} + \frac{1}{2}`, 11, true);
    expect(inline.width).toBeGreaterThan(11 * 5);
    expect(shown.ascent + shown.descent).toBeGreaterThan(inline.ascent + inline.descent);
  });

  it('reduces the SVG to paintable shapes with real colours and no MathJax metadata', () => {
    const all = walk([
      ...typesetMath(String.raw`\overline{z} + \boxed{x} + \begin{array}{c|c} a & b \\ \hline c & d \end{array}`, 11).drawing,
    ]);
    for (const node of all) {
      expect(['g', 'path', 'rect', 'line', 'polygon', 'circle']).toContain(node.tag);
      for (const [name, value] of Object.entries(node.attributes)) {
        expect(name).not.toMatch(/^(data-|class|style|role)/);
        expect(value).not.toBe('currentColor');
      }
      // A zero stroke would print as a hairline in PDF: shapes without a stroke carry none.
      if ('strokeWidth' in node.attributes) expect(node.attributes.strokeWidth).toBeGreaterThan(0);
    }
    const lines = all.filter((n) => n.tag === 'line');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.attributes).toMatchObject({ stroke: '#000', strokeWidth: 70, fill: 'none' });
    expect(all.find((n) => n.tag === 'rect' && n.attributes.fill === 'none')?.attributes).toMatchObject({
      stroke: '#000',
      strokeWidth: 67,
    });
  });

  it('turns a nested svg (a stretched bar) into a clipped, mapped group', () => {
    const clipped = walk(typesetMath(String.raw`\overline{z}`, 11).drawing).filter((n) => n.clip);
    expect(clipped).toHaveLength(1);
    expect(clipped[0].clip).toEqual({ x: 0, y: 152, width: 493, height: 197 });
    expect(clipped[0].children[0].attributes.transform).toMatch(/^translate\(0,152\) scale\(1,1\) translate\(/);
  });

  it('draws the glyphs STIX Two Math keeps in on-demand files, such as the arrow over a vector', () => {
    const arrow = typesetMath(String.raw`\overrightarrow{AB}`, 11);
    expect(arrow.ascent).toBeGreaterThan(typesetMath('AB', 11).ascent + 2);
    expect(() => typesetMath(String.raw`\overrightarrow{AB} = \begin{pmatrix} 3 \\ -4 \end{pmatrix}`, 11, true)).not.toThrow();
  });

  it('memoises: a repeated formula reuses its drawing', () => {
    const tex = String.raw`\sum_{r=1}^{n} r^2`;
    const first = typesetMath(tex, 11);
    const again = typesetMath(tex, 9);
    expect(again.drawing).toBe(first.drawing);
    expect(again.width).toBeCloseTo((first.width * 9) / 11, 9);
  });

  it('throws with the TeX and the reason on errors and on characters it cannot paint', async () => {
    // MathJax warns that it cannot load a dynamic font file before it gives up on such characters.
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(() => typesetMath(String.raw`\frac{1}{2`, 11)).toThrow(/TeX error in "\\frac\{1\}\{2": Missing close brace/);
      expect(() => typesetMath(String.raw`\notacommand x`, 11)).toThrow(/Undefined control sequence/);
      expect(() => typesetMath(String.raw`\mathbb{R}`, 11)).toThrow(/TeX error/);
      expect(() => typesetMath('\u00e9', 11)).toThrow(/TeX error/);
      expect(() => typesetMath(String.raw`x \tag{1}`, 11, true)).toThrow(/unsupported formula width/);
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      console.warn = warn;
    }
  });
});
