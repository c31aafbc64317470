import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap, SetMetadata } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { isSubjectFilter } from '../bus/subjects.js';
import { discoverMethods } from '../bus/discover-methods.js';
import { assertConsumerName, type DomainEvent } from './domain-event.js';
import { EventTransport } from './event-transport.js';

export const EVENT_HANDLER_METADATA = 'pp:event-handler';

export interface EventHandlerMeta {
  consumer: string;
  subjectFilter: string;
}

/**
 * Marks a provider method as a durable event consumer. The method receives the DomainEvent and should
 * apply its effect through `handleOnce(...)` so redeliveries are harmless; a throw means "retry later".
 */
export const EventHandler = (consumer: string, subjectFilter: string): MethodDecorator => {
  assertConsumerName(consumer);
  if (!isSubjectFilter(subjectFilter)) throw new Error(`Invalid subject filter "${subjectFilter}"`);
  return SetMetadata(EVENT_HANDLER_METADATA, { consumer, subjectFilter } satisfies EventHandlerMeta);
};

/** Subscribes every @EventHandler method on bootstrap; stops consuming on shutdown after RPC and relays stopped. */
@Injectable()
export class EventHandlerExplorer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventHandlerExplorer.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly transport: EventTransport,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers = discoverMethods<EventHandlerMeta>(this.discovery, this.scanner, this.reflector, EVENT_HANDLER_METADATA);
    const seen = new Map<string, string>();
    for (const { meta, name } of handlers) {
      const previous = seen.get(meta.consumer);
      if (previous) throw new Error(`Event consumer ${meta.consumer} is declared twice: ${previous} and ${name}`);
      seen.set(meta.consumer, name);
    }
    for (const { meta, call } of handlers) {
      await this.transport.subscribe(meta.consumer, meta.subjectFilter, async (event: DomainEvent) => {
        await call(event);
      });
    }
    if (handlers.length > 0) this.logger.log(`Consuming events with ${handlers.length} consumers`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.transport.close();
  }
}
