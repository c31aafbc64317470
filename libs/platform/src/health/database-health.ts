import type { DataSource } from 'typeorm';

/** Whether a DataSource answers a trivial query within a short deadline. */
export async function databaseState(dataSource: DataSource, timeoutMs = 2000): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      dataSource.query('SELECT 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
