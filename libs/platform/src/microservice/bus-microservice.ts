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
export async function createBusMicroservice(rootModule: Type, options: Pick<NestApplicationOptions, 'logger'> = {}): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<AsyncMicroserviceOptions>(rootModule, { ...BUS_MICROSERVICE, ...options });
  app.useGlobalFilters(new ServiceErrorFilter());
  return app;
}

/**
 * An HTTP app that also serves bus handlers (the embedded mode, tests): the handlers start with
 * `app.startAllMicroservices()`, and `app.close()` drains them after the HTTP server has closed.
 */
export function connectBusMicroservice(app: INestApplication): INestMicroservice {
  // Not the HTTP app's guards and filter; handlers are bound when the microservice starts, after its
  // filter is set. The app runs the lifecycle hooks of the shared modules, so the microservice must not.
  const microservice = app.connectMicroservice<AsyncMicroserviceOptions>(BUS_MICROSERVICE, { inheritAppConfig: false, deferInitialization: true }) as NestMicroservice;
  microservice.setIsInitHookCalled(true);
  microservice.useGlobalFilters(new ServiceErrorFilter());
  return microservice;
}
