import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { Type } from '@sinclair/typebox';
import { type AuthContext, defineRpc } from '@pp/contracts';
import { natsTestUrl, serviceErrorOf, uniqueNamespace } from '@pp/testing';
import { MessageBus } from '../bus/message-bus.js';
import { ServiceClient } from '../bus/service-client.js';
import { createBusMicroservice } from './bus-microservice.js';
import { MessagingModule, type MessagingOptions } from './messaging.module.js';
import { RpcHandler } from './rpc-handler.decorator.js';

const EchoRpc = defineRpc('progress', 'typed-echo', {
  input: Type.Object(
    { text: Type.String({ maxLength: 5 }), times: Type.Integer({ minimum: 1, maximum: 3 }) },
    { additionalProperties: false },
  ),
  output: Type.Object({ reply: Type.String(), idempotencyKey: Type.String() }),
  idempotencyKey: 'required',
});

/** What a caller built against an older release expects of `drifted`: a text where the server now answers a number. */
const DriftedAsCallersKnowIt = defineRpc('progress', 'drifted', { input: Type.Object({}), output: Type.Object({ total: Type.String() }) });
const DriftedAsServed = defineRpc('progress', 'drifted', { input: Type.Object({}), output: Type.Object({ total: Type.Integer() }) });

const auth: AuthContext = { ownerId: 'owner-1', keyId: 'key-1', scopes: [], requestId: 'request-1' };

@Controller()
class EchoController {
  @RpcHandler(EchoRpc)
  echo(_auth: AuthContext, input: { text: string; times: number }, idempotencyKey: string) {
    return { reply: input.text.repeat(input.times), idempotencyKey };
  }

  @RpcHandler(DriftedAsServed)
  drifted() {
    return { total: 7 };
  }
}

describe.each<[string, () => MessagingOptions, boolean]>([
  ['in-process', () => ({ transport: 'in-process' }), false],
  [
    'nats',
    () => ({ transport: 'nats', natsUrl: natsTestUrl(), namespace: uniqueNamespace('typed-rpc'), connectionName: 'typed-rpc-spec' }),
    true,
  ],
])('a call defined with defineRpc over the %s bus', (_transport, options, crossesProcesses) => {
  let app: INestMicroservice;
  let client: ServiceClient;
  let bus: MessageBus;

  beforeAll(async () => {
    @Module({ imports: [MessagingModule.forRoot(options())], controllers: [EchoController] })
    class EchoModule {}

    app = await createBusMicroservice(EchoModule, { logger: false });
    await app.listen();
    client = app.get(ServiceClient);
    bus = app.get(MessageBus);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('reaches its handler with the caller, the validated input and the Idempotency-Key', async () => {
    await expect(client.call(EchoRpc, auth, { text: 'ab', times: 2 }, 'key-7')).resolves.toEqual({
      reply: 'abab',
      idempotencyKey: 'key-7',
    });
  });

  it("is refused by the handler's input schema with a 422 listing every field", async () => {
    const wrong = { text: 'too long', times: 9, extra: true } as unknown as { text: string; times: number };
    const error = await serviceErrorOf(client.call(EchoRpc, auth, wrong, 'key-8'));
    expect(error.code).toBe('validation_failed');
    expect(error.details?.map((d) => d.path).sort()).toEqual(['input.extra', 'input.text', 'input.times']);
  });

  it('is refused without the Idempotency-Key its definition requires, before the handler runs', async () => {
    const error = await serviceErrorOf(bus.request(EchoRpc.subject, { auth, input: { text: 'ab', times: 1 } }));
    expect(error.code).toBe('idempotency_key_required');
  });

  it(
    crossesProcesses
      ? 'answers 500 when a reply from another process does not fit the definition the caller was built with'
      : 'hands on a reply from its own process unchecked: one release defines both ends',
    async () => {
      const reply = client.call(DriftedAsCallersKnowIt, auth, {});
      if (crossesProcesses) expect((await serviceErrorOf(reply)).code).toBe('internal_error');
      else await expect(reply).resolves.toEqual({ total: 7 });
    },
  );
});

/**
 * Never run: `npm run typecheck` compiles it, and each `@ts-expect-error` fails the typecheck if the
 * line under it compiles, so a call or handler that does not match its definition cannot.
 */
export function mismatchesTheTypecheckRefuses(client: ServiceClient): unknown[] {
  class WrongHandlers {
    // @ts-expect-error the handler's input is not the definition's input
    @RpcHandler(EchoRpc)
    wrongInput(_auth: AuthContext, input: { text: number }) {
      return { reply: String(input.text), idempotencyKey: null };
    }

    // @ts-expect-error the handler's result is not the definition's output
    @RpcHandler(EchoRpc)
    wrongOutput() {
      return { reply: 3 };
    }

    // @ts-expect-error an operation without a key gives its handler none: it cannot take one for granted
    @RpcHandler(DriftedAsServed)
    keyNeverGiven(_auth: AuthContext, _input: object, idempotencyKey: string) {
      return { total: idempotencyKey.length };
    }
  }

  return [
    WrongHandlers,
    // @ts-expect-error the input is not the definition's input
    client.call(EchoRpc, auth, { text: 'ab' }, 'key'),
    // @ts-expect-error the definition requires an Idempotency-Key
    client.call(EchoRpc, auth, { text: 'ab', times: 1 }),
    // @ts-expect-error the reply is not what the caller takes it for
    client.call(EchoRpc, auth, { text: 'ab', times: 1 }, 'key').then((echo): number => echo.reply),
  ];
}
