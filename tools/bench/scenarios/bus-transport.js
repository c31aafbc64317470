// Our bus transport vs Nest's stock NATS transport (issue 12): the same handlers, served by both at once.
//
// Processes (besides the runner, Postgres and the NATS server on 127.0.0.1:4222):
//   server  tools/bench/bus-transport-server.js: ONE Nest application (QuestionBankModule's
//           QuestionsController and an echo controller validating its input with SchemaPipe) whose
//           handlers are served by BusTransportServer (PlatformModule + distributedPlatform: NATS, a
//           namespace of its own, queue group per service) AND by Nest's Transport.NATS server (its own
//           NATS connection, queue group `bench-stock`), on a fresh database with the seeded bank.
//   front   tools/bench/bus-transport-front.js: node:http, the same code path for both; /ours/* calls
//           through our NatsMessageBus, /stock/* through Nest's ClientNats (each its own connection).
// Targets: `echo ours` / `echo stock` (a validated echo: the transport's own cost) and `search ours` /
// `search stock` (GET ?topic=<the largest topic>&limit=30 on the question bank's real search handler:
// 30 items, ~38 KB of JSON, read from Postgres as JSON text). Ours is compared with stock per handler.
// The "server" CPU column is the Nest process (both transports' server side); the front's CPU (both
// clients) is in "other". `setup` checks that every target answers 200, that ours and stock give the same
// bodies, and logs how each side answers an invalid input and a subject nobody serves.
//
// What each side guarantees (read the figures with this in mind; see tools/bench/README.md):
//   ours   - a ServiceError crosses with its catalogue code, message and details (422 validation_failed
//            stays 422 with its field list); any other error is internal_error without its message.
//          - every request has a deadline (10 s, RPC_TIMEOUT_MS); a timeout, no responders or a closed
//            bus is 503 service_unavailable with retryAfter 1 (Retry-After), without a stack trace
//            per request.
//          - JSON text pass-through: the search handler's JsonText is spliced into the reply and
//            requestJson hands it on unparsed, so the page is never parsed or re-encoded on the way.
//          - one NATS connection per process, shared with JetStream (events) and the object store;
//            replies come back on one inbox subscription per bus (no SUB/UNSUB per request).
//          - subjects under a namespace, queue group per service; close() drains: stops taking
//            requests, lets the ones in flight reply, then the connection drains last.
//   stock  - errors: Nest's default filter turns anything that is not an RpcException (a ServiceError
//            included) into {status:'error', message:'Internal server error'} and logs the whole
//            exception, stack included; keeping catalogue codes needs a filter on the server and
//            mapping on the client (not done here: the front answers 500).
//          - no default timeout: the caller must pipe timeout() and map TimeoutError itself (the front
//            does); a subject nobody serves fails at once with an EmptyResponseException (500 here).
//          - no pass-through: a JsonText would be sent as {"text":"…"}; this server needs an interceptor
//            that parses it back (JSON.parse), the stock serializer re-encodes the whole packet, the
//            client parses it, the front stringifies it again.
//          - a connection per server and per client of its own (the server process has 2: ours + stock); the
//            client subscribes a new inbox per request (SUB + UNSUB to the NATS server each time).
//          - subjects are global (no namespace), one queue group for every subject; close() closes the
//            connection without draining (in-flight requests get no reply) unless gracefulShutdown,
//            which unsubscribes and waits a fixed grace period (10 s by default).
import { fileURLToPath } from 'node:url';
import { createTestDatabase, natsTestUrl, uniqueNamespace } from '../../../dist/libs/testing/src/index.js';
import { startChild } from '../lib/child.js';
import { deleteNatsNamespace, scenarioCleanup } from '../lib/cleanup.js';

export const name = 'bus-transport';
export const description =
  "the same echo and search handlers over our bus transport vs Nest's stock Transport.NATS, one Nest app serving both";

const SERVER = fileURLToPath(new URL('../bus-transport-server.js', import.meta.url));
const FRONT = fileURLToPath(new URL('../bus-transport-front.js', import.meta.url));

export async function setup(context = {}) {
  const { log, cleanup, teardown } = scenarioCleanup(context);
  try {
    const natsUrl = natsTestUrl();
    const database = await createTestDatabase('pp_bench_bt');
    cleanup.add('bus-transport database', () => database.drop());
    const namespace = uniqueNamespace('bench');
    cleanup.add('bus-transport NATS namespace', () => deleteNatsNamespace(namespace));
    log('bus-transport: starting the Nest app served by both transports (migrations and seed)...');
    const started = Date.now();
    const server = await startChild({
      script: SERVER,
      label: 'bt-server',
      readyKey: 'ready',
      timeoutMs: 180000,
      env: {
        DATABASE_URL: database.url,
        NATS_URL: natsUrl,
        BUS_NAMESPACE: namespace,
        DB_POOL_SIZE: '4',
        LOG_LEVEL: 'warn',
        HEALTH_PORT: '0',
      },
    });
    cleanup.add('bus-transport server', () => server.stop());
    const front = await startChild({
      script: FRONT,
      label: 'bt-front',
      readyKey: 'listening',
      env: { NATS_URL: natsUrl, BUS_NAMESPACE: namespace, RPC_TIMEOUT_MS: '10000' },
    });
    cleanup.add('bus-transport front', () => front.stop());
    const base = front.ready;
    log(`bus-transport: ready in ${Date.now() - started} ms (server pid ${server.pid}, front pid ${front.pid}, ${base})`);

    const call = async (path) => {
      const response = await fetch(`${base}${path}`);
      return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
    };
    const ok = async (path) => {
      const { status, text } = await call(path);
      if (status !== 200) throw new Error(`bus-transport: GET ${path} answered ${status} ${text}`);
      return text;
    };
    const facets = JSON.parse(await ok('/ours/facets'));
    const topic = [...facets.topics].sort((a, b) => b.publishedCount - a.publishedCount)[0];
    const searchQuery = `?topic=${encodeURIComponent(topic.id)}&limit=30`;
    const handlers = [
      ['echo', '/echo', 'validated echo {text, times} → {echo}'],
      ['search', `/search${searchQuery}`, `question bank search, topic ${topic.id} (${topic.publishedCount} published), first page of 30`],
    ];
    const targets = [];
    for (const [handler, path, note] of handlers) {
      const [ours, stock] = await Promise.all([ok(`/ours${path}`), ok(`/stock${path}`)]);
      if (ours !== stock)
        throw new Error(
          `bus-transport: ${handler}: ours and stock answered different bodies:\n${ours.slice(0, 300)}\n${stock.slice(0, 300)}`,
        );
      log(`bus-transport: ${handler}: both transports answer the same ${Buffer.byteLength(ours)} bytes`);
      for (const side of ['ours', 'stock']) {
        targets.push({
          label: `${handler} ${side}`,
          url: `${base}/${side}${path}`,
          pid: server.pid,
          compareTo: `${handler} stock`,
          note: side === 'ours' ? note : undefined,
        });
      }
    }

    // Not measured: how each side answers an input its schema refuses and a subject nobody serves.
    const shown = ({ status, retryAfter, text }) =>
      `${status}${retryAfter ? ` (Retry-After ${retryAfter})` : ''} ${text.length > 160 ? `${text.slice(0, 160)}…` : text}`;
    const [oursInvalid, stockInvalid, oursMissing, stockMissing] = await Promise.all(
      ['/ours/echo?invalid=1', '/stock/echo?invalid=1', '/ours/missing', '/stock/missing'].map(call),
    );
    log(`bus-transport: invalid input: ours ${shown(oursInvalid)}; stock ${shown(stockInvalid)}`);
    log(`bus-transport: nobody serves:  ours ${shown(oursMissing)}; stock ${shown(stockMissing)}`);
    if (oursInvalid.status !== 422 || oursMissing.status !== 503 || oursMissing.retryAfter !== '1')
      throw new Error('bus-transport: our transport did not keep its error guarantees (422 / 503 + Retry-After)');
    return { targets, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
