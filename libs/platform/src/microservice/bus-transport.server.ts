import { type CustomTransportStrategy, type MessageHandler, Server } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { MessageBus, rpcSpanAttributes } from '../bus/message-bus.js';
import { isSubjectFilter, queueOfRpcSubject } from '../bus/subjects.js';
import { assertConsumerName, type DomainEvent } from '../events/domain-event.js';
import { EventTransport } from '../events/event-transport.js';
import { requestContext } from '../logging/request-context.js';
import { inSpan, SpanKind } from '../tracing/tracing.js';
import { BusContext } from './bus-context.js';

/** The transport id that `@MessagePattern(subject, BUS_TRANSPORT)` could name; handlers without one are served too. */
export const BUS_TRANSPORT = Symbol('pp-bus');

/** What `@EventPattern(subjectFilter, { consumer })` must carry: the durable consumer's name. */
export interface EventPatternExtras {
  consumer: string;
}

interface EventConsumer {
  subjectFilter: string;
  handler: MessageHandler;
}

/**
 * Nest's custom transport over the process's bus (NATS or in process) and event transport
 * (JetStream or in process), so services write `@MessagePattern` and `@EventPattern` handlers with
 * Nest's pipes, filters and `@Payload()`.
 * - Each `@MessagePattern('rpc.<service>.<operation>')` is served in the queue group `<service>`, so
 *   replicas share the load. The handler's value is the reply (JsonText passes through unparsed); what
 *   it throws reaches the caller through `ServiceErrorFilter` as a ServiceError.
 * - Each `@EventPattern('events.<filter>', { consumer })` is a durable consumer: a handler that
 *   throws means "deliver again later", so its effect must go through the inbox (`handleOnce`).
 * - `close()` stops taking requests, lets the ones in flight reply, then stops the consumers.
 */
export class BusTransportServer extends Server implements CustomTransportStrategy {
  override readonly transportId = BUS_TRANSPORT;
  /** Event handler errors must reach the event transport, which redelivers. */
  override readonly propagatesEventHandlerErrors = true;
  /** Keyed by consumer: two consumers may share a subject filter, and each gets every event. */
  private readonly consumers = new Map<string, EventConsumer>();

  constructor(
    private readonly bus: MessageBus,
    private readonly events: EventTransport,
  ) {
    super();
  }

  override addHandler(pattern: unknown, callback: MessageHandler, isEventHandler = false, extras: Record<string, unknown> = {}): void {
    const subject = this.normalizePattern(pattern as string);
    if (isEventHandler) {
      const consumer = assertConsumerName(String((extras as Partial<EventPatternExtras>).consumer ?? ''));
      if (!isSubjectFilter(subject)) throw new Error(`Invalid subject filter "${subject}" for event consumer ${consumer}`);
      if (this.consumers.has(consumer)) throw new Error(`Event consumer ${consumer} is declared twice`);
      this.consumers.set(consumer, { subjectFilter: subject, handler: callback });
      return;
    }
    queueOfRpcSubject(subject); // fails at bootstrap on a subject that is not rpc.<service>.<operation>
    if (this.messageHandlers.has(subject)) throw new Error(`RPC subject ${subject} is handled twice`);
    super.addHandler(subject, callback, false, extras);
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      for (const [subject, handler] of this.messageHandlers) {
        await this.bus.serve(subject, queueOfRpcSubject(subject), (payload) => this.reply(subject, handler, payload));
      }
      for (const [consumer, { subjectFilter, handler }] of this.consumers) {
        await this.events.subscribe(consumer, subjectFilter, (event) => this.consume(consumer, handler, event));
      }
      this.logger.log(`Serving ${this.messageHandlers.size} RPC subjects and ${this.consumers.size} event consumers`);
      callback();
    } catch (error) {
      callback(error);
    }
  }

  async close(): Promise<void> {
    await this.bus.close();
    await this.events.close();
  }

  on(): never {
    throw new Error('The bus transport has no server events to listen to');
  }

  unwrap<T>(): T {
    return this.bus as T;
  }

  /**
   * Runs an RPC handler with the caller's request id on every log line, in a server span (a child of
   * the caller's, which the bus made the active context); resolves with the reply data.
   */
  private reply(subject: string, handler: MessageHandler, payload: unknown): Promise<unknown> {
    const run = async () =>
      lastValueFrom(this.transformToObservable(await handler(payload, new BusContext([subject]))), { defaultValue: undefined });
    return requestContext.run({ requestId: requestIdOf(payload) }, () =>
      inSpan(() => ({ name: subject, kind: SpanKind.SERVER, attributes: rpcSpanAttributes(subject) }), run),
    );
  }

  /** Runs an event handler in a consumer span, a child of the context the event was enqueued in (the transport made it the active one). */
  private consume(consumer: string, handler: MessageHandler, event: DomainEvent): Promise<void> {
    const run = async () => {
      await lastValueFrom(this.transformToObservable(await handler(event, new BusContext([consumer]))), { defaultValue: undefined });
    };
    return inSpan(
      () => ({ name: `process ${event.subject}`, kind: SpanKind.CONSUMER, attributes: eventSpanAttributes(consumer, event) }),
      run,
    );
  }
}

/** The request id an RPC request carries in its auth context, if any. */
function requestIdOf(payload: unknown): string {
  const requestId = (payload as { auth?: { requestId?: unknown } } | null)?.auth?.requestId;
  return typeof requestId === 'string' ? requestId : 'none';
}

/** The attributes of an event consumer's span (OpenTelemetry's messaging conventions): subject, consumer, event id; never the data. */
function eventSpanAttributes(consumer: string, event: DomainEvent): Record<string, string> {
  return {
    'messaging.system': 'pp-events',
    'messaging.operation.type': 'process',
    'messaging.destination.name': event.subject,
    'messaging.consumer.group.name': consumer,
    'messaging.message.id': event.id,
  };
}
