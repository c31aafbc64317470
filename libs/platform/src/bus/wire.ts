import type { Logger } from '@nestjs/common';
import { ServiceError, type ServiceErrorData } from '@pp/contracts';
import { JsonText } from './json-text.js';

/** Handles one RPC: receives the JSON-parsed payload (an RpcRequest), resolves with the reply data. */
export type RpcHandlerFn = (payload: unknown) => Promise<unknown>;

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

/** How every ok reply starts: `toWire({ ok: true, data })` writes these keys first and in this order. */
const OK_REPLY_PREFIX = '{"ok":true,"data":';

/**
 * Runs a handler and encodes its outcome as a reply. A ServiceError crosses as data; anything else
 * is a bug: log its message only (payloads and stacks may hold personal data) and hide it as internal_error.
 * Data that is JsonText is spliced in as it is.
 */
export async function runHandler(handler: RpcHandlerFn, payload: unknown, subject: string, logger: Logger): Promise<string> {
  try {
    const data = await handler(payload);
    if (data instanceof JsonText) return `${OK_REPLY_PREFIX}${data.text}}`;
    return toWire({ ok: true, data } satisfies RpcReply);
  } catch (err) {
    if (err instanceof ServiceError) return toWire({ ok: false, error: err.toData() } satisfies RpcReply);
    logger.error(`Handler for ${subject} failed: ${err instanceof Error ? err.message : String(err)}`);
    return toWire({ ok: false, error: new ServiceError('internal_error').toData() } satisfies RpcReply);
  }
}

/** Turns an encoded reply back into the handler's data, or throws its ServiceError. */
export function dataOfReply<T>(reply: string): T {
  let decoded: Partial<{ ok: boolean; data: unknown; error: unknown }> | undefined;
  try {
    decoded = fromWire(reply) as typeof decoded;
  } catch {
    throw new ServiceError('internal_error');
  }
  if (decoded?.ok === true) return decoded.data as T;
  if (decoded?.ok === false) throw ServiceError.fromData(decoded.error);
  throw new ServiceError('internal_error');
}

/** The data of an encoded reply as JSON text, cut out of an ok reply without parsing it; an error reply throws. */
export function jsonTextOfReply<T>(reply: string): JsonText<T> {
  if (reply.startsWith(OK_REPLY_PREFIX)) return new JsonText<T>(reply.slice(OK_REPLY_PREFIX.length, -1));
  return new JsonText<T>(toWire(dataOfReply<T>(reply)) || 'null');
}
