import { Injectable } from '@nestjs/common';
import { BlobStore } from '@pp/platform';
import { decodePaperQr, type QrReading, rasterisePage, readPdfIdentity, readQr, type RgbaImage, visitPages } from '@pp/paper-pdf/identity';
import { questionNumberOf } from '../questions/question-rules.js';
import type { AllocationAssessment } from '../results/result-rules.js';
import { affineFrom, boxOnScan, decideFromAnswerSpaces, BLANK_INK, fitInk, inkedArea, inkImage, type InkedSpace, printedMask, type PrintedMask, type ReadPage, scaleBetween } from './answer-spaces.js';
import { HandwritingReader } from './handwriting-reader.js';
import type { AssessmentInput, Assessor } from './assessor.js';

/** Enough for the 28 mm QR code and for ink in an answer space. */
const READ_DPI = 150;
/** Pixels (at READ_DPI) around print that are erased before the writing is read. */
const READING_TOLERANCE = 2;

export const MARK_SCHEME_EXPLANATION = 'The selected work pages are a mark scheme printed by this service, which is never evidence of work. A reviewer must decide.';
export const UNREAD_EXPLANATION = 'This work is not on a paper printed by this service, where answer spaces cannot be located: a reviewer must decide.';

/**
 * On a paper this service printed: each answer space found by the page's QR code, the scan aligned
 * to the clean page and the print subtracted, so a blank part is withheld with its location and the
 * student's writing in a written one is read (OCR) and compared with the rubric's expected values.
 * What that does not settle stays uncertain with its reason.
 */
@Injectable()
export class AnswerSpaceAssessor implements Assessor {
  readonly name = 'answer-spaces-v2';

  constructor(
    private readonly blobs: BlobStore,
    private readonly reader: HandwritingReader,
  ) {}

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
        let readingMask: PrintedMask | undefined;
        const spaces: InkedSpace[] = [];
        for (const [question, partId, x, y, width, height] of qr.spaces) {
          const box = { x, y, width, height };
          const fitted = fitInk(image, mask, box, cleanToScan);
          const ink = inkedArea(fitted.ink, box);
          const space: InkedSpace = { question, partId, box: boxOnScan(box, printed, image, cleanToScan), ink };
          if (question === questionNumber && ink > BLANK_INK) {
            // Print is erased tightly for reading (the fit is good to a pixel): a wide erasure would cut letters on the rules.
            readingMask ??= printedMask(printed, READING_TOLERANCE);
            const read = inkImage(image, readingMask, box, cleanToScan, fitted.shift);
            space.lines = (await this.reader.read(read)).map((line) => ({
              text: line.text,
              confidence: line.confidence,
              // The line's box on the clean page, then on the scan, like the space's own.
              box: boxOnScan(
                {
                  x: (read.origin.x + line.box.x0 * read.step) / printed.width,
                  y: (read.origin.y + line.box.y0 * read.step) / printed.height,
                  width: ((line.box.x1 - line.box.x0) * read.step) / printed.width,
                  height: ((line.box.y1 - line.box.y0) * read.step) / printed.height,
                },
                printed,
                image,
                cleanToScan,
              ),
            }));
          }
          spaces.push(space);
        }
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
