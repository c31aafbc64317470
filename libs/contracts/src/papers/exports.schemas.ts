import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../schemas/scalars.js';

/** The two documents of a saved revision, as they appear in download paths. */
export const EXPORT_DOCUMENTS = ['question-paper', 'mark-scheme'] as const;
export type ExportDocument = (typeof EXPORT_DOCUMENTS)[number];

/** Longest an export may take (the spec's PDF preparation limit). */
export const EXPORT_DEADLINE_SECONDS = 120;
/** How long a POST holds the request for the PDFs before it answers 202: inside the spec's 120 s, with room for the answer. */
export const EXPORT_HOLD_SECONDS = 110;
/** What a 202 suggests before the next read of the export (the spec's polling interval). */
export const EXPORT_POLL_SECONDS = 5;

/** Why a revision cannot be exported (409 not_exportable): the pinned questions the bank no longer has. */
export function missingPinsMessage(missing: ReadonlyArray<{ questionId: string; revision: number }>): string {
  return `Pinned question ${missing.map((m) => `${m.questionId} revision ${m.revision}`).join(', ')} is no longer available.`;
}

export const EXPORT_STATES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** An empty object: the revision in the path says what to export. */
export const PrepareExportsBodySchema = Type.Object({}, { additionalProperties: false });

const DocumentStatusSchema = Type.Object({
  state: Type.Union([Type.Literal('pending'), Type.Literal('ready'), Type.Literal('failed')]),
  href: Type.String({
    description: 'Download path, relative to the base address (which ends in /v1); papers:read; 409 until state is ready.',
  }),
  fileName: Type.String(),
  byteSize: Type.Union([Type.Integer(), Type.Null()]),
  pageCount: Type.Union([Type.Integer(), Type.Null()]),
  sha256: Type.Union([Type.String(), Type.Null()]),
});
export type ExportDocumentStatus = Static<typeof DocumentStatusSchema>;

export const PaperExportSchema = Type.Object(
  {
    paperId: Uuid(),
    revision: Type.Integer({ minimum: 1 }),
    state: Type.Union(
      EXPORT_STATES.map((s) => Type.Literal(s)),
      {
        description:
          '`queued` and `rendering`: the job is waiting or running. `ready`: both PDFs can be downloaded. `failed`: the job has used its retries (see lastError); a later POST starts it again, unless lastError.code is `not_exportable`.',
      },
    ),
    questionPaper: DocumentStatusSchema,
    markScheme: DocumentStatusSchema,
    attempts: Type.Integer({ description: 'Render attempts so far (a retry after a failure or a lost worker adds one).' }),
    lastError: Type.Union(
      [Type.Object({ code: Type.String(), message: Type.String(), at: Type.String({ format: 'date-time' }) }), Type.Null()],
      {
        description:
          'Why the last attempt failed, kept while a retry runs. `not_exportable` failures are not retried (a pinned question is no longer available).',
      },
    ),
    requestedAt: Type.String({ format: 'date-time' }),
    readyAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'PaperExport' },
);
export type PaperExport = Static<typeof PaperExportSchema>;

export const PaperExportResponseSchema = Type.Object({ export: PaperExportSchema }, { $id: 'PaperExportResponse' });
export type PaperExportResponse = Static<typeof PaperExportResponseSchema>;
