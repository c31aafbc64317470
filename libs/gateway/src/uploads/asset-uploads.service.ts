import { randomUUID } from 'node:crypto';
import { Injectable, StreamableFile } from '@nestjs/common';
import type { TObject, TSchema, TString } from '@sinclair/typebox';
import type { AuthContext, RpcDefinition, RpcOutput, SessionAssetParams, UploadAssetQuery, UploadRpc } from '@pp/contracts';
import { BlobStore, ServiceClient } from '@pp/platform';
import { storeUpload, type UploadRequest } from './upload-stream.js';

/** A service's uploads: where the gateway streams them, what they belong to, and the service's upload operations. */
export interface UploadArea<U extends UploadRpc> {
  /** BlobStore keys are `<blobPrefix>/<owner>/<parent>/<random>`. */
  blobPrefix: string;
  /** Reads what the uploads belong to (a session, an import): 404 for one that is not the caller's. */
  readParent: RpcDefinition<TObject<{ id: TString }>, TSchema, 'none'>;
  operations: U;
}

/**
 * The one upload and download path of the gateway: marking sessions and imports take files with the
 * same limits, codes and storage, each in its own service.
 */
@Injectable()
export class AssetUploads {
  constructor(
    private readonly service: ServiceClient,
    private readonly blobs: BlobStore,
  ) {}

  /**
   * The raw body goes to the BlobStore as it arrives (413 past 25 MiB), then the service inspects it
   * and keeps it, or refuses it and deletes the blob. What it belongs to is read first, so nothing
   * is read for one that is not the caller's.
   */
  async upload<U extends UploadRpc>(
    area: UploadArea<U>,
    auth: AuthContext,
    id: string,
    { kind, name }: UploadAssetQuery,
    request: UploadRequest,
  ): Promise<RpcOutput<U['registerAsset']>> {
    const stored = await storeUpload(this.blobs, `${area.blobPrefix}/${auth.ownerId}/${id}/${randomUUID()}`, request, () =>
      this.service.call(area.readParent, auth, { id }),
    );
    return this.service.call(area.operations.registerAsset, auth, { id, kind, name, ...stored });
  }

  /** An upload's bytes, streamed from the BlobStore with its media type and length. */
  async download<U extends UploadRpc>(area: UploadArea<U>, auth: AuthContext, params: SessionAssetParams): Promise<StreamableFile> {
    const location = await this.service.call(area.operations.locateAsset, auth, params);
    return new StreamableFile(await this.blobs.get(location.blobKey), { type: location.mediaType, length: location.byteSize });
  }
}
