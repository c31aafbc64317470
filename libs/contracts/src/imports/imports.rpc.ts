import { Type, type Static } from '@sinclair/typebox';
import { Text, Uuid } from '../schemas/scalars.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { defineUploadRpc } from '../uploads/uploads.rpc.js';
import {
  CompletedImportSchema,
  CreateImportBodySchema,
  ImportAssetListSchema,
  ImportAssetResponseSchema,
  ImportIdParamsSchema,
  MarkingImportResponseSchema,
} from './imports.schemas.js';

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

/** The import service's operations. */
export const IMPORT_RPC = {
  create: defineRpc('import', 'create', {
    input: CreateImportBodySchema,
    inputPart: 'body',
    output: MarkingImportResponseSchema,
    idempotencyKey: 'required',
  }),
  read: defineRpc('import', 'read', { input: ImportIdParamsSchema, inputPart: 'params', output: MarkingImportResponseSchema }),
  ...defineUploadRpc('import', { parentParams: ImportIdParamsSchema, asset: ImportAssetResponseSchema, assets: ImportAssetListSchema }),
  complete: defineRpc('import', 'complete', {
    input: ImportSubmissionInputSchema,
    output: CompletedImportSchema,
    idempotencyKey: 'required',
  }),
} as const;
