import { fontMetrics, measureText } from './fonts.js';
import { inDisplayStyle } from './display-style.js';
import { scaleMathRun, typesetMath } from './math.js';
import type { FontFace, MathRun, Run, TextStyle, TypesetBlock, TypesetLine } from './typeset.js';

/** A stretch of prose or one inline formula. */
type Piece = { kind: 'text'; text: string } | { kind: 'math'; tex: string };

/** Pieces with no space between them (`\(x\)-axis`, `(\(a\))`): never broken apart. */
type Word = Piece[];

/** The face and size prose is set in. */
interface Font {
  face: FontFace;
  size: number;
}

/** Floating-point slack when comparing a line's width with the measure. */
const EPSILON = 1e-6;

/**
 * Splits prose with `\( ... \)` maths into hard lines (`\n`) of words. Runs of other whitespace
 * count as one space; a delimiter without its partner is an error, not something to print.
 */
function parseWords(text: string, plain = false): Word[][] {
  const lines: Word[][] = [[]];
  let word: Word = [];
  const endWord = () => {
    if (word.length) lines[lines.length - 1].push(word);
    word = [];
  };
  (plain ? [text] : text.split(/\\\(([\s\S]*?)\\\)/)).forEach((segment, i) => {
    if (i % 2 === 1) {
      word.push({ kind: 'math', tex: segment });
      return;
    }
    if (!plain && /\\[()]/.test(segment)) throw new Error(`Unbalanced \\( \\) maths delimiters in: ${text}`);
    for (const part of segment.split(/(\n|[^\S\n]+)/)) {
      if (part === '\n') {
        endWord();
        lines.push([]);
      } else if (/^\s+$/.test(part)) endWord();
      else if (part) word.push({ kind: 'text', text: part });
    }
  });
  endWord();
  return lines.length === 1 && lines[0].length === 0 ? [] : lines;
}

/** A piece measured: prose with its width in points, a formula as its run (x still 0). */
type MeasuredPiece = { kind: 'text'; text: string; width: number } | { kind: 'math'; width: number; run: MathRun };

interface MeasuredWord {
  pieces: MeasuredPiece[];
  width: number;
}

function measureWord(word: Word, font: Font): MeasuredWord {
  const pieces = word.map((piece): MeasuredPiece => {
    if (piece.kind === 'text') return { ...piece, width: measureText(piece.text, font.face, font.size) };
    const run = typesetMath(piece.tex, font.size, inDisplayStyle(piece.tex));
    return { kind: 'math', width: run.width, run };
  });
  return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0) };
}

/**
 * A word wider than the measure: shrink its formulas so it fits. Only a word whose prose alone
 * is too wide (or that has no maths) overflows.
 */
function fitWord(word: MeasuredWord, width: number): MeasuredWord {
  const mathWidth = word.pieces.reduce((sum, p) => sum + (p.kind === 'math' ? p.width : 0), 0);
  const textWidth = word.width - mathWidth;
  if (mathWidth === 0 || textWidth >= width) return word;
  const scale = (width - textWidth) / mathWidth;
  const pieces = word.pieces.map((p) => (p.kind === 'math' ? { ...p, width: p.width * scale, run: scaleMathRun(p.run, scale) } : p));
  return { pieces, width: textWidth + mathWidth * scale };
}

/**
 * How much `' ' + next` adds after `prev` on a line. Prose either side of the space joins one
 * text run, and STIX kerns some letters against the space (`f`, `T`, `V`, `W`, `X`, `Y`), so the
 * join is measured with the letter before it rather than taken as a plain space.
 */
function joinWidth(prev: MeasuredWord, next: MeasuredWord, font: Font, space: number): number {
  const last = prev.pieces[prev.pieces.length - 1];
  const first = next.pieces[0];
  if (last.kind !== 'text' || first.kind !== 'text') return space + next.width;
  const letter = last.text.slice(-1);
  const joined = measureText(`${letter} ${first.text}`, font.face, font.size) - measureText(letter, font.face, font.size);
  return joined + next.width - first.width;
}

/** Greedy breaking of one hard line's words into lines no wider than `width` where possible. */
function breakWords(words: MeasuredWord[], width: number, font: Font, space: number): MeasuredWord[][] {
  const lines: MeasuredWord[][] = [];
  let line: MeasuredWord[] = [];
  let lineWidth = 0;
  for (const measured of words) {
    const word = measured.width > width + EPSILON ? fitWord(measured, width) : measured;
    const prev = line[line.length - 1];
    const joined = prev ? lineWidth + joinWidth(prev, word, font, space) : word.width;
    if (prev && joined > width + EPSILON) {
      lines.push(line);
      line = [word];
      lineWidth = word.width;
    } else {
      line.push(word);
      lineWidth = joined;
    }
  }
  lines.push(line);
  return lines;
}

/**
 * The runs of one line: prose between formulas becomes a single text run (measured as a whole,
 * exactly as react-pdf will shape it); each formula is its own run.
 */
function lineRuns(words: MeasuredWord[], font: Font, space: number): Run[] {
  const runs: Run[] = [];
  let x = 0;
  words.forEach((word, w) => {
    word.pieces.forEach((piece, p) => {
      const afterSpace = w > 0 && p === 0;
      const last = runs.at(-1);
      if (piece.kind === 'text' && last?.kind === 'text') {
        last.text += afterSpace ? ` ${piece.text}` : piece.text;
        last.width = measureText(last.text, font.face, font.size);
        x = last.x + last.width;
        return;
      }
      if (afterSpace) x += space;
      runs.push(piece.kind === 'math' ? { ...piece.run, x } : { kind: 'text', x, width: piece.width, text: piece.text, ...font });
      x += piece.width;
    });
  });
  return runs;
}

/**
 * A line box around runs: tall enough for the font (ascent + descent + its line gap) and for
 * the tallest formula above and deepest below the baseline, plus the same gap. The gap and any
 * leading are split evenly above and below (CSS half-leading), so stacked lines are evenly spaced.
 */
function lineBox(runs: Run[], y: number, style: TextStyle): TypesetLine {
  const font = fontMetrics(style.size, style.face ?? 'regular');
  const maths = runs.filter((r): r is MathRun => r.kind === 'math');
  const ascent = Math.max(font.ascent, ...maths.map((m) => m.ascent));
  const descent = Math.max(font.descent, ...maths.map((m) => m.descent));
  const gap = font.lineGap + (style.leading ?? 0);
  const end = runs.at(-1);
  return { y, baseline: gap / 2 + ascent, height: ascent + descent + gap, width: end ? end.x + end.width : 0, runs };
}

/** Stacks lines from the top of a block; the block is as wide as its widest line. */
function stack(runsPerLine: Run[][], style: TextStyle): TypesetBlock {
  const lines: TypesetLine[] = [];
  let y = 0;
  for (const runs of runsPerLine) {
    const line = lineBox(runs, y, style);
    lines.push(line);
    y += line.height;
  }
  return { width: Math.max(0, ...lines.map((l) => l.width)), height: y, lines };
}

/**
 * Prose with inline `\( ... \)` maths broken into lines at most `width` points wide (a word
 * that cannot fit even alone has its formulas shrunk, see MathRun.scale). `\n` ends a line;
 * an empty line keeps the font's line height. Empty text gives an empty block of height 0.
 */
export function typesetText(text: string, width: number, style: TextStyle): TypesetBlock {
  const font: Font = { face: style.face ?? 'regular', size: style.size };
  const space = measureText(' ', font.face, font.size);
  const runs = parseWords(text, style.plain).flatMap((hardLine) => {
    const words = hardLine.map((word) => measureWord(word, font));
    return breakWords(words, width, font, space).map((line) => lineRuns(line, font, space));
  });
  return stack(runs, style);
}

/**
 * One formula (math-mode TeX) on a line of its own, displayed (`\displaystyle`) unless
 * `display` is false, and shrunk to `width` if wider. The line is at least a text line high.
 */
export function typesetMathBlock(tex: string, width: number, size: number, display = true): TypesetBlock {
  const run = typesetMath(tex, size, display);
  return stack([[run.width > width ? scaleMathRun(run, width / run.width) : run]], { size });
}
