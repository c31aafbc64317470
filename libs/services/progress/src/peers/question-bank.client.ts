import { Injectable } from '@nestjs/common';
import { type AuthContext, QUESTION_BANK_RPC } from '@pp/contracts';
import { ServiceClient } from '@pp/platform';

/** The progress service's client of the question bank: what it asks of it, over the bus. */
@Injectable()
export class QuestionBankClient {
  constructor(private readonly services: ServiceClient) {}

  /** A pinned revision's subtopic and how often the bank says it is examined; null when the bank no longer has it. */
  async bankSkill(
    ownerId: string,
    pin: { questionId: string; revision: number },
  ): Promise<{ subtopicId: string; frequency: string } | null> {
    const auth: AuthContext = { ownerId, keyId: 'progress-intake', scopes: [], requestId: `progress-${pin.questionId}` };
    const { revisions } = await this.services.call(QUESTION_BANK_RPC.getRevisions, auth, {
      revisions: [{ questionId: pin.questionId, revision: pin.revision }],
    });
    const revision = revisions[0];
    return revision ? { subtopicId: revision.subtopic.id, frequency: revision.frequency } : null;
  }
}
