import type { DataSource } from 'typeorm';
import { withDeadline } from '../metrics/deadline.js';

/** Whether a DataSource answers a trivial query within a short deadline. */
export async function databaseState(dataSource: DataSource, timeoutMs = 2000): Promise<'up' | 'down'> {
  return withDeadline(dataSource.query('SELECT 1'), timeoutMs).then(
    () => 'up',
    () => 'down',
  );
}
