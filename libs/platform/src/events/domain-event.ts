/**
 * A fact a service publishes after committing it, e.g. `events.marking.question-completed`.
 * Travels as JSON: `data` must survive a JSON round trip (dates as ISO strings).
 */
export interface DomainEvent<T = unknown> {
  /** uuid; also the JetStream message id (dedupe) and the inbox key (exactly-once effects). */
  id: string;
  /** `events.<service>.<fact>` (the bus namespace is prefixed by the transport). */
  subject: string;
  /** ISO 8601. */
  occurredAt: string;
  /** Whose data this is: consumers keep it to filter by owner like every query does. */
  ownerId: string;
  data: T;
}

/** What a producer supplies; the id is generated unless given (to make a retry enqueue the same event). */
export type NewDomainEvent<T = unknown> = Omit<DomainEvent<T>, 'id' | 'occurredAt'> & { id?: string };

export type EventHandlerFn = (event: DomainEvent) => Promise<void>;

/** Event subjects live under `events.` so one JetStream stream (`<namespace>.events.>`) holds them all. */
export function assertEventSubject(subject: string): string {
  const tokens = subject.split('.');
  if (tokens[0] !== 'events' || tokens.length < 3 || !tokens.every((t) => /^[A-Za-z0-9_-]+$/.test(t))) {
    throw new Error(`Invalid event subject "${subject}": expected events.<service>.<fact>`);
  }
  return subject;
}

/** A durable consumer name: one token (it names a JetStream consumer and keys the inbox). */
export function assertConsumerName(consumer: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(consumer)) throw new Error(`Invalid consumer name "${consumer}": use letters, digits, '_' or '-'`);
  return consumer;
}

/** Retry delay after the n-th failed attempt (1-based): exponential, capped. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
