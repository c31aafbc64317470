import { ServiceError } from '@pp/contracts';
import { connectTestNats, serviceErrorOf, uniqueNamespace } from '@pp/testing';
import type { NatsConnection } from '@nats-io/transport-node';
import { InProcessMessageBus } from './in-process-message-bus.js';
import { JsonText } from './json-text.js';
import { MessageBus } from './message-bus.js';
import { NatsMessageBus } from './nats-message-bus.js';

const namespace = uniqueNamespace('bus');
const TIMEOUT_MS = 2_000;

interface BusPair {
  server: MessageBus;
  client: MessageBus;
  dispose(): Promise<void>;
}

const factories: [string, () => Promise<BusPair>][] = [
  [
    'nats',
    async () => {
      const serverConnection = await connectTestNats('bus-server');
      const clientConnection = await connectTestNats('bus-client');
      const server = new NatsMessageBus(serverConnection, namespace, { requestTimeoutMs: TIMEOUT_MS });
      const client = new NatsMessageBus(clientConnection, namespace, { requestTimeoutMs: TIMEOUT_MS });
      return {
        server,
        client,
        async dispose() {
          await server.close();
          await client.close();
          await serverConnection.close();
          await clientConnection.close();
        },
      };
    },
  ],
  [
    'in-process',
    async () => {
      const bus = new InProcessMessageBus({ requestTimeoutMs: TIMEOUT_MS });
      return { server: bus, client: bus, dispose: () => bus.close() };
    },
  ],
];

/** A promise with its resolver exposed, to hold a handler open while the test acts. */
function gate<T = void>(): { promise: Promise<T>; open: (value: T) => void } {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

let subjectCounter = 0;
const nextSubject = () => `rpc.svc${++subjectCounter}.op`;

describe.each(factories)('MessageBus over %s', (_transport, makePair) => {
  let pair: BusPair;
  beforeEach(async () => {
    pair = await makePair();
  });
  afterEach(async () => {
    await pair.dispose();
  });

  it('round-trips a request and its reply', async () => {
    const subject = nextSubject();
    await pair.server.serve(subject, 'svc', async (payload) => ({ echoed: payload }));
    await expect(pair.client.request(subject, { auth: { ownerId: 'o1' }, input: { n: 1 } })).resolves.toEqual({
      echoed: { auth: { ownerId: 'o1' }, input: { n: 1 } },
    });
  });

  it('applies JSON round-trip semantics both ways', async () => {
    const subject = nextSubject();
    await pair.server.serve(subject, 'svc', async (payload) => {
      const p = payload as Record<string, unknown>;
      return { atType: typeof p.at, at: p.at, hasUndefined: 'gone' in p, replyDate: new Date(0), dropped: undefined };
    });
    const reply = await pair.client.request<Record<string, unknown>>(subject, {
      at: new Date('2026-01-02T03:04:05.000Z'),
      gone: undefined,
    });
    expect(reply).toEqual({ atType: 'string', at: '2026-01-02T03:04:05.000Z', hasUndefined: false, replyDate: '1970-01-01T00:00:00.000Z' });
    expect('dropped' in reply).toBe(false);
  });

  it('delivers a ServiceError with its code and details', async () => {
    const subject = nextSubject();
    await pair.server.serve(subject, 'svc', async () => {
      throw ServiceError.validation([{ path: 'input.title', message: 'must not be empty' }]);
    });
    const err = await serviceErrorOf(pair.client.request(subject, {}));
    expect(err.code).toBe('validation_failed');
    expect(err.details).toEqual([{ path: 'input.title', message: 'must not be empty' }]);
  });

  it('relays JSON text unparsed with requestJson, and parses it for request', async () => {
    const subject = nextSubject();
    const text = '{"items":[{"id":"a","title":"x \\"quoted\\""}],"nextCursor":null}';
    await pair.server.serve(subject, 'svc', async () => new JsonText(text));
    const relayed = await pair.client.requestJson(subject, {});
    expect(relayed).toBeInstanceOf(JsonText);
    expect(relayed.text).toBe(text);
    await expect(pair.client.request(subject, {})).resolves.toEqual(JSON.parse(text));
  });

  it('gives any reply data to requestJson as JSON text, and an error as the ServiceError', async () => {
    const plain = nextSubject();
    await pair.server.serve(plain, 'svc', async () => ({ n: 1, at: new Date(0) }));
    expect((await pair.client.requestJson(plain, {})).parse()).toEqual({ n: 1, at: '1970-01-01T00:00:00.000Z' });
    const nothing = nextSubject();
    await pair.server.serve(nothing, 'svc', async () => undefined);
    expect((await pair.client.requestJson(nothing, {})).text).toBe('null');
    const failing = nextSubject();
    await pair.server.serve(failing, 'svc', async () => {
      throw new ServiceError('not_found', 'No such thing.');
    });
    const err = await serviceErrorOf(pair.client.requestJson(failing, {}));
    expect(err.code).toBe('not_found');
    expect(err.message).toBe('No such thing.');
  });

  it('hides any other error as internal_error', async () => {
    const subject = nextSubject();
    await pair.server.serve(subject, 'svc', async () => {
      throw new Error('secret detail');
    });
    const err = await serviceErrorOf(pair.client.request(subject, {}));
    expect(err.code).toBe('internal_error');
    expect(err.message).not.toContain('secret');
  });

  it('times out as service_unavailable within the timeout', async () => {
    const subject = nextSubject();
    const release = gate();
    await pair.server.serve(subject, 'svc', async () => {
      await release.promise;
      return 'late';
    });
    const started = Date.now();
    const err = await serviceErrorOf(pair.client.request(subject, {}, { timeoutMs: 200 }));
    const elapsed = Date.now() - started;
    expect(err.code).toBe('service_unavailable');
    expect(err.retryAfter).toBeGreaterThan(0);
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(1_500);
    release.open();
  });

  it('gives each of many concurrent requests its own reply when the replies come back out of order', async () => {
    const subject = nextSubject();
    await pair.server.serve(subject, 'svc', async (payload) => {
      const n = (payload as { input: number }).input;
      await new Promise((r) => setTimeout(r, (20 - n) * 5));
      return n * n;
    });
    const ns = Array.from({ length: 20 }, (_, n) => n);
    await expect(Promise.all(ns.map((n) => pair.client.request(subject, { input: n })))).resolves.toEqual(ns.map((n) => n * n));
  });

  it('drops a reply that comes after its request timed out, and serves the next request', async () => {
    const subject = nextSubject();
    const release = gate();
    await pair.server.serve(subject, 'svc', async (payload) => {
      if ((payload as { input: string }).input === 'slow') await release.promise;
      return (payload as { input: string }).input;
    });
    expect((await serviceErrorOf(pair.client.request(subject, { input: 'slow' }, { timeoutMs: 100 }))).code).toBe('service_unavailable');
    release.open();
    await expect(pair.client.request(subject, { input: 'next' })).resolves.toBe('next');
  });

  it('answers service_unavailable at once when nobody serves the subject', async () => {
    const started = Date.now();
    const err = await serviceErrorOf(pair.client.request(nextSubject(), {}, { timeoutMs: 5_000 }));
    expect(err.code).toBe('service_unavailable');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('drains on close: the in-flight request completes, later requests fail fast', async () => {
    const subject = nextSubject();
    const entered = gate();
    const release = gate();
    await pair.server.serve(subject, 'svc', async () => {
      entered.open();
      await release.promise;
      return 'finished';
    });
    const inFlight = pair.client.request(subject, {});
    await entered.promise;
    let closed = false;
    const closing = pair.server.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false); // close waits for the handler
    release.open();
    await expect(inFlight).resolves.toBe('finished');
    await closing;
    const started = Date.now();
    const err = await serviceErrorOf(pair.client.request(subject, {}, { timeoutMs: 5_000 }));
    expect(err.code).toBe('service_unavailable');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('NatsMessageBus queue groups', () => {
  const connections: NatsConnection[] = [];
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
  });

  it('shares requests between replicas: each handled exactly once', async () => {
    for (let i = 0; i < 3; i++) connections.push(await connectTestNats(`replica-${i}`));
    const [a, b, c] = connections;
    const replicaA = new NatsMessageBus(a, namespace);
    const replicaB = new NatsMessageBus(b, namespace);
    const client = new NatsMessageBus(c, namespace);
    const subject = nextSubject();
    const handledBy: Record<string, string[]> = { a: [], b: [] };
    await replicaA.serve(subject, 'svc', async (p) => handledBy.a.push((p as { id: string }).id));
    await replicaB.serve(subject, 'svc', async (p) => handledBy.b.push((p as { id: string }).id));

    const ids = Array.from({ length: 60 }, (_, i) => `r${i}`);
    await Promise.all(ids.map((id) => client.request(subject, { id })));

    const all = [...handledBy.a, ...handledBy.b];
    expect(all.sort()).toEqual([...ids].sort());
    expect(handledBy.a.length).toBeGreaterThan(0);
    expect(handledBy.b.length).toBeGreaterThan(0);
    await Promise.all([replicaA.close(), replicaB.close(), client.close()]);
  });
});
