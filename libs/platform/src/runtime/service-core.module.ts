import { type DynamicModule, Module } from '@nestjs/common';
import type { ServiceName } from '@pp/contracts';
import { DatabaseModule, type SchemaDefinition } from '../database/index.js';
import { OutboxRelayModule } from '../events/index.js';
import { createServiceHealthHandler } from './service-health.handler.js';

export interface ServiceDefinition extends SchemaDefinition {
  owner: ServiceName;
}

/** What every domain service has: its own schema and migrations, its outbox relay and its health RPC. */
@Module({})
export class ServiceCoreModule {
  static forService(definition: ServiceDefinition): DynamicModule {
    return {
      module: ServiceCoreModule,
      imports: [DatabaseModule.forSchema(definition), OutboxRelayModule.forService(definition.owner)],
      providers: [createServiceHealthHandler(definition.owner)],
    };
  }
}
