import type { TraceHeaders } from '../tracing/trace-headers.js';
import type { DomainEvent, EventHandlerFn } from './domain-event.js';

/**
 * Carries committed events from outbox relays to durable consumers. Also the DI token.
 * Implementations: JetStream (distributed) and in-process (embedded).
 */
export abstract class EventTransport {
  /**
   * Publishes an event; publishing the same event id again is harmless (deduplicated or re-handled via
   * the inbox). `trace`, the context it was enqueued in, becomes the parent of its handlers' spans.
   */
  abstract publish(event: DomainEvent, trace?: TraceHeaders): Promise<void>;

  /**
   * Delivers every event whose subject matches `subjectFilter` (NATS wildcards `*`, `>`) to the handler,
   * at least once, under the durable name `consumer`. A rejected handler means "deliver again later".
   */
  abstract subscribe(consumer: string, subjectFilter: string, handler: EventHandlerFn): Promise<void>;

  /** Stops delivering and waits for running handlers. */
  abstract close(): Promise<void>;
}
