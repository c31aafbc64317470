import { createElement } from 'react';
import { Document, Page, Text } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import { pdfBytes } from '../typeset/pdf-bytes.js';
import { paperInput } from '../testing/bank-fixtures.js';
import { documentMetadata, identityKeywords, parseIdentityKeywords, readPdfIdentity, type PdfIdentity } from './document-identity.js';

const PAPER = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A one-page PDF as react-pdf writes it, with the given Document metadata. */
async function smallPdf(metadata: Record<string, string>): Promise<Uint8Array> {
  const page = createElement(Page, { size: 'A4' }, createElement(Text, null, 'Hello'));
  return pdfBytes(createElement(Document, metadata, page));
}

describe('the identity of a paper PDF', () => {
  it('round-trips through the Keywords, and ignores other words around it', () => {
    const identity: PdfIdentity = { paperId: PAPER, revision: 12, kind: 'mark-scheme' };
    expect(identityKeywords(identity)).toBe(`pp:paper=${PAPER} pp:revision=12 pp:kind=mark-scheme`);
    expect(parseIdentityKeywords(identityKeywords(identity))).toEqual(identity);
    expect(parseIdentityKeywords(`maths ${identityKeywords({ ...identity, kind: 'question-paper' })} practice`)).toEqual({
      ...identity,
      kind: 'question-paper',
    });
  });

  it.each([
    ['no identity', 'maths practice'],
    ['a bad uuid', 'pp:paper=not-a-uuid pp:revision=1 pp:kind=mark-scheme'],
    ['revision 0', `pp:paper=${PAPER} pp:revision=0 pp:kind=mark-scheme`],
    ['an unknown kind', `pp:paper=${PAPER} pp:revision=1 pp:kind=answers`],
    ['a missing kind', `pp:paper=${PAPER} pp:revision=1`],
  ])('reads %s as null', (_what, keywords) => {
    expect(parseIdentityKeywords(keywords)).toBeNull();
  });

  it('names the paper, revision and kind in the metadata react-pdf takes', () => {
    const metadata = documentMetadata(paperInput([], { paperId: PAPER, revision: 4, title: '  Mock   paper ' }), 'question-paper');
    expect(metadata).toMatchObject({
      title: 'Mock paper \u2013 question paper (revision 4)',
      keywords: identityKeywords({ paperId: PAPER, revision: 4, kind: 'question-paper' }),
    });
    expect(metadata.subject).toContain(PAPER);
    expect(metadata.producer).toBe(metadata.creator);
  });

  it('reads back from the bytes alone: as react-pdf writes them, and after pdf-lib saves them with or without object streams', async () => {
    const input = paperInput([], { paperId: PAPER, revision: 7, title: 'Caf\u00e9 \u2013 \u221a paper' });
    const written = await smallPdf(documentMetadata(input, 'mark-scheme'));
    const expected = { paperId: PAPER, revision: 7, kind: 'mark-scheme' };
    expect(await readPdfIdentity(written)).toEqual(expected);
    for (const useObjectStreams of [true, false]) {
      const resaved = await (await PDFDocument.load(written, { updateMetadata: false })).save({ useObjectStreams });
      expect({ useObjectStreams, identity: await readPdfIdentity(resaved) }).toEqual({ useObjectStreams, identity: expected });
    }
    const mupdf = await import('mupdf');
    const document = mupdf.Document.openDocument(written, 'application/pdf');
    expect(parseIdentityKeywords(document.getMetaData('info:Keywords') ?? '')).toEqual(expected);
    document.destroy();
  });

  it('is null for a PDF without our keywords, and for bytes that are not a PDF', async () => {
    expect(await readPdfIdentity(await smallPdf({ title: 'Someone else\u2019s PDF', keywords: 'maths' }))).toBeNull();
    expect(await readPdfIdentity(await smallPdf({}))).toBeNull();
    expect(await readPdfIdentity(new TextEncoder().encode('not a pdf at all'))).toBeNull();
  });
});
