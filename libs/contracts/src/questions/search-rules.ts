import type { FieldError } from '../errors/service-error.js';
import type { SearchQuestionsQuery } from './questions.schemas.js';

/** Rules across search parameters that a schema cannot state; an empty list when the query is fine. */
export function searchQueryProblems(query: Pick<SearchQuestionsQuery, 'random' | 'cursor' | 'minMarks' | 'maxMarks'>): FieldError[] {
  const problems: FieldError[] = [];
  if (query.random && query.cursor !== undefined) problems.push({ path: 'query.cursor', message: 'cannot be combined with random=true' });
  if (query.minMarks !== undefined && query.maxMarks !== undefined && query.minMarks > query.maxMarks) {
    problems.push(
      { path: 'query.minMarks', message: 'must be at most maxMarks' },
      { path: 'query.maxMarks', message: 'must be at least minMarks' },
    );
  }
  return problems;
}
