import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Type } from '@sinclair/typebox';
import type { EntityManager } from 'typeorm';
import { BlobStore, loadConfig } from '@pp/platform';
import { DEFAULT_VARIANTS_PER_TEMPLATE, generateSeedBank } from '@pp/question-content';
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
  questions: number;
  revisions: number;
  diagrams: number;
  blobsWritten: number;
  ms: number;
}

/**
 * Loads the generated bank at start-up, idempotently: a hash of everything stored is kept in
 * `seed_state`; an unchanged bank is skipped, a changed one is upserted in one transaction under an
 * advisory lock (replicas starting together seed once). Diagram bytes go to the BlobStore first,
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
    const bank = generateSeedBank({ variantsPerTemplate });
    const bankHash = bankHashOf(bank);
    const outcome = { questions: bank.length, revisions: 0, diagrams: 0, blobsWritten: 0 };
    if ((await this.repository.storedBankHash()) === bankHash) return { seeded: false, ...outcome, ms: Date.now() - started };
    const seeded = await this.repository.transactionUnderSeedLock(async (manager) => {
      if ((await this.repository.storedBankHash(manager)) === bankHash) return false;
      // Numbered after what is stored, under the lock: a changed question gets a new revision.
      const records = seedRecordsOf(bank, await this.repository.storedPins(manager));
      Object.assign(outcome, { revisions: records.revisions.length, diagrams: records.diagrams.length });
      outcome.blobsWritten = await this.putBlobs(manager, records);
      await this.repository.write(manager, records);
      return true;
    });
    if (seeded) await this.repository.vacuumRevisions();
    return { seeded, ...outcome, ms: Date.now() - started };
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
