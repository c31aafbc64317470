import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type MarkingSession, type MarkingStage, markPaperScan, readMarkingSession } from '@pp/sdk';
import { errorResult, jsonResult } from './result-shaping.js';
import type { CallContext, ToolArguments } from './tool-calls.js';
import type { JsonSchema } from './tools-from-openapi.js';
import { type FileArguments, readUpload } from './upload-files.js';

export const MARK_SCAN = 'markScan';
/** createMarkingSessionFromPaper's scopes, and marking:read to follow the marking. */
export const MARK_SCAN_SCOPES = ['marking:submit', 'marking:read', 'papers:read'] as const;
/** The longest markScan waits for marking to settle: a client's request times out after 60 s by default. */
export const MARK_SCAN_MAX_WAIT_SECONDS = 50;

/** The convenience tool (the SDK's markPaperScan): not an operation of the document, so described here. */
export function markScanTool(localFiles: boolean) {
  const properties: Record<string, JsonSchema> = {
    paperId: { type: 'string', format: 'uuid', description: 'A saved paper this service printed.' },
    revision: { type: 'integer', minimum: 1, description: 'The revision the scan was printed from.' },
    contentBase64: {
      type: 'string',
      contentEncoding: 'base64',
      description: 'The learner’s completed scan (a PDF, or a PNG, JPEG or WebP image of a page), base64-encoded.',
    },
    ...(localFiles && {
      filePath: { type: 'string', minLength: 1, description: 'The scan as a file on this machine (instead of contentBase64).' },
    }),
    name: { type: 'string', minLength: 1, maxLength: 200, description: 'The file name shown with the upload (default scan.pdf).' },
    waitSeconds: {
      type: 'integer',
      minimum: 0,
      maximum: MARK_SCAN_MAX_WAIT_SECONDS,
      description: `How long to wait for marking once it started (default and at most ${MARK_SCAN_MAX_WAIT_SECONDS}); then read the session with readMarkingSession.`,
    },
  };
  return {
    name: MARK_SCAN,
    title: 'Mark a learner’s scan of a saved paper',
    description:
      'The whole marking of a completed scan of a paper this service printed: a marking session from the saved paper revision, the scan uploaded as work, its questions found by page (indexing), marking started (one credit a question), and the session read until marking settles or waitSeconds pass. Answers the session with a first line saying which scores are final and which provisional; if marking is still running, poll readMarkingSession with the session id about every 5 seconds.',
    inputSchema: {
      type: 'object' as const,
      properties,
      required: ['paperId', 'revision', ...(localFiles ? [] : ['contentBase64'])],
      additionalProperties: false,
    },
    annotations: { title: 'Mark a learner’s scan of a saved paper', readOnlyHint: false, idempotentHint: false, openWorldHint: false },
  };
}

/**
 * Runs markPaperScan, its stages reported as progress, and stops waiting once marking has run for
 * `waitSeconds` (never while the session is made, the scan uploaded or indexed: those finish).
 */
export async function callMarkScan(
  context: CallContext,
  args: ToolArguments,
  onProgress: (stage: MarkingStage, step: number) => void,
): Promise<CallToolResult> {
  const stages: MarkingStage[] = ['session', 'upload', 'indexing', 'start', 'marking'];
  const waitMs = Math.min(Number(args.waitSeconds ?? MARK_SCAN_MAX_WAIT_SECONDS), MARK_SCAN_MAX_WAIT_SECONDS) * 1000;
  const stopWaiting = new AbortController();
  const signal = context.signal ? AbortSignal.any([context.signal, stopWaiting.signal]) : stopWaiting.signal;
  let sessionId: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const { bytes, mediaType } = await readUpload(args as FileArguments, context.localFiles);
    const marked = await markPaperScan(
      context.client,
      {
        paperId: String(args.paperId),
        revision: Number(args.revision),
        scan: bytes,
        mediaType,
        name: (args.name as string | undefined) ?? 'scan.pdf',
      },
      {
        signal,
        onStage: (stage: MarkingStage, session?: MarkingSession) => {
          sessionId ??= session?.id;
          onProgress(stage, stages.indexOf(stage) + 1);
          if (stage === 'marking') timer = setTimeout(() => stopWaiting.abort(), waitMs);
        },
      },
    );
    return jsonResult({ session: marked.session });
  } catch (error) {
    if (stopWaiting.signal.aborted && sessionId && !context.signal?.aborted) {
      return jsonResult({ session: await readMarkingSession(context.client, sessionId) });
    }
    return errorResult(error);
  } finally {
    clearTimeout(timer);
  }
}
