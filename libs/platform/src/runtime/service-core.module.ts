import { type DynamicModule, Module } from '@nestjs/common';
import type { ServiceName } from '@pp/contracts';
import { DatabaseModule, type DatabaseDefinition } from '../database/index.js';
import { OutboxRelayModule } from '../events/index.js';
import { createServiceHealthController } from './service-health.controller.js';

export interface ServiceDefinition extends DatabaseDefinition {
  owner: ServiceName;
}

/** What every domain service has: its own schema and migrations, its outbox relay and its health handler. */
@Module({})
export class ServiceCoreModule {
  static forService(definition: ServiceDefinition): DynamicModule {
    return {
      module: ServiceCoreModule,
      imports: [DatabaseModule.forService(definition), OutboxRelayModule.forService(definition.owner)],
      controllers: [createServiceHealthController(definition.owner)],
      // The relay, for `@InjectOutboxRelay(owner)` and a `nudge()` after a commit that enqueued events.
      exports: [OutboxRelayModule],
    };
  }
}
