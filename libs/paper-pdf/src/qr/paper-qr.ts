import QRCode from 'qrcode';
import type { LayoutPage } from '../paper-layout/layout-items.js';
import { PAGE_HEIGHT, PAGE_WIDTH } from '../paper-layout/page-geometry.js';

/**
 * What every question-paper page's QR code says, so the marking service can index a scan without
 * guessing: the paper revision, the page, the questions on it and each answer space as
 * `[question, part, x, y, width, height]` in fractions of the page (top-left origin, 3 decimals:
 * 0.6 pt). Keys are short to keep the code small enough to read at 150 dpi.
 */
export interface PaperQrPayload {
  v: 1;
  paper: string;
  rev: number;
  page: number;
  q: number[];
  spaces: Array<[number, string, number, number, number, number]>;
}

const fraction = (value: number, whole: number) => Math.round((value / whole) * 1000) / 1000;

export function qrPayloadOf(paperId: string, revision: number, page: LayoutPage): PaperQrPayload {
  return {
    v: 1,
    paper: paperId,
    rev: revision,
    page: page.number,
    q: page.questions,
    spaces: page.answerSpaces.map((s) => [
      s.question,
      s.part,
      fraction(s.x, PAGE_WIDTH),
      fraction(s.y, PAGE_HEIGHT),
      fraction(s.width, PAGE_WIDTH),
      fraction(s.height, PAGE_HEIGHT),
    ]),
  };
}

export const encodePaperQr = (payload: PaperQrPayload): string => JSON.stringify(payload);

const isFraction = (n: unknown): n is number => typeof n === 'number' && n >= 0 && n <= 1;
const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1;

/** The payload of a QR text read off a page, or null when it is not one of ours. */
export function decodePaperQr(text: string): PaperQrPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const p = value as Partial<PaperQrPayload> | null;
  const ok =
    !!p &&
    p.v === 1 &&
    typeof p.paper === 'string' &&
    /^[0-9a-f-]{36}$/i.test(p.paper) &&
    isCount(p.rev) &&
    isCount(p.page) &&
    Array.isArray(p.q) &&
    p.q.every(isCount) &&
    Array.isArray(p.spaces) &&
    p.spaces.every((s) => Array.isArray(s) && s.length === 6 && isCount(s[0]) && typeof s[1] === 'string' && s.slice(2).every(isFraction));
  return ok ? (p as PaperQrPayload) : null;
}

/** Dark modules as horizontal runs `[row, column, length]`: far fewer rectangles to paint than modules. */
export function qrRuns(text: string): { size: number; runs: Array<[number, number, number]> } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: Array<[number, number, number]> = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push([row, start, column - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE = 4;
