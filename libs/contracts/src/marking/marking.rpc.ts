import { Type, type Static } from '@sinclair/typebox';
import { Int4, Sha256Hex, Text, Uuid } from '../schemas/scalars.js';
import { ASSET_KINDS, MAX_ASSET_NAME_LENGTH, MAX_UPLOAD_BYTES, UPLOAD_MEDIA_TYPES } from './marking.schemas.js';

/** RPC operations of the marking service (subjects `rpc.marking.<operation>`). */
export const MARKING_RPC = {
  createSession: 'create-session',
  listSessions: 'list-sessions',
  readSession: 'read-session',
  /** After the gateway streamed an upload into the BlobStore: inspect it and keep it, or refuse it and delete the blob. */
  registerAsset: 'register-asset',
  listAssets: 'list-assets',
  /** Where an asset's bytes are: `AssetLocation`. */
  locateAsset: 'locate-asset',
} as const;

export const CreateSessionInputSchema = Type.Object({ title: Text({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

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

export interface AssetLocation {
  blobKey: string;
  byteSize: number;
  mediaType: string;
  name: string;
}
