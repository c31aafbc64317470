import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { canonicalJson, ServiceError } from '@pp/contracts';

/** How long a key is remembered; the spec asks for at least 24 hours. */
export const IDEMPOTENCY_RETENTION_HOURS = 48;

/** The table a service adds in its own schema (by a hand-written migration) before using `runIdempotent`. */
export function idempotencyTableSql(schema: string): { up: string[]; down: string[] } {
  return {
    up: [
      `CREATE TABLE "${schema}".idempotency_keys (
        owner_id uuid NOT NULL,
        key text NOT NULL,
        operation text NOT NULL,
        request_hash text NOT NULL,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_id, key)
      )`,
      `CREATE INDEX idempotency_keys_created_idx ON "${schema}".idempotency_keys (created_at)`,
    ],
    down: [`DROP TABLE "${schema}".idempotency_keys`],
  };
}

/** The hash that tells a retry (same body) from a reuse of the key for something else. */
export function requestHash(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

export interface IdempotentCall {
  ownerId: string;
  key: string;
  operation: string;
  requestHash: string;
}

/**
 * Runs `work` once per (owner, Idempotency-Key), in the same transaction that records the key and
 * the result, so a retry after any crash, even between commit and response, gets the original
 * result. A concurrent duplicate blocks on the key's row until the first commits, then gets the
 * same result; if the first rolls back, the duplicate does the work. The same key with another
 * operation or body is 409 `idempotency_key_reused`.
 */
export async function runIdempotent<T>(
  dataSource: DataSource,
  schema: string,
  call: IdempotentCall,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return dataSource.transaction(async (manager) => {
    // An expired record no longer holds its key.
    await manager.query(
      `DELETE FROM "${schema}".idempotency_keys WHERE owner_id = $1 AND key = $2 AND created_at < now() - make_interval(hours => $3)`,
      [call.ownerId, call.key, IDEMPOTENCY_RETENTION_HOURS],
    );
    const claimed = (await manager.query(
      `INSERT INTO "${schema}".idempotency_keys (owner_id, key, operation, request_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key`,
      [call.ownerId, call.key, call.operation, call.requestHash],
    )) as unknown[];
    if (claimed.length === 0) {
      const [existing] = (await manager.query(
        `SELECT operation, request_hash, response FROM "${schema}".idempotency_keys WHERE owner_id = $1 AND key = $2`,
        [call.ownerId, call.key],
      )) as Array<{ operation: string; request_hash: string; response: T }>;
      if (existing.operation !== call.operation || existing.request_hash !== call.requestHash) {
        throw new ServiceError(
          'idempotency_key_reused',
          `This Idempotency-Key was used for ${existing.operation === call.operation ? 'a request with a different body' : 'another operation'}. Use a new key for a new request.`,
        );
      }
      return existing.response;
    }
    const result = await work(manager);
    await manager.query(`UPDATE "${schema}".idempotency_keys SET response = $3 WHERE owner_id = $1 AND key = $2`, [
      call.ownerId,
      call.key,
      JSON.stringify(result ?? null),
    ]);
    return result;
  });
}
