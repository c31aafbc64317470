import { Type, type Static } from '@sinclair/typebox';
import { Text, Uuid } from '../schemas/scalars.js';

/** RPC operations of the import service (subjects `rpc.import.<operation>`). */
export const IMPORT_RPC = {
  create: 'create',
  read: 'read',
  /** After the gateway streamed an upload into the BlobStore: inspect it and keep it, or refuse it and delete the blob. */
  registerAsset: 'register-asset',
  listAssets: 'list-assets',
  locateAsset: 'locate-asset',
  complete: 'complete',
} as const;

/** The import service's event once an import is completed (its questions are in the marking area). */
export const IMPORT_EVENTS = { importCompleted: 'events.import.import-completed' } as const;
export interface ImportCompletedEvent {
  importId: string;
  sessionId: string;
  questionLabels: string[];
  source: { kind: 'human' | 'ai'; name: string; model?: string; markedAt: string };
}

/**
 * complete takes the import id and where the gateway put the submission, as sent, in the BlobStore:
 * a body of up to 4 MiB does not travel over the bus.
 */
export const ImportSubmissionInputSchema = Type.Object(
  { id: Uuid(), submissionBlobKey: Text({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type ImportSubmissionInput = Static<typeof ImportSubmissionInputSchema>;
