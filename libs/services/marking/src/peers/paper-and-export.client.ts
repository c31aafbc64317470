import { Injectable } from '@nestjs/common';
import {
  type AuthContext,
  EXPORT_RPC,
  type ExportLocation,
  type GetRevisionsResult,
  PAPER_RPC,
  type Paper,
  type PaperExport,
  QUESTION_BANK_RPC,
} from '@pp/contracts';
import { ServiceClient } from '@pp/platform';

/** The marking service's client of the paper, question bank and export services: what it asks of them, over the bus, for the caller it names. */
@Injectable()
export class PaperAndExportClient {
  constructor(private readonly services: ServiceClient) {}

  /** The caller's paper revision; not_found for another owner's or an unknown one. */
  async paperRevision(auth: AuthContext, paperId: string, revision: number): Promise<Paper> {
    return (await this.services.call(PAPER_RPC.readRevision, auth, { id: paperId, revision })).paper;
  }

  /** The pinned question revisions of a paper (at most 24, one call), with `missing` those the bank no longer has. */
  pinnedRevisions(auth: AuthContext, paper: Paper): Promise<GetRevisionsResult> {
    const revisions = paper.questions.map(({ questionId, revision }) => ({ questionId, revision }));
    return this.services.call(QUESTION_BANK_RPC.getRevisions, auth, { revisions });
  }

  /** Starts the revision's export, or reports it (not_exportable when a pinned question is gone). */
  async prepareExports(auth: AuthContext, paperId: string, revision: number): Promise<PaperExport> {
    return (await this.services.call(EXPORT_RPC.prepare, auth, { id: paperId, revision })).export;
  }

  async readExports(auth: AuthContext, paperId: string, revision: number): Promise<PaperExport> {
    return (await this.services.call(EXPORT_RPC.read, auth, { id: paperId, revision })).export;
  }

  /** Where a ready PDF of the revision is; exports_not_ready or not_exportable as its download answers. */
  exportOf(auth: AuthContext, paperId: string, revision: number, document: 'question-paper' | 'mark-scheme'): Promise<ExportLocation> {
    return this.services.call(EXPORT_RPC.locate, auth, { id: paperId, revision, document });
  }
}

/** The context of a call a marking job makes for a session's owner: no key, the job's id as request id (for logs). */
export function jobAuth(ownerId: string, jobId: string): AuthContext {
  return { ownerId, keyId: 'marking-job', scopes: [], requestId: `marking-job-${jobId}` };
}
