// Tesseract's English model reads the maths of a typed scheme with a few misreadings that are the
// same every time, and that no value holds as read: a caret as a double quote (`t"2`), a times sign
// as a percent sign or as an x between numbers or before a capital (`5%200`, `2x1.4`, `1xV`), a root as a v (`V13`) or a slash
// (`+/(289/20736+1)`), ln as In.
// Each is put back only where the misread character sits between the things its symbol joins, so
// prose (a quotation, `5 %`, `In the`) is left as it is.

const OPERAND_BEFORE = String.raw`(?<=[\w)])`;
const OPERAND_AFTER = String.raw`(?=[\w(])`;

const REPAIRS: ReadonlyArray<[RegExp, string]> = [
  // A power: `x"2`, `e"(2y)`, a curly quote alike.
  [new RegExp(`${OPERAND_BEFORE}["“”]${OPERAND_AFTER}`, 'g'), '^'],
  // A product: `5%200`, `(2%1.4)`; `2x1.4` (a letter run into a number is no value as typed).
  [new RegExp(`${OPERAND_BEFORE}%${OPERAND_AFTER}`, 'g'), '×'],
  [/(?<=\d)[xX](?=\d)/g, '×'],
  // ... and an x between a number and a capital (`1xV`: 1 × V; a variable x is lower case before a bracket or a letter's power).
  [/(?<=\d)x(?=[A-Z])/g, '×'],
  // A root of a number, `V13` (not `v(t)`, a velocity's function), or of a bracket after a sum's
  // sign, `+V(289/20736+1)`, where no function is applied.
  [/(?<![A-Za-z.])[vV](?=\d)|(?<=[+\-×])[vV](?=\(\d)/g, '√'],
  // A root read as a slash where no division can stand: after a sign or an opening bracket (`+/(2`, `(/3`).
  [/(?<=[+\-×=(])\/(?=[\d(])/g, '√'],
  // The natural logarithm applied: `In(3/1)`, `2In2`.
  [/(?<![A-Za-z])In(?=[\d(A-Za-z])/g, 'ln'],
];

/** One word or line of printed maths as OCR read it, with the misreadings above put back. */
export function repairedPrint(text: string): string {
  return REPAIRS.reduce((repaired, [pattern, symbol]) => repaired.replace(pattern, symbol), text);
}

/** What tesseract reads a printed π as: a letter or two, or the `11` of its two legs (`2m`, `4Ti`, `rt/4`, `9611/25`). */
const PI_PRINTED = 'mntwril1';
/** What tesseract reads a small raised power as, where it reads no digit (`t?`, `(1/2%)`, `e®`). */
const RAISED_GLYPHS = '?%*®™”“"°\'¢';
/** What it reads a root as (`√2` as `/2`, `V2`, `J2`, `\2`; a reader of handwriting too), and a θ as. */
const ROOT_PRINTED = '√/vj\\l';
const THETA_PRINTED = '0o8';

/** Letters in lower case, powers inline (a caret, or a caret read as an `A` before its digit, left out). */
const foldedPrint = (text: string) =>
  text
    .replace(/\s+/g, '')
    .replace(/(?<=[a-z\d)])A(?=\d)/g, '')
    .replace(/\^/g, '')
    .toLowerCase();

/**
 * Whether a learner's writing, read surely (`written`: `96π/25`, `0.4=1/2(9.8)t2`), is what a
 * scanned scheme's value read unsurely as (`printed`: `9611/25`, `0.4=1/2(9.8)t?`) may be: the two
 * alike once the print's misreadings of the symbols the writing holds are allowed (its π read as
 * a letter or two, its root as a slash or a v, its θ as a zero, its raised power as a glyph of no
 * digit, or lost), and nothing else: every digit the print shows read as written, none added, so a
 * wrong number is never a misreading. Letters in either case, powers inline.
 */
export function readsAsPrinted(written: string, printed: string): boolean {
  const [w, p] = [foldedPrint(written), foldedPrint(repairedPrint(printed))];
  const seen = new Set<number>();
  // Whether w from i on reads as p from j on (memoised on the pair).
  const from = (i: number, j: number): boolean => {
    if (i === w.length && j === p.length) return true;
    const key = i * (p.length + 1) + j;
    if (seen.has(key)) return false;
    seen.add(key);
    const [char, read] = [w[i], p[j]];
    // The print's root read as printed, the learner's read as a slash or a J, as a root is handwritten.
    if (
      char !== undefined &&
      (char === read || (char === '×' && read === 'x') || (read === '√' && ROOT_PRINTED.includes(char))) &&
      from(i + 1, j + 1)
    )
      return true;
    // A raised power's glyph, with or without its digit written (the learner's power read inline, or not read).
    const afterOperand = j > 0 && (/[a-z\d)]/.test(p[j - 1]) || RAISED_GLYPHS.includes(p[j - 1]));
    if (read !== undefined && afterOperand && RAISED_GLYPHS.includes(read))
      return (/\d/.test(char ?? '') && from(i + 1, j + 1)) || from(i, j + 1);
    if (char === 'π')
      return [1, 2].some((n) => j + n <= p.length && [...p.slice(j, j + n)].every((c) => PI_PRINTED.includes(c)) && from(i + 1, j + n));
    if (char === '√') return (read !== undefined && ROOT_PRINTED.includes(read) && from(i + 1, j + 1)) || from(i + 1, j);
    if (char === 'θ') return read !== undefined && THETA_PRINTED.includes(read) && from(i + 1, j + 1);
    return false;
  };
  return /\d/.test(p) && from(0, 0);
}
