import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { BlobStore } from '../blob/blob-store.js';

/** A folder of blobs that a service's rows name, such as `marking/uploads` and the marking service's assets. */
export interface BlobFolder {
  prefix: string;
  /** Of these keys (at most SWEEP_BATCH), the ones a row still names. */
  named(keys: string[]): Promise<ReadonlySet<string>>;
}

/** Keys asked about in one query. */
export const SWEEP_BATCH = 500;

/**
 * Deletes the blobs of `folder` written before `writtenBefore` that no row names, and returns their
 * keys. An upload's bytes are stored before its service is asked to keep them; when the service dies
 * or never answers, nobody else deletes them (docs/faults.md). Only blobs older than the grace period
 * go, so an upload whose keep is still under way is never touched.
 */
export async function sweepUnreferencedBlobs(blobs: BlobStore, folder: BlobFolder, writtenBefore: Date): Promise<string[]> {
  const deleted: string[] = [];
  let batch: string[] = [];
  const settle = async () => {
    const named = await folder.named(batch);
    const unnamed = batch.filter((key) => !named.has(key));
    for (const key of unnamed) await blobs.delete(key);
    deleted.push(...unnamed);
    batch = [];
  };
  for await (const { key, modifiedAt } of blobs.list(folder.prefix)) {
    if (modifiedAt >= writtenBefore) continue;
    batch.push(key);
    if (batch.length === SWEEP_BATCH) await settle();
  }
  if (batch.length) await settle();
  return deleted;
}

export interface BlobSweepSchedule {
  /** Time between sweeps. */
  intervalMs: number;
  /** How old an unnamed blob must be before it goes: far longer than any keep takes. */
  graceMs: number;
}

/**
 * Sweeps a service's folders of uploads every `intervalMs`, from the application's start to its
 * shutdown. Every replica sweeps (deletes are idempotent); a failed sweep is logged and tried again
 * at the next interval.
 */
export class UnreferencedBlobSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UnreferencedBlobSweeper.name);
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    private readonly blobs: BlobStore,
    private readonly folders: BlobFolder[],
    private readonly schedule: BlobSweepSchedule,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweepAll().finally(() => (this.sweeping = undefined));
    }, this.schedule.intervalMs).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  private async sweepAll(): Promise<void> {
    const writtenBefore = new Date(Date.now() - this.schedule.graceMs);
    for (const folder of this.folders) {
      try {
        const deleted = await sweepUnreferencedBlobs(this.blobs, folder, writtenBefore);
        if (deleted.length) this.logger.log(`Deleted ${deleted.length} blobs under ${folder.prefix} that no row names`);
      } catch (error) {
        this.logger.warn(`Sweeping ${folder.prefix} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
