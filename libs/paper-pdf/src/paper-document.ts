import type { PinnedRevision, WritingSpace } from '@pp/contracts';

export { MAX_PAPER_PAGES, WRITING_SPACES, type WritingSpace } from '@pp/contracts';

/** Everything both documents of one saved paper revision are made from (the diagrams' bytes come separately). */
export interface PaperDocumentInput {
  paperId: string;
  revision: number;
  title: string;
  writingSpace: WritingSpace;
  gradeGuide: boolean;
  /** The pinned question revisions in paper order: question n is `questions[n - 1]`. */
  questions: PinnedRevision[];
}

/** The SVG text of a diagram, by its blob key (the export service reads them from the BlobStore). */
export type DiagramSvgs = ReadonlyMap<string, string>;
