import { appPaths } from '../../api/app-api';

export interface PdfLink {
  label: string;
  href: string;
}

/** The two PDFs of a saved revision, downloaded with the session cookie (the same bytes as /v1's downloads). */
export function pdfLinksOf(paperId: string, revision: number): PdfLink[] {
  return [
    { label: 'Question paper', href: appPaths.paperDocument(paperId, revision, 'question-paper') },
    { label: 'Mark scheme', href: appPaths.paperDocument(paperId, revision, 'mark-scheme') },
  ];
}

const EXPORTS_STATE_TEXT: Record<string, string> = {
  none: 'Not prepared yet',
  preparing: 'Being prepared',
  ready: 'Ready',
  failed: 'Preparation failed',
};

/** The latest revision's PDFs, in words (`none`, `preparing`, `ready`, `failed`). */
export const exportsStateText = (state: string) => EXPORTS_STATE_TEXT[state] ?? state;
