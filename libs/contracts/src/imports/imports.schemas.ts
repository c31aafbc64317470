import { Type, type Static } from '@sinclair/typebox';
import { Text, Uuid } from '../schemas/scalars.js';
import { MarkingAssetSchema, MAX_SESSION_TITLE_LENGTH } from '../marking/marking.schemas.js';
import { ScoreRangeSchema } from '../marking/marking-questions.schemas.js';

/** The largest import submission body the gateway accepts (the spec's limit). */
export const MAX_IMPORT_BODY_BYTES = 4 * 1024 * 1024;

export const IMPORT_STATES = ['draft', 'completed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const CreateImportBodySchema = Type.Object(
  { title: Text({ minLength: 1, maxLength: MAX_SESSION_TITLE_LENGTH }) },
  { additionalProperties: false },
);
export type CreateImportBody = Static<typeof CreateImportBodySchema>;

export const ImportIdParamsSchema = Type.Object({ id: Uuid() }, { additionalProperties: false });
export type ImportIdParams = Static<typeof ImportIdParamsSchema>;

export const ReviewFlagSchema = Type.Object(
  {
    kind: Type.String({ description: '`uncertain-decision`, `uncertain-condition`, `conflicting-conditions` or `awarded-on-blank`.' }),
    criterionId: Type.String(),
    path: Type.String({ description: 'JSON Pointer of what needs review.' }),
    message: Type.String(),
  },
  { description: 'Something a reviewer should look at; never a reason to refuse the import.' },
);

export const ImportQuestionOutcomeSchema = Type.Object({
  label: Type.String(),
  score: ScoreRangeSchema,
  unresolved: Type.Array(Type.String(), { description: 'Criteria still uncertain: the score range is open by these.' }),
  reviewFlags: Type.Array(ReviewFlagSchema),
});

export const ImportValidationSchema = Type.Object(
  {
    valid: Type.Literal(true),
    questions: Type.Array(ImportQuestionOutcomeSchema, {
      description: 'Per question, the calculated score (dependencies applied) and the review flags.',
    }),
  },
  { $id: 'ImportValidation' },
);
export type ImportValidationResponse = Static<typeof ImportValidationSchema>;

export const MarkingImportSchema = Type.Object(
  {
    id: Uuid(),
    title: Type.String(),
    state: Type.Union(
      IMPORT_STATES.map((s) => Type.Literal(s)),
      { description: '`draft` until completed; `completed` is immutable.' },
    ),
    assets: Type.Array(MarkingAssetSchema),
    totals: Type.Object({ files: Type.Integer(), bytes: Type.Integer() }),
    sessionHref: Type.Union([Type.String(), Type.Null()], {
      description:
        'Once completed: the marking session holding the imported questions (its id is the import id), `/marking/sessions/{id}`.',
    }),
    completedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'MarkingImport' },
);
export type MarkingImport = Static<typeof MarkingImportSchema>;

export const MarkingImportResponseSchema = Type.Object({ import: MarkingImportSchema }, { $id: 'MarkingImportResponse' });
export type MarkingImportResponse = Static<typeof MarkingImportResponseSchema>;

/** An upload kept by an import. */
export const ImportAssetResponseSchema = Type.Object({ asset: MarkingAssetSchema }, { $id: 'ImportAssetResponse' });
export type ImportAssetResponse = Static<typeof ImportAssetResponseSchema>;

/** An import's uploads, oldest first. */
export const ImportAssetListSchema = Type.Object({ assets: Type.Array(MarkingAssetSchema) }, { $id: 'ImportAssetList' });
export type ImportAssetList = Static<typeof ImportAssetListSchema>;

export const CompletedImportSchema = Type.Object(
  { import: MarkingImportSchema, questions: Type.Array(ImportQuestionOutcomeSchema) },
  {
    $id: 'CompletedImport',
    description: 'The completed import and what was saved: the same answer for every repeat of the identical payload.',
  },
);
export type CompletedImport = Static<typeof CompletedImportSchema>;
