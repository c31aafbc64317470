import type { PinnedRevision } from '@pp/contracts';
import { typesetMathBlock, typesetText, type FontFace, type TypesetBlock } from '../typeset/index.js';
import { allocationNotes, questionLabel } from './allocation-notes.js';
import {
  BODY_SIZE,
  CELL_PAD_X,
  CELL_PAD_Y,
  COLUMNS,
  EXPECTED_DISPLAY,
  EXPECTED_GAP,
  EXPECTED_INDENT,
  HEADER_FILL,
  NOTE_SIZE,
  NOTES_GAP,
  TABLE_WIDTH,
  TOTAL_FILL,
  type ColumnName,
} from './scheme-geometry.js';

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

const cellWidth = (column: ColumnName) => COLUMNS[column].width - 2 * CELL_PAD_X;
const text = (value: string, width: number, size = BODY_SIZE, face: FontFace = 'regular') => typesetText(value, width, { size, face });

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

const horizontal = (y: number, tone: RuleSegment['tone']): RuleSegment => ({ x1: 0, y1: y, x2: TABLE_WIDTH, y2: y, tone });

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
    rules: [...verticals(height), horizontal(0, 'strong'), horizontal(height, 'strong')],
  };
}

/** The Scheme cell: the requirement (prose with inline maths), then the expected answer as compact maths. */
function schemeCell(allocation: Allocation): PlacedBlock[] {
  const width = cellWidth('scheme');
  const requirement = inColumn(text(allocation.requirement, width), 'scheme');
  if (!allocation.expected.trim()) return [requirement];
  const expected = typesetMathBlock(allocation.expected, width - EXPECTED_INDENT, BODY_SIZE, EXPECTED_DISPLAY);
  const y = requirement.y + requirement.block.height + EXPECTED_GAP;
  return [requirement, { block: expected, x: requirement.x + EXPECTED_INDENT, y }];
}

/** One allocation: label (first row of a part), scheme, code and notes; a light rule below unless its part ends. */
function allocationRow(
  question: PinnedRevision,
  allocation: Allocation,
  label: TypesetBlock,
  firstOfPart: boolean,
  lastOfPart: boolean,
): SchemeRow {
  const notes = allocationNotes(question, allocation);
  const labelCell = inColumn(label, 'question', 'centre');
  const cells = [
    ...schemeCell(allocation),
    inColumn(text(allocation.code, cellWidth('marks')), 'marks', 'centre'),
    ...(notes.length ? [inColumn(text(notes.join('\n'), cellWidth('notes'), NOTE_SIZE), 'notes')] : []),
  ];
  // At least as tall as the label, so showing it again on a new page never changes the height.
  const height = Math.max(labelCell.y + label.height, ...cells.map((c) => c.y + c.block.height)) + CELL_PAD_Y;
  return {
    height,
    blocks: firstOfPart ? [labelCell, ...cells] : cells,
    fills: [],
    rules: [...verticals(height), ...(lastOfPart ? [] : [horizontal(height, 'light')])],
    ...(!firstOfPart && { continuedLabel: labelCell }),
  };
}

/** "(3)" under a part's last mark, closing the part with a strong rule. The label shows here if the part has no marks. */
function subtotalRow(marks: number, label: TypesetBlock | null): SchemeRow {
  const subtotal = inColumn(text(`(${marks})`, cellWidth('marks')), 'marks', 'centre', 1);
  const labelCell = label ? [inColumn(label, 'question', 'centre', 1)] : [];
  const height = Math.max(subtotal.block.height, label?.height ?? 0) + CELL_PAD_Y;
  return { height, blocks: [...labelCell, subtotal], fills: [], rules: [...verticals(height), horizontal(height, 'strong')] };
}

const marksWord = (marks: number) => `${marks} mark${marks === 1 ? '' : 's'}`;

/** "Total for Question 1 is 7 marks" across the table, right-aligned. */
function totalRow(number: number, marks: number): SchemeRow {
  const block = text(`Total for Question ${number} is ${marksWord(marks)}`, TABLE_WIDTH - 2 * CELL_PAD_X, BODY_SIZE, 'bold');
  const height = block.height + 2 * CELL_PAD_Y;
  return {
    height,
    blocks: [{ block, x: TABLE_WIDTH - CELL_PAD_X - block.width, y: CELL_PAD_Y }],
    fills: [{ x: 0, y: 0, width: TABLE_WIDTH, height, colour: TOTAL_FILL }],
    rules: [...verticals(height, [0, TABLE_WIDTH]), horizontal(height, 'strong')],
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

/**
 * The scheme's notes under the table, a row per line so a long note may continue on the next page;
 * the heading keeps with the first line.
 */
function notesGroups(notes: string[]): RowGroup[] {
  const rows = notes.flatMap((note) => {
    const block = text(note, TABLE_WIDTH - CELL_PAD_X, NOTE_SIZE);
    return block.lines.map((_, i) => lineRow(blockLines(block, i, i + 1), CELL_PAD_X, i === block.lines.length - 1 ? 3 : 0));
  });
  if (rows.length === 0) return [];
  const heading = lineRow(text('Notes', TABLE_WIDTH, NOTE_SIZE, 'bold'), 0, 1);
  const spacer: SchemeRow = { height: NOTES_GAP, blocks: [], fills: [], rules: [] };
  return [{ rows: [spacer, heading, rows[0]] }, ...rows.slice(1).map((row) => ({ rows: [row] }))];
}

/** The allocations of each part in part order (any whose part is unknown last, under their part id). */
function allocationsByPart(question: PinnedRevision): Array<{ label: string; allocations: Allocation[] }> {
  const known = new Set(question.parts.map((p) => p.id));
  const parts = question.parts.map((part) => ({
    label: part.label,
    allocations: question.markScheme.allocations.filter((a) => a.partId === part.id),
  }));
  const orphans = question.markScheme.allocations.filter((a) => !known.has(a.partId));
  return orphans.length ? [...parts, { label: `(${orphans[0].partId})`, allocations: orphans }] : parts;
}

/**
 * One question's section: the header with its first row, every allocation row (a part's last row
 * keeps with its subtotal, and the question's last with the total), then the notes.
 */
export function questionSection(question: PinnedRevision, number: number): SchemeSection {
  const groups: RowGroup[] = [];
  const header = headerRow();
  for (const part of allocationsByPart(question)) {
    const label = text(questionLabel(number, part.label), cellWidth('question'), BODY_SIZE, 'bold');
    part.allocations.forEach((allocation, i) => {
      const last = i === part.allocations.length - 1;
      groups.push({ rows: [allocationRow(question, allocation, label, i === 0, last)], header });
    });
    const subtotal = subtotalRow(part.allocations.length, part.allocations.length ? null : label);
    if (part.allocations.length) groups[groups.length - 1].rows.push(subtotal);
    else groups.push({ rows: [subtotal], header });
  }
  const total = totalRow(number, question.markScheme.totalMarks);
  if (groups.length) groups[groups.length - 1].rows.push(total);
  else groups.push({ rows: [total], header });
  // The header opens the table with its first group (so it is never alone at the foot of a page).
  groups[0] = { rows: [header, ...groups[0].rows] };
  return { number, groups: [...groups, ...notesGroups(question.markScheme.notes)] };
}
