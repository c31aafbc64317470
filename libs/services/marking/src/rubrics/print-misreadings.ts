// Tesseract's English model reads the maths of a typed scheme with a few misreadings that are the
// same every time, and that no value holds as read: a caret as a double quote (`t"2`), a times sign
// as a percent sign or as an x between numbers or before a capital (`5%200`, `2x1.4`, `1xV`), a root as a v (`V13`), ln as In.
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
  // A root of a number: `V13` (not `v(t)`, a velocity's function).
  [/(?<![A-Za-z.])[vV](?=\d)/g, '√'],
  // The natural logarithm applied: `In(3/1)`, `2In2`.
  [/(?<![A-Za-z])In(?=[\d(A-Za-z])/g, 'ln'],
];

/** One word or line of printed maths as OCR read it, with the misreadings above put back. */
export function repairedPrint(text: string): string {
  return REPAIRS.reduce((repaired, [pattern, symbol]) => repaired.replace(pattern, symbol), text);
}
