import { Controller } from '@nestjs/common';
import { type AuthContext, EXPORT_RPC, type LocateExportInput, type PaperRevisionParams } from '@pp/contracts';
import { RpcHandler } from '@pp/platform';
import { ExportsService } from './exports.service.js';

/** The export service's RPC surface: prepare a revision's PDFs, read their state, and locate a ready one for download. */
@Controller()
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @RpcHandler(EXPORT_RPC.prepare)
  prepare(auth: AuthContext, input: PaperRevisionParams) {
    return this.exports.prepare(auth, input);
  }

  @RpcHandler(EXPORT_RPC.read)
  read(auth: AuthContext, input: PaperRevisionParams) {
    return this.exports.read(auth, input);
  }

  @RpcHandler(EXPORT_RPC.locate)
  locate(auth: AuthContext, input: LocateExportInput) {
    return this.exports.locate(auth, input);
  }
}
