import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { EventTransport } from '../events/event-transport.js';
import { InProcessEventTransport } from '../events/in-process-event-transport.js';
import { JetStreamEventTransport, type JetStreamEventTransportOptions } from '../events/jetstream-event-transport.js';
import { InProcessMessageBus } from '../bus/in-process-message-bus.js';
import { MessageBus } from '../bus/message-bus.js';
import { ServiceClient } from '../bus/service-client.js';
import { createNatsConnection, NATS_CONNECTION, NatsConnectionLifecycle } from '../bus/nats-connection.js';
import { NatsMessageBus } from '../bus/nats-message-bus.js';
import { BusTransportServer } from './bus-transport.server.js';

export type MessagingOptions =
  | {
      transport: 'nats';
      natsUrl: string;
      /** Prefix of every subject and of the event stream: separates deployments sharing a server. */
      namespace: string;
      /** This deployable's name, shown by the NATS server. */
      connectionName: string;
      requestTimeoutMs?: number;
      events?: JetStreamEventTransportOptions;
    }
  | { transport: 'in-process'; requestTimeoutMs?: number };

export const MESSAGING_OPTIONS = Symbol('MESSAGING_OPTIONS');

/** Serves the handlers: one per process, over the same bus and event transport the process calls out on. */
const transportServer: Provider = {
  provide: BusTransportServer,
  inject: [MessageBus, EventTransport],
  useFactory: (bus: MessageBus, events: EventTransport) => new BusTransportServer(bus, events),
};

/**
 * The process's bus and event transport, chosen once: NATS + JetStream (distributed) or in-process
 * (embedded), and the BusTransportServer that serves the process's `@MessagePattern` and
 * `@EventPattern` handlers on them (see bus-microservice.ts). Shutdown order: the transport server
 * drains RPC and stops consumers (microservice close), relays stop (onModuleDestroy), the NATS
 * connection drains last (onApplicationShutdown).
 */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(options: MessagingOptions): DynamicModule {
    const common: Provider[] = [{ provide: MESSAGING_OPTIONS, useValue: options }, transportServer, ServiceClient];
    if (options.transport === 'in-process') {
      return {
        module: MessagingModule,
        providers: [
          ...common,
          { provide: MessageBus, useFactory: () => new InProcessMessageBus({ requestTimeoutMs: options.requestTimeoutMs }) },
          { provide: EventTransport, useFactory: () => new InProcessEventTransport() },
        ],
        exports: [MessageBus, EventTransport, BusTransportServer, ServiceClient],
      };
    }
    return {
      module: MessagingModule,
      providers: [
        ...common,
        { provide: NATS_CONNECTION, useFactory: () => createNatsConnection({ url: options.natsUrl, name: options.connectionName }) },
        NatsConnectionLifecycle,
        {
          provide: MessageBus,
          inject: [NATS_CONNECTION],
          useFactory: (nc: NatsConnection) => new NatsMessageBus(nc, options.namespace, { requestTimeoutMs: options.requestTimeoutMs }),
        },
        {
          provide: EventTransport,
          inject: [NATS_CONNECTION],
          useFactory: (nc: NatsConnection) => new JetStreamEventTransport(nc, options.namespace, options.events),
        },
      ],
      exports: [MessageBus, EventTransport, BusTransportServer, ServiceClient, NATS_CONNECTION],
    };
  }
}
