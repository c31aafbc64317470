import { Module } from '@nestjs/common';
import {
  createLogger,
  distributedPlatform,
  GatewayConfigSchema,
  isMigrateCommand,
  loadConfig,
  migrateOnly,
  PlatformModule,
  runServerProcess,
  startTracing,
} from '@pp/platform';
import { ownBaseUrl } from './app/app-options.js';
import { gatewayOptionsOf } from './gateway-options.js';
import { GatewayModule } from './gateway.module.js';
import { createGatewayApp } from './http/create-gateway-app.js';
import { identityDatabase } from './identity/identity.database.js';

/** Entry point of the gateway deployable: `main.js` serves HTTP; `main.js migrate` migrates `identity` and exits. */
export function runGateway(): void {
  void runServerProcess(async () => {
    const config = loadConfig(GatewayConfigSchema);
    const logger = createLogger('gateway', config.LOG_LEVEL);
    if (isMigrateCommand()) return migrateOnly(identityDatabase, config, logger);
    startTracing('gateway', config);

    const options = gatewayOptionsOf(config, { baseUrl: ownBaseUrl(config.HOST, config.PORT), mailDir: config.MAIL_DIR ?? '.data/mail' });

    @Module({
      imports: [PlatformModule.forRoot(distributedPlatform(config, 'gateway')), GatewayModule.forRoot(options)],
    })
    class GatewayRootModule {}

    const app = await createGatewayApp(GatewayRootModule, logger, { trustProxyHops: config.TRUST_PROXY_HOPS });
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info(`gateway listening on http://${config.HOST}:${config.PORT}/v1; the app on ${options.app!.baseUrl}/app`);
  });
}
