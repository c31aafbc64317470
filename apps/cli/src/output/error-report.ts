import { PracticePaperApiError } from '@pp/sdk';
import { UsageError } from '../usage-error.js';

/** What pp tells the user when a command fails, and the exit code: 2 a usage or setup error, 1 the API's or the connection's. */
export interface ErrorReport {
  exitCode: 1 | 2;
  /** For stderr: text lines, or one JSON line under --json. */
  stderr: string;
}

type FieldDetail = { path: string; message: string };
const isFieldDetails = (details: unknown): details is FieldDetail[] =>
  Array.isArray(details) && details.every((d) => typeof d?.path === 'string' && typeof d?.message === 'string');

function detailLines(details: unknown): string[] {
  if (details === null || details === undefined) return [];
  if (isFieldDetails(details)) return details.map((detail) => `  ${detail.path}: ${detail.message}`);
  return [`  details: ${JSON.stringify(details)}`];
}

/** fetch's "fetch failed" names its cause (ECONNREFUSED, ENOTFOUND) one level down. */
function connectionCause(error: TypeError): string {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

/** The report of an error a command threw (commander's own usage errors are printed by commander and never reach here). */
export function reportError(error: unknown, { json, baseUrl }: { json: boolean; baseUrl: string | undefined }): ErrorReport {
  if (error instanceof PracticePaperApiError) {
    const { status, code, details, requestId, retryAfter } = error;
    const message = error.message.replace(`${status} ${code}: `, '');
    if (json) return { exitCode: 1, stderr: JSON.stringify({ error: { status, code, message, details, retryAfter }, requestId }) };
    const lines = [
      `error: ${status} ${code}: ${message}`,
      ...detailLines(details),
      ...(retryAfter !== null ? [`retry after: ${retryAfter} s`] : []),
      `request id: ${requestId ?? 'none (no answer from the service)'}`,
    ];
    return { exitCode: 1, stderr: lines.join('\n') };
  }
  if (error instanceof UsageError) {
    return { exitCode: 2, stderr: json ? JSON.stringify({ error: { code: 'usage', message: error.message } }) : `error: ${error.message}` };
  }
  const message =
    error instanceof TypeError && error.message === 'fetch failed'
      ? `cannot reach ${baseUrl ?? 'the service'} (${connectionCause(error)})`
      : error instanceof Error
        ? error.message
        : String(error);
  return { exitCode: 1, stderr: json ? JSON.stringify({ error: { code: 'failed', message } }) : `error: ${message}` };
}
