import { type DynamicModule, Inject, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type SchemaOwner, schemaOf } from '../database/schema-name.js';
import { EventTransport } from './event-transport.js';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay.js';

/** DI token of a service's relay: inject it with `@InjectOutboxRelay(owner)` to `nudge()` after a commit. */
export function outboxRelayToken(owner: SchemaOwner): string {
  return `OutboxRelay:${schemaOf(owner)}`;
}

export const InjectOutboxRelay = (owner: SchemaOwner): ParameterDecorator & PropertyDecorator => Inject(outboxRelayToken(owner));

/**
 * Runs the outbox relay of one service: uses the service's DataSource (registered by DatabaseModule
 * under its schema name) and the EventTransport from MessagingModule; starts on bootstrap, stops
 * (finishing its batch) on shutdown before the DataSource closes.
 */
@Module({})
export class OutboxRelayModule {
  static forService(owner: SchemaOwner, options: OutboxRelayOptions = {}): DynamicModule {
    const schema = schemaOf(owner);
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
