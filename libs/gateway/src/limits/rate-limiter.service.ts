import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options.js';
import { type Allowance, allowances, type Counter, countersFor, type LimitedRequest, type Refusal, refusal } from './rate-limit-rules.js';

export interface Admission {
  allowances: Allowance[];
  /** Set when the request is not admitted. */
  refusal?: Refusal;
}

/**
 * Admits requests against the counters every gateway replica shares. `admit_request` checks and
 * counts all of a request's counters, general and separate, in one statement: a request any of them
 * refuses counts in none, so a separate limit only counts what the general limits admit.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @InjectDataSource('identity') private readonly dataSource: DataSource,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  admit(request: LimitedRequest): Promise<Admission> {
    return this.admitCounters(countersFor(request, this.options.separateLimits));
  }

  /** Admits against the given counters, all or none. */
  async admitCounters(counters: Counter[]): Promise<Admission> {
    const [row] = (await this.dataSource.query('SELECT admitted, counts FROM identity.admit_request($1, $2, $3)', [
      counters.map((c) => c.name),
      counters.map((c) => c.unit),
      counters.map((c) => c.limit),
    ])) as Array<{ admitted: boolean; counts: number[] }>;
    const now = new Date();
    const list = allowances(counters, row.counts, now);
    return row.admitted ? { allowances: list } : { allowances: list, refusal: refusal(counters, row.counts, now) };
  }
}
