import { type Context, context, ROOT_CONTEXT, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/** A W3C trace context as it travels: in NATS message headers, a job's data, an outbox row. */
export interface TraceHeaders {
  traceparent: string;
  tracestate?: string;
}

const propagator = new W3CTraceContextPropagator();

const setter: TextMapSetter<Partial<TraceHeaders>> = {
  set: (carrier, key, value) => {
    if (key === 'traceparent' || key === 'tracestate') carrier[key] = value;
  },
};

const getter: TextMapGetter<Partial<TraceHeaders>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => (key === 'traceparent' || key === 'tracestate' ? carrier[key] : undefined),
};

/** The trace context of `of` (the active context by default) as headers; undefined when it holds no valid span. */
export function traceHeadersOf(of: Context = context.active()): TraceHeaders | undefined {
  const carrier: Partial<TraceHeaders> = {};
  propagator.inject(of, carrier, setter);
  return carrier.traceparent ? (carrier as TraceHeaders) : undefined;
}

/**
 * The context a remote parent's headers describe; the root context when there are none or they are
 * malformed (W3C says a bad traceparent is ignored, never an error).
 */
export function contextOfTraceHeaders(headers: Partial<TraceHeaders> | null | undefined): Context {
  if (!headers?.traceparent) return ROOT_CONTEXT;
  return propagator.extract(ROOT_CONTEXT, { traceparent: headers.traceparent, tracestate: headers.tracestate }, getter);
}
