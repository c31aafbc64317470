import type { INestApplication, INestMicroservice, NestApplicationOptions, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AsyncMicroserviceOptions, NestMicroservice } from '@nestjs/microservices';
import { BusTransportServer } from './bus-transport.server.js';
import { ServiceErrorFilter } from './service-error.filter.js';

/** The microservice options of every process: the BusTransportServer that MessagingModule provides. */
const BUS_MICROSERVICE: AsyncMicroserviceOptions = {
  inject: [BusTransportServer],
  useFactory: (server: BusTransportServer) => ({ strategy: server }),
};

/** A service process: its handlers served on the bus, no HTTP. Start it with `listen()`. */
export async function createBusMicroservice(
  rootModule: Type,
  options: Pick<NestApplicationOptions, 'logger'> = {},
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<AsyncMicroserviceOptions>(rootModule, { ...BUS_MICROSERVICE, ...options });
  app.useGlobalFilters(new ServiceErrorFilter());
  return app;
}

/**
 * Connects a microservice to an HTTP app with enhancers of its own, not the HTTP app's guards and
 * filters: its handlers are bound when it starts, after the caller has set them. The app runs the
 * lifecycle hooks of the shared modules, so the microservice must not run them again.
 */
export function connectOwnMicroservice<T extends object>(app: INestApplication, options: T): NestMicroservice {
  const microservice = app.connectMicroservice<T>(options, { inheritAppConfig: false, deferInitialization: true }) as NestMicroservice;
  microservice.setIsInitHookCalled(true);
  return microservice;
}

/**
 * An HTTP app that also serves bus handlers (the embedded mode, tests): the handlers start with
 * `app.startAllMicroservices()`, and `app.close()` drains them after the HTTP server has closed.
 */
export function connectBusMicroservice(app: INestApplication): INestMicroservice {
  const microservice = connectOwnMicroservice(app, BUS_MICROSERVICE);
  microservice.useGlobalFilters(new ServiceErrorFilter());
  return microservice;
}
