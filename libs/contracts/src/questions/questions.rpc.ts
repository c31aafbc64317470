import { Type, type Static } from '@sinclair/typebox';
import { Int4, Sha256Hex, Uuid } from '../schemas/scalars.js';
import type { QuestionRevision } from './questions.schemas.js';

/** RPC operations of the question-bank service (subjects `rpc.question-bank.<operation>`). */
export const QUESTION_BANK_RPC = {
  facets: 'facets',
  search: 'search',
  readQuestion: 'read-question',
  /** Where the bytes of a diagram are: the gateway streams them from the BlobStore itself. */
  asset: 'asset',
  /** For other services (paper): are these pins published and unchanged? */
  checkPins: 'check-pins',
  /** For other services (paper, export, marking): pinned revisions in bulk, with scheme and diagram blob keys. */
  getRevisions: 'get-revisions',
} as const;

/** Most pins one check-pins or get-revisions call takes. */
export const MAX_PINS_PER_CALL = 200;

const Revision = Int4({ minimum: 1 });

export const CheckPinsInputSchema = Type.Object(
  {
    pins: Type.Array(
      Type.Object(
        { questionId: Uuid(), revision: Revision, contentVersion: Sha256Hex(), schemeVersion: Sha256Hex() },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_PINS_PER_CALL },
    ),
  },
  { additionalProperties: false },
);
export type CheckPinsInput = Static<typeof CheckPinsInputSchema>;

/**
 * Why a pin is not usable: `not_found` (no such question or revision, or not published: the two are
 * not told apart), or the revision's content or scheme no longer hashes to the pinned version.
 */
export type PinProblem = 'not_found' | 'content_version_mismatch' | 'scheme_version_mismatch';

export interface PinCheck {
  questionId: string;
  revision: number;
  ok: boolean;
  problems: PinProblem[];
  /** The question's latest published revision, when it is published (a pin of an older one is still valid). */
  latestRevision: number | null;
}

export interface CheckPinsResult {
  /** One per input pin, in input order. */
  results: PinCheck[];
}

export const GetRevisionsInputSchema = Type.Object(
  {
    revisions: Type.Array(Type.Object({ questionId: Uuid(), revision: Revision }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: MAX_PINS_PER_CALL,
    }),
  },
  { additionalProperties: false },
);
export type GetRevisionsInput = Static<typeof GetRevisionsInputSchema>;

/** A revision as readQuestion returns it, plus the blob key of each diagram (internal only). */
export type PinnedRevision = Omit<QuestionRevision, 'diagrams'> & {
  diagrams: Array<QuestionRevision['diagrams'][number] & { blobKey: string }>;
};

export interface GetRevisionsResult {
  /** Found revisions in input order (duplicates once each). */
  revisions: PinnedRevision[];
  /** Requested revisions that are unknown or not published. */
  missing: Array<{ questionId: string; revision: number }>;
}

export interface QuestionAssetLocation {
  blobKey: string;
  byteSize: number;
  sha256: string;
  mediaType: string;
}
