import { generateSeedBank, type QuestionRevisionContent, type SeedQuestion } from '@pp/question-content';

/** The bank both e2e stacks seed on start (default variants), to compare results with. */
export const BANK: SeedQuestion[] = generateSeedBank();
export const PUBLISHED = BANK.filter((q) => q.status === 'published');
export const DRAFTS = BANK.filter((q) => q.status === 'draft');
export const latest = (q: SeedQuestion): QuestionRevisionContent => q.revisions[q.revisions.length - 1];

/** Published ids matching a predicate on the latest revision, in the search order (ascending id). */
export const expectedIds = (match: (rev: QuestionRevisionContent, q: SeedQuestion) => boolean): string[] =>
  PUBLISHED.filter((q) => match(latest(q), q))
    .map((q) => q.id)
    .sort();

/** A query string; arrays become repeated parameters. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
