import fc from 'fast-check';
import { fontMetrics, measureText } from './fonts.js';
import { typesetMath } from './math.js';
import { typesetMathBlock, typesetText } from './paragraph.js';
import type { MathRun, TextRun, TypesetBlock, TypesetLine } from './typeset.js';

const STEM = String.raw`Given that \(z = -3 - 6\mathrm{i}\) and \(w = \frac{4}{5} - 6\mathrm{i}\), find the value of \(\left|z - w\right|\) and sketch the \(x\)-axis (\(a\)) with \(\begin{pmatrix}1&2\\3&4\end{pmatrix}\). Of the TV, Y and W fit fifty.`;
const EPS = 1e-6;

const texts = (block: TypesetBlock) => block.lines.map((l) => l.runs.map((r) => (r.kind === 'text' ? r.text : '$')).join('|'));

/** Width of a line's first word: runs glued to one another up to the first space. */
function firstWordWidth(line: TypesetLine): number {
  let end = 0;
  for (const run of line.runs) {
    if (run.x > end + EPS && end > 0) break;
    const space = run.kind === 'text' ? run.text.indexOf(' ') : -1;
    if (space >= 0) return run.x + measureText((run as TextRun).text.slice(0, space), 'regular', 11);
    end = run.x + run.width;
  }
  return end;
}

/** Runs never overlap and sit left to right; lines stack without gaps. */
function expectWellFormed(block: TypesetBlock, width: number) {
  let y = 0;
  for (const line of block.lines) {
    expect(line.y).toBeCloseTo(y, 9);
    y += line.height;
    let x = 0;
    for (const run of line.runs) {
      expect(run.x).toBeGreaterThanOrEqual(x - EPS);
      x = run.x + run.width;
    }
    expect(line.width).toBeCloseTo(x, 9);
    // Only a line holding a single word may overflow (prose alone wider than the measure).
    if (line.width > width + EPS) expect(line.runs).toHaveLength(1);
  }
  expect(block.height).toBeCloseTo(y, 9);
}

describe('typesetText', () => {
  it('breaks greedily within the measure, with runs measured as the PDF draws them', () => {
    for (const width of [480, 300, 200, 120, 80]) {
      const block = typesetText(STEM, width, { size: 11 });
      expectWellFormed(block, width);
      for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(width + EPS);
      for (const run of block.lines.flatMap((l) => l.runs))
        if (run.kind === 'text') expect(run.width).toBeCloseTo(measureText(run.text, 'regular', 11), 9);
      // Greedy: the first word of each next line would not have fitted on the line before.
      block.lines.slice(1).forEach((line, i) => {
        expect(block.lines[i].width + measureText(' ', 'regular', 11) + firstWordWidth(line)).toBeGreaterThan(width - 1);
      });
    }
    expect(typesetText(STEM, 480, { size: 11 }).lines.length).toBeLessThan(typesetText(STEM, 200, { size: 11 }).lines.length);
  });

  it('measures wider text wider', () => {
    const one = typesetText('The region', 480, { size: 11 }).width;
    const two = typesetText('The region R', 480, { size: 11 }).width;
    expect(two).toBeGreaterThan(one);
    expect(typesetText('The region', 480, { size: 11, face: 'bold' }).width).toBeGreaterThan(one);
    expect(typesetText('The   region', 480, { size: 11 }).width).toBe(one);
  });

  it('keeps words glued to a formula on its line, with no space between', () => {
    const text = String.raw`Find the point where the curve meets the \(x\)-axis, then label it (\(a\)) and state \(y\).`;
    for (let width = 40; width <= 400; width += 7) {
      const block = typesetText(text, width, { size: 11 });
      expectWellFormed(block, width);
      for (const line of block.lines) {
        line.runs.forEach((run, i) => {
          if (run.kind !== 'math') return;
          const before = line.runs[i - 1] as TextRun | undefined;
          const after = line.runs[i + 1] as TextRun | undefined;
          expect(after).toBeDefined(); // every formula here has text glued after it
          expect(after!.x).toBeCloseTo(run.x + run.width, 9);
          expect(after!.text).toMatch(/^(-axis,|\)|\.)/);
          if (before?.text.endsWith('(')) expect(run.x).toBeCloseTo(before.x + before.width, 9);
        });
      }
      expect(texts(block).join(' ')).toMatch(/\(\|\$\|\)/);
    }
  });

  it('stacks lines: heights are the sum of the lines, tall maths makes a taller line', () => {
    const style = { size: 11 };
    const font = fontMetrics(11);
    const plain = typesetText('one line of plain words', 480, style);
    expect(plain.lines).toHaveLength(1);
    expect(plain.height).toBeCloseTo(font.lineHeight, 9);
    expect(plain.lines[0].baseline).toBeCloseTo(font.lineGap / 2 + font.ascent, 9);
    const tall = typesetText(String.raw`a matrix \(\begin{pmatrix}1&2\\3&4\end{pmatrix}\) here`, 480, style);
    const matrix = tall.lines[0].runs[1] as MathRun;
    expect(tall.height).toBeCloseTo(matrix.ascent + matrix.descent + font.lineGap, 9);
    expect(tall.lines[0].baseline).toBeCloseTo(font.lineGap / 2 + matrix.ascent, 9);
    const led = typesetText('two\nlines', 480, { size: 11, leading: 4 });
    expect(led.lines.map((l) => l.y)).toEqual([0, font.lineHeight + 4]);
    expect(led.height).toBeCloseTo(2 * (font.lineHeight + 4), 9);
  });

  it('breaks at \\n, keeps empty lines and ignores spaces at line ends', () => {
    const block = typesetText('first line \n\n  third \\(x\\) line ', 480, { size: 11 });
    expect(texts(block)).toEqual(['first line', '', 'third|$|line']);
    expect(block.lines[1].height).toBeCloseTo(fontMetrics(11).lineHeight, 9);
    expect(typesetText('', 480, { size: 11 })).toEqual({ width: 0, height: 0, lines: [] });
    expect(typesetText('   ', 480, { size: 11 }).height).toBe(0);
  });

  it('shrinks a formula wider than the measure onto its own line, and overflows only prose that cannot fit', () => {
    const wide = String.raw`\begin{pmatrix} -3 & 2 & -1 \\ 2 & -2 & 3 \\ -3 & 2 & -2 \end{pmatrix}\begin{pmatrix} x \\ y \\ z \end{pmatrix} = \begin{pmatrix} 10 \\ -6 \\ 10 \end{pmatrix}`;
    const natural = typesetMath(wide, 11).width;
    const block = typesetText(String.raw`Solve \(${wide}\). Then stop.`, natural / 2, { size: 11 });
    expectWellFormed(block, natural / 2);
    const line = block.lines.find((l) => l.runs.some((r) => r.kind === 'math'))!;
    const run = line.runs[0] as MathRun;
    expect(run.scale).toBeLessThan(0.5);
    expect(line.width).toBeCloseTo(natural / 2, 9);
    expect(texts(block)).toEqual(['Solve', '$|.', 'Then stop.']);
    const overflow = typesetText('a supercalifragilistic word', 40, { size: 11 });
    expectWellFormed(overflow, 40);
    expect(texts(overflow)).toEqual(['a', 'supercalifragilistic', 'word']);
    expect(overflow.lines[1].width).toBeGreaterThan(40);
  });

  it('rejects unbalanced maths delimiters and bad TeX', () => {
    expect(() => typesetText(String.raw`Find \(x and y`, 480, { size: 11 })).toThrow(/Unbalanced/);
    expect(() => typesetText(String.raw`Find x\) and y`, 480, { size: 11 })).toThrow(/Unbalanced/);
    expect(() => typesetText(String.raw`Find \(\frac{1}{2\)`, 480, { size: 11 })).toThrow(/TeX error/);
  });

  it('never exceeds the measure for any mix of words and formulas (property)', () => {
    const word = fc.oneof(
      fc.constantFrom('a', 'the', 'Find', 'value', 'of', 'TV', 'fifty', 'W', 'Y.', '(i)', 'x-axis,', 'supercalifragilistic'),
      fc.constantFrom(
        String.raw`\(x\)`,
        String.raw`\(\frac{a}{b}\)`,
        String.raw`(\(a\))`,
        String.raw`\(z\),`,
        String.raw`\(\sqrt{2}\,\mathrm{i}\).`,
        String.raw`\(\begin{pmatrix}1\\2\\3\end{pmatrix}\)`,
      ),
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 40 }), fc.integer({ min: 30, max: 480 }), (words, width) => {
        const text = words.join(' ');
        const block = typesetText(text, width, { size: 11 });
        expectWellFormed(block, width);
        for (const line of block.lines) if (line.width > width + EPS) expect(texts({ ...block, lines: [line] })[0]).toMatch(/^[^|$ ]+$/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('typesetMathBlock', () => {
  it('puts one displayed formula on a line at least a text line high', () => {
    const small = typesetMathBlock('x', 480, 11);
    expect(small.lines).toHaveLength(1);
    expect(small.height).toBeCloseTo(fontMetrics(11).lineHeight, 9);
    const frac = typesetMathBlock(String.raw`\frac{1}{2}`, 480, 11);
    const inline = typesetMathBlock(String.raw`\frac{1}{2}`, 480, 11, false);
    expect(frac.height).toBeGreaterThan(inline.height);
    expect(frac.width).toBeCloseTo(frac.lines[0].runs[0].width, 9);
  });

  it('shrinks a formula wider than the measure to fit', () => {
    const tex = String.raw`1 + \mathrm{e}^{\mathrm{i}\theta} = \mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\left(\mathrm{e}^{-\frac{\mathrm{i}\theta}{2}} + \mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\right)`;
    const natural = typesetMathBlock(tex, 1000, 11);
    const fitted = typesetMathBlock(tex, 100, 11);
    const run = fitted.lines[0].runs[0] as MathRun;
    expect(natural.width).toBeGreaterThan(100);
    expect(fitted.width).toBeCloseTo(100, 9);
    expect(run.scale).toBeCloseTo(100 / natural.width, 9);
    expect(run.viewBox).toEqual((natural.lines[0].runs[0] as MathRun).viewBox);
  });
});
