import { Type, type Static } from '@sinclair/typebox';
import { Int4, Uuid } from '../schemas/scalars.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { type ExportState, PaperExportResponseSchema, PaperExportSchema } from './exports.schemas.js';
import {
  CreatePaperBodySchema,
  PaperIdParamsSchema,
  PaperListSchema,
  PaperResponseSchema,
  PaperRevisionParamsSchema,
  PapersPageQuerySchema,
  UpdatePaperBodySchema,
} from './papers.schemas.js';

export const LocateExportInputSchema = Type.Object(
  {
    id: Uuid(),
    revision: Int4({ minimum: 1 }),
    document: Type.Union([Type.Literal('question-paper'), Type.Literal('mark-scheme')]),
  },
  { additionalProperties: false },
);
export type LocateExportInput = Static<typeof LocateExportInputSchema>;

/** `prepare`'s answer: the gateway answers 200 with `{export}` when ready, 202 otherwise. */
export const PreparedExportSchema = Type.Object({ export: PaperExportSchema, ready: Type.Boolean() });
export type PreparedExport = Static<typeof PreparedExportSchema>;

export const ExportLocationSchema = Type.Object({
  blobKey: Type.String(),
  byteSize: Type.Integer({ minimum: 0 }),
  /** `<title>-r<revision>-<document>.pdf` with the title's own letters (Content-Disposition `filename*`). */
  fileName: Type.String(),
  /** The same name as an ASCII slug (Content-Disposition `filename`). */
  asciiFileName: Type.String(),
});
export type ExportLocation = Static<typeof ExportLocationSchema>;

/** The export service's event whenever an export job changes state (the paper service shows it in summaries). */
export const EXPORT_EVENTS = { stateChanged: 'events.export.state-changed' } as const;
export interface ExportStateChangedEvent {
  paperId: string;
  revision: number;
  state: ExportState;
  /** Grows with every change of the job: a consumer ignores an event older than what it has. */
  sequence: number;
}

/** `update` takes the paper id and the PATCH body. */
export const UpdatePaperInputSchema = Type.Object({ id: Uuid(), change: UpdatePaperBodySchema }, { additionalProperties: false });
export type UpdatePaperInput = Static<typeof UpdatePaperInputSchema>;

/** The paper service's operations (the gateway's five; export and marking read revisions). */
export const PAPER_RPC = {
  list: defineRpc('paper', 'list', { input: PapersPageQuerySchema, inputPart: 'query', output: PaperListSchema }),
  create: defineRpc('paper', 'create', { input: CreatePaperBodySchema, inputPart: 'body', output: PaperResponseSchema }),
  read: defineRpc('paper', 'read', { input: PaperIdParamsSchema, inputPart: 'params', output: PaperResponseSchema }),
  update: defineRpc('paper', 'update', { input: UpdatePaperInputSchema, output: PaperResponseSchema }),
  readRevision: defineRpc('paper', 'read-revision', { input: PaperRevisionParamsSchema, inputPart: 'params', output: PaperResponseSchema }),
} as const;

/** The export service's operations. */
export const EXPORT_RPC = {
  /** Starts (or reports) the export job of a revision. */
  prepare: defineRpc('export', 'prepare', { input: PaperRevisionParamsSchema, output: PreparedExportSchema }),
  /** The state of a revision's export; not_found when it was never prepared. */
  read: defineRpc('export', 'read', { input: PaperRevisionParamsSchema, output: PaperExportResponseSchema }),
  /** Where the bytes of a ready document are. */
  locate: defineRpc('export', 'locate', { input: LocateExportInputSchema, output: ExportLocationSchema }),
} as const;
