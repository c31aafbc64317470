import { Injectable } from '@nestjs/common';
import {
  type AuthContext,
  type GetRevisionsResult,
  MAX_PINS_PER_CALL,
  PAPER_RPC,
  type Paper,
  type PaperRevisionParams,
  QUESTION_BANK_RPC,
} from '@pp/contracts';
import { ServiceClient } from '@pp/platform';

type RevisionKey = { questionId: string; revision: number };

/** The export service's client of the paper service and the question bank: what it asks of them, over the bus, for the caller it names. */
@Injectable()
export class PaperAndQuestionBankClient {
  constructor(private readonly services: ServiceClient) {}

  /** A saved revision of the caller's paper; ServiceError not_found for another owner's or an unknown one. */
  async paperRevision(auth: AuthContext, params: PaperRevisionParams): Promise<Paper> {
    return (await this.services.call(PAPER_RPC.readRevision, auth, params)).paper;
  }

  /** The pinned question revisions with content, scheme and diagram blob keys, in pin order; `missing` lists those the bank no longer has. */
  async pinnedRevisions(auth: AuthContext, pins: RevisionKey[]): Promise<GetRevisionsResult> {
    const result: GetRevisionsResult = { revisions: [], missing: [] };
    for (let start = 0; start < pins.length; start += MAX_PINS_PER_CALL) {
      const revisions = pins.slice(start, start + MAX_PINS_PER_CALL).map(({ questionId, revision }) => ({ questionId, revision }));
      const page = await this.services.call(QUESTION_BANK_RPC.getRevisions, auth, { revisions });
      result.revisions.push(...page.revisions);
      result.missing.push(...page.missing);
    }
    return result;
  }
}

/** The context of a call a job makes for an export's owner: no key, and the job's id as request id (for logs). */
export function jobAuth(ownerId: string, jobId: string): AuthContext {
  return { ownerId, keyId: 'export-job', scopes: [], requestId: `export-job-${jobId}` };
}
