import { Injectable } from '@nestjs/common';
import { BlobStore } from '@pp/platform';
import { decodePaperQr, type PaperQrPayload, rasterisePage, readQrText, type RgbaImage, visitPages } from '@pp/paper-pdf/identity';
import { questionNumberOf } from '../questions/question-rules.js';
import type { AllocationAssessment } from '../results/result-rules.js';
import { decideFromAnswerSpaces, inkIn, type ReadPage } from './answer-spaces.js';
import type { AssessmentInput, Assessor } from './assessor.js';

/** Enough for the 28 mm QR code and for ink in an answer space. */
const READ_DPI = 150;

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
    if (!input.questionPaperBlobKey || questionNumber === null) {
      return input.rubric.allocations.map((a) => ({ allocationId: a.id, decision: 'uncertain', explanation: UNREAD_EXPLANATION, evidence: [], conditionChecks: [] }));
    }
    const clean = await this.blobs.bytes(input.questionPaperBlobKey);
    const pages: ReadPage[] = [];
    for (const [assetId, selected] of groupByAsset(input.workPages)) {
      const scans: Array<{ page: number; image: RgbaImage; qr: PaperQrPayload | null }> = [];
      await visitPages(
        await this.blobs.bytes(selected[0].blobKey),
        selected[0].mediaType,
        READ_DPI,
        (image, page) => {
          const text = readQrText(image);
          scans.push({ page, image, qr: text ? decodePaperQr(text) : null });
        },
        new Set(selected.map((p) => p.page)),
      ).catch(() => undefined);
      for (const { page, image, qr } of scans) {
        input.signal.throwIfAborted();
        if (!qr) continue;
        const printed = await rasterisePage(clean, qr.page - 1, READ_DPI);
        const spaces = qr.spaces.map(([question, partId, x, y, width, height]) => ({ question, partId, box: { x, y, width, height }, ink: inkIn(image, printed, { x, y, width, height }) }));
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
