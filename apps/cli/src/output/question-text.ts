import type { components } from '@pp/sdk';

type SearchResult = components['schemas']['QuestionSearchResult'];

/**
 * A page of search results, a question a line: `<questionId>@<revision>` first, as `pp papers create
 * --question` takes it, then marks, module and topic, and title; the next page's option last.
 */
export function searchResultLines(result: SearchResult): string[] {
  const lines = result.items.map(({ pin, summary }) => {
    const topic = summary.topics.find((t) => t.kind === 'subtopic') ?? summary.topics.find((t) => t.kind === 'topic');
    return `${pin.questionId}@${pin.revision}  ${String(summary.marks).padStart(2)} marks  ${topic?.label ?? '-'}  ${summary.title}`;
  });
  if (lines.length === 0) lines.push('No questions match.');
  if (result.nextCursor) lines.push(`More: --cursor ${result.nextCursor} (or --all)`);
  return lines;
}
