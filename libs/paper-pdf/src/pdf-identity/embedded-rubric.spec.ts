import { createElement } from 'react';
import { Document, Page, Text } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import { pdfBytes } from '../typeset/pdf-bytes.js';
import { bankRevisions, paperInput } from '../testing/bank-fixtures.js';
import { pdfAttachments, pdfStructure } from '../testing/pdf-reading.js';
import { documentMetadata, readPdfIdentity } from './document-identity.js';
import { attachRubric, isEmbeddedRubric, readAttachment, readEmbeddedRubric, RUBRIC_FILE_NAME, rubricOf } from './embedded-rubric.js';

const input = paperInput(bankRevisions().slice(40, 43), { revision: 5 });

async function smallPdf(): Promise<Uint8Array> {
  const page = createElement(Page, { size: 'A4' }, createElement(Text, null, 'Mark scheme'));
  return pdfBytes(createElement(Document, documentMetadata(input, 'mark-scheme'), page));
}

describe('the rubric embedded in a mark scheme', () => {
  it('pins each question of the paper in order, with its parts and its exact allocations', () => {
    const rubric = rubricOf(input);
    expect(rubric).toMatchObject({ v: 1, paperId: input.paperId, revision: 5 });
    expect(rubric.questions.map((q) => [q.number, q.questionId, q.revision, q.contentVersion, q.schemeVersion])).toEqual(
      input.questions.map((q, i) => [i + 1, q.pin.questionId, q.pin.revision, q.pin.contentVersion, q.pin.schemeVersion]),
    );
    rubric.questions.forEach((q, i) => {
      expect(q.allocations).toEqual(input.questions[i].markScheme.allocations);
      expect(q.parts).toEqual(input.questions[i].parts.map(({ id, label, marks }) => ({ id, label, marks })));
      expect(q.totalMarks).toBe(input.questions[i].markScheme.totalMarks);
    });
    expect(isEmbeddedRubric(JSON.parse(JSON.stringify(rubric)))).toBe(true);
  });

  it('round-trips through the PDF bytes, keeps the metadata as written, and opens in a PDF reader with no repair', async () => {
    const plain = await smallPdf();
    const pdf = await attachRubric(plain, rubricOf(input));
    expect(await readEmbeddedRubric(pdf)).toEqual(rubricOf(input));
    expect(await readPdfIdentity(pdf)).toEqual({ paperId: input.paperId, revision: 5, kind: 'mark-scheme' });
    const [before, after] = await Promise.all([plain, pdf].map((bytes) => PDFDocument.load(bytes, { updateMetadata: false })));
    for (const get of ['getTitle', 'getSubject', 'getKeywords', 'getProducer', 'getCreator', 'getAuthor'] as const) {
      expect({ field: get, value: after[get]() }).toEqual({ field: get, value: before[get]() });
    }
    expect(await pdfStructure(pdf)).toEqual({ repaired: false, pages: 1 });
    // Another PDF reader (mupdf; pdf-lib wrote it) sees the attachment by name, with its media type.
    expect(await pdfAttachments(pdf)).toEqual([{ name: RUBRIC_FILE_NAME, mediaType: 'application/json' }]);
  });

  it('is null for a PDF without one, for one whose rubric.json is not a rubric, and for bytes that are not a PDF', async () => {
    const plain = await smallPdf();
    expect(await readEmbeddedRubric(plain)).toBeNull();
    expect(await readEmbeddedRubric(new TextEncoder().encode('not a pdf'))).toBeNull();
    const other = await PDFDocument.load(plain);
    await other.attach(new TextEncoder().encode('{"v":2}'), RUBRIC_FILE_NAME, { mimeType: 'application/json' });
    const bytes = await other.save();
    expect(new TextDecoder().decode((await readAttachment(bytes, RUBRIC_FILE_NAME))!)).toBe('{"v":2}');
    expect(await readEmbeddedRubric(bytes)).toBeNull();
  });

  it.each([
    ['a missing paper id', (r: Record<string, unknown>) => delete r.paperId],
    [
      'a question without allocations',
      (r: Record<string, unknown>) => delete (r.questions as Array<Record<string, unknown>>)[0].allocations,
    ],
    [
      'an allocation with a numeric code',
      (r: Record<string, unknown>) =>
        (((r.questions as Array<Record<string, unknown>>)[0].allocations as Array<Record<string, unknown>>)[0].code = 1),
    ],
    ['a negative revision', (r: Record<string, unknown>) => (r.revision = -1)],
  ])('rejects a rubric with %s', (_what, spoil) => {
    const rubric = JSON.parse(JSON.stringify(rubricOf(input))) as Record<string, unknown>;
    spoil(rubric);
    expect(isEmbeddedRubric(rubric)).toBe(false);
  });
});
