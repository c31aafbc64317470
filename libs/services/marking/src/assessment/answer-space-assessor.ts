import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { BlobStore } from '@pp/platform';
import {
  cropImage,
  decodePaperQr,
  type PaperQrPayload,
  pdfText,
  type QrReading,
  readPdfIdentity,
  readQr,
  type RgbaImage,
} from '@pp/paper-pdf/identity';
import { MARKING_CONFIG, type MarkingConfig } from '../marking.config.js';
import { questionNumberOf } from '../rubrics/paper-rubric.js';
import { decideFromAnswerSpaces, BLANK_INK, WRITTEN_INK, type InkedSpace, type ReadPage } from './answer-spaces.js';
import {
  type Affine,
  affineFrom,
  type Box,
  boxOnScan,
  fitInk,
  inkInPlace,
  inkedArea,
  inkImage,
  type InkImage,
  inkRegion,
  type Point,
  printedMask,
  type PrintedMask,
  scaleBetween,
} from './scan-geometry.js';
import {
  decideFromForeignAreas,
  decideFromForeignWork,
  type ForeignAnswerArea,
  type ForeignPage,
  FOREIGN_SCHEME_EXPLANATION,
  labelAbove,
  readsAsScheme,
  wordsOf,
} from './foreign-work.js';
import { printOfBoxes, ruledBoxesOf, skewOf, uprightImage, uprightToScan } from './foreign-layout.js';
import { LineRecogniser } from '../ocr/line-recogniser.js';
import { type TextLine, TextReader } from '../ocr/text-reader.js';
import { PageRenderer } from '../rendering/page-renderer.js';
import { type AllocationAssessment, type AssessmentInput, type Assessor, PermanentFailure } from './assessor.js';
import { mergeReadings, type ReadLine } from './written-answers.js';
import { inkEndsWith } from './working-rules.js';

/** Pages of an upload looked at for the learner's writing when a question's own pages have none: a paper's length. */
const MAX_OTHER_PAGES = 24;
/**
 * The scales (times the clean page's pixels) the writing of a space is read at: tesseract misreads
 * handwriting differently at each, and a line any reading holds counts (decision 0018).
 */
const READING_SCALES = [2, 3, 4];
/** Pixels (at MARKING_READ_DPI) around print that are erased before the writing is read. */
const READING_TOLERANCE = 2;

export const MARK_SCHEME_EXPLANATION =
  'The selected work pages are a mark scheme printed by this service, which is never evidence of work. A reviewer must decide.';

/**
 * On a paper this service printed: each answer space found by the page's QR code, the scan aligned
 * to the clean page and the print subtracted, so a blank part is withheld with its location and the
 * student's writing in a written one is read (OCR) and compared with the rubric's expected values.
 * Any other work page is read whole (OCR with line boxes) and its ruled answer boxes found by layout
 * and read as answer spaces (`decideFromForeignAreas`), or, where none matches the parts, decided
 * from the whole page (`decideFromForeignWork`). What that does not settle stays uncertain with its
 * reason.
 */
@Injectable()
export class AnswerSpaceAssessor implements Assessor {
  readonly name = 'answer-spaces-v10';

  private readonly cleanPages = new Map<string, Promise<CleanPage>>();

  constructor(
    private readonly blobs: BlobStore,
    private readonly reader: TextReader,
    private readonly recogniser: LineRecogniser,
    private readonly renderer: PageRenderer,
    @Inject(MARKING_CONFIG) private readonly config: MarkingConfig,
  ) {}

  async assess(input: AssessmentInput): Promise<AllocationAssessment[]> {
    const questionNumber = questionNumberOf(input.label);
    const clean =
      input.questionPaperBlobKey && questionNumber !== null ? cleanPaperOf(await this.blobs.bytes(input.questionPaperBlobKey)) : null;
    const pages: ReadPage[] = [];
    const foreign: ForeignScan[] = [];
    // Each upload is fetched once: the other-page check below reads the same files.
    const files = new Map<string, Uint8Array>();
    for (const [assetId, selected] of groupByAsset(input.workPages)) {
      const bytes = await this.blobs.bytes(selected[0].blobKey);
      files.set(selected[0].blobKey, bytes);
      if (selected[0].mediaType === 'application/pdf' && (await readPdfIdentity(bytes))?.kind === 'mark-scheme') {
        return uncertainAll(input, MARK_SCHEME_EXPLANATION);
      }
      const scans: Array<{ page: number; image: RgbaImage; reading: QrReading | null }> = [];
      await this.renderer
        .visit(
          bytes,
          selected[0].mediaType,
          this.config.MARKING_READ_DPI,
          selected.map((p) => p.page),
          (image, page) => void scans.push({ page, image, reading: readQr(image) }),
          input.signal,
        )
        // A file that passed the upload's checks and still cannot be drawn is no work to mark: the
        // question fails with its credit back rather than leaving a reviewer pages nobody can read.
        .catch((error: unknown) => {
          input.signal.throwIfAborted();
          throw new PermanentFailure('work_unreadable', `The work file could not be drawn to be read (${(error as Error).message}).`);
        });
      for (const { page, image, reading } of scans) {
        input.signal.throwIfAborted();
        const pageId = `${assetId}:p${page}`;
        const qr = clean && reading && decodePaperQr(reading.text);
        if (!clean || questionNumber === null || !reading || !qr) {
          foreign.push(await this.readForeignPage(pageId, image));
          continue;
        }
        pages.push({
          pageId,
          qr: { paper: qr.paper, rev: qr.rev },
          spaces: await this.readSpaces(image, reading, qr, clean, questionNumber),
        });
      }
    }
    const located = questionNumber !== null && pages.some((page) => page.spaces.some((space) => space.question === questionNumber));
    if (questionNumber !== null && (located || foreign.length === 0)) {
      // Our own pages hold the question; a foreign page among them may still be a mark scheme.
      if (foreign.some(readsAsScheme)) return uncertainAll(input, FOREIGN_SCHEME_EXPLANATION);
      const inked = pages.some((page) => page.spaces.some((space) => space.ink > BLANK_INK));
      return decideFromAnswerSpaces(
        input.rubric,
        questionNumber,
        pages,
        inked || (clean !== null && (await this.writtenElsewhere(input, files, pages, clean))),
      );
    }
    const paperWords = clean && new Set(wordsOf(await pdfText(clean.bytes)));
    const inAreas = decideFromForeignAreas(input.rubric, foreign, paperWords);
    if (inAreas) return inAreas;
    // No answer box matched to the parts: the pages are read whole, each line also by the handwriting model.
    for (const page of foreign) {
      const recognised = await this.recogniser.read(
        page.pixelLines.map((line) => lineCut(page.image, line.box)),
        input.signal,
      );
      page.lines.forEach((line, i) => (line.recognised = recognised[i]));
    }
    return decideFromForeignWork(input.rubric, foreign, paperWords);
  }

  /**
   * A work page not on a paper of ours: its text read whole (OCR with line boxes), and its ruled
   * answer boxes found by layout (decision 0045): the page's turn undone in an upright frame, each
   * box's border and rules made the print erased from it, its ink measured and its writing read as
   * an answer space of ours is (readWriting), its part label read from the printed line above it.
   */
  private async readForeignPage(pageId: string, image: RgbaImage): Promise<ForeignScan> {
    const pixelLines = await this.reader.readPage(image);
    const lines = pixelLines.map((line) => ({ text: line.text, confidence: line.confidence, box: fractionOf(line.box, image) }));
    const uprightToPage = uprightToScan(image, skewOf(image));
    const boxes = ruledBoxesOf(uprightImage(image, uprightToPage));
    if (boxes.length === 0) return { pageId, lines, image, pixelLines };
    const print = printOfBoxes(image, boxes);
    const [mask, readingMask] = [printedMask(print), printedMask(print, READING_TOLERANCE)];
    const areas: ForeignAnswerArea[] = [];
    for (const { inside } of boxes) {
      const fitted = inkInPlace(image, mask, inside, uprightToPage);
      const area: ForeignAnswerArea = {
        box: boxOnScan(inside, mask, image, uprightToPage),
        ink: inkedArea(fitted.ink, inside),
        label: null,
      };
      if (area.ink > BLANK_INK) Object.assign(area, await this.readWriting(image, readingMask, inside, uprightToPage, fitted.shift));
      area.label = labelAbove(area.box, areas.at(-1)?.box ?? null, lines);
      areas.push(area);
    }
    return { pageId, lines, areas, image, pixelLines };
  }

  /**
   * Whether the learner wrote in an answer space on another page of the same uploads (the first
   * MAX_OTHER_PAGES of them): then the question's own uninked pages are part of a script whose
   * answers were left blank, not a clean question paper. Only pages of the same paper revision count.
   */
  private async writtenElsewhere(
    input: AssessmentInput,
    files: ReadonlyMap<string, Uint8Array>,
    pages: readonly ReadPage[],
    clean: CleanPaper,
  ): Promise<boolean> {
    const paper = pages.map((page) => page.qr).find((qr) => qr !== undefined);
    if (!paper) return false;
    for (const selected of groupByAsset(input.workPages).values()) {
      const { blobKey, mediaType, filePageCount } = selected[0];
      const taken = new Set(selected.map((p) => p.page));
      const others = Array.from({ length: Math.min(filePageCount, MAX_OTHER_PAGES) }, (_, i) => i + 1).filter((page) => !taken.has(page));
      const bytes = files.get(blobKey)!;
      for (const page of others) {
        const image = await this.renderer
          .render(bytes, mediaType, page, this.config.MARKING_READ_DPI, input.signal)
          .catch(() => input.signal.throwIfAborted());
        const reading = image && readQr(image);
        const qr = reading && decodePaperQr(reading.text);
        if (!image || !reading || !qr || qr.paper !== paper.paper || qr.rev !== paper.rev) continue;
        if ((await this.readSpaces(image, reading, qr, clean, null)).some((space) => space.ink >= WRITTEN_INK)) return true;
      }
    }
    return false;
  }

  /** The answer spaces of one scan of our printed page: aligned to the clean page, ink measured, writing read. */
  private async readSpaces(
    image: RgbaImage,
    reading: QrReading,
    qr: PaperQrPayload,
    clean: CleanPaper,
    questionNumber: number | null,
  ): Promise<InkedSpace[]> {
    const printed = await this.cleanPage(clean, qr.page);
    // The scan may be shifted, scaled or turned: the finder patterns of the two codes map one onto the other.
    const cleanToScan = (printed.finders && affineFrom(printed.finders, findersOf(reading))) ?? scaleBetween(printed.mask, image);
    const spaces: InkedSpace[] = [];
    for (const [question, partId, x, y, width, height] of qr.spaces) {
      const box = { x, y, width, height };
      const fitted = fitInk(image, printed.mask, box, cleanToScan);
      const ink = inkedArea(fitted.ink, box);
      const space: InkedSpace = { question, partId, box: boxOnScan(box, printed.mask, image, cleanToScan), ink };
      if (question === questionNumber && ink > BLANK_INK)
        Object.assign(space, await this.readWriting(image, printed.readingMask, box, cleanToScan, fitted.shift));
      spaces.push(space);
    }
    return spaces;
  }

  /**
   * A page of the clean question paper as reading needs it, kept between questions (the last
   * CLEAN_PAGES_KEPT pages used, by content): a session's questions, and the sessions of one paper,
   * are read against the same few pages, and rendering a page, reading its code and growing its
   * print is a large share of the time a page takes to mark.
   */
  private cleanPage(clean: CleanPaper, page: number): Promise<CleanPage> {
    const key = `${clean.digest}:${page}`;
    let made = this.cleanPages.get(key);
    // Taken out and put back: the map's order is the order of use, the least recently used first.
    this.cleanPages.delete(key);
    if (!made) {
      const making = this.renderer.render(clean.bytes, 'application/pdf', page, this.config.MARKING_READ_DPI).then((printed) => {
        const qr = readQr(printed);
        // Print is erased tightly for reading (the fit is good to a pixel): a wide erasure would cut letters on the rules.
        return { finders: qr && findersOf(qr), mask: printedMask(printed), readingMask: printedMask(printed, READING_TOLERANCE) };
      });
      // A page that failed is not kept: the next question tries again.
      making.catch(() => this.cleanPages.get(key) === making && this.cleanPages.delete(key));
      made = making;
    }
    this.cleanPages.set(key, made);
    if (this.cleanPages.size > CLEAN_PAGES_KEPT) this.cleanPages.delete(this.cleanPages.keys().next().value!);
    return made;
  }

  /**
   * The writing of one answer space, read at each of READING_SCALES and merged line by line on the
   * clean page (upright, so the lines are in writing order whichever way the scan lies), each line
   * then read again by the handwriting model (`LineRecogniser`) from the first scale's image, then
   * each line's box on the scan, like the space's own; and whether the ink ends with the last line
   * read. Only the part of the space that holds ink is made into images (`inkRegion`).
   */
  private async readWriting(
    scan: RgbaImage,
    mask: PrintedMask,
    box: Box,
    cleanToScan: Affine,
    shift: Point,
  ): Promise<Pick<InkedSpace, 'lines' | 'inkEndsAtLastLine'>> {
    const region = inkRegion(scan, mask, box, cleanToScan, shift);
    if (!region) return { lines: [], inkEndsAtLastLine: false };
    const readings: ReadLine[][] = [];
    const images: InkImage[] = [];
    for (const scale of READING_SCALES) {
      const ink = inkImage(scan, mask, region, cleanToScan, shift, scale);
      images.push(ink);
      readings.push(
        (await this.reader.readWriting(ink.image)).map((line) => ({
          text: line.text,
          confidence: line.confidence,
          box: onCleanPage(line.box, ink, mask),
        })),
      );
    }
    const lines = readings.reduce(mergeReadings);
    const recognised = await this.recogniser.read(lines.map((line) => lineCut(images[0].image, onInkImage(line.box, images[0], mask))));
    lines.forEach((line, i) => (line.recognised = recognised[i]));
    const inked = images.find((ink) => ink.inked !== null);
    const inkBottom = inked ? (inked.origin.y + inked.inked!.y1 * inked.step) / mask.height : null;
    const last = lines.at(-1);
    return {
      lines: lines.map((line) => ({ ...line, box: boxOnScan(line.box, mask, scan, cleanToScan) })),
      inkEndsAtLastLine: last !== undefined && inkBottom !== null && inkEndsWith(last.box, inkBottom),
    };
  }
}

/** A box in an ink image's pixels as fractions of the clean page. */
const onCleanPage = (pixels: TextLine['box'], { origin, step }: InkImage, clean: Pick<PrintedMask, 'width' | 'height'>): Box => ({
  x: (origin.x + pixels.x0 * step) / clean.width,
  y: (origin.y + pixels.y0 * step) / clean.height,
  width: ((pixels.x1 - pixels.x0) * step) / clean.width,
  height: ((pixels.y1 - pixels.y0) * step) / clean.height,
});

/** A box of the clean page (fractions) in an ink image's pixels: onCleanPage undone. */
const onInkImage = (box: Box, { origin, step }: InkImage, clean: Pick<PrintedMask, 'width' | 'height'>): TextLine['box'] => ({
  x0: (box.x * clean.width - origin.x) / step,
  y0: (box.y * clean.height - origin.y) / step,
  x1: ((box.x + box.width) * clean.width - origin.x) / step,
  y1: ((box.y + box.height) * clean.height - origin.y) / step,
});

/** A line's box (pixels) cut from an image with a margin of LINE_MARGIN of its height: the handwriting model reads a line with room around it. */
function lineCut(image: RgbaImage, { x0, y0, x1, y1 }: TextLine['box']): RgbaImage {
  const margin = LINE_MARGIN * (y1 - y0);
  const [left, top] = [
    Math.min(image.width - 1, Math.max(0, Math.floor(x0 - margin))),
    Math.min(image.height - 1, Math.max(0, Math.floor(y0 - margin))),
  ];
  const [right, bottom] = [Math.min(image.width, Math.ceil(x1 + margin)), Math.min(image.height, Math.ceil(y1 + margin))];
  return cropImage(image, left, top, Math.max(1, right - left), Math.max(1, bottom - top));
}

/** The margin around a line cut for the handwriting model, as a share of the line's height. */
const LINE_MARGIN = 0.15;

/** A work page not on our paper as read: the page's lines and answer boxes, and its image and lines in pixels, for the handwriting model should it be read whole. */
type ForeignScan = ForeignPage & { image: RgbaImage; pixelLines: TextLine[] };

/** The clean question paper a session's work was printed from, and its digest: each session keeps its own copy, and the sessions of one paper revision share its pages. */
interface CleanPaper {
  bytes: Uint8Array;
  digest: string;
}

const cleanPaperOf = (bytes: Uint8Array): CleanPaper => ({ bytes, digest: createHash('sha256').update(bytes).digest('hex') });

/** What reading a scan of a clean page needs of it: its code's finder centres, its print grown for measuring ink and for reading. */
interface CleanPage {
  finders: readonly [Point, Point, Point] | null;
  mask: PrintedMask;
  readingMask: PrintedMask;
}

/** Clean pages kept (about 9 MB each, their masks): the pages of a paper or two, which a session's questions share. */
const CLEAN_PAGES_KEPT = 8;

/** A box in an image's pixels as fractions of the image. */
const fractionOf = (box: TextLine['box'], image: RgbaImage) => ({
  x: box.x0 / image.width,
  y: box.y0 / image.height,
  width: (box.x1 - box.x0) / image.width,
  height: (box.y1 - box.y0) / image.height,
});

function groupByAsset<T extends { assetId: string }>(pages: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const page of pages) groups.set(page.assetId, [...(groups.get(page.assetId) ?? []), page]);
  return groups;
}

const findersOf = ({ finders }: QrReading) => [finders.topLeft, finders.topRight, finders.bottomLeft] as const;

const uncertainAll = (input: AssessmentInput, explanation: string): AllocationAssessment[] =>
  input.rubric.allocations.map((a) => ({ allocationId: a.id, decision: 'uncertain', explanation, evidence: [], conditionChecks: [] }));
