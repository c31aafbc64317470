import { type DynamicModule, Inject, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type DatabaseOwner, pgSchemaOf } from '../database/pg-schema-name.js';
import { EventTransport } from './event-transport.js';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay.js';

/** DI token of a service's relay: inject it with `@InjectOutboxRelay(owner)` to `nudge()` after a commit. */
export function outboxRelayToken(owner: DatabaseOwner): string {
  return `OutboxRelay:${pgSchemaOf(owner)}`;
}

export const InjectOutboxRelay = (owner: DatabaseOwner): ParameterDecorator & PropertyDecorator => Inject(outboxRelayToken(owner));

/**
 * Runs the outbox relay of one service: uses the service's DataSource (registered by DatabaseModule
 * under its schema name) and the EventTransport from MessagingModule; starts on bootstrap, stops
 * (finishing its batch) on shutdown before the DataSource closes.
 */
@Module({})
export class OutboxRelayModule {
  static forService(owner: DatabaseOwner, options: OutboxRelayOptions = {}): DynamicModule {
    const schema = pgSchemaOf(owner);
    const token = outboxRelayToken(owner);
    return {
      module: OutboxRelayModule,
      providers: [
        {
          provide: token,
          inject: [getDataSourceToken(schema), EventTransport],
          useFactory: (dataSource: DataSource, transport: EventTransport) => new OutboxRelay(dataSource, schema, transport, options),
        },
      ],
      exports: [token],
    };
  }
}
