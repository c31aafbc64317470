import type { components, PaperExport } from '@pp/sdk';

type Paper = components['schemas']['PaperResponse']['paper'];
type PaperSummary = components['schemas']['PaperList']['papers'][number];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function paperLines(paper: Paper): string[] {
  return [
    `Paper ${paper.id} revision ${paper.revision}: ${paper.title}`,
    `${plural(paper.questionSummaries.length, 'question')}, ${paper.totalMarks} marks, ${plural(paper.pageCount, 'page')}, writing space ${paper.writingSpace}${paper.gradeGuide ? ', grade guide' : ''}`,
    ...paper.questionSummaries.map(
      (q) => `  ${q.number}. ${q.title} (${plural(q.marks, 'mark')}, ${plural(q.pages, 'page')}) ${q.questionId}@${q.revision}`,
    ),
  ];
}

export function paperListLines(papers: PaperSummary[]): string[] {
  if (papers.length === 0) return ['No papers.'];
  return papers.map(
    (p) =>
      `${p.id} r${p.latestRevision}  ${p.title}  (${plural(p.questionCount, 'question')}, ${p.totalMarks} marks, exports ${p.exportsState})`,
  );
}

function documentLine(name: string, document: PaperExport['questionPaper']): string {
  if (document.state !== 'ready') return `${name}: ${document.state}`;
  return `${name}: ready, ${plural(document.pageCount ?? 0, 'page')}, ${document.byteSize} bytes, ${document.fileName}`;
}

/** Both documents' state after an export, and why it failed if it did. */
export function exportLines(state: PaperExport): string[] {
  return [
    `Export of paper ${state.paperId} revision ${state.revision}: ${state.state}`,
    documentLine('question paper', state.questionPaper),
    documentLine('mark scheme', state.markScheme),
    ...(state.lastError ? [`last error: ${state.lastError.code}: ${state.lastError.message}`] : []),
  ];
}
