import { Logger } from '@nestjs/common';
import { type BusRequestOptions, DEFAULT_REQUEST_TIMEOUT_MS, MessageBus, type RpcHandlerFn } from './message-bus.js';
import { fromWire, runHandler, serviceUnavailable } from './wire.js';

export interface InProcessMessageBusOptions {
  requestTimeoutMs?: number;
}

/**
 * The embedded-mode bus: same subjects, same JSON round trip, timeout and error semantics as NATS,
 * so a payload or handler that would break over the wire breaks here too.
 */
export class InProcessMessageBus extends MessageBus {
  private readonly logger = new Logger(InProcessMessageBus.name);
  /** Handlers per subject; several (one queue group's members) take turns, like a NATS queue group. */
  private readonly handlers = new Map<string, { handlers: RpcHandlerFn[]; next: number }>();
  private readonly inFlight = new Set<Promise<string>>();
  private readonly timeoutMs: number;
  private closing = false;
  readonly crossesProcesses = false;

  constructor(options: InProcessMessageBusOptions = {}) {
    super();
    this.timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  }

  protected async exchange(subject: string, body: string, options: BusRequestOptions = {}): Promise<string> {
    if (this.closing) throw serviceUnavailable();
    const entry = this.handlers.get(subject);
    if (!entry || entry.handlers.length === 0) throw serviceUnavailable(); // no responders
    const handler = entry.handlers[entry.next++ % entry.handlers.length];

    const task = runHandler(handler, fromWire(body), subject, this.logger);
    this.inFlight.add(task);
    task.then(
      () => this.inFlight.delete(task),
      () => this.inFlight.delete(task),
    );

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(serviceUnavailable()), options.timeoutMs ?? this.timeoutMs);
    });
    try {
      // Like NATS, a timed-out handler keeps running; only the caller stops waiting.
      return await Promise.race([task, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async serve(subject: string, _queue: string, handler: RpcHandlerFn): Promise<void> {
    if (this.closing) throw new Error('The message bus is closed');
    const entry = this.handlers.get(subject) ?? { handlers: [], next: 0 };
    entry.handlers.push(handler);
    this.handlers.set(subject, entry);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.handlers.clear();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  isConnected(): boolean {
    return !this.closing;
  }
}
