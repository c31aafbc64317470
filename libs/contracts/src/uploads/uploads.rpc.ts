import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Int4, Sha256Hex, Text, Uuid } from '../schemas/scalars.js';
import { defineRpc } from '../rpc/define-rpc.js';
import type { ServiceName } from '../rpc/subjects.js';
import {
  ASSET_KINDS,
  MAX_ASSET_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
  SessionAssetParamsSchema,
  UPLOAD_MEDIA_TYPES,
} from '../marking/marking.schemas.js';

/**
 * The BlobStore folders the gateway streams into before a service keeps (or refuses) what it stored:
 * each service sweeps its own of bytes that no row names after a grace period.
 */
export const UPLOAD_BLOB_FOLDERS = {
  markingUploads: 'marking/uploads',
  importUploads: 'imports/uploads',
  /** An import's submission body, stored for the length of one completion call. */
  importSubmissions: 'imports/submissions',
} as const;

/** What the gateway tells the service that keeps an upload, once it has streamed the bytes into the BlobStore. */
export const RegisterAssetInputSchema = Type.Object(
  {
    id: Uuid(),
    kind: Type.Union(ASSET_KINDS.map((k) => Type.Literal(k))),
    name: Text({ minLength: 1, maxLength: MAX_ASSET_NAME_LENGTH }),
    declaredType: Type.Union(UPLOAD_MEDIA_TYPES.map((t) => Type.Literal(t))),
    blobKey: Text({ minLength: 1, maxLength: 500 }),
    byteSize: Int4({ minimum: 0, maximum: MAX_UPLOAD_BYTES }),
    sha256: Sha256Hex(),
  },
  { additionalProperties: false },
);
export type RegisterAssetInput = Static<typeof RegisterAssetInputSchema>;

/** Where an uploaded asset's bytes are (the gateway streams them from the BlobStore itself). */
export const AssetLocationSchema = Type.Object({
  blobKey: Type.String(),
  byteSize: Type.Integer({ minimum: 0 }),
  mediaType: Type.String(),
  name: Type.String(),
});
export type AssetLocation = Static<typeof AssetLocationSchema>;

/**
 * The upload operations of a service that keeps uploads (marking sessions, imports), defined once:
 * the same input, rules and codes wherever a learner's files go. `parentParams` names what the files
 * belong to; `asset` and `assets` are the public answers of an upload and of a list.
 */
export function defineUploadRpc<P extends TSchema, A extends TSchema, L extends TSchema>(
  service: ServiceName,
  schemas: { parentParams: P; asset: A; assets: L },
) {
  return {
    /** After the gateway streamed an upload into the BlobStore: inspect it and keep it, or refuse it and delete the blob. */
    registerAsset: defineRpc(service, 'register-asset', { input: RegisterAssetInputSchema, output: schemas.asset }),
    listAssets: defineRpc(service, 'list-assets', { input: schemas.parentParams, inputPart: 'params', output: schemas.assets }),
    /** Where an asset's bytes are. */
    locateAsset: defineRpc(service, 'locate-asset', { input: SessionAssetParamsSchema, inputPart: 'params', output: AssetLocationSchema }),
  };
}
export type UploadRpc = ReturnType<typeof defineUploadRpc<TSchema, TSchema, TSchema>>;
