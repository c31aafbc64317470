import { MAX_WORK_PAGES_PER_QUESTION } from '@pp/contracts';

/** What a page's QR code said, as far as indexing needs it: the paper revision and the questions on the page. */
export interface PageReading {
  page: number;
  qr: { paper: string; rev: number; q: number[] } | null;
}

export interface PageIndex {
  /** Question number → the asset's pages that hold it, in page order (at most 12 each). */
  questions: Map<number, number[]>;
  /** Pages whose QR code could not be read, or that belong to another paper or revision: listed, never guessed. */
  unreadable: number[];
}

/**
 * Which pages of a scan hold which question of the session's paper, from the QR codes read off them.
 * A page is only ever placed by its own code: one without a readable code of this paper revision is
 * unreadable, and the questions it may hold are not guessed from its neighbours.
 */
export function indexPages(readings: readonly PageReading[], paper: { id: string; revision: number; questionCount: number }): PageIndex {
  const questions = new Map<number, number[]>();
  const unreadable: number[] = [];
  for (const { page, qr } of readings) {
    if (!qr || qr.paper.toLowerCase() !== paper.id.toLowerCase() || qr.rev !== paper.revision) {
      unreadable.push(page);
      continue;
    }
    for (const number of qr.q) {
      if (number < 1 || number > paper.questionCount) continue;
      const pages = questions.get(number) ?? [];
      if (pages.length < MAX_WORK_PAGES_PER_QUESTION && !pages.includes(page)) pages.push(page);
      questions.set(number, pages);
    }
  }
  return { questions: new Map([...questions].sort(([a], [b]) => a - b)), unreadable };
}
