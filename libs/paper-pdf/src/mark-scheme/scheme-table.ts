import type { PinnedRevision } from '@pp/contracts';
import type { ParsedDiagram } from '../question-paper/diagram-svg.js';
import { typesetText, type FontFace, type TypesetBlock } from '../typeset/index.js';
import { allocationNotes, questionLabel } from './allocation-notes.js';
import {
  BODY_BOTTOM,
  BODY_SIZE,
  BODY_TOP,
  CELL_PAD_X,
  CELL_PAD_Y,
  COLUMNS,
  EXPECTED_DISPLAY,
  EXPECTED_GAP,
  EXPECTED_INDENT,
  HEADER_FILL,
  NOTE_SIZE,
  NOTES_GAP,
  SKETCH_CAPTION_GAP,
  SKETCH_GAP,
  SKETCH_SHARE,
  TABLE_WIDTH,
  TOTAL_FILL,
  type ColumnName,
} from './scheme-geometry.js';
import { formulaAsProse, proseWithTextOutOfMaths, stretchBarsAroundMatrices } from './scheme-maths.js';
import { sketchesByPart, sketchSize, type SchemeDiagram } from './scheme-sketches.js';
import { plainProse } from './scheme-title.js';

type Allocation = PinnedRevision['markScheme']['allocations'][number];

/** A typeset block at (x, y) from the top-left of its row (or of the page, once placed). */
export interface PlacedBlock {
  block: TypesetBlock;
  x: number;
  y: number;
}

export interface RuleSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  tone: 'strong' | 'light';
}

/** An answer sketch (the diagram under `blobKey`) drawn in the box at (x, y). */
export interface PlacedSketch {
  blobKey: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FillRect {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
}

/** One row of the mark scheme, drawn from its own top-left corner: never split across pages. */
export interface SchemeRow {
  height: number;
  blocks: PlacedBlock[];
  rules: RuleSegment[];
  fills: FillRect[];
  sketches?: PlacedSketch[];
  /** The part's label, shown only when the row opens a page without being its part's first row. */
  continuedLabel?: PlacedBlock;
}

/** Rows kept on one page; `header` is repeated above them when they open a page mid-table. */
export interface RowGroup {
  rows: SchemeRow[];
  header?: SchemeRow;
}

/** A question's table and its notes: groups in order, after a gap from what precedes. */
export interface SchemeSection {
  number: number;
  groups: RowGroup[];
}

export const rowsHeight = (rows: SchemeRow[]): number => rows.reduce((sum, row) => sum + row.height, 0);
/** The height a page's body offers the rows. */
const PAGE_BODY_HEIGHT = BODY_BOTTOM - BODY_TOP;

const cellWidth = (column: ColumnName) => COLUMNS[column].width - 2 * CELL_PAD_X;
/** Scheme prose (with inline maths): words inside a formula set in the text font, bars around a matrix stretched. */
const text = (value: string, width: number, size = BODY_SIZE, face: FontFace = 'regular') =>
  typesetText(proseWithTextOutOfMaths(stretchBarsAroundMatrices(value)), width, { size, face });

const shrunk = (block: TypesetBlock) => block.lines.some((line) => line.runs.some((run) => run.kind === 'math' && run.scale !== undefined));

/**
 * An expected answer: one display-style formula (its words in the text font) while it fits the
 * width; one too wide breaks after the items of a list and before `=`, as a written scheme does,
 * rather than being shrunk.
 */
export function expectedBlock(tex: string, width: number): TypesetBlock {
  const stretched = stretchBarsAroundMatrices(tex);
  const set = (breakable: boolean) =>
    typesetText(formulaAsProse(stretched, { display: EXPECTED_DISPLAY, breakable }), width, { size: BODY_SIZE });
  const whole = set(false);
  return shrunk(whole) ? set(true) : whole;
}

/** A block in a column: left-aligned after the padding, or centred. */
function inColumn(block: TypesetBlock, column: ColumnName, align: 'left' | 'centre' = 'left', y = CELL_PAD_Y): PlacedBlock {
  const { x, width } = COLUMNS[column];
  return { block, x: align === 'left' ? x + CELL_PAD_X : x + (width - block.width) / 2, y };
}

const COLUMN_EDGES = [0, COLUMNS.scheme.x, COLUMNS.marks.x, COLUMNS.notes.x, TABLE_WIDTH];

/** The vertical rules of a row: every column edge, or only the table's outer edges for a spanning row. */
function verticals(height: number, edges: number[] = COLUMN_EDGES): RuleSegment[] {
  return edges.map((x) => ({ x1: x, y1: 0, x2: x, y2: height, tone: 'strong' as const }));
}

/** A rule across the table, left open between `gap[0]` and `gap[1]` (where a sketch stands beside the rows). */
const horizontal = (y: number, tone: RuleSegment['tone'], gap?: [number, number]): RuleSegment[] =>
  gap
    ? [
        { x1: 0, y1: y, x2: gap[0], y2: y, tone },
        { x1: gap[1], y1: y, x2: TABLE_WIDTH, y2: y, tone },
      ]
    : [{ x1: 0, y1: y, x2: TABLE_WIDTH, y2: y, tone }];

/** Question | Scheme | Marks | Notes, bold on grey, ruled above and below. */
export function headerRow(): SchemeRow {
  const labels: Array<[ColumnName, string]> = [
    ['question', 'Question'],
    ['scheme', 'Scheme'],
    ['marks', 'Marks'],
    ['notes', 'Notes'],
  ];
  const blocks = labels.map(([column, label]) => inColumn(text(label, cellWidth(column), BODY_SIZE, 'bold'), column, 'centre'));
  const height = Math.max(...blocks.map((b) => b.block.height)) + 2 * CELL_PAD_Y;
  return {
    height,
    blocks,
    fills: [{ x: 0, y: 0, width: TABLE_WIDTH, height, colour: HEADER_FILL }],
    rules: [...verticals(height), ...horizontal(0, 'strong'), ...horizontal(height, 'strong')],
  };
}

/** The Scheme cell, `width` wide: the requirement (prose with inline maths), then the expected answer as compact maths. */
function schemeCell(allocation: Allocation, width: number): PlacedBlock[] {
  const requirement = inColumn(text(allocation.requirement, width), 'scheme');
  if (!allocation.expected.trim()) return [requirement];
  const expected = expectedBlock(allocation.expected, width - EXPECTED_INDENT);
  const y = requirement.y + requirement.block.height + EXPECTED_GAP;
  return [requirement, { block: expected, x: requirement.x + EXPECTED_INDENT, y }];
}

/** Where a part's rows make room for a sketch: the width of their Scheme cells, and the gap left in their rules. */
interface Beside {
  schemeWidth: number;
  gap?: [number, number];
}

/** One allocation: label (first row of a part), scheme, code and notes; a light rule below unless its part ends. */
function allocationRow(
  question: PinnedRevision,
  allocation: Allocation,
  label: TypesetBlock,
  firstOfPart: boolean,
  lastOfPart: boolean,
  { schemeWidth, gap }: Beside,
): SchemeRow {
  const notes = allocationNotes(question, allocation);
  const labelCell = inColumn(label, 'question', 'centre');
  const cells = [
    ...schemeCell(allocation, schemeWidth),
    inColumn(text(allocation.code, cellWidth('marks')), 'marks', 'centre'),
    ...(notes.length ? [inColumn(text(notes.join('\n'), cellWidth('notes'), NOTE_SIZE), 'notes')] : []),
  ];
  // At least as tall as the label, so showing it again on a new page never changes the height.
  const height = Math.max(labelCell.y + label.height, ...cells.map((c) => c.y + c.block.height)) + CELL_PAD_Y;
  return {
    height,
    blocks: firstOfPart ? [labelCell, ...cells] : cells,
    fills: [],
    rules: [...verticals(height), ...(lastOfPart ? [] : horizontal(height, 'light', gap))],
    ...(!firstOfPart && { continuedLabel: labelCell }),
  };
}

/** "(3)" under a part's last mark, closing the part with a strong rule. The label shows here if the part has no marks. */
function subtotalRow(marks: number, label: TypesetBlock | null): SchemeRow {
  const subtotal = inColumn(text(`(${marks})`, cellWidth('marks')), 'marks', 'centre', 1);
  const labelCell = label ? [inColumn(label, 'question', 'centre', 1)] : [];
  const height = Math.max(subtotal.block.height, label?.height ?? 0) + CELL_PAD_Y;
  return { height, blocks: [...labelCell, subtotal], fills: [], rules: [...verticals(height), ...horizontal(height, 'strong')] };
}

/** A part's answer sketches, each under its caption, stacked at the right of the Scheme column beside the part's rows. */
interface SketchStack {
  blocks: PlacedBlock[];
  sketches: PlacedSketch[];
  /** The stack's left edge and its height from the top of the part's first row. */
  left: number;
  height: number;
}

function sketchStack(sketches: Array<{ diagram: SchemeDiagram; parsed: ParsedDiagram }>): SketchStack {
  const width = cellWidth('scheme') * SKETCH_SHARE;
  const left = COLUMNS.scheme.x + COLUMNS.scheme.width - CELL_PAD_X - width;
  const stack: SketchStack = { blocks: [], sketches: [], left, height: CELL_PAD_Y };
  for (const { diagram, parsed } of sketches) {
    const caption = typesetText(`Sketch: ${plainProse(diagram.title)}`, width, { size: NOTE_SIZE, face: 'italic' });
    stack.blocks.push({ block: caption, x: left, y: stack.height });
    const size = sketchSize(parsed, width);
    const y = stack.height + caption.height + SKETCH_CAPTION_GAP;
    stack.sketches.push({ blobKey: diagram.blobKey, x: left + (width - size.width) / 2, y, ...size });
    stack.height = y + size.height + CELL_PAD_Y;
  }
  return stack;
}

/** Empty cells, drawn only to make a part as tall as the sketch beside its rows. */
const fillerRow = (height: number): SchemeRow => ({ height, blocks: [], fills: [], rules: verticals(height) });

const marksWord = (marks: number) => `${marks} mark${marks === 1 ? '' : 's'}`;

/** "Total for Question 1 is 7 marks" across the table, right-aligned. */
function totalRow(number: number, marks: number): SchemeRow {
  const block = text(`Total for Question ${number} is ${marksWord(marks)}`, TABLE_WIDTH - 2 * CELL_PAD_X, BODY_SIZE, 'bold');
  const height = block.height + 2 * CELL_PAD_Y;
  return {
    height,
    blocks: [{ block, x: TABLE_WIDTH - CELL_PAD_X - block.width, y: CELL_PAD_Y }],
    fills: [{ x: 0, y: 0, width: TABLE_WIDTH, height, colour: TOTAL_FILL }],
    rules: [...verticals(height, [0, TABLE_WIDTH]), ...horizontal(height, 'strong')],
  };
}

/** A block cut to some of its lines, moved up so the first of them is at the top. */
function blockLines(block: TypesetBlock, from: number, to: number): TypesetBlock {
  const lines = block.lines.slice(from, to);
  const top = lines[0]?.y ?? 0;
  const moved = lines.map((line) => ({ ...line, y: line.y - top }));
  return { width: Math.max(0, ...moved.map((l) => l.width)), height: moved.reduce((sum, l) => sum + l.height, 0), lines: moved };
}

/** A plain row of one block (a line of the notes), with room below it. */
const lineRow = (block: TypesetBlock, x: number, below: number): SchemeRow => ({
  height: block.height + below,
  blocks: [{ block, x, y: 0 }],
  fills: [],
  rules: [],
});

/** The scheme's notes under the table: a gap, the heading, then a row per line (so a long note may go on over a page). */
function notesRows(notes: string[]): SchemeRow[] {
  const rows = notes.flatMap((note) => {
    const block = text(note, TABLE_WIDTH - CELL_PAD_X, NOTE_SIZE);
    return block.lines.map((_, i) => lineRow(blockLines(block, i, i + 1), CELL_PAD_X, i === block.lines.length - 1 ? 3 : 0));
  });
  if (rows.length === 0) return [];
  const heading = lineRow(text('Notes', TABLE_WIDTH, NOTE_SIZE, 'bold'), 0, 1);
  const spacer: SchemeRow = { height: NOTES_GAP, blocks: [], fills: [], rules: [] };
  return [spacer, heading, ...rows];
}

/**
 * The notes kept with their question: they join the table's last group (its last rows and total),
 * so they never open a page apart from the table, when the two fit on a page of `pageHeight`
 * together; else the heading and the first line join it and the other lines follow one by one.
 */
export function keepNotesWithTable(table: RowGroup[], notes: SchemeRow[], pageHeight: number): RowGroup[] {
  if (notes.length === 0 || table.length === 0) return [...table, ...notes.map((row) => ({ rows: [row] }))];
  const last = table[table.length - 1];
  const kept = rowsHeight(last.rows) + rowsHeight(notes) <= pageHeight ? notes.length : Math.min(3, notes.length);
  return [
    ...table.slice(0, -1),
    { ...last, rows: [...last.rows, ...notes.slice(0, kept)] },
    ...notes.slice(kept).map((row) => ({ rows: [row] })),
  ];
}

/** The allocations of each part in part order (any whose part is unknown last, under their part id). */
function allocationsByPart(question: PinnedRevision): Array<{ id?: string; label: string; allocations: Allocation[] }> {
  const known = new Set(question.parts.map((p) => p.id));
  const parts = question.parts.map((part) => ({
    id: part.id,
    label: part.label,
    allocations: question.markScheme.allocations.filter((a) => a.partId === part.id),
  }));
  const orphans = question.markScheme.allocations.filter((a) => !known.has(a.partId));
  return orphans.length ? [...parts, { label: `(${orphans[0].partId})`, allocations: orphans }] : parts;
}

/** A part's answer sketches with their drawings; none when the diagrams are not given (a layout that only measures the tables). */
function sketchesWithDrawings(sketches: SchemeDiagram[], diagrams: ReadonlyMap<string, ParsedDiagram> | undefined) {
  if (!diagrams) return [];
  return sketches.map((diagram) => {
    const parsed = diagrams.get(diagram.blobKey);
    if (!parsed) throw new Error(`diagram ${diagram.blobKey} (${diagram.title}) was not supplied`);
    return { diagram, parsed };
  });
}

/**
 * A part's rows with its answer sketches at the right of its Scheme cells, the cells narrowed and
 * the light rules between the rows left open around them, and empty cells below the last mark
 * where the sketches are taller than the rows.
 */
function rowsBesideSketches(stack: SketchStack, makeRows: (beside: Beside) => SchemeRow[]): SchemeRow[] {
  const rows = makeRows({
    schemeWidth: stack.left - COLUMNS.scheme.x - CELL_PAD_X - SKETCH_GAP,
    gap: [stack.left - SKETCH_GAP / 2, COLUMNS.marks.x],
  });
  const short = stack.height - rowsHeight(rows);
  if (short > 0) rows.push(fillerRow(short));
  rows[0] = { ...rows[0], blocks: [...rows[0].blocks, ...stack.blocks], sketches: stack.sketches };
  return rows;
}

/**
 * One question's section: the header with its first row, every allocation row (a part's last row
 * keeps with its subtotal, a part with answer sketches keeps whole, and the question's last row
 * keeps with the total), then the notes, kept with the table.
 */
export function questionSection(question: PinnedRevision, number: number, diagrams?: ReadonlyMap<string, ParsedDiagram>): SchemeSection {
  const groups: RowGroup[] = [];
  const header = headerRow();
  const sketches = sketchesByPart(question);
  for (const part of allocationsByPart(question)) {
    const label = text(questionLabel(number, part.label), cellWidth('question'), BODY_SIZE, 'bold');
    const makeRows = (beside: Beside) =>
      part.allocations.map((allocation, i) =>
        allocationRow(question, allocation, label, i === 0, i === part.allocations.length - 1, beside),
      );
    const subtotal = subtotalRow(part.allocations.length, part.allocations.length ? null : label);
    const drawn = sketchesWithDrawings((part.id !== undefined && sketches.get(part.id)) || [], diagrams);
    if (drawn.length) {
      // A part with a sketch keeps together: the sketch stands beside the marks it shows.
      groups.push({ rows: [...rowsBesideSketches(sketchStack(drawn), makeRows), subtotal], header });
      continue;
    }
    // Otherwise a group a mark, the part's last keeping with the subtotal.
    const own = makeRows({ schemeWidth: cellWidth('scheme') }).map((row) => ({ rows: [row], header }));
    if (own.length) own[own.length - 1].rows.push(subtotal);
    else own.push({ rows: [subtotal], header });
    groups.push(...own);
  }
  const total = totalRow(number, question.markScheme.totalMarks);
  if (groups.length) groups[groups.length - 1].rows.push(total);
  else groups.push({ rows: [total], header });
  // The header opens the table with its first group (so it is never alone at the foot of a page).
  groups[0] = { rows: [header, ...groups[0].rows] };
  return { number, groups: keepNotesWithTable(groups, notesRows(question.markScheme.notes), PAGE_BODY_HEIGHT) };
}
