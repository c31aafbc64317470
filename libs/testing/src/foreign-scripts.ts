import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { loadMupdf } from '@pp/paper-pdf/identity';
import { drawWriting, type HandwritingStyle, pensFor, resolveFont, seeded } from './handwriting.js';
import { scannedPages, webpOf } from './scripts.js';

// Scripts on a question paper made elsewhere (an exam board's, a teacher's own): typed question text,
// a ruled answer box under each part (or one for the whole question), no QR code of ours, the
// learner's handwriting on the box's rules; then scanned to a PDF or saved as a photo-like image.

/** A question as a paper made elsewhere prints it, and what the learner writes for each part. */
export interface ForeignQuestion {
  number: number;
  stem: string;
  parts: ReadonlyArray<{
    /** `a` (or `(a)`), `b`, … printed as `(a)`; empty for a question of one unlabelled part. */
    label: string;
    text: string;
    marks: number;
    /** The lines written in the part's box, top to bottom, one a rule. */
    writing: readonly string[];
    /** Rules its box holds (at least its writing and one more unless given). */
    rules?: number;
  }>;
}

export type ForeignFileType = 'pdf' | 'png' | 'jpeg' | 'webp';
export const FOREIGN_FILE_TYPES: readonly ForeignFileType[] = ['pdf', 'png', 'jpeg', 'webp'];

const MEDIA_TYPES: Readonly<Record<ForeignFileType, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export interface ForeignScriptOptions {
  style: HandwritingStyle;
  type: ForeignFileType;
  /** The scan's or photo's turn (degrees). */
  degrees: number;
  /** One ruled box under each part (as most exam boards print), or one for the whole question under its last part. */
  boxes?: 'part' | 'question';
  seed?: number;
}

/** A box in fractions of the displayed page (left, top, width, height). */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ForeignScript {
  bytes: Uint8Array;
  mediaType: string;
  /** Each answer box as it lies on the file's displayed page (the bounds of its turned corners): `part` its part's label, or null for a whole question's box. */
  answerAreas: Array<{ page: number; part: string | null; box: PageBox }>;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TEXT_SIZE = 11;
const TEXT_LEADING = 15;
/** Rule pitch of the answer boxes (pt): wider than our papers' 22, as boards print for a pen. */
const RULE_PITCH = 26;
/** The handwriting's size in each style: their letters differ in height at one size. */
const WRITING_SIZE: Readonly<Record<HandwritingStyle, number>> = { caveat: 20, 'patrick-hand': 17, 'indie-flower': 16 };
const BORDER = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.55, 0.55, 0.55);

/** Words of a text in lines no wider than `width` at the text size. */
function wrapped(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, TEXT_SIZE) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Characters the text font lacks, as `?` (pdf-lib cannot encode them). */
const printable = (text: string, font: PDFFont) => {
  const has = new Set(font.getCharacterSet());
  return [...text].map((c) => (has.has(c.codePointAt(0)!) ? c : '?')).join('');
};

/**
 * The question paper page(s) of one question, printed elsewhere, with the learner's writing in its
 * boxes: the question's number and stem, each part's text and marks, a ruled box (a rectangle with
 * grey rules) under each part or one for the question, and each part's lines written on its box's
 * rules. A vector PDF; where a box would run off the page, the part starts a new page. The answer
 * areas are returned in fractions of the (unturned) page.
 */
export async function foreignQuestionPaper(
  question: ForeignQuestion,
  { style, boxes = 'part', seed = 17 }: Pick<ForeignScriptOptions, 'style' | 'boxes' | 'seed'>,
): Promise<{ pdf: Uint8Array; answerAreas: ForeignScript['answerAreas'] }> {
  const document = await PDFDocument.create();
  const pens = await pensFor(document, style);
  // Ligatures off: pdf-lib draws a ligature's glyph apart from its letters.
  const noLigatures = { features: { liga: false } };
  const font = await document.embedFont(resolveFont('@expo-google-fonts/stix-two-text/400Regular/STIXTwoText_400Regular.ttf'), noLigatures);
  const bold = await document.embedFont(resolveFont('@expo-google-fonts/stix-two-text/700Bold/STIXTwoText_700Bold.ttf'), noLigatures);
  const random = seeded(seed);
  const answerAreas: ForeignScript['answerAreas'] = [];
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = document.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPageUnless = (room: number) => {
    if (y - room >= MARGIN) return;
    page = document.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (content: string, x: number, size = TEXT_SIZE, face = font) =>
    page.drawText(printable(content, face), { x, y, size, font: face, color: rgb(0, 0, 0) });
  page.drawText('Mathematics  ·  Practice paper', { x: MARGIN, y, size: 9, font, color: rgb(0.3, 0.3, 0.3) });
  y -= 2 * TEXT_LEADING;
  text(`${question.number}`, MARGIN, 12, bold);
  for (const line of wrapped(question.stem, font, width - 24)) {
    text(line, MARGIN + 24);
    y -= TEXT_LEADING;
  }
  y -= 6;
  const box = (rules: number, written: ReadonlyArray<readonly string[]>, part: string | null) => {
    const height = (rules + 0.6) * RULE_PITCH;
    newPageUnless(height + 8);
    const top = y;
    page.drawRectangle({ x: MARGIN, y: top - height, width, height, borderColor: BORDER, borderWidth: 0.8 });
    for (let r = 1; r <= rules; r += 1)
      page.drawLine({
        start: { x: MARGIN + 10, y: top - r * RULE_PITCH },
        end: { x: MARGIN + width - 10, y: top - r * RULE_PITCH },
        thickness: 0.4,
        color: RULE,
      });
    const size = WRITING_SIZE[style] + random() * 1.5;
    written
      .flat()
      .slice(0, rules)
      .forEach((line, row) =>
        drawWriting(page, line, {
          x: MARGIN + 16 + random() * 14,
          y: top - (row + 1) * RULE_PITCH + 2.5 + random(),
          size,
          pens,
          turn: (random() - 0.5) * 2,
        }),
      );
    answerAreas.push({
      page: document.getPageCount(),
      part,
      box: { x: MARGIN / A4[0], y: 1 - top / A4[1], width: width / A4[0], height: height / A4[1] },
    });
    y = top - height - 14;
  };
  const rulesOf = (part: ForeignQuestion['parts'][number]) => part.rules ?? Math.max(3, part.writing.length + 1);
  for (const part of question.parts) {
    const lines = wrapped(part.text, font, width - 70);
    newPageUnless(lines.length * TEXT_LEADING + (boxes === 'part' ? (rulesOf(part) + 0.6) * RULE_PITCH : 0));
    lines.forEach((line, i) => {
      // Printed in brackets once, whether the label came as `a` or as `(a)`.
      if (i === 0 && part.label) text(`(${part.label.replace(/[()]/g, '')})`, MARGIN);
      text(line, MARGIN + 24);
      if (i === lines.length - 1) {
        const marks = `[${part.marks}]`;
        text(marks, MARGIN + width - font.widthOfTextAtSize(marks, TEXT_SIZE));
      }
      y -= TEXT_LEADING;
    });
    y -= 4;
    if (boxes === 'part') box(rulesOf(part), [part.writing], part.label);
  }
  if (boxes === 'question')
    box(
      question.parts.reduce((n, part) => n + rulesOf(part), 0),
      question.parts.map((part) => part.writing),
      null,
    );
  return { pdf: await document.save(), answerAreas };
}

/**
 * A learner's script on a question paper made elsewhere (foreignQuestionPaper), as it reaches us: a
 * scan (a PDF of page images) or a photo-like image (PNG, JPEG or WebP of its one page) at 150 dpi,
 * turned `degrees`, with grey noise. Its answer areas are given as they lie on the turned page.
 */
export async function foreignScript(question: ForeignQuestion, options: ForeignScriptOptions): Promise<ForeignScript> {
  const { style, type, degrees, boxes, seed = 17 } = options;
  const { pdf, answerAreas } = await foreignQuestionPaper(question, { style, boxes, seed });
  const pages = await scannedPages(pdf, degrees, seed + 1, (pixmap) =>
    type === 'jpeg' ? pixmap.asJPEG(85) : type === 'webp' ? rgbaOf(pixmap) : pixmap.asPNG(),
  );
  if (type !== 'pdf' && pages.length > 1)
    throw new RangeError(`question ${question.number} takes ${pages.length} pages: an image holds one`);
  const turned = await turnedAreas(answerAreas, degrees);
  if (type === 'pdf') {
    const scan = await PDFDocument.create();
    for (const png of pages as Uint8Array[]) {
      const image = await scan.embedPng(png);
      const [w, h] = [image.width * (72 / 150), image.height * (72 / 150)];
      scan.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h });
    }
    return { bytes: await scan.save(), mediaType: MEDIA_TYPES.pdf, answerAreas: turned };
  }
  const [only] = pages;
  const bytes = type === 'webp' ? await webpOf(only as ReturnType<typeof rgbaOf>) : (only as Uint8Array);
  return { bytes, mediaType: MEDIA_TYPES[type], answerAreas: turned };
}

/** A pixmap's pixels as RGBA (alpha opaque), as an encoder of WebP takes them. */
function rgbaOf(pixmap: Parameters<Parameters<typeof scannedPages>[3]>[0]) {
  const [width, height, n, stride] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getNumberOfComponents(), pixmap.getStride()];
  const pixels = pixmap.getPixels();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [from, to] = [y * stride + x * n, (y * width + x) * 4];
      rgba[to] = pixels[from];
      rgba[to + 1] = pixels[from + 1];
      rgba[to + 2] = pixels[from + 2];
      rgba[to + 3] = 255;
    }
  return { width, height, rgba };
}

/** Page-fraction boxes of an A4 page as they lie on its rendering turned `degrees` (mupdf's rotation, the rendering cut to the turned page's bounds). */
async function turnedAreas(areas: ForeignScript['answerAreas'], degrees: number): Promise<ForeignScript['answerAreas']> {
  const mupdf = await loadMupdf();
  const matrix = mupdf.Matrix.rotate(degrees);
  const turn = ([x, y]: [number, number]): [number, number] => [
    matrix[0] * x + matrix[2] * y + matrix[4],
    matrix[1] * x + matrix[3] * y + matrix[5],
  ];
  const page = [turn([0, 0]), turn([A4[0], 0]), turn([0, A4[1]]), turn(A4)];
  const [left, top] = [Math.min(...page.map((p) => p[0])), Math.min(...page.map((p) => p[1]))];
  const [width, height] = [Math.max(...page.map((p) => p[0])) - left, Math.max(...page.map((p) => p[1])) - top];
  return areas.map(({ box, ...area }) => {
    const corners = [
      [box.x, box.y],
      [box.x + box.width, box.y],
      [box.x, box.y + box.height],
      [box.x + box.width, box.y + box.height],
    ].map(([fx, fy]) => turn([fx * A4[0], fy * A4[1]]));
    const [x0, y0] = [Math.min(...corners.map((c) => c[0])), Math.min(...corners.map((c) => c[1]))];
    const [x1, y1] = [Math.max(...corners.map((c) => c[0])), Math.max(...corners.map((c) => c[1]))];
    return { ...area, box: { x: (x0 - left) / width, y: (y0 - top) / height, width: (x1 - x0) / width, height: (y1 - y0) / height } };
  });
}
