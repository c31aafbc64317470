import { ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { contextOfTraceHeaders, traceHeadersOf } from './trace-headers.js';

const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('trace headers (W3C trace context)', () => {
  it('are the same headers after a round trip through a context, tracestate included', () => {
    const context = contextOfTraceHeaders({ traceparent: TRACEPARENT, tracestate: 'vendor=opaque' });
    expect(trace.getSpanContext(context)).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' });
    expect(traceHeadersOf(context)).toEqual({ traceparent: TRACEPARENT, tracestate: 'vendor=opaque' });
    expect(traceHeadersOf(contextOfTraceHeaders({ traceparent: TRACEPARENT }))).toEqual({ traceparent: TRACEPARENT });
  });

  it('are none for a context without a span', () => {
    expect(traceHeadersOf(ROOT_CONTEXT)).toBeUndefined();
    expect(traceHeadersOf()).toBeUndefined();
  });

  it('are ignored when missing or malformed: the work starts a trace of its own', () => {
    for (const traceparent of [undefined, '', 'garbage', '00-00000000000000000000000000000000-00f067aa0ba902b7-01', '00-4bf92f35-01']) {
      expect({ traceparent, context: traceHeadersOf(contextOfTraceHeaders({ traceparent })) }).toEqual({ traceparent, context: undefined });
    }
    expect(traceHeadersOf(contextOfTraceHeaders(null))).toBeUndefined();
  });
});
