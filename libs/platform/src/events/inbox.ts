import type { DataSource, EntityManager } from 'typeorm';
import type { DomainEvent } from './domain-event.js';
import { assertConsumerName } from './domain-event.js';
import { assertSchemaName } from './outbox-sql.js';

/**
 * Applies an event's effect at most once per consumer: the inbox row and the effect share one
 * transaction, so a redelivery after a crash either finds the row (duplicate) or finds nothing done.
 * A concurrent duplicate blocks on the first insert and then sees the conflict.
 */
export async function handleOnce(
  dataSource: DataSource,
  schema: string,
  consumer: string,
  event: Pick<DomainEvent, 'id'>,
  effect: (manager: EntityManager) => Promise<void>,
): Promise<'handled' | 'duplicate'> {
  assertConsumerName(consumer);
  const table = `"${assertSchemaName(schema)}".inbox`;
  return dataSource.transaction(async (manager) => {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO ${table} (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
      [consumer, event.id],
    );
    if (inserted.length === 0) return 'duplicate';
    await effect(manager);
    return 'handled';
  });
}
