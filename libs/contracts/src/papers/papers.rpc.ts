import { Type, type Static } from '@sinclair/typebox';
import { Int4, Uuid } from '../schemas/scalars.js';
import type { ExportState, PaperExport } from './exports.schemas.js';
import { UpdatePaperBodySchema } from './papers.schemas.js';

/** RPC operations of the paper service (subjects `rpc.paper.<operation>`). */
export const PAPER_RPC = {
  list: 'list',
  create: 'create',
  read: 'read',
  update: 'update',
  readRevision: 'read-revision',
} as const;

/** RPC operations of the export service (subjects `rpc.export.<operation>`). */
export const EXPORT_RPC = {
  /** Starts (or reports) the export job of a revision: `{ export, ready }`. */
  prepare: 'prepare',
  /** Where the bytes of a ready document are: `ExportLocation`. */
  locate: 'locate',
} as const;

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
export interface PreparedExport {
  export: PaperExport;
  ready: boolean;
}

export interface ExportLocation {
  blobKey: string;
  byteSize: number;
  /** `<title>-r<revision>-<document>.pdf` with the title's own letters (Content-Disposition `filename*`). */
  fileName: string;
  /** The same name as an ASCII slug (Content-Disposition `filename`). */
  asciiFileName: string;
}

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
