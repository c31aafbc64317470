// The server side of the bus-transport scenario (scenarios/bus-transport.js): ONE Nest application whose
// handlers, the question bank's QuestionsController (QuestionBankModule) and a small echo controller, are
// served by two transports at once, each on its own NATS connection to the same server:
//   ours   BusTransportServer, via the platform's distributed messaging (MessagingModule on NATS,
//          subjects `<BUS_NAMESPACE>.rpc.…`, queue group per service), with ServiceErrorFilter
//          (connectBusMicroservice)
//   stock  Nest's Transport.NATS server (ServerNats), subjects `rpc.…` as they are, queue `bench-stock`,
//          Nest's default exception filter. One interceptor that only this server has turns the search
//          handler's JsonText into a plain value: the stock serializer would send `{"text":"…"}`.
// Handlers without a transport argument in @MessagePattern are served by every connected server.
// Plain JS on the built code in dist/ (`npm run build`): the echo controller's decorators are applied
// as functions. Env: DATABASE_URL, NATS_URL, BUS_NAMESPACE, DB_POOL_SIZE, LOG_LEVEL (see ServiceConfigSchema).
// Prints `{"ready":true}` on stdout when both transports serve; SIGTERM/SIGINT or the parent going away
// close the app (our bus drains, the stock server closes its connection).
import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload, Transport } from '@nestjs/microservices';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { connect } from '@nats-io/transport-node';
import { Type } from '@sinclair/typebox';
import { map } from 'rxjs';
import {
  connectBusMicroservice,
  connectOwnMicroservice,
  distributedPlatform,
  JsonText,
  loadConfig,
  PlatformModule,
  SchemaPipe,
  ServiceConfigSchema,
} from '../../dist/libs/platform/src/index.js';
import { QuestionBankModule } from '../../dist/libs/services/question-bank/src/index.js';

const ECHO_SUBJECT = 'rpc.bench.echo';
const STOCK_QUEUE = 'bench-stock';
const EchoInputSchema = Type.Object(
  { text: Type.String({ maxLength: 100 }), times: Type.Integer({ minimum: 1, maximum: 3 }) },
  { additionalProperties: false },
);

// @Controller() class EchoController { @MessagePattern(ECHO_SUBJECT) echo(@Payload('input', new SchemaPipe(...)) input) {...} }
class EchoController {
  echo(input) {
    return { echo: input.text.repeat(input.times) };
  }
}
Payload('input', new SchemaPipe(EchoInputSchema, 'input'))(EchoController.prototype, 'echo', 0);
MessagePattern(ECHO_SUBJECT)(EchoController.prototype, 'echo', Object.getOwnPropertyDescriptor(EchoController.prototype, 'echo'));
Controller()(EchoController);

/** The stock transport's serializer knows nothing of JsonText: hand it the value the text encodes. */
class JsonTextToValueInterceptor {
  intercept(_context, next) {
    return next.handle().pipe(map((value) => (value instanceof JsonText ? JSON.parse(value.text) : value)));
  }
}

const config = loadConfig(ServiceConfigSchema);
const logLevels = { silent: [], fatal: ['fatal'], error: ['fatal', 'error'], warn: ['fatal', 'error', 'warn'] }[config.LOG_LEVEL] ?? [
  'fatal',
  'error',
  'warn',
  'log',
];

// The stock transport has no namespace: its subjects are global on the NATS server. Refuse to start if
// anything already serves them (another run of this benchmark would answer our requests, and we theirs).
const probe = await connect({ servers: config.NATS_URL, name: 'bench-transport-probe', reconnect: false });
try {
  for (const subject of [ECHO_SUBJECT, 'rpc.question-bank.search']) {
    const answered = await probe.request(subject, '', { timeout: 1000 }).then(
      () => true,
      () => false,
    );
    if (answered) throw new Error(`something on ${config.NATS_URL} already serves ${subject} (another bus-transport run?)`);
  }
} finally {
  await probe.close();
}

class BenchTransportModule {}
Module({
  imports: [PlatformModule.forRoot(distributedPlatform(config, 'bench-transport')), QuestionBankModule],
  controllers: [EchoController],
})(BenchTransportModule);

// An application context with an HTTP adapter that never listens: the two microservices are its transports.
const app = await NestFactory.create(BenchTransportModule, new FastifyAdapter(), { logger: logLevels });
connectBusMicroservice(app);
const stock = connectOwnMicroservice(app, {
  transport: Transport.NATS,
  options: { servers: [config.NATS_URL], queue: STOCK_QUEUE, name: 'bench-transport-stock' },
});
stock.useGlobalInterceptors(new JsonTextToValueInterceptor());
// Migrations and the seed first (init hooks), then both transports take requests.
await app.init();
await app.startAllMicroservices();

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await app.close().catch((error) => process.stderr.write(`close failed: ${error?.message ?? error}\n`));
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// Never outlive the benchmark that started it.
process.on('disconnect', stop);

process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
