import { codesIn, columnStripsOf, labelOf, type SchemePage, schemeEntriesOf, type SchemeWord } from './scheme-layout.js';
import { row, total } from '../testing/scheme-entries.js';

/** A printed line: its words at their left edges (fractions of an A4 page's width), 10 pt high. */
type Printed = Array<[text: string, x: number]>;

const WORD_HEIGHT = 0.012;
/** A word's width: about a 10 pt letter (0.009 of the width) a character. */
const wordAt = (text: string, x: number, y: number, confidence = 100): SchemeWord => ({
  text,
  confidence,
  box: { x0: x, y0: y, x1: x + 0.009 * text.length, y1: y + WORD_HEIGHT },
});

/** A page of printed lines, one every 0.02 of the height; each printed phrase a reader's line of its own, words 0.003 apart. */
function pageOf(lines: Printed[], { skew = 0, confidence = 100 } = {}): SchemePage {
  return {
    aspect: 595 / 842,
    skew,
    lines: lines.flatMap((printed, row) =>
      printed.map(([phrase, x]) => {
        let at = x;
        return phrase.split(' ').map((text) => {
          const word = wordAt(text, at, 0.1 + row * 0.02 + skew * at * (595 / 842), confidence);
          at = word.box.x1 + 0.003;
          return word;
        });
      }),
    ),
  };
}

describe('the rows of a typed mark scheme, by layout', () => {
  it('reads a Question | Scheme | Marks table: codes only in the Marks column, rows over several lines, stacked codes, totals', () => {
    const page = pageOf([
      [['Mark scheme', 0.08]],
      [
        ['Question', 0.09],
        ['Scheme', 0.19],
        ['Marks', 0.76],
        ['AOs', 0.85],
      ],
      [
        ['1(a)', 0.09],
        ['M1 for attempting to multiply by the conjugate', 0.19],
        ['M1', 0.78],
        ['2.1', 0.85],
      ],
      [['and simplifying, dep on M1', 0.19]],
      [
        ['z = 3 − 2i', 0.19],
        ['A1', 0.78],
        ['1.1b', 0.85],
      ],
      [['(2)', 0.78]],
      [
        ['(b)', 0.09],
        ['|z| = √13', 0.19],
        ['M1', 0.78],
      ],
      [['A1ft', 0.78]],
      [['(4 marks)', 0.76]],
      [
        ['2', 0.09],
        ['Uses P(X = 2)', 0.19],
        ['M2', 0.78],
      ],
      [
        ['Total for Question 2', 0.19],
        ['2', 0.79],
      ],
    ]);
    expect(schemeEntriesOf([page])).toEqual([
      row(1, 'a', ['M1 for attempting to multiply by the conjugate', 'and simplifying, dep on M1'], ['M1']),
      row(1, 'a', ['z = 3 − 2i'], ['A1']),
      total('part', 1, 'a', 2),
      row(1, 'b', ['|z| = √13'], ['M1', 'A1ft']),
      total('question', 1, 'b', 4),
      row(2, 'a', ['Uses P(X = 2)'], ['M2']),
      total('question', 2, 'a', 2),
    ]);
  });

  it('reads a Qu | Answer | Mark | Guidance table: the guidance is neither working nor marks, and a note naming the headings is no header', () => {
    const page = pageOf([
      [
        ['Qu', 0.09],
        ['Answer', 0.17],
        ['Mark', 0.6],
        ['Guidance', 0.67],
      ],
      [
        ['1(a)', 0.09],
        ['Attempts to multiply by the conjugate', 0.17],
        ['M1', 0.61],
        ['M1 for a correct method', 0.67],
      ],
      [['; condone sign slips', 0.67]],
      [
        ['z = 3 − 2i', 0.17],
        ['A1', 0.61],
        ['Correct answer only scores both marks', 0.67],
      ],
      [
        ['(b)', 0.09],
        ['|z| = √13', 0.17],
        ['B1', 0.61],
        ['B0 if units are missing', 0.67],
      ],
      [['(3 marks)', 0.6]],
    ]);
    expect(schemeEntriesOf([page])).toEqual([
      row(1, 'a', ['Attempts to multiply by the conjugate'], ['M1']),
      row(1, 'a', ['z = 3 − 2i'], ['A1']),
      row(1, 'b', ['|z| = √13'], ['B1']),
      total('question', 1, 'b', 3),
    ]);
    expect(columnStripsOf([page])[0].marks).toEqual({ x0: expect.any(Number), y0: expect.any(Number), x1: 0.67 - 0.004, y1: 1 });
  });

  it('takes a header typed as one run of words (`Question   Scheme   Marks`)', () => {
    const page = pageOf([
      [['Question Scheme Marks', 0.1]],
      [
        ['1(a)', 0.1],
        ['Uses the quadratic formula', 0.2],
        ['M1', 0.8],
      ],
      [
        ['(b)', 0.1],
        ['Modulus of their root', 0.2],
        ['B1ft', 0.8],
      ],
    ]);
    expect(schemeEntriesOf([page]).map((entry) => (entry.kind === 'row' ? [entry.part, entry.codes] : entry.kind))).toEqual([
      ['a', ['M1']],
      ['b', ['B1ft']],
    ]);
  });

  it('reads labels in the left margin and marks set apart at the right edge; a code ending a line of working is working', () => {
    const page = pageOf([
      [
        ['1(a)', 0.08],
        ['Correct method, dependent on the first M1', 0.17],
        ['dM1 A1', 0.86],
      ],
      [
        ['(b)', 0.08],
        ['x = 2', 0.17],
        ['B1', 0.9],
      ],
      [['Total for question 1: 3 marks', 0.17]],
    ]);
    expect(schemeEntriesOf([page])).toEqual([
      row(1, 'a', ['Correct method, dependent on the first M1'], ['dM1', 'A1']),
      row(1, 'b', ['x = 2'], ['B1']),
      total('question', 1, 'b', 3),
    ]);
  });

  it('reads text typed with spaces, not columns: labels starting lines, codes set apart by a few spaces at their ends', () => {
    const spaced = (text: string, y: number): SchemeWord[] => {
      let at = 0.1;
      return text.split(/( +)/).flatMap((part) => {
        if (part.startsWith(' ')) {
          at += 0.005 * part.length;
          return [];
        }
        const word = wordAt(part, at, y);
        at = word.box.x1;
        return [word];
      });
    };
    const page = {
      aspect: 595 / 842,
      lines: [
        spaced('1(a)   Uses the quadratic formula, dep on M1   M1', 0.1),
        spaced('x = 2 + 3i   A1 A1', 0.12),
        spaced('(b)   Modulus of their root   B1ft', 0.14),
      ],
    };
    expect(schemeEntriesOf([page])).toEqual([
      row(1, 'a', ['Uses the quadratic formula, dep on M1'], ['M1']),
      row(1, 'a', ['x = 2 + 3i'], ['A1', 'A1']),
      row(1, 'b', ['Modulus of their root'], ['B1ft']),
    ]);
  });

  it('takes codes below working that has none yet as its own', () => {
    const page = pageOf([
      [
        ['1', 0.08],
        ['Resolves vertically', 0.17],
      ],
      [
        ['T − mg = ma', 0.17],
        ['M1', 0.9],
      ],
    ]);
    expect(schemeEntriesOf([page])).toEqual([row(1, 'a', ['Resolves vertically', 'T − mg = ma'], ['M1'])]);
  });

  it("gives rows after a question's total whose label was not read to the next question, unless the next label read is that one", () => {
    const unread = pageOf([
      [
        ['1', 0.08],
        ['x = 2', 0.17],
        ['B1', 0.9],
      ],
      [['(1 marks)', 0.86]],
      [
        ['k = 3', 0.17],
        ['B1', 0.9],
      ],
      [['(1 marks)', 0.86]],
    ]);
    expect(schemeEntriesOf([unread]).map((entry) => entry.question)).toEqual([1, 1, 2, 2]);
    const readLater = pageOf([
      [
        ['1', 0.08],
        ['x = 2', 0.17],
        ['B1', 0.9],
      ],
      [['(1 marks)', 0.86]],
      [['Notes: B1 for x = 2 only', 0.17]],
      [
        ['2', 0.08],
        ['k = 3', 0.17],
        ['B1', 0.9],
      ],
    ]);
    expect(schemeEntriesOf([readLater]).map((entry) => entry.question)).toEqual([1, 1, null, 2]);
  });

  it('keeps the words of a turned scan on their lines, and a table header for the pages after it', () => {
    const turned = pageOf(
      [
        [
          ['Question', 0.09],
          ['Scheme', 0.19],
          ['Marks', 0.76],
        ],
        [
          ['1', 0.09],
          ['Uses the sum of the squares of the first n integers', 0.19],
          ['M1', 0.78],
        ],
      ],
      { skew: -0.012 },
    );
    const next = pageOf([
      [
        ['0.2105', 0.19],
        ['A1', 0.78],
      ],
    ]);
    expect(schemeEntriesOf([turned, next])).toEqual([
      row(1, 'a', ['Uses the sum of the squares of the first n integers'], ['M1']),
      row(1, 'a', ['0.2105'], ['A1']),
    ]);
  });

  it('says whether working was read surely, and checks no total read unsurely', () => {
    const page = pageOf(
      [
        [
          ['1', 0.08],
          ['0.2105', 0.17],
          ['A1', 0.9],
        ],
        [['(7 marks)', 0.86]],
      ],
      { confidence: 40 },
    );
    expect(schemeEntriesOf([page])).toEqual([row(1, 'a', ['0.2105'], ['A1'], false)]);
  });

  it('finds where the labels and the marks are, to read them again', () => {
    const page = pageOf([
      [
        ['Question', 0.09],
        ['Scheme', 0.19],
        ['Marks', 0.76],
        ['AOs', 0.85],
      ],
      [
        ['1(a)', 0.09],
        ['Uses the formula', 0.19],
      ],
    ]);
    const [{ labels, marks }] = columnStripsOf([page]);
    expect(labels).toEqual({ x0: 0, y0: expect.closeTo(0.112, 3), x1: expect.closeTo(0.186, 3), y1: 1 });
    expect(marks).toEqual({ x0: expect.closeTo(0.326, 3), y0: expect.closeTo(0.112, 3), x1: expect.closeTo(0.846, 3), y1: 1 });
  });
});

describe('labels and codes as printed', () => {
  it.each([
    ['1(a)', { question: 1, part: 'a' }],
    ['Q2', { question: 2, part: null }],
    ['3 (b)', { question: 3, part: 'b' }],
    ['(c)', { question: null, part: 'c' }],
    ['4.', { question: 4, part: null }],
    ['2(a)(ii)', { question: 2, part: 'a' }],
    ['a', null],
    ['M1', null],
    ['x', null],
  ])('%p is the label %p', (text, label) => {
    expect(labelOf(text)).toEqual(label);
  });

  it('reads codes run together, and nothing from a token that is not codes', () => {
    expect(codesIn('dM1A1')).toEqual(['dM1', 'A1']);
    expect(codesIn('A1ft')).toEqual(['A1ft']);
    expect(codesIn('Mia')).toEqual([]);
    expect(codesIn('M1x')).toEqual([]);
  });
});
