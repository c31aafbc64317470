import { Injectable } from '@nestjs/common';
import { type AuthContext, EXPORT_RPC, type ExportLocation, PAPER_RPC } from '@pp/contracts';
import { ServiceClient } from '@pp/platform';

/** The marking service's client of the paper and export services: what it asks of them, over the bus, for the caller it names. */
@Injectable()
export class PaperAndExportClient {
  constructor(private readonly services: ServiceClient) {}

  /** The title of the caller's paper revision; not_found for another owner's or an unknown one. */
  async paperTitle(auth: AuthContext, paperId: string, revision: number): Promise<string> {
    return (await this.services.call(PAPER_RPC.readRevision, auth, { id: paperId, revision })).paper.title;
  }

  /**
   * Where a prepared PDF of the caller's paper revision is. The export service answers
   * not_found for another owner's or an unknown revision, and exports_not_ready or not_exportable as
   * its download does.
   */
  exportOf(auth: AuthContext, paperId: string, revision: number, document: 'question-paper' | 'mark-scheme'): Promise<ExportLocation> {
    return this.services.call(EXPORT_RPC.locate, auth, { id: paperId, revision, document });
  }
}
