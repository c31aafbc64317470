import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Post, StreamableFile } from '@nestjs/common';
import {
  type AuthContext,
  type CompletedImport,
  type CreateImportBody,
  completeMarkingImport,
  createMarkingImport,
  downloadImportAsset,
  IMPORT_RPC,
  judgeImportSubmission,
  listImportAssets,
  type ImportAssetList,
  type ImportAssetResponse,
  type ImportIdParams,
  type ImportSubmissionInput,
  type ImportValidationResponse,
  type MarkingImportResponse,
  readMarkingImport,
  ServiceError,
  nestsDeeperThan,
  type SessionAssetParams,
  type UploadAssetQuery,
  uploadImportAsset,
  validateMarkingImport,
  UPLOAD_BLOB_FOLDERS,
} from '@pp/contracts';
import { BlobStore, ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { IdempotencyKey } from '../http/idempotency-key.decorator.js';
import { ValidBody, ValidParams, ValidQuery } from '../http/validated.decorators.js';
import { AssetUploads, type UploadArea } from '../uploads/asset-uploads.service.js';

/** An import's uploads: streamed under `imports/uploads`, kept or refused by the import service. */
const IMPORT_UPLOADS: UploadArea<typeof IMPORT_RPC> = {
  blobPrefix: UPLOAD_BLOB_FOLDERS.importUploads,
  readParent: IMPORT_RPC.read,
  operations: IMPORT_RPC,
};

/**
 * Imports of externally marked work. A submission is judged by the import schema's rules, every error
 * at once with its JSON Pointer: for validate here, for complete in the import service.
 */
@Controller('marking/imports')
export class MarkingImportsController {
  constructor(
    private readonly service: ServiceClient,
    private readonly uploads: AssetUploads,
    private readonly blobs: BlobStore,
  ) {}

  @Post()
  @Operation(createMarkingImport)
  create(
    @Auth() auth: AuthContext,
    @ValidBody(createMarkingImport) body: CreateImportBody,
    @IdempotencyKey() key: string,
  ): Promise<MarkingImportResponse> {
    return this.service.call(IMPORT_RPC.create, auth, body, key);
  }

  @Get(':id')
  @Operation(readMarkingImport)
  read(@Auth() auth: AuthContext, @ValidParams(readMarkingImport) params: ImportIdParams): Promise<MarkingImportResponse> {
    return this.service.call(IMPORT_RPC.read, auth, params);
  }

  @Post(':id/assets')
  @Operation(uploadImportAsset)
  upload(
    @Auth() auth: AuthContext,
    @ValidParams(uploadImportAsset) { id }: ImportIdParams,
    @ValidQuery(uploadImportAsset) query: UploadAssetQuery,
    @Headers('content-type') contentType: string,
    @Headers('content-length') contentLength: string | undefined,
    @Body() body: unknown,
  ): Promise<ImportAssetResponse> {
    return this.uploads.upload(IMPORT_UPLOADS, auth, id, query, { body, contentType, contentLength });
  }

  @Get(':id/assets')
  @Operation(listImportAssets)
  listAssets(@Auth() auth: AuthContext, @ValidParams(listImportAssets) params: ImportIdParams): Promise<ImportAssetList> {
    return this.service.call(IMPORT_RPC.listAssets, auth, params);
  }

  @Get(':id/assets/:assetId')
  @Operation(downloadImportAsset)
  download(@Auth() auth: AuthContext, @ValidParams(downloadImportAsset) params: SessionAssetParams): Promise<StreamableFile> {
    return this.uploads.download(IMPORT_UPLOADS, auth, params);
  }

  @Post(':id/validate')
  @HttpCode(200)
  @Operation(validateMarkingImport)
  async validate(
    @Auth() auth: AuthContext,
    @ValidParams(validateMarkingImport) { id }: ImportIdParams,
    @Body() submission: unknown,
  ): Promise<ImportValidationResponse> {
    // The rules are pure (libs/import-schema): they run here, where the body is, against the import's
    // uploads; only the small import record crosses the bus. Complete runs them again in the service.
    refuseDeepNesting(submission);
    const { import: draft } = await this.service.call(IMPORT_RPC.read, auth, { id });
    if (draft.state === 'completed') throw new ServiceError('import_completed');
    return { valid: true, questions: judgeImportSubmission(submission ?? null, draft.assets).questions };
  }

  @Post(':id/complete')
  @HttpCode(200)
  @Operation(completeMarkingImport)
  complete(
    @Auth() auth: AuthContext,
    @ValidParams(completeMarkingImport) { id }: ImportIdParams,
    @Body() submission: unknown,
    @IdempotencyKey() key: string,
  ): Promise<CompletedImport> {
    return this.withSubmission(auth, id, submission, (input) => this.service.call(IMPORT_RPC.complete, auth, input, key));
  }

  /** The submission (up to 4 MiB) goes to the import service through the BlobStore, for the length of one call. */
  private async withSubmission<T>(
    auth: AuthContext,
    id: string,
    submission: unknown,
    use: (input: ImportSubmissionInput) => Promise<T>,
  ): Promise<T> {
    refuseDeepNesting(submission);
    const submissionBlobKey = `${UPLOAD_BLOB_FOLDERS.importSubmissions}/${auth.ownerId}/${id}/${randomUUID()}.json`;
    await this.blobs.put(submissionBlobKey, Buffer.from(JSON.stringify(submission ?? null)), { contentType: 'application/json' });
    try {
      return await use({ id, submissionBlobKey });
    } finally {
      await this.blobs.delete(submissionBlobKey);
    }
  }
}

/** The import schema nests about ten levels: a body nested far deeper is refused before anything walks it recursively. */
const MAX_SUBMISSION_DEPTH = 32;

function refuseDeepNesting(submission: unknown): void {
  if (nestsDeeperThan(submission, MAX_SUBMISSION_DEPTH)) {
    throw ServiceError.validation([
      { path: '', message: `The submission nests deeper than ${MAX_SUBMISSION_DEPTH} levels of arrays and objects.` },
    ]);
  }
}
