import type { FaultRow } from './fault-table.js';
import { sleep } from './papers.js';
import type { ApiResponse } from './stacks.js';

/** One client operation sent while a fault is on. */
export interface Attempt {
  operation: string;
  /** The client-chosen id or Idempotency-Key it is sent, and retried, with. */
  id: string;
  /** Sends it: the same request (id, key and body) every time. */
  send: () => Promise<ApiResponse>;
  /** Answered 2xx while the fault was on, before any retry. */
  acknowledged: boolean;
  /** Every answer's status in order; 0 for a connection refused or cut. */
  statuses: number[];
  /** The body of its first 2xx answer. */
  body?: any;
}

const succeeded = (status: number) => status >= 200 && status < 300;

/**
 * What a fault's load sent and what the client saw: each attempt with its id and key, so that after
 * recovery the unacknowledged ones are retried as a client would, and every one replayed once more.
 */
export class FaultLoad {
  readonly attempts: Attempt[] = [];
  /** Attempts sent and not answered yet. */
  inFlight = 0;

  /** Sends one operation and records what the client saw. */
  async send(operation: string, id: string, send: () => Promise<ApiResponse>): Promise<Attempt> {
    const attempt: Attempt = { operation, id, send, acknowledged: false, statuses: [] };
    this.attempts.push(attempt);
    this.inFlight += 1;
    try {
      attempt.acknowledged = await this.deliver(attempt);
    } finally {
      this.inFlight -= 1;
    }
    return attempt;
  }

  /** Sends `count` operations made by `make`, `concurrency` at a time, as a busy client does. */
  async burst(count: number, concurrency: number, make: (i: number) => Pick<Attempt, 'operation' | 'id' | 'send'>): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const { operation, id, send } = make(next++);
        await this.send(operation, id, send);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  of(operation: string): Attempt[] {
    return this.attempts.filter((attempt) => attempt.operation === operation);
  }

  get acknowledgedCount(): number {
    return this.attempts.filter((attempt) => attempt.acknowledged).length;
  }

  /** One send of an attempt; a connection refused or cut (a killed gateway) is status 0. */
  private async deliver(attempt: Attempt): Promise<boolean> {
    const response = await attempt.send().catch(() => undefined);
    const status = response?.status ?? 0;
    attempt.statuses.push(status);
    if (succeeded(status)) attempt.body ??= response!.body;
    return succeeded(status);
  }

  /**
   * After recovery: each attempt never answered 2xx is sent again with the same id, key and body
   * until it is, as a client retries (a cut connection, 429 or 5xx again after a pause; another 4xx
   * is the answer, and the check then finds its effect missing).
   */
  async retryUnacknowledged(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const attempt of this.attempts) {
      while (!attempt.statuses.some(succeeded) && Date.now() < deadline) {
        if (await this.deliver(attempt)) break;
        const status = attempt.statuses.at(-1)!;
        if (status >= 400 && status < 500 && status !== 429) break;
        await sleep(500);
      }
    }
  }

  /**
   * Every attempt sent once more with its id and key, as a client unsure of an answer would: the
   * ones not answered 2xx, or whose answer names another resource than their first 2xx answer did
   * (`identity` reads that from a body). Empty when every retry was safe.
   */
  async replayAll(identity: (body: any) => unknown): Promise<Array<{ operation: string; id: string; statuses: number[] }>> {
    const unsafe: Array<{ operation: string; id: string; statuses: number[] }> = [];
    for (const attempt of this.attempts) {
      const response = await attempt.send().catch(() => undefined);
      const status = response?.status ?? 0;
      attempt.statuses.push(status);
      const same = succeeded(status) && JSON.stringify(identity(response!.body)) === JSON.stringify(identity(attempt.body));
      if (!same) unsafe.push({ operation: attempt.operation, id: attempt.id, statuses: attempt.statuses });
    }
    return unsafe;
  }
}

/** What a check found of one attempt's effect afterwards. */
export interface Effect {
  /** Its effect is there (and, for a job, finished or visibly failed with its credit back). */
  found: boolean;
  /** Effects beyond the one expected: a second row, set of blobs, event or credit taken. */
  doubled: number;
  /** What was counted, kept in the table for an effect doubled or lost. */
  evidence?: string;
}

/** The table row of one operation under one fault: each attempt's effect looked up by its id (none found: lost). */
export function faultRow(
  fault: string,
  operation: string,
  attempts: ReadonlyArray<Pick<Attempt, 'id' | 'acknowledged'>>,
  effects: ReadonlyMap<string, Effect>,
): FaultRow {
  const effectOf = (id: string) => effects.get(id) ?? { found: false, doubled: 0 };
  return {
    fault,
    operation,
    attempted: attempts.length,
    acknowledged: attempts.filter((attempt) => attempt.acknowledged).length,
    found: attempts.filter((attempt) => effectOf(attempt.id).found).length,
    doubled: attempts.reduce((sum, attempt) => sum + effectOf(attempt.id).doubled, 0),
    lost: attempts.filter((attempt) => !effectOf(attempt.id).found).length,
    evidence: attempts
      .filter((attempt) => effectOf(attempt.id).doubled > 0 || !effectOf(attempt.id).found)
      .map((attempt) => `${attempt.id}: ${effectOf(attempt.id).evidence ?? 'not found'}`),
  };
}
