import { randomUUID } from 'node:crypto';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { Type } from '@sinclair/typebox';
import { ServiceError } from '@pp/contracts';
import { eventually, natsTestUrl, serviceErrorOf, uniqueNamespace } from '@pp/testing';
import { JsonText } from '../bus/json-text.js';
import { MessageBus } from '../bus/message-bus.js';
import type { DomainEvent } from '../events/domain-event.js';
import { EventTransport } from '../events/event-transport.js';
import { SchemaPipe } from '../validation/schema.pipe.js';
import type { BusContext } from './bus-context.js';
import { createBusMicroservice } from './bus-microservice.js';
import { MessagingModule, type MessagingOptions } from './messaging.module.js';

const TIMEOUT_MS = 2_000;
const EchoInputSchema = Type.Object(
  { text: Type.String({ maxLength: 5 }), times: Type.Integer({ minimum: 1, maximum: 3 }) },
  { additionalProperties: false },
);

const received: DomainEvent[] = [];
let failNextEvent = false;

@Controller()
class DemoController {
  private readonly prefix = 'echo:';

  @MessagePattern('rpc.demo.echo')
  echo(@Payload('input', new SchemaPipe(EchoInputSchema, 'input')) input: { text: string; times: number }, @Ctx() context: BusContext) {
    return { reply: this.prefix + input.text.repeat(input.times), subject: context.getPattern() }; // `this` is the controller
  }

  @MessagePattern('rpc.demo.refuse')
  refuse(): never {
    throw new ServiceError('not_found', 'No such demo.');
  }

  @MessagePattern('rpc.demo.crash')
  async crash(): Promise<never> {
    throw new Error('secret detail from a bug');
  }

  @MessagePattern('rpc.demo.relay')
  relay() {
    return new JsonText('{"items":[1,2,3]}');
  }

  @EventPattern('events.demo.>', { consumer: 'demo-consumer' })
  async onDemo(@Payload() event: DomainEvent): Promise<void> {
    if (failNextEvent) {
      failNextEvent = false;
      throw new Error('try again later');
    }
    received.push(event);
  }
}

describe.each<[string, () => MessagingOptions]>([
  ['in-process', () => ({ transport: 'in-process', requestTimeoutMs: TIMEOUT_MS })],
  [
    'nats',
    () => ({
      transport: 'nats',
      natsUrl: natsTestUrl(),
      namespace: uniqueNamespace('transport'),
      connectionName: 'transport-spec',
      requestTimeoutMs: TIMEOUT_MS,
      events: { retryBaseMs: 20 },
    }),
  ],
])('BusTransportServer over the %s bus', (_transport, options) => {
  let app: INestMicroservice;
  let bus: MessageBus;

  beforeAll(async () => {
    @Module({ imports: [MessagingModule.forRoot(options())], controllers: [DemoController] })
    class DemoModule {}

    app = await createBusMicroservice(DemoModule, { logger: false });
    await app.listen();
    bus = app.get(MessageBus);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('serves a @MessagePattern handler with its validated @Payload and context', async () => {
    await expect(bus.request('rpc.demo.echo', { auth: {}, input: { text: 'hi', times: 2 } })).resolves.toEqual({
      reply: 'echo:hihi',
      subject: 'rpc.demo.echo',
    });
  });

  it('refuses a payload that breaks the contract schema with a 422 listing every field', async () => {
    const error = await serviceErrorOf(bus.request('rpc.demo.echo', { auth: {}, input: { text: 'too long', times: 9, extra: true } }));
    expect(error.code).toBe('validation_failed');
    expect(error.details?.map((d) => d.path).sort()).toEqual(['input.extra', 'input.text', 'input.times']);
  });

  it('carries a ServiceError across with its catalogue code and message unchanged', async () => {
    const error = await serviceErrorOf(bus.request('rpc.demo.refuse', { auth: {}, input: {} }));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.toData()).toEqual({ code: 'not_found', message: 'No such demo.' });
  });

  it('turns an unexpected error into internal_error without its message', async () => {
    const error = await serviceErrorOf(bus.request('rpc.demo.crash', { auth: {}, input: {} }));
    expect(error.code).toBe('internal_error');
    expect(error.message).not.toContain('secret');
    expect(error.status).toBe(500);
  });

  it('passes JSON text through to a caller that relays it, unparsed', async () => {
    const relayed = await bus.requestJson('rpc.demo.relay', { auth: {}, input: {} });
    expect(relayed.text).toBe('{"items":[1,2,3]}');
  });

  it('feeds @EventPattern handlers from the durable consumer, and redelivers after a throw', async () => {
    const events = app.get(EventTransport);
    failNextEvent = true;
    const event: DomainEvent = {
      id: randomUUID(),
      subject: 'events.demo.happened',
      occurredAt: new Date().toISOString(),
      ownerId: 'owner-1',
      data: { n: 1 },
    };
    // In process a failed consumer fails the publish and the outbox relay publishes again later; JetStream redelivers itself.
    await events.publish(event).catch(() => events.publish(event));
    await eventually(() => received.some((e) => e.id === event.id));
    expect(failNextEvent).toBe(false);
    expect(received.filter((e) => e.id === event.id)).toHaveLength(1);
  });

  it('is unavailable with a retry hint once closed', async () => {
    await app.close();
    const error = await serviceErrorOf(bus.request('rpc.demo.echo', { auth: {}, input: { text: 'hi', times: 1 } }));
    expect(error.code).toBe('service_unavailable');
    expect(error.retryAfter).toBe(1);
  });
});

describe('BusTransportServer at bootstrap', () => {
  it('refuses a handler whose subject is not rpc.<service>.<operation>', async () => {
    @Controller()
    class BadSubject {
      @MessagePattern('demo.echo')
      echo() {
        return 'never';
      }
    }
    @Module({ imports: [MessagingModule.forRoot({ transport: 'in-process' })], controllers: [BadSubject] })
    class BadModule {}
    const app = await createBusMicroservice(BadModule, { logger: false });
    await expect(app.listen()).rejects.toThrow('not an RPC subject');
    await app.close();
  });

  it('refuses an event handler without a durable consumer name', async () => {
    @Controller()
    class NoConsumer {
      @EventPattern('events.demo.>')
      on(@Payload() _event: DomainEvent) {
        return undefined;
      }
    }
    @Module({ imports: [MessagingModule.forRoot({ transport: 'in-process' })], controllers: [NoConsumer] })
    class NoConsumerModule {}
    const app = await createBusMicroservice(NoConsumerModule, { logger: false });
    await expect(app.listen()).rejects.toThrow('Invalid consumer name');
    await app.close();
  });
});
