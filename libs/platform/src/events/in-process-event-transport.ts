import { Logger } from '@nestjs/common';
import { isSubjectFilter, subjectMatches } from '../bus/subjects.js';
import { fromWire, toWire } from '../bus/wire.js';
import { assertConsumerName, type DomainEvent, type EventHandlerFn } from './domain-event.js';
import { EventTransport } from './event-transport.js';
import { contextOfTraceHeaders, type TraceHeaders } from '../tracing/trace-headers.js';
import { tracingOn, withParent } from '../tracing/tracing.js';

/**
 * Embedded-mode events: publishing runs every matching consumer's handler and waits for them.
 * If any handler fails, publish rejects, the outbox row stays unpublished and the relay retries later;
 * consumers that already succeeded see the event again and their inbox makes that harmless.
 */
export class InProcessEventTransport extends EventTransport {
  private readonly logger = new Logger(InProcessEventTransport.name);
  private readonly subscribers = new Map<string, { filter: string; handler: EventHandlerFn }>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  async publish(event: DomainEvent, trace?: TraceHeaders): Promise<void> {
    if (this.closed) throw new Error('The event transport is closed');
    const body = toWire(event); // the same JSON round trip as over JetStream
    const matching = [...this.subscribers].filter(([, s]) => subjectMatches(s.filter, event.subject));
    // The handlers run in the context the event was enqueued in, as over JetStream.
    const deliver = () =>
      Promise.allSettled(
        matching.map(async ([consumer, s]) => {
          try {
            await s.handler(fromWire(body) as DomainEvent);
          } catch (err) {
            this.logger.warn(
              `Consumer ${consumer} failed on event ${event.id} (${event.subject}): ${err instanceof Error ? err.message : String(err)}`,
            );
            throw err;
          }
        }),
      );
    const delivery = trace && tracingOn() ? withParent(contextOfTraceHeaders(trace), deliver) : deliver();
    this.inFlight.add(delivery);
    try {
      const failed = (await delivery).find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
    } finally {
      this.inFlight.delete(delivery);
    }
  }

  async subscribe(consumer: string, subjectFilter: string, handler: EventHandlerFn): Promise<void> {
    if (this.closed) throw new Error('The event transport is closed');
    assertConsumerName(consumer);
    if (!isSubjectFilter(subjectFilter)) throw new Error(`Invalid subject filter "${subjectFilter}"`);
    // One process, one subscriber per durable name: a second one is a wiring mistake.
    if (this.subscribers.has(consumer)) throw new Error(`Consumer ${consumer} is already subscribed`);
    this.subscribers.set(consumer, { filter: subjectFilter, handler });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
