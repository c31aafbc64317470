// The client side of the bus-transport scenario (scenarios/bus-transport.js): a minimal node:http front that
// autocannon hits, calling the handlers of bus-transport-server.js over either transport with the same HTTP
// code path, so the front costs the same for both:
//   /ours/<op>    our NatsMessageBus on its own NATS connection (platform's createNatsConnection): request
//                 for echo (reply re-encoded with JSON.stringify), requestJson for search (the reply's JSON
//                 text relayed as the body, unparsed), 10 s timeout built in
//   /stock/<op>   Nest's ClientNats (ClientProxyFactory, Transport.NATS, its own connection):
//                 lastValueFrom(send(subject, payload).pipe(timeout(10 s))), then JSON.stringify
// Operations (GET): echo (`?invalid=1`: input that breaks the echo schema), search (the query string is the
// search input, coerced by the handler's SchemaPipe as the gateway's query would be), facets, missing (a
// subject nobody serves). Errors: a ServiceError answers its catalogue status and `{ error }` (Retry-After
// when it has one); an rxjs TimeoutError answers 503 with Retry-After: 1; anything else 500 with what the
// transport gave. Env: NATS_URL, BUS_NAMESPACE, RPC_TIMEOUT_MS. Prints `{"listening":"http://…"}` when ready.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { lastValueFrom, timeout, TimeoutError } from 'rxjs';
import { ServiceError } from '../../dist/libs/contracts/src/index.js';
import { createNatsConnection, NatsMessageBus } from '../../dist/libs/platform/src/index.js';

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const namespace = process.env.BUS_NAMESPACE;
if (!namespace) throw new Error('BUS_NAMESPACE is required');
const timeoutMs = Number(process.env.RPC_TIMEOUT_MS ?? 10000);

const SUBJECTS = {
  echo: 'rpc.bench.echo',
  search: 'rpc.question-bank.search',
  facets: 'rpc.question-bank.facets',
  missing: 'rpc.bench.missing',
};
const auth = { ownerId: randomUUID(), keyId: randomUUID(), scopes: ['questions:read'], requestId: 'bench' };

const connection = await createNatsConnection({ url: natsUrl, name: 'bench-transport-front-ours' });
const bus = new NatsMessageBus(connection, namespace, { requestTimeoutMs: timeoutMs });
const client = ClientProxyFactory.create({
  transport: Transport.NATS,
  options: { servers: [natsUrl], name: 'bench-transport-front-stock' },
});
await client.connect();

/** Each transport turns (operation, payload) into the response body. */
const transports = {
  ours: (operation, payload) =>
    operation === 'search'
      ? bus.requestJson(SUBJECTS.search, payload).then((json) => json.text)
      : bus.request(SUBJECTS[operation], payload).then((data) => JSON.stringify(data)),
  stock: (operation, payload) =>
    lastValueFrom(client.send(SUBJECTS[operation], payload).pipe(timeout(timeoutMs))).then((data) => JSON.stringify(data)),
};

function inputOf(operation, params) {
  if (operation === 'echo') return params.has('invalid') ? { text: 'x', times: 9 } : { text: 'hello ', times: 2 };
  if (operation === 'search') return Object.fromEntries(params);
  return {};
}

/** [status, Retry-After or undefined, body] of a failed call. */
function failure(error) {
  if (error instanceof ServiceError) return [error.status, error.retryAfter, { error: error.toData() }];
  if (error instanceof TimeoutError)
    return [503, 1, { error: { code: 'service_unavailable', message: `no reply within ${timeoutMs} ms` } }];
  const data = error instanceof Error ? { name: error.name, message: error.message } : error;
  return [500, undefined, { error: data }];
}

const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://front');
  const [, transportName, operation] = url.pathname.split('/');
  const transport = transports[transportName];
  if (!transport || !(operation in SUBJECTS)) {
    response.writeHead(404).end();
    return;
  }
  transport(operation, { auth, input: inputOf(operation, url.searchParams) }).then(
    (body) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    },
    (error) => {
      const [status, retryAfter, data] = failure(error);
      const body = JSON.stringify(data);
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        ...(retryAfter !== undefined && { 'retry-after': String(retryAfter) }),
      });
      response.end(body);
    },
  );
});
server.keepAliveTimeout = 65000;

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  await bus.close().catch(() => undefined);
  await connection.drain().catch(() => undefined);
  await client.close().catch(() => undefined);
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.on('disconnect', stop);

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.stdout.write(`${JSON.stringify({ listening: `http://127.0.0.1:${port}` })}\n`);
});
