import { Controller } from '@nestjs/common';
import {
  type AuthContext,
  type CreateImportBody,
  IMPORT_RPC,
  type ImportIdParams,
  type ImportSubmissionInput,
  type RegisterAssetInput,
  type SessionAssetParams,
} from '@pp/contracts';
import { RpcHandler } from '@pp/platform';
import { ImportsService } from './imports.service.js';

/** The import service's operations. */
@Controller()
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @RpcHandler(IMPORT_RPC.create)
  create(auth: AuthContext, body: CreateImportBody, idempotencyKey: string) {
    return this.imports.create(auth, body, idempotencyKey);
  }

  @RpcHandler(IMPORT_RPC.read)
  read(auth: AuthContext, params: ImportIdParams) {
    return this.imports.read(auth, params);
  }

  @RpcHandler(IMPORT_RPC.registerAsset)
  registerAsset(auth: AuthContext, input: RegisterAssetInput) {
    return this.imports.registerAsset(auth, input);
  }

  @RpcHandler(IMPORT_RPC.listAssets)
  listAssets(auth: AuthContext, params: ImportIdParams) {
    return this.imports.listAssets(auth, params);
  }

  @RpcHandler(IMPORT_RPC.locateAsset)
  locateAsset(auth: AuthContext, params: SessionAssetParams) {
    return this.imports.locateAsset(auth, params);
  }

  @RpcHandler(IMPORT_RPC.complete)
  complete(auth: AuthContext, input: ImportSubmissionInput, idempotencyKey: string) {
    return this.imports.complete(auth, input, idempotencyKey);
  }
}
