import { createElement as h } from 'react';
import { Document, Page } from '@react-pdf/renderer';
import { pdfBytes } from './pdf-bytes.js';
import { fontMetrics, measureText, registerPdfFonts } from './fonts.js';
import { TypesetBlockView } from './paint.js';
import { typesetMathBlock, typesetText } from './paragraph.js';
import type { MathRun, TextRun, TypesetBlock } from './typeset.js';
import { greyRaster, pdfWords, type PdfWord } from '../testing/pdf-reading.js';

interface Placed {
  block: TypesetBlock;
  x: number;
  y: number;
}

type Word = Omit<PdfWord, 'page'>;

async function renderPdf(size: [number, number], blocks: Placed[]): Promise<Uint8Array> {
  registerPdfFonts();
  const page = h(Page, { size }, ...blocks.map((b, i) => h(TypesetBlockView, { key: i, ...b })));
  return pdfBytes(h(Document, null, page));
}

/** Where the typesetter says each word of each text run is drawn: left, right and baseline on the page. */
function expectedWords({ block, x, y }: Placed): (Word & { baseline: number; run: TextRun })[] {
  return block.lines.flatMap((line) =>
    line.runs
      .filter((r): r is TextRun => r.kind === 'text')
      .flatMap((run) => {
        let offset = 0;
        return run.text.split(' ').map((text) => {
          // The word starts where the run up to its end, less the word, ends (kerning against the space counts).
          const end = measureText(run.text.slice(0, offset + text.length), run.face, run.size);
          const left = x + run.x + end - measureText(text, run.face, run.size);
          offset += text.length + 1;
          const baseline = y + line.y + line.baseline;
          const { ascent, descent } = fontMetrics(run.size, run.face);
          return {
            text,
            xMin: left,
            xMax: left + measureText(text, run.face, run.size),
            yMin: baseline - ascent,
            yMax: baseline + descent,
            baseline,
            run,
          };
        });
      }),
  );
}

/** An 8-bit grey raster of page 1 at `dpi`, as mupdf draws it. */
async function raster(pdf: Uint8Array, dpi: number): Promise<{ width: number; height: number; dark: (px: number, py: number) => boolean }> {
  const { width, height, grey } = await greyRaster(pdf, 0, dpi);
  return { width, height, dark: (px, py) => grey[py * width + px] < 128 };
}

/** The bounding box, in points, of dark pixels inside a region given in points. */
function inkBox(img: Awaited<ReturnType<typeof raster>>, scale: number, region: { x0: number; y0: number; x1: number; y1: number }) {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let py = Math.floor(region.y0 * scale); py < Math.ceil(region.y1 * scale); py++) {
    for (let px = Math.floor(region.x0 * scale); px < Math.ceil(region.x1 * scale); px++) {
      if (!img.dark(px, py)) continue;
      box.x0 = Math.min(box.x0, px / scale);
      box.y0 = Math.min(box.y0, py / scale);
      box.x1 = Math.max(box.x1, (px + 1) / scale);
      box.y1 = Math.max(box.y1, (py + 1) / scale);
    }
  }
  return box;
}

describe('TypesetBlockView in a real PDF', () => {
  it('draws every word where the typesetter measured it, on its line baseline', async () => {
    const stem = String.raw`Given that \(z = -3 - 6\mathrm{i}\) and \(w = \frac{4}{5} - 6\mathrm{i}\), find the value of \(\left|z - w\right|\) and sketch the locus of points on an Argand diagram. Of the TV, Y and W fit fifty words; the matrix \(\begin{pmatrix}1&2\\3&4\end{pmatrix}\) has determinant \(-2\).`;
    const placed: Placed[] = [
      { block: typesetText(stem, 300, { size: 11 }), x: 56.7, y: 60.3 },
      { block: typesetText('Bold question heading then italic', 400, { size: 13, face: 'bold' }), x: 56.7, y: 20 },
      { block: typesetText('An italic note on marking: follow through', 200, { size: 9, face: 'italic', leading: 2 }), x: 380, y: 60 },
      { block: typesetText('Final words set in bold italic', 200, { size: 10, face: 'bold-italic' }), x: 380, y: 200 },
    ];
    const found = await pdfWords(await renderPdf([595.28, 841.89], placed));
    const expected = placed.flatMap(expectedWords);
    expect(found.map((w) => w.text).sort()).toEqual(expected.map((w) => w.text).sort());
    for (const want of expected) {
      const got = found
        .filter((w) => w.text === want.text)
        .sort((a, b) => Math.hypot(a.xMin - want.xMin, a.yMin - want.yMin) - Math.hypot(b.xMin - want.xMin, b.yMin - want.yMin))[0];
      const where = `${want.text} (${want.run.face} ${want.run.size}pt)`;
      expect([where, got.xMin]).toEqual([where, expect.closeTo(want.xMin, 1)]);
      expect([where, got.xMax]).toEqual([where, expect.closeTo(want.xMax, 1)]);
      // A reader boxes a word from baseline - ascent to baseline + descent.
      expect([where, got.yMin]).toEqual([where, expect.closeTo(want.yMin, 1)]);
      expect([where, got.yMax]).toEqual([where, expect.closeTo(want.yMax, 1)]);
    }
    // Words of one line share one baseline row in the PDF.
    for (const line of placed[0].block.lines) {
      const baseline = placed[0].y + line.y + line.baseline;
      const rows = new Set(
        expected
          .filter((w) => w.baseline === baseline)
          .map((w) => found.find((f) => f.text === w.text && Math.abs(f.xMin - w.xMin) < 0.01)!.yMax.toFixed(2)),
      );
      expect(rows.size).toBe(line.runs.some((r) => r.kind === 'text') ? 1 : 0);
    }
  });

  it('sets a formula on the same baseline as the text and at its measured x (pixel check at 720 dpi)', async () => {
    // A rule sits on the baseline and starts at x = 0 of its box; H stands on the baseline.
    const block = typesetText(String.raw`H \(\rule{0.5em}{0.5em}\) H \(\overline{z}\)`, 200, { size: 20 });
    const math = block.lines[0].runs.filter((r): r is MathRun => r.kind === 'math');
    const [firstH] = block.lines[0].runs as TextRun[];
    const at = { x: 30.3, y: 20.7 };
    const img = await raster(await renderPdf([200, 80], [{ block, ...at }]), 720);
    const scale = 10;
    const baseline = at.y + block.lines[0].baseline;
    const rule = inkBox(img, scale, {
      x0: at.x + math[0].x - 2,
      y0: at.y,
      x1: at.x + math[0].x + math[0].width + 2,
      y1: at.y + block.height,
    });
    // One pixel is 0.1pt: the ink edges fall within a pixel and a half of the computed ones.
    expect(Math.abs(rule.x0 - (at.x + math[0].x))).toBeLessThan(0.15);
    expect(Math.abs(rule.x1 - (at.x + math[0].x + 10))).toBeLessThan(0.15);
    expect(Math.abs(rule.y1 - baseline)).toBeLessThan(0.15);
    expect(Math.abs(rule.y0 - (baseline - 10))).toBeLessThan(0.15);
    const h = inkBox(img, scale, { x0: at.x + firstH.x, y0: at.y, x1: at.x + firstH.x + firstH.width, y1: at.y + block.height });
    expect(Math.abs(h.y1 - baseline)).toBeLessThan(0.15);
    // The overline is clipped to the z's box (MathJax stretches a glyph wider than the bar).
    const zRun = math[1];
    const bar = inkBox(img, scale, {
      x0: at.x + zRun.x - 5,
      y0: baseline - zRun.ascent - 1,
      x1: at.x + zRun.x + zRun.width + 5,
      y1: baseline - 0.5 * 20,
    });
    expect(bar.x0).toBeGreaterThanOrEqual(at.x + zRun.x - 0.2);
    expect(bar.x1).toBeLessThanOrEqual(at.x + zRun.x + zRun.width + 0.2);
    expect(bar.x1 - bar.x0).toBeGreaterThan(0.8 * zRun.width);
  });

  it('paints a shrunk display formula inside the measure', async () => {
    const tex = String.raw`\begin{pmatrix} -3 & 2 & -1 \\ 2 & -2 & 3 \\ -3 & 2 & -2 \end{pmatrix}\begin{pmatrix} x \\ y \\ z \end{pmatrix} = \begin{pmatrix} 10 \\ -6 \\ 10 \end{pmatrix}`;
    const block = typesetMathBlock(tex, 60, 11);
    const at = { x: 20, y: 10 };
    const img = await raster(await renderPdf([100, 60], [{ block, ...at }]), 720);
    const ink = inkBox(img, 10, { x0: 0, y0: 0, x1: 100, y1: 60 });
    expect(ink.x0).toBeGreaterThanOrEqual(at.x - 0.2);
    expect(ink.x1).toBeLessThanOrEqual(at.x + 60 + 0.2);
    expect(ink.x1 - ink.x0).toBeGreaterThan(55);
    expect(ink.y0).toBeGreaterThanOrEqual(at.y);
    expect(ink.y1).toBeLessThanOrEqual(at.y + block.height);
  });
});
