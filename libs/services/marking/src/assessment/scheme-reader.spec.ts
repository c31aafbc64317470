import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfTextLines } from '@pp/paper-pdf/identity';
import { FsBlobStore, loadConfig } from '@pp/platform';
import { type TypedSchemeLayout, type TypedSchemeQuestion, typedSchemePdf } from '@pp/testing';
import { LineRecogniser } from '../ocr/line-recogniser.js';
import { TextReader } from '../ocr/text-reader.js';
import { MarkingConfigSchema } from '../marking.config.js';
import { PageRenderer } from '../rendering/page-renderer.js';
import { confirmedLine, SchemeReader, valueReadByModel } from './scheme-reader.js';

/** An allocation as a reviewer checks it: id, code, what it depends on, and its expected value (TeX) where it has one. */
type Read = [id: string, code: string, dependsOn: string[], expected?: string];

interface Case {
  name: string;
  layout: TypedSchemeLayout;
  textLayer: boolean;
  seed: number;
  questions: TypedSchemeQuestion[];
  /** The question the session asks for, and the allocations it must read: exactly. */
  question: number;
  read: Read[];
}

const complexQuestion: TypedSchemeQuestion = {
  number: 1,
  rows: [
    { part: 'a', working: 'M1 for attempting to multiply numerator and denominator by the conjugate 1 + i', codes: ['M1'] },
    { part: 'a', working: 'z = 3 − 2i', codes: ['A1'] },
    { part: 'b', working: '|z| = √(3² + 2²) = √13', codes: ['M1', 'A1ft'] },
  ],
};
const poissonQuestion: TypedSchemeQuestion = {
  number: 2,
  rows: [
    { part: '', working: 'Uses P(X = 2) with λ = 2.4, dep on M1 being earned in the statement of the model', codes: ['M2'] },
    { part: '', working: 'P(X = 2) = e^(−2.4) × 2.4²/2 (dependent on the first M1)', codes: ['M1'] },
    { part: '', working: '0.2613', codes: ['dM1', 'A1'] },
  ],
};

/** The allocations `poissonQuestion` reads as, text layer or scan: M2 as two, a "dep" row's M1 on the first, the dM1 on it. */
const poissonRead: Read[] = [
  ['a.1', 'M1', []],
  ['a.2', 'M1', []],
  ['a.3', 'M1', ['a.1']],
  ['a.4', 'dM1', ['a.3']],
  ['a.5', 'A1', ['a.1', 'a.2', 'a.3', 'a.4'], '0.2613'],
];
/** Questions enough to fill more than a page: each a method, a value and a follow-through. */
const longScheme: TypedSchemeQuestion[] = Array.from({ length: 9 }, (_, i) => ({
  number: i + 1,
  rows: [
    {
      part: 'a',
      working: `Uses the method of differences on the ${i + 2} terms given, M1 for writing out at least three of them`,
      codes: ['M1'],
    },
    { part: 'a', working: `x = ${i + 2}`, codes: ['A1'] },
    { part: 'b', working: 'Substitutes their value into the sum, dep on the M1 above', codes: ['M1'] },
    { part: 'b', working: 'Their value squared', codes: ['A1ft'] },
  ],
}));

const cases: Case[] = [
  {
    name: 'a table with a text layer, prose holding codes, the first of two questions',
    layout: 'table',
    textLayer: true,
    seed: 1,
    questions: [complexQuestion, poissonQuestion],
    question: 1,
    read: [
      ['a.1', 'M1', []],
      ['a.2', 'A1', ['a.1'], 'z = 3 - 2\\mathrm{i}'],
      ['b.1', 'M1', []],
      ['b.2', 'A1ft', ['b.1'], '|z| = \\sqrt{13}'],
    ],
  },
  {
    name: 'the margin layout with a text layer, the second of two questions: M2, "dep" rows, dM1',
    layout: 'margin',
    textLayer: true,
    seed: 2,
    questions: [complexQuestion, poissonQuestion],
    question: 2,
    read: poissonRead,
  },
  {
    name: 'a table with a text layer: roots, π, fractions, B marks, a follow-through',
    layout: 'table',
    textLayer: true,
    seed: 5,
    questions: [
      {
        number: 3,
        rows: [
          { part: 'a', working: 'arg z = 2π/3', codes: ['B1'] },
          { part: 'a', working: 'r = 2√5', codes: ['B1'] },
          { part: 'b', working: 'Uses de Moivre: raises the modulus to the power 3 and triples the argument', codes: ['M1'] },
          { part: 'b', working: 'w = 40√5 (cos 0 + i sin 0) = 40√5', codes: ['A1ft'] },
          { part: 'c', working: 'x = 3/4 oe', codes: ['B1'] },
        ],
      },
    ],
    question: 3,
    read: [
      ['a.1', 'B1', [], '\\arg z = \\frac{2\\pi}{3}'],
      ['a.2', 'B1', [], 'r = 2\\sqrt{5}'],
      ['b.1', 'M1', []],
      ['b.2', 'A1ft', ['b.1'], 'w = 40\\sqrt{5}'],
      ['c.1', 'B1', [], 'x = \\frac{3}{4}'],
    ],
  },
  {
    name: 'the margin layout with a text layer: long rows over several lines, codes inside the working',
    layout: 'margin',
    textLayer: true,
    seed: 6,
    questions: [
      {
        number: 4,
        rows: [
          {
            part: 'a',
            working:
              'Attempts the auxiliary equation m² + 4m + 13 = 0 and solves it: M1 for a correct method of solving their quadratic, A1 for both roots',
            codes: ['M1', 'A1'],
          },
          { part: 'a', working: 'y = e^(−2x)(A cos 3x + B sin 3x)', codes: ['A1'] },
          { part: 'b', working: 'Substitutes both boundary conditions into their general solution, dM1 needs both', codes: ['dM1'] },
          { part: 'b', working: 'A = 2', codes: ['A1'] },
        ],
      },
    ],
    question: 4,
    read: [
      ['a.1', 'M1', []],
      ['a.2', 'A1', ['a.1']],
      ['a.3', 'A1', ['a.1'], 'y = e^{-2x}(A\\cos 3x + B\\sin 3x)'],
      ['b.1', 'M1', []],
      ['b.2', 'A1', ['b.1'], 'A = 2'],
    ],
  },
  {
    name: 'a table with a text layer, questions 5 and 6, the second asked for',
    layout: 'table',
    textLayer: true,
    seed: 8,
    questions: [
      {
        number: 5,
        rows: [
          { part: 'a', working: 'det M = 2', codes: ['B1'] },
          { part: 'b', working: 'M1 for the matrix of cofactors', codes: ['M1'] },
        ],
      },
      {
        number: 6,
        rows: [
          { part: 'a', working: 'Sum of the roots: α + β + γ = 4', codes: ['B1'] },
          { part: 'a', working: 'Forms the new equation by the substitution x = w − 1', codes: ['M1'] },
          { part: 'a', working: 'w³ − w² + 2w − 5 = 0', codes: ['A1', 'A1'] },
        ],
      },
    ],
    question: 6,
    read: [
      ['a.1', 'B1', []],
      ['a.2', 'M1', []],
      ['a.3', 'A1', ['a.2']],
      ['a.4', 'A1', ['a.2'], 'w^{3} - w^{2} + 2w - 5 = 0'],
    ],
  },
  {
    name: 'the margin layout with a text layer: a question without parts, B1, B1ft, M1 A1*',
    layout: 'margin',
    textLayer: true,
    seed: 9,
    questions: [
      {
        number: 7,
        rows: [
          { part: '', working: 'E(X) = 1.5', codes: ['B1'] },
          { part: '', working: 'Var(X) = 0.75, ft their E(X)', codes: ['B1ft'] },
          { part: '', working: 'Shows the sum is n(n + 1)(2n + 1)/6 as printed', codes: ['M1', 'A1*'] },
        ],
      },
    ],
    question: 7,
    read: [
      ['a.1', 'B1', [], '1.5'],
      ['a.2', 'B1ft', []],
      ['a.3', 'M1', []],
      ['a.4', 'A1*', ['a.3']],
    ],
  },
  {
    name: 'a scanned table (no text layer), the first of two questions',
    layout: 'table',
    textLayer: false,
    seed: 11,
    questions: [
      {
        number: 1,
        rows: [
          { part: 'a', working: 'M1 for using the product of the probabilities', codes: ['M1'] },
          { part: 'a', working: '0.2105', codes: ['A1'] },
          { part: 'b', working: 'Uses 1 − P(X ≤ 3)', codes: ['M1'] },
          { part: 'b', working: '0.3528', codes: ['A1'] },
        ],
      },
      poissonQuestion,
    ],
    question: 1,
    read: [
      ['a.1', 'M1', []],
      ['a.2', 'A1', ['a.1'], '0.2105'],
      ['b.1', 'M1', []],
      ['b.2', 'A1', ['b.1'], '0.3528'],
    ],
  },
  {
    name: 'a scanned margin layout (no text layer), the second of two questions',
    layout: 'margin',
    textLayer: false,
    seed: 12,
    questions: [complexQuestion, poissonQuestion],
    question: 2,
    read: poissonRead,
  },
  {
    name: 'a scanned table (no text layer): B1, M1 with prose, a follow-through',
    layout: 'table',
    textLayer: false,
    seed: 13,
    questions: [
      {
        number: 2,
        rows: [
          { part: 'a', working: 'Mean = 4.5', codes: ['B1'] },
          { part: 'b', working: 'Uses the variance of the sum, M1 for adding', codes: ['M1'] },
          { part: 'b', working: '12.25', codes: ['A1ft'] },
        ],
      },
    ],
    question: 2,
    read: [
      ['a.1', 'B1', []],
      ['b.1', 'M1', []],
      ['b.2', 'A1ft', ['b.1'], '12.25'],
    ],
  },
  {
    name: 'a scanned margin layout (no text layer): long working over two lines',
    layout: 'margin',
    textLayer: false,
    seed: 14,
    questions: [
      {
        number: 3,
        rows: [
          {
            part: 'a',
            working: 'Resolves vertically for the particle and uses F = ma with the tension found from Hooke’s law',
            codes: ['M1'],
          },
          { part: 'a', working: 'Correct equation of motion with the correct signs', codes: ['A1'] },
          { part: 'b', working: '1.25', codes: ['A1'] },
        ],
      },
    ],
    question: 3,
    read: [
      ['a.1', 'M1', []],
      ['a.2', 'A1', ['a.1']],
      ['b.1', 'A1', [], '1.25'],
    ],
  },
  {
    name: 'a table over two pages (its header repeated), the last question asked',
    layout: 'table',
    textLayer: true,
    seed: 15,
    questions: longScheme,
    question: 9,
    read: [
      ['a.1', 'M1', []],
      ['a.2', 'A1', ['a.1'], 'x = 10'],
      ['b.1', 'M1', []],
      ['b.2', 'A1ft', ['b.1']],
    ],
  },
];

describe('reading the rubric of a mark scheme typed elsewhere (mupdf text layer, else tesseract.js)', () => {
  const root = mkdtempSync(join(tmpdir(), 'pp-scheme-'));
  const blobs = new FsBlobStore(root);
  const reader = new TextReader();
  const renderer = new PageRenderer(loadConfig(MarkingConfigSchema));
  const recogniser = new LineRecogniser();
  const schemes = new SchemeReader(blobs, reader, renderer, recogniser);

  afterAll(async () => {
    await Promise.all([reader.onModuleDestroy(), renderer.onApplicationShutdown(), recogniser.onApplicationShutdown()]);
    rmSync(root, { recursive: true, force: true });
  });

  const readScheme = async ({ name, layout, textLayer, seed, questions }: Case, question: number) => {
    const key = `test/${name.replace(/\W+/g, '-')}.pdf`;
    const pdf = await typedSchemePdf(questions, { layout, textLayer, seed });
    await blobs.put(key, Buffer.from(pdf));
    const count = (await pdfTextLines(pdf)).length;
    const pages = Array.from({ length: count }, (_, i) => ({
      assetId: 'scheme',
      page: i + 1,
      pageId: `scheme:p${i + 1}`,
      blobKey: key,
      mediaType: 'application/pdf',
      filePageCount: count,
    }));
    return schemes.read(pages, question, new AbortController().signal);
  };

  const readExactly = async (scheme: Case) => {
    const reading = await readScheme(scheme, scheme.question);
    const read =
      'rubric' in reading
        ? reading.rubric.allocations.map((a) => [a.id, a.code, a.dependsOn, ...(a.expected ? [a.expected] : [])])
        : reading;
    expect(read).toEqual(scheme.read);
  };

  it.each(cases.map((c) => [c.name, c] as const))('reads %s exactly', async (_, scheme) => readExactly(scheme));

  // The typist's style comes from the seed: its font (Arial's, Times's or a humanist sans's metrics) and
  // size, the table's headings (Scheme or Answer, Marks or Mark), a Guidance column of notes naming
  // codes, powers set raised, totals, labels. What is read must not depend on it. Scans cost seconds
  // each: one more seed each (202 puts a Guidance column on one, and a serif M1 OCR reads `50` on another).
  const VARIED = { textLayer: [101, 202, 303, 404, 505, 606], scan: [202] };
  it.each(
    cases.flatMap((c) =>
      VARIED[c.textLayer ? 'textLayer' : 'scan'].map(
        (offset) => [c.name, c.seed + offset, { ...c, name: `${c.name} ${offset}`, seed: c.seed + offset }] as const,
      ),
    ),
  )('reads %s exactly whatever the style (seed %i)', async (_, _seed, scheme) => readExactly(scheme));

  it('gives a problem, not a guess, for a question the scheme does not hold', async () => {
    expect(await readScheme(cases[0], 9)).toEqual({ problem: expect.stringContaining('no mark codes') });
  });
});

describe('a line of working as the handwriting model read it', () => {
  const word = (text: string, x0: number) => ({ text, confidence: 60, box: { x0, y0: 0.3, x1: x0 + 0.05, y1: 0.32 } });
  const line = [word('(a+3)"2=(a-1)"2+4', 0.2)];

  it("takes the model's sure reading of a value that differs from the page's by misread symbols only, over the whole line", () => {
    expect(valueReadByModel(line, { text: '(a+3)^2=(a-1)^2+4', confidence: 95 })).toEqual([
      { text: '(a+3)^2=(a-1)^2+4', confidence: 85, box: { x0: 0.2, y0: 0.3, x1: 0.25, y1: 0.32 } },
    ]);
    expect(valueReadByModel([word('(1,', 0.2), word('£2)', 0.3)], { text: '(1,±2)', confidence: 92 })?.[0].box).toEqual({
      x0: 0.2,
      y0: 0.3,
      x1: 0.35,
      y1: 0.32,
    });
  });

  it('allows an edit more for each symbol tesseract cannot read, which it reads as one letter or two', () => {
    expect(valueReadByModel([word('9611/25', 0.2)], { text: '96π/25', confidence: 98 })?.[0].text).toBe('96π/25');
    expect(valueReadByModel([word('9611/26', 0.2)], { text: '96π/25', confidence: 98 })).toBeNull();
  });

  it("keeps the page's reading where the model is unsure, reads no value, or reads another line", () => {
    expect(valueReadByModel(line, { text: '(a+3)^2=(a-1)^2+4', confidence: 80 })).toBeNull();
    expect(valueReadByModel(line, { text: 'Attempts to expand', confidence: 99 })).toBeNull();
    expect(valueReadByModel(line, { text: '(b+5)^3=(b-7)^3+9', confidence: 99 })).toBeNull();
    expect(valueReadByModel(line, undefined)).toBeNull();
  });

  it("takes a line as read surely where the model's reading is the page's (a capital X aside), as the model read it", () => {
    const page = [word('X-2X^2+35/6x^3', 0.2)];
    expect(confirmedLine(page, 'X-2×72', { text: 'x-2x^2+35/6x^3', confidence: 55 })).toEqual([
      { text: 'x-2x^2+35/6x^3', confidence: 85, box: { x0: 0.2, y0: 0.3, x1: 0.25, y1: 0.32 } },
    ]);
  });

  it("takes the page's reading read again alike, unless the model reads there a symbol tesseract cannot", () => {
    const page = [word('9n^2+15n', 0.2), word('=0', 0.3)];
    expect(confirmedLine(page, '9n^2+15n=0', { text: '9n2+15n=0', confidence: 40 })?.map((w) => w.confidence)).toEqual([85, 85]);
    expect(confirmedLine([word('|z|=√13', 0.2)], 'Iz]=√13', { text: '[z=V13', confidence: 9 })?.[0].text).toBe('|z|=√13');
    expect(confirmedLine([word('2n/3', 0.2)], '2n/3', { text: '2π/3', confidence: 60 })).toBeNull();
    expect(confirmedLine([word('f(22)4(7)', 0.2)], 'f(21)-1(7)', { text: 'f(21)-f(7)', confidence: 68 })).toBeNull();
  });
});
