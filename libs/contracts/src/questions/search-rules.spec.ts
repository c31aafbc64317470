import { Value } from '@sinclair/typebox/value';
import { SearchQuestionsQuerySchema } from './questions.schemas.js';
import { searchQueryProblems } from './search-rules.js';

describe('searchQueryProblems', () => {
  it('accepts a plain query', () => {
    expect(searchQueryProblems({ random: false, minMarks: 3, maxMarks: 3 })).toEqual([]);
    expect(searchQueryProblems({ random: true })).toEqual([]);
  });

  it('refuses a cursor with random=true', () => {
    expect(searchQueryProblems({ random: true, cursor: '00000000-0000-4000-8000-000000000001' })).toEqual([
      { path: 'query.cursor', message: 'cannot be combined with random=true' },
    ]);
  });

  it('lists both fields when minMarks exceeds maxMarks', () => {
    expect(searchQueryProblems({ random: false, minMarks: 4, maxMarks: 3 }).map((p) => p.path)).toEqual([
      'query.minMarks',
      'query.maxMarks',
    ]);
  });
});

describe('SearchQuestionsQuerySchema', () => {
  it('is strict and fills the spec defaults', () => {
    expect(SearchQuestionsQuerySchema.additionalProperties).toBe(false);
    expect(Value.Default(SearchQuestionsQuerySchema, {})).toEqual({ excludeIds: [], random: false, favouritesOnly: false, limit: 30 });
  });
});
