import { UsageError } from '../usage-error.js';
import { paperFileOf, parseQuestionRef } from './question-refs.js';

const ID = '1F2E3D4C-5B6A-4789-8A9B-0C1D2E3F4A5B';
const pin = { questionId: ID.toLowerCase(), revision: 2, contentVersion: 'c'.repeat(64), schemeVersion: 's'.repeat(64) };

describe('parseQuestionRef', () => {
  it('reads <questionId>@<revision>, the id in lower case', () => {
    expect(parseQuestionRef(`${ID}@2`)).toEqual({ questionId: ID.toLowerCase(), revision: 2 });
  });

  it.each([ID, `${ID}@0`, `${ID}@x`, 'q1@2', `${ID}@2@3`])('refuses %j as a usage error', (value) => {
    expect(() => parseQuestionRef(value)).toThrow(UsageError);
  });
});

describe('paperFileOf', () => {
  it('takes a createPaper body with its other fields', () => {
    expect(paperFileOf({ id: 'x', title: 'Mock', questions: [pin], writingSpace: 'none', gradeGuide: true }, 'paper.json')).toEqual({
      pins: [pin],
      id: 'x',
      title: 'Mock',
      writingSpace: 'none',
      gradeGuide: true,
    });
  });

  it('takes search results (pp questions search --json), each item pin unchanged and in order', () => {
    const second = { ...pin, questionId: 'other', revision: 1 };
    expect(paperFileOf({ items: [{ pin, summary: {} }, { pin: second }], nextCursor: null }, 'found.json').pins).toEqual([pin, second]);
  });

  it.each([[null], [[]], [{ questions: [] }], [{ questions: [{ questionId: ID }] }], [{ items: [{}] }]])(
    'refuses %j, naming the file and the shapes it may have',
    (parsed) => {
      expect(() => paperFileOf(parsed, 'paper.json')).toThrow(/^paper\.json must be a createPaper body/);
    },
  );
});
