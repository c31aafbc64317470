import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  describePartial,
  describeScore,
  type MarkingQuestion,
  type MarkingSession,
  type PaperExport,
  PracticePaperApiError,
  type QuestionOutcome,
  summariseMarking,
} from '@pp/sdk';

/**
 * Files up to this size travel in the tool result as an embedded resource; larger ones as a link the
 * client reads with resources/read (a stdio client's line buffer is typically 10 MiB, base64 adds a third).
 */
export const EMBEDDED_FILE_LIMIT = 4 * 1024 * 1024;

const text = (value: string) => ({ type: 'text' as const, text: value });

function questionWords(outcome: QuestionOutcome): string {
  const words = `Q${outcome.label}: ${describeScore(outcome)}`;
  if (outcome.provisional && outcome.unresolved.length > 0) return `${words}, unresolved: ${outcome.unresolved.join(', ')}`;
  if (outcome.failure) return `${words}: ${outcome.failure.code}, ${outcome.failure.message}`;
  return words;
}

/**
 * A session's marking in one plain line, as the interface says to report it: each question's status
 * and score (needs_review as a provisional range with what is unresolved, queued and running as no
 * result), and a paper total only when every question completed.
 */
export function describeMarking(session: MarkingSession): string {
  const summary = summariseMarking(session);
  const sentences: string[] = [];
  if (!session.indexing.done) sentences.push('Indexing is still reading the uploads: the question list may be incomplete');
  if (summary.questions.length === 0) sentences.push('No questions yet');
  else sentences.push(summary.questions.map(questionWords).join('; '));
  if (summary.total) sentences.push(`Paper total (final): ${summary.total.awarded} of ${summary.total.maximum}`);
  else if (summary.partial) {
    sentences.push(`No paper total: not every question is completed (marks so far, not final: ${describePartial(summary.partial)})`);
  } else if (summary.questions.length > 0) sentences.push('No paper total: not every question is completed');
  if (!summary.settled) sentences.push('Marking is not finished: read the session again in about 5 seconds');
  return `${sentences.join('. ')}.`;
}

/** One question's outcome in words (a question read alone: its session's start queue is not known here). */
export function describeQuestion(question: MarkingQuestion): string {
  const alone = { questions: [question], waitingForStart: [], indexing: { done: true } } as unknown as MarkingSession;
  return `${questionWords(summariseMarking(alone).questions[0]!)}.`;
}

/** An export's state in words, with the next step. */
export function describeExport(state: PaperExport): string {
  if (state.state === 'ready') return 'Both PDFs are ready: download them with downloadQuestionPaper and downloadMarkScheme.';
  if (state.state === 'failed') {
    return `The export failed (${state.lastError?.code ?? 'export_failed'}: ${state.lastError?.message ?? 'no reason given'}); preparePaperExports starts it again.`;
  }
  return `The PDFs are not ready yet (${state.state}): call preparePaperExports again (safe: it starts nothing new) or readPaperExports in about 5 seconds.`;
}

/** The plain line a model should read first, for the answers that have one. */
function headlineOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { session, question, export: exportState } = data as { session?: MarkingSession; question?: MarkingQuestion; export?: PaperExport };
  if (session && Array.isArray(session.questions) && session.indexing) return describeMarking(session);
  if (question && typeof question.status === 'string' && typeof question.label === 'string') return describeQuestion(question);
  if (exportState && typeof exportState.state === 'string') return describeExport(exportState);
  return null;
}

/** A JSON answer as text, after a plain first line for marking and export states. */
export function jsonResult(data: unknown): CallToolResult {
  const headline = headlineOf(data);
  const body = text(JSON.stringify(data ?? null));
  return { content: headline ? [text(headline), body] : [body] };
}

/** An error as the model should see it: the API's status, code, message and field details. */
export function errorResult(error: unknown): CallToolResult {
  if (error instanceof PracticePaperApiError) {
    const lines = [error.message]; // the SDK's: `<status> <code>: <the API's message>`
    if (error.details !== null && error.details !== undefined) lines.push(`details: ${JSON.stringify(error.details)}`);
    if (error.requiredScopes) lines.push(`the key needs the scopes: ${error.requiredScopes.join(', ')}`);
    if (error.retryAfter !== null) lines.push(`retry after: ${error.retryAfter} s`);
    if (error.requestId) lines.push(`request id: ${error.requestId}`);
    return { isError: true, content: [text(lines.join('\n'))] };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { isError: true, content: [text(error instanceof TypeError ? `The API did not answer: ${message}` : message)] };
}

export interface FileAnswer {
  /** The pp:// address resources/read serves it at. */
  uri: string;
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** A downloaded file as a resource (never base64 in text): embedded up to EMBEDDED_FILE_LIMIT, else linked. */
export function fileResult({ uri, name, mimeType, bytes }: FileAnswer): CallToolResult {
  const intro = text(`${name}: ${mimeType}, ${bytes.byteLength} bytes, at ${uri}.`);
  const file =
    bytes.byteLength <= EMBEDDED_FILE_LIMIT
      ? { type: 'resource' as const, resource: { uri, mimeType, blob: Buffer.from(bytes).toString('base64') } }
      : { type: 'resource_link' as const, uri, name, mimeType, size: bytes.byteLength };
  return { content: [intro, file] };
}

/** A downloaded file's name: the Content-Disposition's (its UTF-8 form first), else the address's last segment. */
export function fileNameOf(disposition: string | null, uri: string): string {
  const extended = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) return decodeURIComponent(extended);
  return (disposition && /filename="([^"]+)"/i.exec(disposition)?.[1]) || uri.slice(uri.lastIndexOf('/') + 1);
}

/** A file's media type: the answer's, made exact for a diagram the API sends as octet-stream with an .svg name. */
export function fileMediaTypeOf(contentType: string | null, fileName: string): string {
  const mediaType = contentType?.split(';')[0]?.trim() || 'application/octet-stream';
  return mediaType === 'application/octet-stream' && fileName.toLowerCase().endsWith('.svg') ? 'image/svg+xml' : mediaType;
}
