import type { PinnedRevision } from '@pp/contracts';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString, ParseSpeeds } from 'pdf-lib';
import type { PaperDocumentInput } from '../paper-document.js';

type Allocation = PinnedRevision['markScheme']['allocations'][number];

/**
 * The machine-readable rubric a mark scheme PDF carries as the attachment `rubric.json`: what the
 * marking service needs to mark a returned paper from the PDF alone, each question pinned to the
 * exact revision, content and scheme versions it was printed from.
 */
export interface EmbeddedRubric {
  v: 1;
  paperId: string;
  revision: number;
  questions: EmbeddedRubricQuestion[];
}

export interface EmbeddedRubricQuestion {
  /** Question n of the paper (1-based, paper order). */
  number: number;
  questionId: string;
  revision: number;
  contentVersion: string;
  schemeVersion: string;
  totalMarks: number;
  parts: Array<{ id: string; label: string; marks: number }>;
  /** The scheme's allocations exactly as pinned: one mark each, in scheme order. */
  allocations: Allocation[];
}

export const RUBRIC_FILE_NAME = 'rubric.json';
export const RUBRIC_MEDIA_TYPE = 'application/json';

/** The rubric of a paper revision; plain copies only, so it serialises to exactly what was pinned. */
export function rubricOf(input: PaperDocumentInput): EmbeddedRubric {
  return {
    v: 1,
    paperId: input.paperId,
    revision: input.revision,
    questions: input.questions.map((question, index) => ({
      number: index + 1,
      questionId: question.pin.questionId,
      revision: question.pin.revision,
      contentVersion: question.pin.contentVersion,
      schemeVersion: question.pin.schemeVersion,
      totalMarks: question.markScheme.totalMarks,
      parts: question.parts.map(({ id, label, marks }) => ({ id, label, marks })),
      allocations: question.markScheme.allocations.map(({ id, partId, code, requirement, expected, conditions, dependsOn }) => ({
        id,
        partId,
        code,
        requirement,
        expected,
        conditions: [...conditions],
        dependsOn: [...dependsOn],
      })),
    })),
  };
}

/**
 * The PDF with the rubric attached as `rubric.json` (an embedded file in the catalog's
 * Names/EmbeddedFiles). `updateMetadata: false` keeps the document information exactly as written
 * (pdf-lib would otherwise replace the producer and creator with its own).
 */
export async function attachRubric(pdf: Uint8Array, rubric: EmbeddedRubric, now: Date = new Date()): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  await document.attach(new TextEncoder().encode(JSON.stringify(rubric)), RUBRIC_FILE_NAME, {
    mimeType: RUBRIC_MEDIA_TYPE,
    description: `Machine-readable rubric: paper ${rubric.paperId}, revision ${rubric.revision}`,
    creationDate: now,
    modificationDate: now,
  });
  return document.save({ updateFieldAppearances: false });
}

const textOf = (value: unknown): string | null => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null);

/** The file specification named `name` in a name tree node (its Names pairs, then its Kids). */
function findInNameTree(node: PDFDict, name: string, depth = 0): PDFDict | null {
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 0; names && i + 1 < names.size(); i += 2) {
    if (textOf(names.lookup(i)) !== name) continue;
    const spec = names.lookup(i + 1);
    if (spec instanceof PDFDict) return spec;
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; kids && depth < 32 && i < kids.size(); i += 1) {
    const kid = kids.lookup(i);
    const found = kid instanceof PDFDict ? findInNameTree(kid, name, depth + 1) : null;
    if (found) return found;
  }
  return null;
}

/** The bytes of an attachment of the PDF, by file name, or null; throws when the bytes are not a PDF. */
export async function readAttachment(bytes: Uint8Array, name: string): Promise<Uint8Array | null> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest, ignoreEncryption: true });
  const tree = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const spec = tree ? findInNameTree(tree, name) : null;
  const ef = spec?.lookupMaybe(PDFName.of('EF'), PDFDict);
  const stream = ef?.lookup(PDFName.of('F')) ?? ef?.lookup(PDFName.of('UF'));
  return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : null;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function isAllocation(value: unknown): value is Allocation {
  const a = value as Record<string, unknown>;
  return (
    typeof a === 'object' &&
    a !== null &&
    [a.id, a.partId, a.code, a.requirement, a.expected].every(isString) &&
    isStrings(a.conditions) &&
    isStrings(a.dependsOn)
  );
}

function isRubricQuestion(value: unknown): value is EmbeddedRubricQuestion {
  const q = value as Record<string, unknown>;
  return (
    typeof q === 'object' &&
    q !== null &&
    isCount(q.number) &&
    isCount(q.revision) &&
    isCount(q.totalMarks) &&
    [q.questionId, q.contentVersion, q.schemeVersion].every(isString) &&
    Array.isArray(q.parts) &&
    q.parts.every(
      (p: Record<string, unknown>) => typeof p === 'object' && p !== null && isString(p.id) && isString(p.label) && isCount(p.marks),
    ) &&
    Array.isArray(q.allocations) &&
    q.allocations.every(isAllocation)
  );
}

/** A light check of the rubric's shape: enough that a consumer can trust the fields it reads. */
export function isEmbeddedRubric(value: unknown): value is EmbeddedRubric {
  const r = value as Record<string, unknown>;
  return (
    typeof r === 'object' &&
    r !== null &&
    r.v === 1 &&
    isString(r.paperId) &&
    isCount(r.revision) &&
    Array.isArray(r.questions) &&
    r.questions.every(isRubricQuestion)
  );
}

/**
 * The rubric a mark scheme PDF carries, from its bytes alone; null when it has none, when its
 * rubric.json is not a rubric, or when the bytes are not a PDF pdf-lib can read.
 */
export async function readEmbeddedRubric(bytes: Uint8Array): Promise<EmbeddedRubric | null> {
  try {
    const file = await readAttachment(bytes, RUBRIC_FILE_NAME);
    const value: unknown = file ? JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(file)) : null;
    return isEmbeddedRubric(value) ? value : null;
  } catch {
    return null;
  }
}
