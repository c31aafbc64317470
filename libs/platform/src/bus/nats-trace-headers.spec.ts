import { headers } from '@nats-io/transport-node';
import { natsHeadersOf, traceHeadersOfNats } from './nats-trace-headers.js';

const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('trace context in NATS message headers', () => {
  it('comes back as it was put, with or without a tracestate', () => {
    expect(traceHeadersOfNats(natsHeadersOf({ traceparent, tracestate: 'vendor=opaque' }))).toEqual({
      traceparent,
      tracestate: 'vendor=opaque',
    });
    expect(traceHeadersOfNats(natsHeadersOf({ traceparent }))).toEqual({ traceparent });
  });

  it('is absent from a message without headers or without a traceparent', () => {
    expect(traceHeadersOfNats(undefined)).toBeUndefined();
    const other = headers();
    other.set('x-other', 'value');
    expect(traceHeadersOfNats(other)).toBeUndefined();
  });
});
