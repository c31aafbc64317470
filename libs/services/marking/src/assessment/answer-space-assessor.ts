import { Injectable } from '@nestjs/common';
import { BlobStore } from '@pp/platform';
import { decodePaperQr, type QrReading, rasterisePage, readPdfIdentity, readQr, type RgbaImage, visitPages } from '@pp/paper-pdf/identity';
import { questionNumberOf } from '../questions/question-rules.js';
import type { AllocationAssessment } from '../results/result-rules.js';
import { affineFrom, boxOnScan, decideFromAnswerSpaces, inkIn, printedMask, type ReadPage, scaleBetween } from './answer-spaces.js';
import type { AssessmentInput, Assessor } from './assessor.js';

/** Enough for the 28 mm QR code and for ink in an answer space. */
const READ_DPI = 150;

export const MARK_SCHEME_EXPLANATION = 'The selected work pages are a mark scheme printed by this service, which is never evidence of work. A reviewer must decide.';
export const UNREAD_EXPLANATION = 'This work is not on a paper printed by this service and this deployment does not read handwriting yet: a reviewer must decide.';

/**
 * The assessor until reading handwriting lands (issue 16): on a paper this service printed, it finds
 * each answer space by the page's QR code and compares the scan with the clean page, so a blank part
 * is withheld with its location; everything else stays uncertain with its reason. It never awards.
 */
@Injectable()
export class AnswerSpaceAssessor implements Assessor {
  readonly name = 'answer-spaces-v1';

  constructor(private readonly blobs: BlobStore) {}

  async assess(input: AssessmentInput): Promise<AllocationAssessment[]> {
    const questionNumber = questionNumberOf(input.label);
    if (!input.questionPaperBlobKey || questionNumber === null) return uncertainAll(input, UNREAD_EXPLANATION);
    const clean = await this.blobs.bytes(input.questionPaperBlobKey);
    const pages: ReadPage[] = [];
    for (const [assetId, selected] of groupByAsset(input.workPages)) {
      const bytes = await this.blobs.bytes(selected[0].blobKey);
      if (selected[0].mediaType === 'application/pdf' && (await readPdfIdentity(bytes))?.kind === 'mark-scheme') {
        return uncertainAll(input, MARK_SCHEME_EXPLANATION);
      }
      const scans: Array<{ page: number; image: RgbaImage; reading: QrReading | null }> = [];
      await visitPages(
        bytes,
        selected[0].mediaType,
        READ_DPI,
        (image, page) => scans.push({ page, image, reading: readQr(image) }),
        new Set(selected.map((p) => p.page)),
        // A file mupdf cannot render (WebP) leaves its pages unlocated: their parts stay uncertain.
      ).catch(() => undefined);
      for (const { page, image, reading } of scans) {
        input.signal.throwIfAborted();
        const qr = reading && decodePaperQr(reading.text);
        if (!reading || !qr) continue;
        const printed = await rasterisePage(clean, qr.page - 1, READ_DPI);
        const printedQr = readQr(printed);
        // The scan may be shifted, scaled or turned: the finder patterns of the two codes map one onto the other.
        const cleanToScan = (printedQr && affineFrom(findersOf(printedQr), findersOf(reading))) ?? scaleBetween(printed, image);
        const mask = printedMask(printed);
        const spaces = qr.spaces.map(([question, partId, x, y, width, height]) => {
          const box = { x, y, width, height };
          return { question, partId, box: boxOnScan(box, printed, image, cleanToScan), ink: inkIn(image, mask, box, cleanToScan) };
        });
        pages.push({ pageId: `${assetId}:p${page}`, spaces });
      }
    }
    return decideFromAnswerSpaces(input.rubric, questionNumber, pages);
  }
}

function groupByAsset<T extends { assetId: string }>(pages: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const page of pages) groups.set(page.assetId, [...(groups.get(page.assetId) ?? []), page]);
  return groups;
}

const findersOf = ({ finders }: QrReading) => [finders.topLeft, finders.topRight, finders.bottomLeft] as const;

const uncertainAll = (input: AssessmentInput, explanation: string): AllocationAssessment[] =>
  input.rubric.allocations.map((a) => ({ allocationId: a.id, decision: 'uncertain', explanation, evidence: [], conditionChecks: [] }));
