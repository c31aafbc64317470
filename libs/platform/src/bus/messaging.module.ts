import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { NatsConnection } from '@nats-io/transport-node';
import { EventHandlerExplorer } from '../events/event-handler.js';
import { EventTransport } from '../events/event-transport.js';
import { InProcessEventTransport } from '../events/in-process-event-transport.js';
import { JetStreamEventTransport, type JetStreamEventTransportOptions } from '../events/jetstream-event-transport.js';
import { InProcessMessageBus } from './in-process-message-bus.js';
import { MessageBus } from './message-bus.js';
import { createNatsConnection, NATS_CONNECTION, NatsConnectionLifecycle } from './nats-connection.js';
import { NatsMessageBus } from './nats-message-bus.js';
import { RpcHandlerExplorer } from './rpc-handler.js';

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

/**
 * The process's bus and event transport, chosen once: NATS + JetStream (distributed) or in-process
 * (embedded). Serves @RpcHandler methods and subscribes @EventHandler methods on bootstrap.
 * Shutdown order: RPC drained (onModuleDestroy, with relays stopping), event consumers stopped
 * (beforeApplicationShutdown), NATS connection drained (onApplicationShutdown).
 */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(options: MessagingOptions): DynamicModule {
    const common: Provider[] = [{ provide: MESSAGING_OPTIONS, useValue: options }, RpcHandlerExplorer, EventHandlerExplorer];
    if (options.transport === 'in-process') {
      return {
        module: MessagingModule,
        imports: [DiscoveryModule],
        providers: [
          ...common,
          { provide: MessageBus, useFactory: () => new InProcessMessageBus({ requestTimeoutMs: options.requestTimeoutMs }) },
          { provide: EventTransport, useFactory: () => new InProcessEventTransport() },
        ],
        exports: [MessageBus, EventTransport],
      };
    }
    return {
      module: MessagingModule,
      imports: [DiscoveryModule],
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
      exports: [MessageBus, EventTransport, NATS_CONNECTION],
    };
  }
}
