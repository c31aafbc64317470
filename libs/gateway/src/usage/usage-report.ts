import type { DataSource } from 'typeorm';
import { ServiceError } from '@pp/contracts';

export interface UsageRow {
  day: string;
  operation: string;
  status: number;
  count: number;
  totalMs: number;
}

/** A key's usage by UTC date, operation and response status over the last `days` days (at most 30 are kept). */
export async function usageBreakdown(dataSource: DataSource, keyId: string, days: number): Promise<UsageRow[]> {
  if (!Number.isInteger(days) || days < 1 || days > 30)
    throw ServiceError.validation([{ path: 'days', message: 'must be a whole number from 1 to 30' }]);
  const [key] = (await dataSource.query('SELECT 1 FROM identity.api_keys WHERE id = $1', [keyId])) as unknown[];
  if (!key) throw new ServiceError('not_found', `No key with id ${keyId}.`);
  const rows = (await dataSource.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, operation, status, count, total_ms
       FROM identity.usage_daily
      WHERE key_id = $1 AND day > (now() AT TIME ZONE 'UTC')::date - $2::int
      ORDER BY day DESC, operation, status`,
    [keyId, days],
  )) as Array<{ day: string; operation: string; status: number; count: string; total_ms: number }>;
  return rows.map((r) => ({
    day: r.day,
    operation: r.operation,
    status: r.status,
    count: Number(r.count),
    totalMs: Math.round(r.total_ms * 10) / 10,
  }));
}
