import type { Logger } from '@nestjs/common';
import { ServiceError, type ServiceErrorData } from '@pp/contracts';
import type { RpcHandlerFn } from './message-bus.js';

/** What crosses the bus as a reply: the data, or the error as data. */
export type RpcReply = { ok: true; data: unknown } | { ok: false; error: ServiceErrorData };

/** Encodes like the wire does. `undefined` travels as an empty body. */
export function toWire(value: unknown): string {
  return JSON.stringify(value) ?? '';
}

export function fromWire(text: string): unknown {
  return text === '' ? undefined : JSON.parse(text);
}

/** The value as the other side sees it: Dates become strings, undefined fields disappear. */
export function jsonRoundTrip<T>(value: T): T {
  return fromWire(toWire(value)) as T;
}

/** What a caller gets when the service cannot be reached in time: retryable, with a hint. */
export function serviceUnavailable(): ServiceError {
  return new ServiceError('service_unavailable', undefined, { retryAfter: 1 });
}

/**
 * Runs a handler and encodes its outcome as a reply. A ServiceError crosses as data; anything else
 * is a bug: log its message only (payloads and stacks may hold personal data) and hide it as internal_error.
 */
export async function runHandler(handler: RpcHandlerFn, payload: unknown, subject: string, logger: Logger): Promise<string> {
  try {
    const data = await handler(payload);
    return toWire({ ok: true, data } satisfies RpcReply);
  } catch (err) {
    if (err instanceof ServiceError) return toWire({ ok: false, error: err.toData() } satisfies RpcReply);
    logger.error(`Handler for ${subject} failed: ${err instanceof Error ? err.message : String(err)}`);
    return toWire({ ok: false, error: new ServiceError('internal_error').toData() } satisfies RpcReply);
  }
}

/** Turns a decoded reply back into the handler's data or its ServiceError. */
export function unwrapReply<T>(reply: unknown): T {
  const candidate = reply as Partial<{ ok: boolean; data: unknown; error: unknown }> | undefined;
  if (candidate?.ok === true) return candidate.data as T;
  if (candidate?.ok === false) throw ServiceError.fromData(candidate.error);
  throw new ServiceError('internal_error');
}
