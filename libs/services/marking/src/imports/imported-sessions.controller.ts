import { Controller } from '@nestjs/common';
import { type AuthContext, MARKING_RPC, type SaveImportInput } from '@pp/contracts';
import { RpcHandler } from '@pp/platform';
import { ImportedSessionsService } from './imported-sessions.service.js';

/** What the import service asks of marking: to save a completed import. */
@Controller()
export class ImportedSessionsController {
  constructor(private readonly imports: ImportedSessionsService) {}

  @RpcHandler(MARKING_RPC.saveImport)
  save(auth: AuthContext, input: SaveImportInput) {
    return this.imports.saveImport(auth, input);
  }
}
