import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { validateImportSubmission } from '@pp/import-schema';
import { exampleSubmissionFor, pdfOf } from './upload-files.js';

describe('upload files', () => {
  it('pdfOf makes a PDF of the pages asked for', async () => {
    expect((await PDFDocument.load(await pdfOf(3))).getPageCount()).toBe(3);
  });

  it('exampleSubmissionFor points the example at the given uploads, and it validates against them', () => {
    const [work, scheme] = [randomUUID(), randomUUID()];
    const submission = exampleSubmissionFor(work, scheme);
    const context = {
      assets: [
        { id: work, kind: 'work' as const, pageCount: 3 },
        { id: scheme, kind: 'scheme' as const, pageCount: 2 },
      ],
    };
    expect(validateImportSubmission(submission, context).ok).toBe(true);
  });
});
