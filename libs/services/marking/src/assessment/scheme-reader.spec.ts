import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { FsBlobStore, loadConfig } from '@pp/platform';
import { TextReader } from '../ocr/text-reader.js';
import { MarkingConfigSchema } from '../marking.config.js';
import { PageRenderer } from '../rendering/page-renderer.js';
import { SchemeReader } from './scheme-reader.js';

/** A mark scheme typeset elsewhere: a plain table of rows in Helvetica, two questions on one page. */
async function printedScheme(rows: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  rows.forEach((row, i) => page.drawText(row, { x: 60, y: 760 - i * 28, size: 11, font }));
  return Buffer.from(await pdf.save());
}

describe('reading the rubric of a mark scheme printed elsewhere (mupdf + tesseract.js)', () => {
  const root = mkdtempSync(join(tmpdir(), 'pp-scheme-'));
  const blobs = new FsBlobStore(root);
  const reader = new TextReader();
  const renderer = new PageRenderer(loadConfig(MarkingConfigSchema));
  const schemes = new SchemeReader(blobs, reader, renderer);

  afterAll(async () => {
    await Promise.all([reader.onModuleDestroy(), renderer.onApplicationShutdown()]);
    rmSync(root, { recursive: true, force: true });
  });

  it('reads each mark code of the question into its part, and leaves the other question out', async () => {
    await blobs.put(
      'test/scheme.pdf',
      await printedScheme([
        'Question   Scheme   Marks',
        '1(a)   Uses the quadratic formula   M1',
        'x = 2 + 3i and x = 2 - 3i   A1',
        '(b)   Modulus of their root   B1ft',
        '(Total 3 marks)',
        '2(a)   Expands the bracket   M2',
        'Collects terms   A1',
      ]),
    );
    const page = {
      assetId: 'scheme',
      page: 1,
      pageId: 'scheme:p1',
      blobKey: 'test/scheme.pdf',
      mediaType: 'application/pdf',
      filePageCount: 1,
    };
    const first = await schemes.read([page], 1, new AbortController().signal);
    expect('rubric' in first && first.rubric.allocations.map((a) => [a.id, a.code, a.dependsOn])).toEqual([
      ['a.1', 'M1', []],
      ['a.2', 'A1', ['a.1']],
      ['b.1', 'B1ft', []],
    ]);
    const second = await schemes.read([page], 2, new AbortController().signal);
    expect('rubric' in second && second.rubric.allocations.map((a) => a.code)).toEqual(['M1', 'M1', 'A1']);
    expect(await schemes.read([page], 3, new AbortController().signal)).toEqual({ problem: expect.stringContaining('no mark codes') });
  }, 60_000);
});
