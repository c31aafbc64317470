import { Type, type Static } from '@sinclair/typebox';
import { Text, Uuid } from '../schemas/scalars.js';
import { KeysetPageQuerySchema, type KeysetPageQuery } from '../schemas/keyset-page.js';
import { MarkingQuestionSchema } from './marking-questions.schemas.js';

/** The spec's limits on what a marking session holds. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const MAX_SESSION_FILES = 100;
export const MAX_SESSION_BYTES = 300 * 1024 * 1024;
export const MAX_PDF_PAGES = 80;
export const MAX_SESSION_TITLE_LENGTH = 200;
export const MAX_ASSET_NAME_LENGTH = 200;

export const ASSET_KINDS = ['work', 'scheme'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];
export const UPLOAD_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];

const Timestamp = (description: string) => Type.String({ format: 'date-time', description });

export const SessionIdParamsSchema = Type.Object({ id: Uuid() }, { additionalProperties: false });
export type SessionIdParams = Static<typeof SessionIdParamsSchema>;
export const SessionAssetParamsSchema = Type.Object({ id: Uuid(), assetId: Uuid() }, { additionalProperties: false });
export type SessionAssetParams = Static<typeof SessionAssetParamsSchema>;

export const CreateSessionBodySchema = Type.Object(
  { title: Text({ minLength: 1, maxLength: MAX_SESSION_TITLE_LENGTH }) },
  { additionalProperties: false },
);
export type CreateSessionBody = Static<typeof CreateSessionBodySchema>;

export const ListSessionsQuerySchema = KeysetPageQuerySchema;
export type ListSessionsQuery = KeysetPageQuery;

export const UploadAssetQuerySchema = Type.Object(
  {
    kind: Type.Union(
      ASSET_KINDS.map((k) => Type.Literal(k)),
      { description: '`work`: the completed student scan; `scheme`: a mark scheme.' },
    ),
    name: Text({ minLength: 1, maxLength: MAX_ASSET_NAME_LENGTH, description: 'The file name, for display.' }),
  },
  { additionalProperties: false },
);
export type UploadAssetQuery = Static<typeof UploadAssetQuerySchema>;

export const MarkingAssetSchema = Type.Object(
  {
    id: Uuid(),
    kind: Type.Union(ASSET_KINDS.map((k) => Type.Literal(k))),
    name: Type.String(),
    mediaType: Type.Union(UPLOAD_MEDIA_TYPES.map((t) => Type.Literal(t))),
    byteSize: Type.Integer(),
    sha256: Type.String(),
    pageCount: Type.Integer({ minimum: 1, description: 'Inspected: the pages of a PDF, 1 for an image.' }),
    pageIds: Type.Array(Type.String(), { description: 'Page ids `<assetId>:p<n>`, one-based.' }),
    href: Type.String({ description: 'Download path relative to the base address (marking:read).' }),
    uploadedAt: Timestamp('When the asset was stored.'),
  },
  { $id: 'MarkingAsset' },
);
export type MarkingAsset = Static<typeof MarkingAssetSchema>;

export const MarkingSessionSchema = Type.Object(
  {
    id: Uuid(),
    title: Type.String(),
    source: Type.Union(
      [
        Type.Object({ kind: Type.Literal('draft') }),
        Type.Object({
          kind: Type.Literal('paper'),
          paperId: Uuid(),
          revision: Type.Integer(),
          exports: Type.Union([Type.Literal('preparing'), Type.Literal('attached'), Type.Literal('failed')], {
            description:
              'The revision’s PDFs: `preparing` while its export runs (started by the session if nobody had), `attached` once its mark scheme is a scheme asset and its question paper is kept to compare scans with, `failed` when the revision cannot be exported. Questions can be requested and marked meanwhile: the rubric is the revision’s own.',
          }),
        }),
        Type.Object({ kind: Type.Literal('import'), importId: Uuid({ description: 'The completed import: the session has its id.' }) }),
      ],
      {
        description:
          'A draft, a saved paper revision (its rubric kept, its mark scheme attached when ready), or a completed import of externally marked work.',
      },
    ),
    assets: Type.Array(MarkingAssetSchema),
    totals: Type.Object(
      { files: Type.Integer(), bytes: Type.Integer() },
      { description: `At most ${MAX_SESSION_FILES} files and ${MAX_SESSION_BYTES} bytes a session.` },
    ),
    questions: Type.Array(MarkingQuestionSchema, {
      description:
        'Every marking question with its status and result, oldest first. A question re-marked by a later request of its label stays listed, with supersededBy: report its label by the current question.',
    }),
    waitingForStart: Type.Array(Type.String({ format: 'uuid' }), {
      description:
        'The questions recorded and not yet started, oldest first: each reads `queued` with `attempts` 0 (no credit taken, no job) until POST start queues it for a worker, for one credit. Empty: a start has nothing to queue (409 nothing_to_start).',
    }),
    indexing: Type.Object(
      {
        done: Type.Boolean({
          description:
            'False while uploaded work pages of a printed paper are still being read for their questions: the question list may still grow.',
        }),
        unreadablePageIds: Type.Array(Type.String(), { description: 'Work pages whose QR code could not be read: listed, never guessed.' }),
      },
      { description: 'Question indexing from the QR codes of our printed papers (sessions made from a saved paper).' },
    ),
    createdAt: Timestamp('When the session was created.'),
    updatedAt: Timestamp('When it last changed.'),
  },
  { $id: 'MarkingSession' },
);
export type MarkingSession = Static<typeof MarkingSessionSchema>;

export const MarkingSessionResponseSchema = Type.Object({ session: MarkingSessionSchema }, { $id: 'MarkingSessionResponse' });
export type MarkingSessionResponse = Static<typeof MarkingSessionResponseSchema>;

/** A page of the owner's sessions (GET /marking/sessions). */
export const MarkingSessionListSchema = Type.Object(
  { sessions: Type.Array(MarkingSessionSchema), nextCursor: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]) },
  { $id: 'MarkingSessionList' },
);
export type MarkingSessionList = Static<typeof MarkingSessionListSchema>;

/** An upload kept: the stored asset with its inspected page count. */
export const MarkingAssetResponseSchema = Type.Object({ asset: MarkingAssetSchema }, { $id: 'MarkingAssetResponse' });
export type MarkingAssetResponse = Static<typeof MarkingAssetResponseSchema>;

/** A session's assets, oldest first. */
export const MarkingAssetListSchema = Type.Object({ assets: Type.Array(MarkingAssetSchema) }, { $id: 'MarkingAssetList' });
export type MarkingAssetList = Static<typeof MarkingAssetListSchema>;

/** A start's answer: the session, and the ids of the questions it queued. */
export const StartMarkingResponseSchema = Type.Object(
  { session: MarkingSessionSchema, started: Type.Array(Type.String({ format: 'uuid' })) },
  { $id: 'StartMarkingResponse' },
);
export type StartMarkingResponse = Static<typeof StartMarkingResponseSchema>;
