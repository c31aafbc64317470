import {
  EXPORT_DOCUMENTS,
  missingPinsMessage,
  type ExportDocument,
  type ExportDocumentStatus,
  type ExportState,
  type PaperExport,
} from '@pp/contracts';

/** What a failed attempt left behind: shown as `lastError` until the export is ready. */
export interface ExportError {
  /** `not_exportable` (permanent), `render_failed`, `worker_lost` (the job's lease lapsed on its last attempt). */
  code: string;
  message: string;
  at: string;
}

/** One stored PDF of a ready export. */
export interface StoredDocument {
  blobKey: string;
  byteSize: number;
  sha256: string;
  pageCount: number;
}

/** The export of one (owner, paper, revision), as the repository reads it. */
export interface ExportRecord {
  ownerId: string;
  paperId: string;
  revision: number;
  title: string;
  state: ExportState;
  /** Grows by one each time the export is (re)started; a job acts only on the generation it was sent for. */
  generation: number;
  attempts: number;
  lastError: ExportError | null;
  /** Grows with every change of the row; each change publishes it in the state event. */
  sequence: number;
  questionPaper: StoredDocument | null;
  markScheme: StoredDocument | null;
  requestedAt: Date;
  readyAt: Date | null;
}

/** What a POST does, from the state the export is in. */
export type PrepareStep =
  /** No export yet: insert it queued and send its job. */
  | 'create'
  /** Failed: queue it again as a new generation and send a new job. */
  | 'restart'
  /** Queued, rendering or ready: start nothing, report the state. */
  | 'report';

export function prepareStep(state: ExportState | null): PrepareStep {
  if (state === null) return 'create';
  return state === 'failed' ? 'restart' : 'report';
}

/** A pinned question that the question bank no longer has: retrying cannot help. */
export class NotExportableError extends Error {
  constructor(readonly missing: Array<{ questionId: string; revision: number }>) {
    super(missingPinsMessage(missing));
    this.name = 'NotExportableError';
  }
}

/**
 * What a failed attempt does to the export: a missing question fails it for good at once (no retry);
 * otherwise it goes back to `queued` while pg-boss retries with backoff, and fails on the last attempt.
 * `retryCount` is pg-boss' count of retries before this attempt (0 on the first).
 */
export function failedAttemptOutcome(
  error: unknown,
  retryCount: number,
  retryLimit: number,
  at: Date,
): { state: 'queued' | 'failed'; retry: boolean; lastError: ExportError } {
  if (error instanceof NotExportableError)
    return { state: 'failed', retry: false, lastError: { code: 'not_exportable', message: error.message, at: at.toISOString() } };
  const message = error instanceof Error ? error.message : String(error);
  const retry = retryCount < retryLimit;
  return {
    state: retry ? 'queued' : 'failed',
    retry,
    lastError: { code: 'render_failed', message: message.slice(0, 500), at: at.toISOString() },
  };
}

/** The error recorded when the job's last attempt was lost (its worker died or stopped heartbeating). */
export function workerLostError(at: Date): ExportError {
  return { code: 'worker_lost', message: 'The render was interrupted (its worker stopped) on the last attempt.', at: at.toISOString() };
}

/** Blob key of a document, per render attempt, so an attempt never overwrites bytes another attempt recorded. */
export function documentBlobKey(ownerId: string, paperId: string, revision: number, attempt: number, document: ExportDocument): string {
  return `exports/${ownerId}/${paperId}/${revision}/${attempt}/${document}.pdf`;
}

/** The blob keys attempts before `attempt` may have left: every attempt has its own. */
export function earlierAttemptBlobKeys(key: { ownerId: string; paperId: string; revision: number }, attempt: number): string[] {
  return Array.from({ length: attempt - 1 }, (_, i) =>
    EXPORT_DOCUMENTS.map((document) => documentBlobKey(key.ownerId, key.paperId, key.revision, i + 1, document)),
  ).flat();
}

// Characters no file system or browser takes in a name, and control characters.
const UNSAFE_IN_FILE_NAMES = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g;
const MAX_STEM_LENGTH = 100;

/**
 * The download's file name, `<title>-r<revision>-<document>.pdf`: `fileName` keeps the title's own
 * letters (for RFC 5987 `filename*`), `asciiFileName` is a slug of it for `filename=` (old clients).
 * A title with nothing usable left becomes `paper`.
 */
export function exportFileNames(title: string, revision: number, document: ExportDocument): { fileName: string; asciiFileName: string } {
  const suffix = `-r${revision}-${document}.pdf`;
  const readable = title.normalize('NFC').replace(/\s+/g, ' ').replace(UNSAFE_IN_FILE_NAMES, '-').trim();
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return {
    fileName: `${truncate(readable) || 'paper'}${suffix}`,
    asciiFileName: `${truncate(slug).replace(/-+$/, '') || 'paper'}${suffix}`,
  };
}

/** At most MAX_STEM_LENGTH code points, never splitting a surrogate pair. */
function truncate(stem: string): string {
  return [...stem].slice(0, MAX_STEM_LENGTH).join('').trim();
}

/** The public view of an export: both documents' states, download paths and file names. */
export function toPaperExport(record: ExportRecord): PaperExport {
  const status = (document: ExportDocument, stored: StoredDocument | null): ExportDocumentStatus => ({
    state: record.state === 'ready' ? 'ready' : record.state === 'failed' ? 'failed' : 'pending',
    href: `/papers/${record.paperId}/revisions/${record.revision}/exports/${document}`,
    fileName: exportFileNames(record.title, record.revision, document).fileName,
    byteSize: stored?.byteSize ?? null,
    pageCount: stored?.pageCount ?? null,
    sha256: stored?.sha256 ?? null,
  });
  return {
    paperId: record.paperId,
    revision: record.revision,
    state: record.state,
    questionPaper: status('question-paper', record.questionPaper),
    markScheme: status('mark-scheme', record.markScheme),
    attempts: record.attempts,
    lastError: record.lastError,
    requestedAt: record.requestedAt.toISOString(),
    readyAt: record.readyAt?.toISOString() ?? null,
  };
}
