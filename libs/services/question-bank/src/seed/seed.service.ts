import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Type } from '@sinclair/typebox';
import type { EntityManager } from 'typeorm';
import { recordedDrawnSize } from '@pp/paper-pdf/diagram-size';
import { BlobStore, loadConfig } from '@pp/platform';
import { DEFAULT_VARIANTS_PER_TEMPLATE, generateSeedBank } from '@pp/question-content';
import { generatorFingerprint } from './generator-fingerprint.js';
import { bankHashOf, seedRecordsOf, type SeedRecords } from './seed-records.js';
import { SeedRepository } from './seed.repository.js';

/** The question bank's own settings, validated at boot like every other variable. */
export const QuestionBankConfigSchema = Type.Object({
  /** Published variants generated per template (6 give the default bank; LARGE_BANK_VARIANTS, 54, gives 20,000+). */
  QUESTION_BANK_SEED_VARIANTS: Type.Integer({ minimum: 1, maximum: 2000, default: DEFAULT_VARIANTS_PER_TEMPLATE }),
  /** `false` leaves the stored bank as it is at start-up. */
  QUESTION_BANK_SEED: Type.Boolean({ default: true }),
});

const BLOB_PUT_CONCURRENCY = 16;

export interface SeedOutcome {
  seeded: boolean;
  /** Whether the bank was generated to compare: not when the code that generated the stored bank is unchanged. */
  generated: boolean;
  questions: number;
  revisions: number;
  diagrams: number;
  blobsWritten: number;
  ms: number;
}

/**
 * Loads the generated bank at start-up, idempotently: a hash of everything stored is kept in
 * `seed_state`; an unchanged bank is skipped, a changed one is upserted in one transaction under an
 * advisory lock (replicas starting together seed once). With the hash, the fingerprint of the code
 * that generated the bank is kept: a start with the same code does not generate the bank at all. Diagram bytes go to the BlobStore first,
 * under content-addressed keys, so a failed seed leaves nothing pointing at missing bytes.
 */
@Injectable()
export class SeedService implements OnModuleInit {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly repository: SeedRepository,
    private readonly blobs: BlobStore,
  ) {}

  async onModuleInit(): Promise<void> {
    const config = loadConfig(QuestionBankConfigSchema);
    if (!config.QUESTION_BANK_SEED) return;
    const outcome = await this.seed(config.QUESTION_BANK_SEED_VARIANTS);
    if (outcome.seeded)
      this.logger.log(
        `Seeded ${outcome.questions} questions (${outcome.revisions} revisions, ${outcome.diagrams} diagrams) in ${outcome.ms} ms`,
      );
  }

  async seed(variantsPerTemplate: number): Promise<SeedOutcome> {
    const started = Date.now();
    const fingerprint = generatorFingerprint(variantsPerTemplate);
    const stored = await this.repository.storedSeedState();
    const unchanged = { seeded: false, revisions: 0, diagrams: 0, blobsWritten: 0 };
    if (stored && fingerprint !== undefined && stored.generatorFingerprint === fingerprint)
      return { ...unchanged, generated: false, questions: stored.questionCount, ms: Date.now() - started };

    const bank = generateSeedBank({ variantsPerTemplate });
    const bankHash = bankHashOf(bank);
    if (stored?.bankHash === bankHash) {
      if (fingerprint !== undefined) await this.repository.recordGeneratorFingerprint(bankHash, fingerprint);
      return { ...unchanged, generated: true, questions: bank.length, ms: Date.now() - started };
    }
    const outcome = { questions: bank.length, revisions: 0, diagrams: 0, blobsWritten: 0 };
    const seeded = await this.repository.transactionUnderSeedLock(async (manager) => {
      if ((await this.repository.storedSeedState(manager))?.bankHash === bankHash) return false;
      // Numbered after what is stored, under the lock: a changed question gets a new revision.
      const records = seedRecordsOf(bank, recordedDrawnSize, await this.repository.storedPins(manager));
      Object.assign(outcome, { revisions: records.revisions.length, diagrams: records.diagrams.length });
      outcome.blobsWritten = await this.putBlobs(manager, records);
      await this.repository.write(manager, records, fingerprint);
      return true;
    });
    if (seeded) await this.repository.vacuumRevisions();
    return { seeded, generated: true, ...outcome, ms: Date.now() - started };
  }

  /** Writes the bytes not already referenced by a stored diagram (keys are content hashes). */
  private async putBlobs(manager: EntityManager, records: SeedRecords): Promise<number> {
    const known = await this.repository.diagramBlobKeys(manager);
    const pending = [...records.blobs].filter(([key]) => !known.has(key));
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const [key, bytes] = pending[next++];
        await this.blobs.put(key, bytes, { contentType: 'image/svg+xml' });
      }
    };
    await Promise.all(Array.from({ length: Math.min(BLOB_PUT_CONCURRENCY, pending.length) }, worker));
    return pending.length;
  }
}
