import type { PaperDocumentInput } from '../paper-document.js';
import type { ParsedDiagram } from '../question-paper/diagram-svg.js';
import { typesetText } from '../typeset/index.js';
import {
  BODY_BOTTOM,
  BODY_TOP,
  CONTINUED_GAP,
  FIRST_PAGE_TOP,
  FOOTER_Y,
  PAGE_WIDTH,
  QUESTION_GAP,
  RUNNING_HEAD_Y,
  RUNNING_RULE_Y,
  SMALL_SIZE,
  TABLE_WIDTH,
  TABLE_X,
} from './scheme-geometry.js';
import {
  questionSection,
  rowsHeight,
  type FillRect,
  type PlacedBlock,
  type PlacedSketch,
  type RowGroup,
  type RuleSegment,
  type SchemeRow,
  type SchemeSection,
} from './scheme-table.js';
import { runningHead, titleBlock } from './scheme-title.js';

/** One page of the mark scheme, everything in page coordinates (points from the top-left corner). */
export interface SchemePage {
  number: number;
  blocks: PlacedBlock[];
  rules: RuleSegment[];
  fills: FillRect[];
  sketches: PlacedSketch[];
}

const newPage = (number: number): SchemePage => ({ number, blocks: [], rules: [], fills: [], sketches: [] });

/** Moves a row's drawing to (x, y) on a page. */
function placeRow(page: SchemePage, row: SchemeRow, x: number, y: number, opensPage: boolean): void {
  const blocks = opensPage && row.continuedLabel ? [row.continuedLabel, ...row.blocks] : row.blocks;
  page.blocks.push(...blocks.map((b) => ({ ...b, x: b.x + x, y: b.y + y })));
  page.rules.push(...row.rules.map((r) => ({ ...r, x1: r.x1 + x, x2: r.x2 + x, y1: r.y1 + y, y2: r.y2 + y })));
  page.fills.push(...row.fills.map((f) => ({ ...f, x: f.x + x, y: f.y + y })));
  page.sketches.push(...(row.sketches ?? []).map((s) => ({ ...s, x: s.x + x, y: s.y + y })));
}

/** Closes a table cut by a page break, and says where it goes on. */
function markContinuation(page: SchemePage, y: number, number: number, inTable: boolean): void {
  if (inTable) page.rules.push({ x1: TABLE_X, y1: y, x2: TABLE_X + TABLE_WIDTH, y2: y, tone: 'strong' });
  const note = typesetText(`Question ${number} continues on the next page`, TABLE_WIDTH, { size: SMALL_SIZE, face: 'italic' });
  page.blocks.push({ block: note, x: TABLE_X + TABLE_WIDTH - note.width, y: y + CONTINUED_GAP });
}

/**
 * Flows the sections down the pages: a group never splits; a group that does not fit starts a new
 * page (with the table header again when it is part of a table, and its part's label); a group
 * taller than a whole page is placed anyway and runs over the foot, which no bank question nears.
 */
function paginate(sections: SchemeSection[], firstTop: number): SchemePage[] {
  const pages = [newPage(1)];
  let page = pages[0];
  let y = firstTop;
  let top = firstTop;
  const place = (rows: SchemeRow[], opensPage: boolean) => {
    rows.forEach((row, i) => {
      placeRow(page, row, TABLE_X, y, opensPage && i === 0);
      y += row.height;
    });
  };
  for (const section of sections) {
    if (y > top) y += QUESTION_GAP;
    section.groups.forEach((group: RowGroup, g) => {
      if (y + rowsHeight(group.rows) <= BODY_BOTTOM || y <= top) {
        place(group.rows, false);
        return;
      }
      if (g > 0) markContinuation(page, y, section.number, group.header !== undefined);
      page = newPage(pages.length + 1);
      pages.push(page);
      y = top = BODY_TOP;
      if (g > 0 && group.header) place([group.header], false);
      place(group.rows, g > 0);
    });
  }
  return pages;
}

/** Running head from page 2 and "Page n of N" on every page, once the page count is known. */
function addFurniture(pages: SchemePage[], input: PaperDocumentInput): void {
  const head = runningHead(input);
  for (const page of pages) {
    const footer = typesetText(`Page ${page.number} of ${pages.length}`, TABLE_WIDTH, { size: SMALL_SIZE });
    page.blocks.push({ block: footer, x: (PAGE_WIDTH - footer.width) / 2, y: FOOTER_Y });
    if (page.number === 1) continue;
    page.blocks.push({ block: head, x: TABLE_X, y: RUNNING_HEAD_Y });
    page.rules.push({ x1: TABLE_X, y1: RUNNING_RULE_Y, x2: TABLE_X + TABLE_WIDTH, y2: RUNNING_RULE_Y, tone: 'light' });
  }
}

/**
 * The pages of the mark scheme of a paper revision: title block, then each question's table (with
 * its answer sketches, drawn from `diagrams` by blob key) and notes. Without `diagrams` the sketches
 * are left out: a layout that only measures the tables.
 */
export function layoutMarkScheme(input: PaperDocumentInput, diagrams?: ReadonlyMap<string, ParsedDiagram>): SchemePage[] {
  const title = titleBlock(input);
  const sections = input.questions.map((question, i) => questionSection(question, i + 1, diagrams));
  const pages = paginate(sections, FIRST_PAGE_TOP + title.height);
  const first = pages[0];
  first.blocks.unshift(...title.blocks.map((b) => ({ ...b, x: b.x + TABLE_X, y: b.y + FIRST_PAGE_TOP })));
  first.rules.unshift(
    ...title.rules.map((r) => ({ ...r, x1: r.x1 + TABLE_X, x2: r.x2 + TABLE_X, y1: r.y1 + FIRST_PAGE_TOP, y2: r.y2 + FIRST_PAGE_TOP })),
  );
  addFurniture(pages, input);
  return pages;
}
