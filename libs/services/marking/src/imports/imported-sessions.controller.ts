import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AuthContext, MARKING_RPC, rpcSubject, type SaveImportInput, SaveImportInputSchema } from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { ImportedSessionsService } from './imported-sessions.service.js';

/** What the import service asks of marking: to save a completed import. */
@Controller()
export class ImportedSessionsController {
  constructor(private readonly imports: ImportedSessionsService) {}

  @MessagePattern(rpcSubject('marking', MARKING_RPC.saveImport))
  save(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(SaveImportInputSchema, 'input')) input: SaveImportInput) {
    return this.imports.saveImport(auth, input);
  }
}
