import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import type { TraceHeaders } from '../tracing/trace-headers.js';

/** NATS message headers carrying a W3C trace context (`traceparent`, and `tracestate` when there is one). */
export function natsHeadersOf(trace: TraceHeaders): MsgHdrs {
  const headers = natsHeaders();
  headers.set('traceparent', trace.traceparent);
  if (trace.tracestate) headers.set('tracestate', trace.tracestate);
  return headers;
}

/** The trace context a message's headers carry, if any (NATS answers '' for a header that is not there). */
export function traceHeadersOfNats(headers: MsgHdrs | undefined): TraceHeaders | undefined {
  const traceparent = headers?.get('traceparent');
  if (!traceparent) return undefined;
  const tracestate = headers!.get('tracestate');
  return tracestate ? { traceparent, tracestate } : { traceparent };
}
