import { rpcOutcomeOf, rpcTimingsOf } from '../metrics/platform-metrics.js';
import { inSpan, SpanKind } from '../tracing/tracing.js';
import type { JsonText } from './json-text.js';
import { dataOfReply, jsonTextOfReply, type RpcHandlerFn, toWire } from './wire.js';

export type { RpcHandlerFn };

export interface BusRequestOptions {
  /** Overrides the bus's default timeout for this request. */
  timeoutMs?: number;
}

/** Every request has a deadline: a caller never waits on a service that is gone. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Request/reply between the gateway and the services. Also the DI token: inject `MessageBus`.
 * Implementations: NATS (distributed) and in-process (embedded); both keep the same JSON round trip,
 * timeout and error semantics, so handlers behave identically in both modes.
 */
export abstract class MessageBus {
  /**
   * Sends a request and resolves with the handler's reply data. Rejects with the handler's
   * ServiceError, or `service_unavailable` on timeout or when nobody serves the subject.
   * Encoding errors (a BigInt, a cycle) are the caller's bug and surface as they are.
   */
  request<T>(subject: string, payload: unknown, options?: BusRequestOptions): Promise<T> {
    return this.timedRequest(subject, payload, options, dataOfReply<T>);
  }

  /** Like request, but the reply data stays JSON text, for a caller that only passes it on. */
  requestJson<T>(subject: string, payload: unknown, options?: BusRequestOptions): Promise<JsonText<T>> {
    return this.timedRequest(subject, payload, options, jsonTextOfReply<T>);
  }

  /** One request, its time recorded by subject and outcome (rpc_duration_seconds); with tracing on, in a client span. */
  private async timedRequest<R>(
    subject: string,
    payload: unknown,
    options: BusRequestOptions | undefined,
    decode: (reply: string) => R,
  ): Promise<R> {
    const body = toWire(payload);
    const timings = rpcTimingsOf(subject);
    const started = performance.now();
    try {
      const reply = await inSpan(
        () => ({ name: subject, kind: SpanKind.CLIENT, attributes: rpcSpanAttributes(subject) }),
        () => this.exchange(subject, body, options),
      );
      const result = decode(reply);
      timings.record('ok', (performance.now() - started) / 1000);
      return result;
    } catch (error) {
      timings.record(rpcOutcomeOf(error), (performance.now() - started) / 1000);
      throw error;
    }
  }

  /** Serves a subject; handlers sharing a queue share the load (each request is handled once). */
  abstract serve(subject: string, queue: string, handler: RpcHandlerFn): Promise<void>;

  /** Stops taking requests, lets in-flight handlers finish and reply; later requests fail fast. */
  abstract close(): Promise<void>;

  /** Whether a reply comes from another process (NATS), which may run another release: callers then check it against its definition. */
  abstract readonly crossesProcesses: boolean;

  /** Whether the bus can currently carry requests (for health checks). */
  abstract isConnected(): boolean;

  /** Carries an encoded request to a handler and brings back its encoded reply (see `runHandler`); over NATS, with the active trace context in its headers. */
  protected abstract exchange(subject: string, body: string, options?: BusRequestOptions): Promise<string>;
}

/** The attributes of an RPC's client and server spans (OpenTelemetry's RPC conventions): its subject, never its payload. */
export function rpcSpanAttributes(subject: string): { 'rpc.system': string; 'rpc.method': string } {
  return { 'rpc.system': 'pp-bus', 'rpc.method': subject };
}
