import { Logger } from '@nestjs/common';
import {
  AckPolicy,
  type ConsumerMessages,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { assertNamespace, isSubjectFilter } from '../bus/subjects.js';
import { fromWire, toWire } from '../bus/wire.js';
import { natsHeadersOf, traceHeadersOfNats } from '../bus/nats-trace-headers.js';
import { contextOfTraceHeaders, type TraceHeaders } from '../tracing/trace-headers.js';
import { tracingOn, withParent } from '../tracing/tracing.js';
import { watchConsumer } from '../metrics/platform-metrics.js';
import { assertConsumerName, assertEventSubject, type DomainEvent, type EventHandlerFn, retryDelayMs } from './domain-event.js';
import { EventTransport } from './event-transport.js';

export interface JetStreamEventTransportOptions {
  /** How long events are kept for consumers that are down or new. Default 7 days. */
  maxAgeMs?: number;
  /** Window in which a re-published event id is dropped by the stream. Default 2 minutes. */
  duplicateWindowMs?: number;
  /** Redelivery if a handler neither finishes nor reports progress in this time. Default 30 s. */
  ackWaitMs?: number;
  /** Deliveries before an event is given up (logged). Default 100 (hours of backoff). */
  maxDeliver?: number;
  /** First retry delay after a failed handler (nak delay); doubles up to retryMaxMs. Defaults 1 s and 5 min. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Messages fetched ahead per subscription. Default 8. */
  prefetch?: number;
  publishTimeoutMs?: number;
}

/** Stream name of a namespace's events. */
export function eventStreamName(namespace: string): string {
  return `${assertNamespace(namespace)}_EVENTS`;
}

/**
 * Durable events over JetStream: one stream `<namespace>_EVENTS` for `<namespace>.events.>`, publish with
 * the event id as message id (dedupe), one durable pull consumer per consumer name (replicas share it),
 * ack after the handler resolves, nak with growing delay when it rejects.
 */
export class JetStreamEventTransport extends EventTransport {
  private readonly logger = new Logger(JetStreamEventTransport.name);
  private readonly options: Required<JetStreamEventTransportOptions>;
  private readonly stream: string;
  private ready?: Promise<{ js: JetStreamClient; jsm: JetStreamManager }>;
  private readonly subscriptions: { messages: ConsumerMessages; loop: Promise<void>; stopWatching: () => void }[] = [];
  private closing = false;

  constructor(
    private readonly connection: NatsConnection,
    private readonly namespace: string,
    options: JetStreamEventTransportOptions = {},
  ) {
    super();
    this.stream = eventStreamName(namespace);
    this.options = {
      maxAgeMs: 7 * 24 * 3600_000,
      duplicateWindowMs: 120_000,
      ackWaitMs: 30_000,
      maxDeliver: 100,
      retryBaseMs: 1_000,
      retryMaxMs: 300_000,
      prefetch: 8,
      publishTimeoutMs: 5_000,
      ...options,
    };
  }

  async publish(event: DomainEvent, trace?: TraceHeaders): Promise<void> {
    if (this.closing) throw new Error('The event transport is closed');
    const { js } = await this.start();
    const subject = `${this.namespace}.${assertEventSubject(event.subject)}`;
    // A duplicate within the window is acknowledged without being stored again.
    await js.publish(subject, toWire(event), {
      msgID: event.id,
      timeout: this.options.publishTimeoutMs,
      // The enqueuing transaction's trace context travels in the message headers.
      headers: trace && tracingOn() ? natsHeadersOf(trace) : undefined,
    });
  }

  async subscribe(consumer: string, subjectFilter: string, handler: EventHandlerFn): Promise<void> {
    if (this.closing) throw new Error('The event transport is closed');
    assertConsumerName(consumer);
    if (!isSubjectFilter(subjectFilter)) throw new Error(`Invalid subject filter "${subjectFilter}"`);
    const { js, jsm } = await this.start();
    const { ackWaitMs, maxDeliver } = this.options;
    const settings = {
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(ackWaitMs),
      max_deliver: maxDeliver,
      // No consumer `backoff`: on nats-server 2.9 it overrides our nak delays after the first retry
      // (measured). The backoff is ours: nak(retryDelayMs(attempt)); a lost ack waits ack_wait.
      filter_subject: `${this.namespace}.${subjectFilter}`,
    };
    try {
      await jsm.consumers.add(this.stream, { durable_name: consumer, deliver_policy: DeliverPolicy.All, ...settings });
    } catch {
      // Exists with another configuration (e.g. after a deploy changed the filter): update what may change.
      await jsm.consumers.update(this.stream, consumer, settings);
    }
    const messages = await (await js.consumers.get(this.stream, consumer)).consume({ max_messages: this.options.prefetch });
    const loop = this.run(consumer, messages, handler);
    // The consumer's backlog, for the metrics: the server's count of events not yet delivered to it.
    const stopWatching = watchConsumer(consumer, async () => (await jsm.consumers.info(this.stream, consumer)).num_pending);
    this.subscriptions.push({ messages, loop, stopWatching });
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const { stopWatching } of this.subscriptions) stopWatching();
    // Stop pulling; each loop finishes the handler it is running (unacked prefetched events are redelivered).
    await Promise.all(this.subscriptions.map((s) => s.messages.close().catch(() => undefined)));
    await Promise.allSettled(this.subscriptions.map((s) => s.loop));
    this.subscriptions.length = 0;
  }

  /** Creates or updates the stream once (idempotent, so every replica may do it at start). */
  private start(): Promise<{ js: JetStreamClient; jsm: JetStreamManager }> {
    this.ready ??= this.ensureStream().catch((err: unknown) => {
      this.ready = undefined; // retry on the next call
      throw err;
    });
    return this.ready;
  }

  private async ensureStream(): Promise<{ js: JetStreamClient; jsm: JetStreamManager }> {
    const jsm = await jetstreamManager(this.connection);
    const config = {
      subjects: [`${this.namespace}.events.>`],
      max_age: nanos(this.options.maxAgeMs),
      duplicate_window: nanos(this.options.duplicateWindowMs),
    };
    try {
      await jsm.streams.add({ name: this.stream, storage: StorageType.File, retention: RetentionPolicy.Limits, ...config });
    } catch {
      await jsm.streams.update(this.stream, config);
    }
    return { js: jetstream(this.connection), jsm };
  }

  private async run(consumer: string, messages: ConsumerMessages, handler: EventHandlerFn): Promise<void> {
    try {
      for await (const msg of messages) {
        if (this.closing) {
          safely(() => msg.nak()); // hand it back at once rather than after ack_wait
          continue;
        }
        await this.deliver(consumer, msg, handler);
      }
    } catch (err) {
      // The consumer or stream was deleted, or the connection closed for good: nothing left to consume.
      if (!this.closing) this.logger.error(`Consumer ${consumer} stopped: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async deliver(consumer: string, msg: JsMsg, handler: EventHandlerFn): Promise<void> {
    let event: DomainEvent;
    try {
      event = fromWire(msg.string()) as DomainEvent;
    } catch {
      this.logger.error(`Dropping a malformed event on ${msg.subject} for ${consumer}`);
      safely(() => msg.term());
      return;
    }
    // Long handlers tell the server they are alive, so the event is not redelivered meanwhile.
    const keepAlive = setInterval(() => safely(() => msg.working()), Math.max(1_000, this.options.ackWaitMs / 3));
    try {
      const trace = tracingOn() ? traceHeadersOfNats(msg.headers) : undefined;
      await (trace ? withParent(contextOfTraceHeaders(trace), () => handler(event)) : handler(event));
      await msg.ackAck().catch(() => undefined); // if the ack is lost the event returns; the inbox absorbs it
    } catch (err) {
      const attempt = msg.info.deliveryCount;
      const reason = err instanceof Error ? err.message : String(err);
      if (attempt >= this.options.maxDeliver) {
        this.logger.error(`Consumer ${consumer} gives up event ${event.id} (${event.subject}) after ${attempt} attempts: ${reason}`);
        safely(() => msg.term());
      } else {
        this.logger.warn(`Consumer ${consumer} failed on event ${event.id} (${event.subject}), attempt ${attempt}: ${reason}`);
        safely(() => msg.nak(retryDelayMs(attempt, this.options.retryBaseMs, this.options.retryMaxMs)));
      }
    } finally {
      clearInterval(keepAlive);
    }
  }
}

/** Acks and naks are best effort: if the connection is gone the server redelivers after ack_wait anyway. */
function safely(action: () => void): void {
  try {
    action();
  } catch {
    // nothing to do; see above
  }
}
