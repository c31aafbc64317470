import { unwrap } from './api-error.js';
import type { PracticePaperClient } from './client.js';
import { summariseMarking, type MarkingSession, type MarkingSummary } from './marking-results.js';
import { pollUntil, type PollOptions } from './polling.js';
import { uploadAsset, type AssetMediaType, type UploadedAsset } from './uploads.js';

export type MarkingPollOptions = PollOptions & { onUpdate?: (session: MarkingSession) => void };

export async function readMarkingSession(client: PracticePaperClient, sessionId: string, signal?: AbortSignal): Promise<MarkingSession> {
  return unwrap(await client.GET('/marking/sessions/{id}', { params: { path: { id: sessionId } }, signal })).session;
}

/** Polls a session (about every five seconds, backing off on errors) until `done` holds. */
export function waitForSession(
  client: PracticePaperClient,
  sessionId: string,
  done: (session: MarkingSession) => boolean,
  options: MarkingPollOptions = {},
): Promise<MarkingSession> {
  return pollUntil(() => readMarkingSession(client, sessionId, options.signal), done, options);
}

/** Until every upload is indexed and no started question is queued or running. */
export const waitForMarking = (client: PracticePaperClient, sessionId: string, options: MarkingPollOptions = {}) =>
  waitForSession(client, sessionId, (session) => summariseMarking(session).settled, options);

export interface ScanMarking {
  sessionId: string;
  scan: UploadedAsset;
  session: MarkingSession;
  summary: MarkingSummary;
}

export type MarkingStage = 'session' | 'upload' | 'indexing' | 'start' | 'marking';

/**
 * The whole marking of a learner's scan of a paper this service printed: a session from the saved
 * paper revision (its scheme attached by the server), the scan uploaded once as work, the questions
 * found by page (indexing), marking started, and the session polled until it settles.
 * `onStage` and `onUpdate` report progress (`onStage` with the session once it exists); the summary
 * never calls a partial score final. The scan is a PDF, or a PNG, JPEG or WebP image of a page.
 */
export async function markPaperScan(
  client: PracticePaperClient,
  {
    paperId,
    revision,
    scan,
    name = 'scan.pdf',
    mediaType = 'application/pdf',
  }: { paperId: string; revision: number; scan: Uint8Array; name?: string; mediaType?: AssetMediaType },
  options: MarkingPollOptions & { onStage?: (stage: MarkingStage, session?: MarkingSession) => void } = {},
): Promise<ScanMarking> {
  const { signal, onStage } = options;
  onStage?.('session');
  const created = unwrap(await client.POST('/marking/sessions/from-builder', { body: { paperId, revision }, signal })).session;
  onStage?.('upload', created);
  const asset = await uploadAsset(client, {
    into: { session: created.id },
    kind: 'work',
    name,
    bytes: scan,
    mediaType,
    signal,
  });
  onStage?.('indexing', created);
  const indexed = await waitForSession(client, created.id, (session) => session.indexing.done, options);
  onStage?.('start', indexed);
  if (indexed.waitingForStart.length > 0) {
    unwrap(await client.POST('/marking/sessions/{id}/start', { params: { path: { id: created.id } }, signal }));
  }
  onStage?.('marking', indexed);
  const session = await waitForMarking(client, created.id, options);
  return { sessionId: created.id, scan: asset, session, summary: summariseMarking(session) };
}
