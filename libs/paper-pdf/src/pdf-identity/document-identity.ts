import type { PaperDocumentInput } from '../paper-document.js';
import { PDFDocument } from 'pdf-lib';

export const PAPER_DOCUMENT_KINDS = ['question-paper', 'mark-scheme'] as const;
export type PaperDocumentKind = (typeof PAPER_DOCUMENT_KINDS)[number];

/** Which paper, revision and document a PDF is: what the marking service reads back. */
export interface PdfIdentity {
  paperId: string;
  revision: number;
  kind: PaperDocumentKind;
}

/** Creator and producer of every PDF we write, so a PDF of ours is recognisable in any viewer. */
export const PDF_CREATOR = 'Practice-paper and marking service (paper-pdf)';

const KIND_NAMES: Record<PaperDocumentKind, string> = { 'question-paper': 'question paper', 'mark-scheme': 'mark scheme' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The identity as the PDF's Keywords, one `pp:key=value` word each:
 * `pp:paper=<uuid> pp:revision=3 pp:kind=mark-scheme`. Keywords are kept by every viewer and
 * PDF tool, need no custom Info key, and parse without guessing (no value holds a space).
 */
export function identityKeywords({ paperId, revision, kind }: PdfIdentity): string {
  return `pp:paper=${paperId} pp:revision=${revision} pp:kind=${kind}`;
}

/** The identity in a Keywords string (other words may surround it), or null when it carries none. */
export function parseIdentityKeywords(keywords: string): PdfIdentity | null {
  const value = (key: string) => new RegExp(`(?:^|\\s)pp:${key}=(\\S+)`).exec(keywords)?.[1];
  const [paperId, revision, kind] = [value('paper'), value('revision'), value('kind')];
  if (!paperId || !UUID.test(paperId) || !revision || !/^[1-9]\d{0,9}$/.test(revision)) return null;
  if (!PAPER_DOCUMENT_KINDS.includes(kind as PaperDocumentKind)) return null;
  return { paperId: paperId.toLowerCase(), revision: Number(revision), kind: kind as PaperDocumentKind };
}

/** What react-pdf's `<Document>` takes for one of a revision's two documents. */
export function documentMetadata(input: PaperDocumentInput, kind: PaperDocumentKind) {
  const title = input.title.replace(/\s+/g, ' ').trim();
  return {
    title: `${title} \u2013 ${KIND_NAMES[kind]} (revision ${input.revision})`,
    subject: `A level Further Mathematics practice paper ${input.paperId}, revision ${input.revision}: ${KIND_NAMES[kind]}`,
    keywords: identityKeywords({ paperId: input.paperId, revision: input.revision, kind }),
    author: PDF_CREATOR,
    creator: PDF_CREATOR,
    producer: PDF_CREATOR,
    language: 'en-GB',
  };
}

/**
 * The paper, revision and kind of a PDF, from its bytes alone (its Info Keywords), or null for a
 * PDF that is not one of ours, or not a readable PDF at all.
 */
export async function readPdfIdentity(bytes: Uint8Array): Promise<PdfIdentity | null> {
  try {
    const keywords = (await PDFDocument.load(bytes, { updateMetadata: false })).getKeywords();
    return keywords === undefined ? null : parseIdentityKeywords(keywords);
  } catch {
    return null;
  }
}
