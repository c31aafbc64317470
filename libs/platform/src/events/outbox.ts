import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { jsonRoundTrip, toWire } from '../bus/wire.js';
import { assertEventSubject, type DomainEvent, type NewDomainEvent } from './domain-event.js';
import { assertSchemaName } from './outbox-sql.js';
import { traceHeadersOf } from '../tracing/trace-headers.js';
import { tracingOn } from '../tracing/tracing.js';

/**
 * Writes an event to the outbox in the caller's transaction, so the state change and its event commit
 * or roll back together. The relay publishes it after commit (call `relay.nudge()` then for promptness).
 * With tracing on, the row keeps the caller's trace context, which the event carries to its consumers.
 */
export async function enqueueEvent<T>(manager: EntityManager, schema: string, event: NewDomainEvent<T>): Promise<DomainEvent<T>> {
  // Outside a transaction the event could be published for a change that never commits.
  if (!manager.queryRunner?.isTransactionActive) throw new Error('enqueueEvent must be called with the manager of an open transaction');
  const full: DomainEvent<T> = {
    id: event.id ?? randomUUID(),
    subject: assertEventSubject(event.subject),
    occurredAt: new Date().toISOString(),
    ownerId: event.ownerId,
    data: event.data,
  };
  const trace = tracingOn() ? traceHeadersOf() : undefined;
  await manager.query(
    `INSERT INTO "${assertSchemaName(schema)}".outbox (id, subject, payload, occurred_at, traceparent, tracestate) VALUES ($1, $2, $3::jsonb, $4, $5, $6)`,
    [full.id, full.subject, toWire(full), full.occurredAt, trace?.traceparent ?? null, trace?.tracestate ?? null],
  );
  // What consumers will receive.
  return jsonRoundTrip(full);
}
