import { Module, type Type } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { loadConfig, ServiceConfigSchema } from '../config/index.js';
import { pgSchemaOf } from '../database/index.js';
import { databaseState, startHealthServer } from '../health/index.js';
import { createLogger, PinoNestLogger } from '../logging/index.js';
import { MessageBus } from '../bus/index.js';
import { createBusMicroservice } from '../microservice/index.js';
import { PlatformModule } from './platform.module.js';
import type { ServiceDefinition } from './service-core.module.js';
import { runServerProcess } from './server-process.js';
import { closeOnSignals } from './close-on-signals.js';
import { startTracing } from '../tracing/index.js';
import { distributedPlatform, isMigrateCommand, migrateOnly } from './distributed-platform.js';

/**
 * Entry point of a service deployable: `main.js` serves the service over NATS;
 * `main.js migrate` only migrates its schema and exits (the Kubernetes migration Job).
 */
export function runService(definition: ServiceDefinition, serviceModule: Type): void {
  void runServerProcess(async () => {
    const config = loadConfig(ServiceConfigSchema);
    const logger = createLogger(definition.owner, config.LOG_LEVEL);
    if (isMigrateCommand()) return migrateOnly(definition, config, logger);
    startTracing(definition.owner, config);

    @Module({ imports: [PlatformModule.forRoot(distributedPlatform(config, definition.owner)), serviceModule] })
    class ServiceRootModule {}

    const app = await createBusMicroservice(ServiceRootModule, { logger: new PinoNestLogger(logger) });
    const dataSource = app.get<DataSource>(getDataSourceToken(pgSchemaOf(definition.owner)));
    const bus = app.get(MessageBus);
    const health =
      config.HEALTH_PORT > 0
        ? await startHealthServer(config.HEALTH_PORT, {
            readiness: async () => ({ database: await databaseState(dataSource), bus: bus.isConnected() ? 'up' : 'down' }),
            metrics: config.METRICS_ENABLED,
          })
        : undefined;
    closeOnSignals(app, logger, async () => health && new Promise((resolve) => health.close(resolve)));
    await app.listen();
    logger.info(`${definition.owner} service ready`);
  });
}
