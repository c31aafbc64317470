import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Allowance, allowances, countersFor, exhausted, secondsToReset } from './rate-limit-rules.js';

export interface Admission {
  admitted: boolean;
  allowances: Allowance[];
  /** Seconds until the exhausted window resets; set when not admitted. */
  retryAfter?: number;
}

/** Admits requests against the counters every gateway replica shares. */
@Injectable()
export class RateLimiter {
  constructor(@InjectDataSource('identity') private readonly dataSource: DataSource) {}

  async admit(keyId: string, accountId: string, isWrite: boolean): Promise<Admission> {
    const counters = countersFor(keyId, accountId, isWrite);
    const [row] = (await this.dataSource.query('SELECT admitted, counts FROM identity.admit_request($1, $2, $3)', [
      counters.map((c) => c.name),
      counters.map((c) => c.unit),
      counters.map((c) => c.limit),
    ])) as Array<{ admitted: boolean; counts: number[] }>;
    const now = new Date();
    const list = allowances(counters, row.counts, now);
    if (row.admitted) return { admitted: true, allowances: list };
    const limit = exhausted(counters, row.counts);
    return { admitted: false, allowances: list, retryAfter: secondsToReset(limit?.unit ?? 'minute', now) };
  }
}
