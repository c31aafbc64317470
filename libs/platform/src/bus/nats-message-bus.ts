import { Logger } from '@nestjs/common';
import { createInbox, type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { ServiceError } from '@pp/contracts';
import { type BusRequestOptions, DEFAULT_REQUEST_TIMEOUT_MS, MessageBus, type RpcHandlerFn } from './message-bus.js';
import { assertNamespace } from './subjects.js';
import { natsHeadersOf, traceHeadersOfNats } from './nats-trace-headers.js';
import { contextOfTraceHeaders, traceHeadersOf } from '../tracing/trace-headers.js';
import { tracingOn, withParent } from '../tracing/tracing.js';
import { fromWire, runHandler, serviceUnavailable, toWire } from './wire.js';

const INVALID = Symbol('invalid payload');

export interface NatsMessageBusOptions {
  requestTimeoutMs?: number;
}

/** A request waiting for its reply. */
interface PendingRequest {
  subject: string;
  resolve(reply: string): void;
  reject(error: ServiceError): void;
  timer: NodeJS.Timeout;
}

/**
 * Request/reply over NATS core. Subjects are prefixed with the namespace so several deployments
 * (or test runs) can share one server; serving uses queue groups so replicas share the load.
 * The connection belongs to the caller (MessagingModule): close() drains only this bus's subscriptions.
 *
 * Requests are published with a reply subject under one inbox of this bus and matched to their reply
 * by its last token, the pattern `connection.request` uses, without its per-request cost: nats.js
 * builds an Error, stack trace included, to settle every request that succeeded (`RequestOne.cancel`,
 * 3% of the gateway's CPU in a search).
 */
export class NatsMessageBus extends MessageBus {
  private readonly logger = new Logger(NatsMessageBus.name);
  private readonly subscriptions = new Set<Subscription>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly pending = new Map<string, PendingRequest>();
  private readonly inbox = createInbox();
  private readonly replies: Subscription;
  private nextRequest = 0;
  private readonly timeoutMs: number;
  private closing = false;
  private connected = true;
  readonly crossesProcesses = true;

  constructor(
    private readonly connection: NatsConnection,
    private readonly namespace: string,
    options: NatsMessageBusOptions = {},
  ) {
    super();
    assertNamespace(namespace);
    this.timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.replies = connection.subscribe(`${this.inbox}.*`, {
      callback: (err, msg) => (err ? this.logger.error(`The reply subscription failed: ${err.message}`) : this.settle(msg)),
    });
    void this.watchStatus();
  }

  protected exchange(subject: string, body: string, options: BusRequestOptions = {}): Promise<string> {
    if (this.closing) return Promise.reject(serviceUnavailable());
    return new Promise((resolve, reject) => {
      const id = (this.nextRequest++).toString(36);
      const timer = setTimeout(() => this.fail(id, 'timeout'), options.timeoutMs ?? this.timeoutMs);
      this.pending.set(id, { subject, resolve, reject, timer });
      // With tracing on, the caller's span travels in the headers (W3C trace context); otherwise none are built.
      const trace = tracingOn() ? traceHeadersOf() : undefined;
      try {
        this.connection.publish(this.wireSubject(subject), body, { reply: `${this.inbox}.${id}`, headers: trace && natsHeadersOf(trace) });
      } catch (err) {
        // A closed or draining connection: not reachable now.
        this.fail(id, err instanceof Error ? err.message : String(err));
      }
    });
  }

  /** A reply arrived: hand it to its request, unless that one already timed out. */
  private settle(msg: Msg): void {
    const id = msg.subject.slice(this.inbox.length + 1);
    // The server's status message when no subscriber took the request.
    if (msg.data.length === 0 && msg.headers?.code === 503) return this.fail(id, 'no responders');
    this.take(id)?.resolve(msg.string());
  }

  /** Timeout, no responders, a closed connection: all mean "not reachable now". */
  private fail(id: string, reason: string): void {
    const request = this.take(id);
    if (!request) return;
    this.logger.warn(`Request to ${request.subject} failed: ${reason}`);
    request.reject(serviceUnavailable());
  }

  private take(id: string): PendingRequest | undefined {
    const request = this.pending.get(id);
    if (request) {
      this.pending.delete(id);
      clearTimeout(request.timer);
    }
    return request;
  }

  async serve(subject: string, queue: string, handler: RpcHandlerFn): Promise<void> {
    if (this.closing) throw new Error('The message bus is closed');
    const subscription = this.connection.subscribe(this.wireSubject(subject), {
      queue: queue || undefined,
      callback: (err, msg) => {
        if (err) {
          this.logger.error(`Subscription to ${subject} failed: ${err.message}`);
          return;
        }
        this.track(this.handle(msg, subject, handler));
      },
    });
    this.subscriptions.add(subscription);
    // Make sure the server knows the subscription before callers rely on it.
    await this.connection.flush();
  }

  async close(): Promise<void> {
    this.closing = true;
    // Drain: the server stops routing to us; messages already received still reach the callback.
    await Promise.all([...this.subscriptions].map((s) => s.drain().catch(() => undefined)));
    this.subscriptions.clear();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    for (const id of [...this.pending.keys()]) this.fail(id, 'the bus closed');
    if (!this.connection.isClosed()) this.replies.unsubscribe();
    // Push the last replies out before the connection owner closes the connection.
    if (!this.connection.isClosed()) await this.connection.flush().catch(() => undefined);
  }

  isConnected(): boolean {
    return this.connected && !this.connection.isClosed();
  }

  private async handle(msg: Msg, subject: string, handler: RpcHandlerFn): Promise<void> {
    let payload: unknown;
    try {
      payload = fromWire(msg.string());
    } catch {
      payload = INVALID;
    }
    if (payload === INVALID) {
      try {
        msg.respond(toWire({ ok: false, error: new ServiceError('bad_request', 'The request is not valid JSON.').toData() }));
      } catch {
        // connection gone
      }
      return;
    }
    // The caller's trace context, when tracing is on and it sent one: the parent of the handler's spans.
    const trace = tracingOn() ? traceHeadersOfNats(msg.headers) : undefined;
    const reply = trace
      ? await withParent(contextOfTraceHeaders(trace), () => runHandler(handler, payload, subject, this.logger))
      : await runHandler(handler, payload, subject, this.logger);
    try {
      if (msg.reply && !msg.respond(reply)) this.logger.warn(`Reply for ${subject} could not be sent`);
    } catch (err) {
      // The connection closed under us; the caller times out and retries.
      this.logger.warn(`Reply for ${subject} could not be sent: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private track(task: Promise<void>): void {
    this.inFlight.add(task);
    task.then(
      () => this.inFlight.delete(task),
      () => this.inFlight.delete(task),
    );
  }

  private wireSubject(subject: string): string {
    return `${this.namespace}.${subject}`;
  }

  private async watchStatus(): Promise<void> {
    try {
      for await (const status of this.connection.status()) {
        if (status.type === 'disconnect') this.connected = false;
        else if (status.type === 'reconnect') this.connected = true;
      }
    } catch {
      // The status iterator ends with the connection; nothing to do.
    }
  }
}
