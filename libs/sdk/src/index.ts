export { createPracticePaperClient, type PracticePaperClient, type PracticePaperClientOptions } from './client.js';
export type { paths, components, operations } from './generated/openapi.js';
export { OPERATIONS, type OperationId } from './generated/operations.js';
export type { OperationFacts } from './operation-facts.js';
export { operationOf } from './operation-match.js';
export { PracticePaperApiError, unwrap } from './api-error.js';
export { DEFAULT_RETRY_OPTIONS, isRetrySafe, retryDelayMs, type RetryOptions } from './retry-policy.js';
export type { RetryEvent } from './retrying-fetch.js';
export { pollUntil, isTransientFailure, type PollOptions } from './polling.js';
export { preparePaperExports, downloadPaperPdf, type PaperExport, type PaperDocument, type PaperRevisionRef } from './paper-exports.js';
export { uploadAsset, mediaTypeOf, type AssetUpload, type UploadedAsset, type AssetMediaType } from './uploads.js';
export {
  summariseMarking,
  describeScore,
  describePartial,
  type MarkingSession,
  type MarkingQuestion,
  type QuestionStatus,
  type QuestionOutcome,
  type MarkingSummary,
} from './marking-results.js';
export {
  readMarkingSession,
  waitForSession,
  waitForMarking,
  markPaperScan,
  type MarkingPollOptions,
  type MarkingStage,
  type ScanMarking,
} from './marking.js';
