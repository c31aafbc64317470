import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AuthContext,
  EXPORT_RPC,
  type LocateExportInput,
  LocateExportInputSchema,
  type PaperRevisionParams,
  PaperRevisionParamsSchema,
  rpcSubject,
} from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { ExportsService } from './exports.service.js';

const subject = (operation: string) => rpcSubject('export', operation);

/** The export service's RPC surface: prepare a revision's PDFs, and locate a ready one for download. */
@Controller()
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @MessagePattern(subject(EXPORT_RPC.prepare))
  prepare(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(PaperRevisionParamsSchema, 'input')) input: PaperRevisionParams,
  ) {
    return this.exports.prepare(auth, input);
  }

  @MessagePattern(subject(EXPORT_RPC.locate))
  locate(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(LocateExportInputSchema, 'input')) input: LocateExportInput) {
    return this.exports.locate(auth, input);
  }
}
