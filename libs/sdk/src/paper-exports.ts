import { PracticePaperApiError, unwrap } from './api-error.js';
import type { PracticePaperClient } from './client.js';
import type { components } from './generated/openapi.js';
import { pollUntil, type PollOptions } from './polling.js';

export type PaperExport = components['schemas']['PaperExportResponse']['export'];
export type PaperDocument = 'question-paper' | 'mark-scheme';

export interface PaperRevisionRef {
  paperId: string;
  revision: number;
}

/**
 * Prepares a revision's two PDFs and waits until both are ready: asks with `Prefer: respond-async`,
 * then reads the export about every five seconds (`onUpdate` sees each state). A failed export is
 * thrown as the error it reports (`export_failed`, or `not_exportable`).
 */
export async function preparePaperExports(
  client: PracticePaperClient,
  { paperId, revision }: PaperRevisionRef,
  options: PollOptions & { onUpdate?: (state: PaperExport) => void } = {},
): Promise<PaperExport> {
  const params = { path: { id: paperId, revision } };
  const requested = unwrap(
    await client.POST('/papers/{id}/revisions/{revision}/exports', {
      params: { ...params, header: { Prefer: 'respond-async' } },
      body: {},
      signal: options.signal,
    }),
  ).export;
  const settled = (state: PaperExport) => state.state === 'ready' || state.state === 'failed';
  const final = settled(requested)
    ? requested
    : await pollUntil(
        async () => unwrap(await client.GET('/papers/{id}/revisions/{revision}/exports', { params, signal: options.signal })).export,
        settled,
        options,
      );
  if (final.state === 'failed') {
    const error = final.lastError ?? { code: 'export_failed', message: 'The export failed.' };
    throw new PracticePaperApiError(503, error.code, error.message, null, null, null);
  }
  return final;
}

/** One of a revision's PDFs, as bytes (409 not_ready until its export is ready). */
export async function downloadPaperPdf(
  client: PracticePaperClient,
  { paperId, revision }: PaperRevisionRef,
  document: PaperDocument,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const options = { params: { path: { id: paperId, revision } }, parseAs: 'arrayBuffer' as const, signal };
  const result =
    document === 'question-paper'
      ? await client.GET('/papers/{id}/revisions/{revision}/exports/question-paper', options)
      : await client.GET('/papers/{id}/revisions/{revision}/exports/mark-scheme', options);
  return new Uint8Array(unwrap(result) as ArrayBuffer);
}
