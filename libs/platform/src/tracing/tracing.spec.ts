import { SpanKind, trace } from '@opentelemetry/api';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import {
  connectTestNats,
  createTestDatabase,
  eventually,
  type FakeOtlpCollector,
  startFakeOtlpCollector,
  type TestDatabase,
  uniqueNamespace,
} from '@pp/testing';
import type { MessageBus } from '../bus/message-bus.js';
import { InProcessMessageBus } from '../bus/in-process-message-bus.js';
import { NatsMessageBus } from '../bus/nats-message-bus.js';
import type { EventTransport } from '../events/event-transport.js';
import { InProcessEventTransport } from '../events/in-process-event-transport.js';
import { eventStreamName, JetStreamEventTransport } from '../events/jetstream-event-transport.js';
import { enqueueEvent } from '../events/outbox.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { outboxTablesSql, outboxTraceSql } from '../events/outbox-sql.js';
import { type TraceHeaders, traceHeadersOf } from './trace-headers.js';
import { inSpan, otlpTracesUrlOf, startTracing, stopTracing, tracingOn } from './tracing.js';

const schema = 'traced';
const traceIdOf = (headers: TraceHeaders | undefined) => headers?.traceparent.split('-')[1];
const spanIdOf = (headers: TraceHeaders | undefined) => headers?.traceparent.split('-')[2];

describe('where spans are sent', () => {
  it('is the traces endpoint as it is, else the base endpoint under /v1/traces, else nowhere', () => {
    expect(otlpTracesUrlOf({})).toBeUndefined();
    expect(otlpTracesUrlOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('http://collector:4318/v1/traces');
    expect(otlpTracesUrlOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe('http://collector:4318/v1/traces');
    expect(
      otlpTracesUrlOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/in',
      }),
    ).toBe('https://traces.example/in');
  });
});

describe('a trace carried over requests, the outbox and events (real database and NATS)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let nc: NatsConnection;
  let collector: FakeOtlpCollector;
  const namespace = uniqueNamespace('trace');

  beforeAll(async () => {
    database = await createTestDatabase('pp_tracing');
    dataSource = await new DataSource({ type: 'postgres', url: database.url, extra: { max: 4 } }).initialize();
    await dataSource.query(`CREATE SCHEMA ${schema}`);
    for (const statement of [...outboxTablesSql(schema).up, ...outboxTraceSql(schema).up]) await dataSource.query(statement);
    nc = await connectTestNats('tracing-spec');
    collector = await startFakeOtlpCollector();
  });

  afterEach(() => stopTracing());

  afterAll(async () => {
    await (await jetstreamManager(nc)).streams.delete(eventStreamName(namespace)).catch(() => undefined);
    await nc?.close();
    await dataSource?.destroy();
    await database?.drop();
    await collector?.close();
  });

  /** The buses and event transports of each mode: NATS and JetStream (distributed), in process (embedded). */
  const transports: Record<string, () => { bus: MessageBus; events: EventTransport }> = {
    distributed: () => ({ bus: new NatsMessageBus(nc, namespace), events: new JetStreamEventTransport(nc, namespace) }),
    embedded: () => ({ bus: new InProcessMessageBus(), events: new InProcessEventTransport() }),
  };

  /** A request whose handler reports the trace context it runs in, and an event enqueued, published and consumed likewise. */
  async function requestAndEvent(
    mode: string,
  ): Promise<{ handler?: TraceHeaders; enqueued?: TraceHeaders; stored: string | null; consumer?: TraceHeaders }> {
    const { bus, events } = transports[mode]();
    const relay = new OutboxRelay(dataSource, schema, events, { pollIntervalMs: 20 });
    const seen: { handler?: TraceHeaders; consumer?: TraceHeaders; consumed: boolean } = { consumed: false };
    try {
      await bus.serve('rpc.unit.echo', 'unit', async () => {
        seen.handler = traceHeadersOf();
        return { ok: true };
      });
      await events.subscribe('unit-consumer', 'events.unit.>', async () => {
        seen.consumer = traceHeadersOf();
        seen.consumed = true;
      });
      await bus.request('rpc.unit.echo', { auth: { requestId: 'r1' } });
      const event = await dataSource.transaction(async (manager) =>
        enqueueEvent(manager, schema, { subject: 'events.unit.happened', ownerId: 'o', data: {} }),
      );
      const enqueued = traceHeadersOf();
      const [{ traceparent }]: { traceparent: string | null }[] = await dataSource.query(
        `SELECT traceparent FROM ${schema}.outbox WHERE id = $1`,
        [event.id],
      );
      relay.start();
      await eventually(() => seen.consumed, 10_000, 'the event consumed');
      return { handler: seen.handler, enqueued, stored: traceparent, consumer: seen.consumer };
    } finally {
      await relay.stop();
      await events.close();
      await bus.close();
    }
  }

  it.each(Object.keys(transports))('without an endpoint: off, nothing carried, nothing sent (%s)', async (mode) => {
    startTracing('unit', {});
    expect(tracingOn()).toBe(false);
    const seen = await inSpan(
      () => ({ name: 'request', kind: SpanKind.SERVER }),
      async () => {
        expect(trace.getActiveSpan()).toBeUndefined();
        return requestAndEvent(mode);
      },
    );
    expect(seen).toEqual({ handler: undefined, enqueued: undefined, stored: null, consumer: undefined });
    await stopTracing();
    expect(collector.requests()).toBe(0);
  });

  it.each(Object.keys(transports))(
    'with an endpoint: the handler, the outbox row and the consumer continue the caller’s trace, and the spans are exported (%s)',
    async (mode) => {
      startTracing('unit', { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
      expect(tracingOn()).toBe(true);
      let request: TraceHeaders | undefined;
      const seen = await inSpan(
        () => ({ name: 'request', kind: SpanKind.SERVER }),
        async () => {
          request = traceHeadersOf();
          return requestAndEvent(mode);
        },
      );
      const traceId = traceIdOf(request);
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      // The handler runs in the client span's context (over NATS, from the message's headers): same trace, the client span as parent.
      expect(traceIdOf(seen.handler)).toBe(traceId);
      // The outbox row keeps the context the event was enqueued in, and the consumer continues it.
      expect(seen.stored).toBe(seen.enqueued?.traceparent);
      expect(spanIdOf(seen.enqueued)).toBe(spanIdOf(request));
      expect(traceIdOf(seen.consumer)).toBe(traceId);
      expect(spanIdOf(seen.consumer)).toBe(spanIdOf(request));

      await stopTracing(); // flushes
      await eventually(() => collector.spans.some((span) => span.traceId === traceId), 10_000, 'the spans exported');
      const spans = collector.spans.filter((span) => span.traceId === traceId);
      const root = spans.find((span) => span.name === 'request')!;
      const client = spans.find((span) => span.name === 'rpc.unit.echo')!;
      expect(root).toMatchObject({ service: 'unit', kind: 2, spanId: spanIdOf(request) });
      expect(root.parentSpanId).toBeUndefined();
      expect(client).toMatchObject({
        service: 'unit',
        kind: 3,
        parentSpanId: root.spanId,
        spanId: spanIdOf(seen.handler),
        attributes: { 'rpc.system': 'pp-bus', 'rpc.method': 'rpc.unit.echo' },
      });
    },
  );
});
