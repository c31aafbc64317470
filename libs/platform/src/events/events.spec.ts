import { randomUUID } from 'node:crypto';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectTestNats, createTestDatabase, eventually, type TestDatabase, uniqueNamespace } from '@pp/testing';
import { DataSource } from 'typeorm';
import type { DomainEvent } from './domain-event.js';
import { retryDelayMs } from './domain-event.js';
import { EventTransport } from './event-transport.js';
import { handleOnce } from './inbox.js';
import { InProcessEventTransport } from './in-process-event-transport.js';
import { eventStreamName, JetStreamEventTransport } from './jetstream-event-transport.js';
import { enqueueEvent } from './outbox.js';
import { outboxTablesSql, outboxTraceSql } from './outbox-sql.js';
import { OutboxRelay } from './outbox-relay.js';
import { metricsExposition } from '../metrics/metrics-registry.js';
import type { TraceHeaders } from '../tracing/trace-headers.js';

const schema = 'svc';

/** Counts publish calls per event id around a real transport (a decorator, not a mock). */
class CountingTransport extends EventTransport {
  readonly calls = new Map<string, number>();
  constructor(private readonly inner: EventTransport) {
    super();
  }
  async publish(event: DomainEvent, trace?: TraceHeaders): Promise<void> {
    this.calls.set(event.id, (this.calls.get(event.id) ?? 0) + 1);
    await this.inner.publish(event, trace);
  }
  subscribe(consumer: string, filter: string, handler: (event: DomainEvent) => Promise<void>): Promise<void> {
    return this.inner.subscribe(consumer, filter, handler);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

let db: TestDatabase;
let dataSource: DataSource;
let nc: NatsConnection;
let jsm: JetStreamManager;
const namespaces: string[] = [];
const transports: EventTransport[] = [];
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  db = await createTestDatabase('events');
  dataSource = await new DataSource({ type: 'postgres', url: db.url, extra: { max: 10 } }).initialize();
  await dataSource.query(`CREATE SCHEMA ${schema}`);
  for (const statement of [...outboxTablesSql(schema).up, ...outboxTraceSql(schema).up]) await dataSource.query(statement);
  await dataSource.query(`CREATE TABLE ${schema}.counter (name text PRIMARY KEY, n integer NOT NULL)`);
  nc = await connectTestNats('events-spec');
  jsm = await jetstreamManager(nc);
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((r) => r.stop()));
  await Promise.all(transports.splice(0).map((t) => t.close()));
  await dataSource.query(`TRUNCATE ${schema}.outbox, ${schema}.inbox, ${schema}.counter`);
});

afterAll(async () => {
  for (const ns of namespaces) await jsm.streams.delete(eventStreamName(ns)).catch(() => undefined);
  await nc?.close();
  await dataSource?.destroy();
  await db?.drop();
});

function jetStream(options: ConstructorParameters<typeof JetStreamEventTransport>[2] = {}): {
  transport: JetStreamEventTransport;
  stream: string;
} {
  const ns = uniqueNamespace('ev');
  namespaces.push(ns);
  const transport = new JetStreamEventTransport(nc, ns, { retryBaseMs: 50, ...options });
  transports.push(transport);
  return { transport, stream: eventStreamName(ns) };
}

function relay(transport: EventTransport, source = dataSource, batchSize = 10): OutboxRelay {
  const r = new OutboxRelay(source, schema, transport, { pollIntervalMs: 20, batchSize, maxBackoffMs: 100 });
  relays.push(r);
  return r;
}

const newEvent = (fact = 'happened', data: unknown = { n: 1 }) => ({ subject: `events.test.${fact}`, ownerId: 'owner-1', data });

async function commitEvents(count: number, fact = 'happened'): Promise<DomainEvent[]> {
  return dataSource.transaction(async (manager) => {
    const events: DomainEvent[] = [];
    for (let i = 0; i < count; i++) events.push(await enqueueEvent(manager, schema, newEvent(fact, { i })));
    return events;
  });
}

async function unpublished(): Promise<number> {
  const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM ${schema}.outbox WHERE published_at IS NULL`);
  return n;
}

async function streamMessages(stream: string): Promise<number> {
  return (await jsm.streams.info(stream)).state.messages;
}

async function counter(name: string): Promise<number> {
  const rows: { n: number }[] = await dataSource.query(`SELECT n FROM ${schema}.counter WHERE name = $1`, [name]);
  return rows[0]?.n ?? 0;
}

const bump = (name: string) => async (manager: import('typeorm').EntityManager) => {
  await manager.query(`INSERT INTO ${schema}.counter (name, n) VALUES ($1, 1) ON CONFLICT (name) DO UPDATE SET n = counter.n + 1`, [name]);
};

describe('outbox', () => {
  it('refuses to enqueue outside a transaction', async () => {
    await expect(enqueueEvent(dataSource.manager, schema, newEvent())).rejects.toThrow(/transaction/);
  });

  it('never publishes an event whose transaction rolled back, publishes a committed one', async () => {
    const { transport, stream } = jetStream();
    await expect(
      dataSource.transaction(async (manager) => {
        await enqueueEvent(manager, schema, newEvent('rolled-back'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const [committed] = await commitEvents(1);

    const result = await relay(transport).publishPending();
    expect(result).toEqual({ published: 1, failed: false });
    expect(await streamMessages(stream)).toBe(1);
    const stored = await jsm.streams.getMessage(stream, { seq: 1 });
    expect(stored?.json<DomainEvent>()).toEqual(committed);
  });

  it('reports its lag: the age of the oldest event not yet published, 0 once all are', async () => {
    const { transport } = jetStream();
    const outbox = relay(transport);
    expect(await outbox.lagSeconds()).toBe(0);
    const [event] = await commitEvents(2);
    await dataSource.query(`UPDATE ${schema}.outbox SET occurred_at = now() - interval '90 seconds' WHERE id = $1`, [event.id]);
    expect(await outbox.lagSeconds()).toBeGreaterThanOrEqual(90);
    await outbox.publishPending();
    expect(await outbox.lagSeconds()).toBe(0);
  });

  it("shows its lag and a consumer's backlog in the metrics while they run", async () => {
    const { transport } = jetStream();
    await transport.subscribe('metrics-check', 'events.never.>', async () => undefined);
    const outbox = relay(transport);
    outbox.start();
    await commitEvents(1);
    await eventually(async () => (await unpublished()) === 0, 10_000, 'publication');
    const { body } = await metricsExposition();
    expect(body).toContain(`outbox_lag_seconds{service="${schema}"} 0`);
    expect(body).toContain('event_consumer_lag_messages{consumer="metrics-check"} 0');
    await outbox.stop();
    await transport.close();
    expect((await metricsExposition()).body).not.toMatch(/outbox_lag_seconds\{|consumer="metrics-check"/);
  });

  it('publishes a committed event exactly once across a relay restart', async () => {
    const { transport, stream } = jetStream();
    const received: string[] = [];
    await transport.subscribe('restart-check', 'events.test.>', async (event) => {
      received.push(event.id);
    });

    const first = relay(transport);
    first.start();
    await first.stop(); // the "crashed" relay: gone before the event commits
    const [event] = await commitEvents(1);
    expect(await unpublished()).toBe(1);

    const second = relay(transport); // a new process
    second.start();
    await eventually(async () => (await unpublished()) === 0, 10_000, 'publication');
    await second.stop();

    const third = relay(transport); // and yet another restart: nothing left to publish
    expect(await third.publishPending()).toEqual({ published: 0, failed: false });

    await eventually(() => received.length === 1, 10_000, 'delivery');
    expect(received).toEqual([event.id]);
    expect(await streamMessages(stream)).toBe(1);
  });

  it('deduplicates a re-publish after a crash between publishing and marking', async () => {
    const { transport, stream } = jetStream();
    // Publishes, then fails as if the process died before committing published_at.
    class CrashAfterPublish extends CountingTransport {
      override async publish(event: DomainEvent): Promise<void> {
        await super.publish(event);
        throw new Error('crashed after publish');
      }
    }
    const crashing = new CrashAfterPublish(transport);
    const [event] = await commitEvents(1);
    expect(await relay(crashing).publishPending()).toEqual({ published: 0, failed: true });
    const [row] = await dataSource.query(`SELECT attempts, last_error FROM ${schema}.outbox WHERE id = $1`, [event.id]);
    expect(row).toEqual({ attempts: 1, last_error: 'crashed after publish' });

    expect(await relay(transport).publishPending()).toEqual({ published: 1, failed: false });
    expect(await streamMessages(stream)).toBe(1);
  });

  it('lets two relays run concurrently and publishes every event once', async () => {
    const { transport, stream } = jetStream();
    const counting = new CountingTransport(transport);
    const events = (await Promise.all([commitEvents(20), commitEvents(20), commitEvents(20)])).flat();
    const otherPool = await new DataSource({ type: 'postgres', url: db.url, extra: { max: 4 } }).initialize();
    try {
      const a = relay(counting, dataSource, 5);
      const b = relay(counting, otherPool, 5);
      a.start();
      b.start();
      await eventually(async () => (await unpublished()) === 0, 15_000, 'all published');
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      await otherPool.destroy();
    }
    expect(counting.calls.size).toBe(events.length);
    expect([...counting.calls.values()].every((n) => n === 1)).toBe(true);
    expect(await streamMessages(stream)).toBe(events.length);
  });
});

describe('inbox', () => {
  it('applies an event once and reports the duplicate', async () => {
    const event = { id: randomUUID() };
    expect(await handleOnce(dataSource, schema, 'progress', event, bump('a'))).toBe('handled');
    expect(await handleOnce(dataSource, schema, 'progress', event, bump('a'))).toBe('duplicate');
    // Another consumer has its own record of the same event.
    expect(await handleOnce(dataSource, schema, 'other', event, bump('a'))).toBe('handled');
    expect(await counter('a')).toBe(2);
  });

  it('lets exactly one of two concurrent deliveries apply the effect', async () => {
    const event = { id: randomUUID() };
    const outcomes = await Promise.all([
      handleOnce(dataSource, schema, 'progress', event, bump('b')),
      handleOnce(dataSource, schema, 'progress', event, bump('b')),
    ]);
    expect(outcomes.sort()).toEqual(['duplicate', 'handled']);
    expect(await counter('b')).toBe(1);
  });

  it('forgets a delivery whose effect failed, so the retry applies it', async () => {
    const event = { id: randomUUID() };
    await expect(
      handleOnce(dataSource, schema, 'progress', event, async (manager) => {
        await bump('c')(manager);
        throw new Error('effect failed');
      }),
    ).rejects.toThrow('effect failed');
    expect(await counter('c')).toBe(0);
    expect(await handleOnce(dataSource, schema, 'progress', event, bump('c'))).toBe('handled');
    expect(await counter('c')).toBe(1);
  });
});

describe('JetStream consumers', () => {
  it('redelivers after a failing handler until it succeeds, then acks', async () => {
    const { transport, stream } = jetStream();
    let attempts = 0;
    await transport.subscribe('flaky', 'events.test.>', async () => {
      attempts++;
      if (attempts < 3) throw new Error(`transient failure ${attempts}`);
    });
    await transport.publish({
      id: randomUUID(),
      subject: 'events.test.flaky',
      occurredAt: new Date().toISOString(),
      ownerId: 'o',
      data: {},
    });
    await eventually(
      async () => {
        const info = await jsm.consumers.info(stream, 'flaky');
        return attempts >= 3 && info.num_ack_pending === 0 && info.num_pending === 0;
      },
      10_000,
      'acknowledged success',
    );
    expect(attempts).toBe(3);
  });

  it('delivers end to end through relay, stream and inbox exactly once per event', async () => {
    const { transport } = jetStream();
    await transport.subscribe('projector', 'events.test.*', async (event) => {
      await handleOnce(dataSource, schema, 'projector', event, bump('projected'));
    });
    const events = await commitEvents(5);
    const r = relay(transport);
    r.start();
    r.nudge();
    await eventually(async () => (await counter('projected')) === events.length, 10_000, 'projection');
    // A duplicate delivery (e.g. a re-publish outside the dedupe window) changes nothing.
    await handleOnce(dataSource, schema, 'projector', events[0], bump('projected'));
    expect(await counter('projected')).toBe(events.length);
  });
});

describe('InProcessEventTransport', () => {
  it('routes by wildcard filter and rejects when a handler rejects', async () => {
    const transport = new InProcessEventTransport();
    transports.push(transport);
    const seen: string[] = [];
    await transport.subscribe('all-marking', 'events.marking.>', async (e) => void seen.push(`all:${e.subject}`));
    await transport.subscribe('completed', 'events.*.completed', async (e) => void seen.push(`completed:${e.subject}`));
    const base = { occurredAt: new Date().toISOString(), ownerId: 'o', data: { at: new Date(0) } };
    await transport.publish({ id: randomUUID(), subject: 'events.marking.completed', ...base });
    await transport.publish({ id: randomUUID(), subject: 'events.import.completed', ...base });
    await transport.publish({ id: randomUUID(), subject: 'events.paper.created', ...base });
    expect(seen.sort()).toEqual([
      'all:events.marking.completed',
      'completed:events.import.completed',
      'completed:events.marking.completed',
    ]);

    await transport.subscribe('broken', 'events.paper.>', async () => {
      throw new Error('consumer down');
    });
    await expect(transport.publish({ id: randomUUID(), subject: 'events.paper.created', ...base })).rejects.toThrow('consumer down');
  });

  it('delivers JSON like the wire does', async () => {
    const transport = new InProcessEventTransport();
    transports.push(transport);
    let received: DomainEvent | undefined;
    await transport.subscribe('json', 'events.>', async (e) => void (received = e));
    await transport.publish({
      id: randomUUID(),
      subject: 'events.x.y',
      occurredAt: 'now',
      ownerId: 'o',
      data: { at: new Date(0), gone: undefined },
    });
    expect(received?.data).toEqual({ at: '1970-01-01T00:00:00.000Z' });
  });

  it('makes the relay retry a failed delivery; the inbox keeps the effect single', async () => {
    const transport = new InProcessEventTransport();
    transports.push(transport);
    let deliveries = 0;
    await transport.subscribe('retrying', 'events.test.>', async (event) => {
      deliveries++;
      await handleOnce(dataSource, schema, 'retrying', event, bump('retried'));
      if (deliveries === 1) throw new Error('second consumer step failed after the effect');
    });
    const [event] = await commitEvents(1);
    const r = relay(transport);
    r.start();
    await eventually(async () => (await unpublished()) === 0, 10_000, 'publication after retry');
    const [row] = await dataSource.query(`SELECT attempts, last_error FROM ${schema}.outbox WHERE id = $1`, [event.id]);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('failed');
    expect(deliveries).toBe(2);
    expect(await counter('retried')).toBe(1);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 100, 1_000))).toEqual([100, 200, 400, 800, 1_000]);
  });
});
