import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AuthContext,
  type CreateImportBody,
  CreateImportBodySchema,
  IMPORT_RPC,
  type ImportIdParams,
  ImportIdParamsSchema,
  type ImportSubmissionInput,
  ImportSubmissionInputSchema,
  type RegisterAssetInput,
  RegisterAssetInputSchema,
  rpcSubject,
  type SessionAssetParams,
  SessionAssetParamsSchema,
} from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { ImportsService } from './imports.service.js';

const subject = (operation: string) => rpcSubject('import', operation);

/** The import service's operations. */
@Controller()
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @MessagePattern(subject(IMPORT_RPC.create))
  create(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(CreateImportBodySchema, 'body')) body: CreateImportBody,
    @Payload('idempotencyKey') idempotencyKey: string,
  ) {
    return this.imports.create(auth, body, idempotencyKey);
  }

  @MessagePattern(subject(IMPORT_RPC.read))
  read(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(ImportIdParamsSchema, 'params')) params: ImportIdParams) {
    return this.imports.read(auth, params);
  }

  @MessagePattern(subject(IMPORT_RPC.registerAsset))
  registerAsset(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(RegisterAssetInputSchema, 'input')) input: RegisterAssetInput,
  ) {
    return this.imports.registerAsset(auth, input);
  }

  @MessagePattern(subject(IMPORT_RPC.listAssets))
  listAssets(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(ImportIdParamsSchema, 'params')) params: ImportIdParams) {
    return this.imports.listAssets(auth, params);
  }

  @MessagePattern(subject(IMPORT_RPC.locateAsset))
  locateAsset(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(SessionAssetParamsSchema, 'params')) params: SessionAssetParams,
  ) {
    return this.imports.locateAsset(auth, params);
  }

  @MessagePattern(subject(IMPORT_RPC.complete))
  complete(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(ImportSubmissionInputSchema, 'input')) input: ImportSubmissionInput,
    @Payload('idempotencyKey') idempotencyKey: string,
  ) {
    return this.imports.complete(auth, input, idempotencyKey);
  }
}
