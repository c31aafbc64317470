import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Module, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { createGatewayApp, GatewayModule, gatewayOptionsOf, ownBaseUrl } from '@pp/gateway';
import {
  connectBusMicroservice,
  createLogger,
  loadConfig,
  openEmbeddedPostgres,
  PlatformModule,
  runServerProcess,
  StandaloneConfigSchema,
  startTracing,
} from '@pp/platform';
import { QuestionBankModule } from '@pp/question-bank';
import { PaperModule } from '@pp/paper';
import { ExportModule } from '@pp/export';
import { MarkingModule } from '@pp/marking';
import { ImportModule } from '@pp/import';
import { ProgressModule } from '@pp/progress';

/** The embedded mode: the gateway and all six services in one process, no server to install. */
void runServerProcess(async () => {
  const config = loadConfig(StandaloneConfigSchema);
  const logger = createLogger('standalone', config.LOG_LEVEL);
  startTracing('standalone', config);
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const database = await openEmbeddedPostgres(dataDir, config.EMBEDDED_PG_PORT);
  // With no SMTP server configured, the app's messages (sign-up links) are files under DATA_DIR/mail.
  const options = gatewayOptionsOf(config, { baseUrl: ownBaseUrl(config.HOST, config.PORT), mailDir: join(dataDir, 'mail') });

  class EmbeddedDatabaseLifecycle implements OnApplicationShutdown {
    async onApplicationShutdown() {
      await database.stop();
    }
  }

  @Module({
    imports: [
      PlatformModule.forRoot({
        database: { url: database.url, poolSize: 4, runMigrations: true },
        messaging: { transport: 'in-process', requestTimeoutMs: config.RPC_TIMEOUT_MS },
        blob: { kind: 'fs', rootDir: join(dataDir, 'blobs') },
      }),
      GatewayModule.forRoot(options),
      QuestionBankModule,
      PaperModule,
      ExportModule,
      MarkingModule,
      ImportModule,
      ProgressModule,
    ],
    providers: [EmbeddedDatabaseLifecycle],
  })
  class StandaloneModule {}

  const app = await createGatewayApp(StandaloneModule, logger, { trustProxyHops: config.TRUST_PROXY_HOPS });
  connectBusMicroservice(app);
  // Seed and migrations first (init hooks), then the services take requests, then HTTP opens.
  await app.init();
  await app.startAllMicroservices();
  await app.listen({ port: config.PORT, host: config.HOST });
  const base = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}/v1`;
  const appUrl = `${options.app!.baseUrl}/app`;
  logger.info(`embedded mode listening on ${base}, the app on ${appUrl} (data in ${dataDir})`);

  const identity = app.get<DataSource>(getDataSourceToken('identity'));
  const [{ count }] = (await identity.query('SELECT count(*)::int AS count FROM identity.api_keys')) as Array<{ count: number }>;
  if (count === 0) {
    process.stdout.write(
      [
        '',
        `Practice-paper service: ${base}  (reference: ${base}/docs; documents: ${base}/openapi.json, ${base}/guide.txt)`,
        `No API key exists yet. Open ${appUrl}, sign up, open the confirmation link`,
        options.app!.mail.smtpUrl
          ? 'from the message sent to you, sign in and create a key.'
          : `printed below in this log (the message is also a file in ${options.app!.mail.dir}), sign in and create a key.`,
        `Then: curl -H "Authorization: Bearer <key>" ${base}/me   (operators: npm run admin -- --help)`,
        '',
      ].join('\n'),
    );
  }
});
