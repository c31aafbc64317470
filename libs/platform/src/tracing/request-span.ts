import { type Context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { contextOfTraceHeaders } from './trace-headers.js';

/** An HTTP request's server span, and the context its handling runs in. */
export interface RequestSpan {
  readonly context: Context;
  end(status: number): void;
}

/** What names a request's span: never its URL (path parameters, query strings) or anything a caller sent but the trace context. */
export interface RequestSpanStart {
  /** The operationId, or the route for a request that serves no API operation. */
  name: string;
  method: string;
  /** The route's template (`/v1/papers/:paperId`), not the path. */
  route: string;
  /** The request's `traceparent` and `tracestate` headers: a caller's trace is continued, a malformed one ignored. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

const single = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** Starts a request's server span, a child of the caller's trace context when it sent one. Only called with tracing on. */
export function startRequestSpan({ name, method, route, headers }: RequestSpanStart): RequestSpan {
  const parent = contextOfTraceHeaders({ traceparent: single(headers.traceparent), tracestate: single(headers.tracestate) });
  const span = trace
    .getTracer('@pp/platform')
    .startSpan(name, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'http.route': route } }, parent);
  let ended = false;
  return {
    context: trace.setSpan(parent, span),
    // Once: a request aborted by its client may still reach its response hook.
    end(status) {
      if (ended) return;
      ended = true;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}
