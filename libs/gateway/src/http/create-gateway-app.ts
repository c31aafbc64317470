import { RequestMethod, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import { errorCodes } from 'fastify';
import type { Logger } from 'pino';
import { API_OPERATIONS, MAX_UPLOAD_BYTES } from '@pp/contracts';
import { closeOnSignals, JsonText, loadConfig, MetricsPortConfigSchema, PinoNestLogger, startHealthServer, tracingOn } from '@pp/platform';
import { sendClientError, sendFrameworkError } from './error-envelope.js';
import { answerOversizedBodiesWith413 } from './oversized-body.js';
import { MAX_PATH_PARAM_LENGTH } from './error-mapping.js';
import { requestIdOf } from './request-id.js';
import { timeRequests } from './request-metrics.js';
import { traceRequests } from './request-tracing.js';
import { CompletedRequestLog } from './request-log.js';
import type { AuthenticatedRequest } from '../auth/operation.decorator.js';
import { UsageRecorder } from '../usage/usage-recorder.service.js';
import { ApiKeyGuard } from '../auth/api-key.guard.js';
import { ScopesGuard } from '../auth/scopes.guard.js';
import { RateLimitGuard } from '../limits/rate-limit.guard.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { appOptionsIn, GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options.js';
import { serveWebApp } from '../app/web-app/serve-web-app.js';
import { serveDocsBundle } from '../docs/serve-docs-bundle.js';

/** JSON bodies above this are 413; operations that take larger bodies raise their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Fastify's name of an operation's route. */
const routeOf = (path: string) => `/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The JSON routes allowed a larger body than JSON_BODY_LIMIT (an import submission), by route. */
function largeBodyRoutes(): Map<string, number> {
  return new Map(
    API_OPERATIONS.flatMap((op) =>
      op.body && 'maxBytes' in op.body && op.body.maxBytes ? [[`${op.method} ${routeOf(op.path)}`, op.body.maxBytes] as const] : [],
    ),
  );
}

/** The operationId of each operation's route, by `METHOD /v1/route` (Fastify's names): the label of its request metrics. */
function operationRoutes(): Map<string, string> {
  return new Map(API_OPERATIONS.map((op) => [`${op.method} ${routeOf(op.path)}`, op.operationId]));
}

/** The routes whose body is raw file bytes, as Fastify names them, and the content types they take. */
function rawUploadRoutes(): { routes: Set<string>; contentTypes: Set<string> } {
  const uploads = API_OPERATIONS.flatMap((op) =>
    op.body && 'contentTypes' in op.body ? [{ path: op.path, types: op.body.contentTypes }] : [],
  );
  return {
    routes: new Set(uploads.map(({ path }) => routeOf(path))),
    contentTypes: new Set(uploads.flatMap(({ types }) => types)),
  };
}

/** HTTP choices of a deployment. */
export interface GatewayHttpOptions {
  /** Proxies in front of the server whose X-Forwarded-For is believed (the client address the app's sign-in throttle counts); 0: none. */
  trustProxyHops?: number;
}

/** Builds the HTTP application around a root module: the same in the embedded and the distributed mode. */
export async function createGatewayApp(rootModule: Type, logger: Logger, http: GatewayHttpOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // X-Forwarded-For is believed for as many hops as there are proxies in front, and no further.
    trustProxy: http.trustProxyHops ? (_address: string, hop: number) => hop < http.trustProxyHops! : false,
    loggerInstance: logger,
    genReqId: requestIdOf,
    logController: new CompletedRequestLog(),
    bodyLimit: JSON_BODY_LIMIT,
    // What the router refuses before any hook or Nest filter (a bad percent-encoding in the path, a
    // path parameter over maxParamLength), and what Node's parser refuses (headers over
    // maxHeaderSize, malformed HTTP), are answered in the envelope too.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: sendClientError,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // A search may repeat excludeIds up to 1000 times (about 48 KB of query string); Node's default is 16 KB.
    http: { maxHeaderSize: 64 * 1024 },
    // At shutdown: idle keep-alive connections close; a request already on an accepted connection
    // is served rather than answered 503, so nothing accepted is dropped.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  // bodyParser off: Fastify's own JSON parser is kept and no form or text parsers are added,
  // so any other content type is a 415.
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  // On the HTTP app only, so bus handlers served by the same app (embedded mode) keep their own filter.
  // Order matters: authenticate, then admit against the rate limits, then check scopes.
  app.useGlobalGuards(app.get(ApiKeyGuard), app.get(RateLimitGuard), app.get(ScopesGuard));
  app.useGlobalFilters(app.get(ApiExceptionFilter));
  const fastify = app.getHttpAdapter().getInstance();
  // The signed-in app: its session cookie is parsed (only /app/api reads it: /v1 never does), and its
  // built pages are served under /app with their security headers.
  await app.register(fastifyCookie as Parameters<NestFastifyApplication['register']>[0]);
  await serveWebApp(fastify, appOptionsIn(app.get<GatewayOptions>(GATEWAY_OPTIONS)).webDir);
  // The docs page's script bundle (/v1/docs serves the page): a file, like the app's, not an operation.
  serveDocsBundle(fastify);
  // Prometheus reads the metrics on a port of their own (METRICS_PORT), never on the API's; without one, nothing is timed.
  const { METRICS_PORT } = loadConfig(MetricsPortConfigSchema);
  const metrics = METRICS_PORT > 0 ? await startHealthServer(METRICS_PORT, { metrics: true }) : undefined;
  if (metrics) timeRequests(fastify, operationRoutes());
  // A server span per request when traces are exported (OTEL_EXPORTER_OTLP_*); otherwise no hook at all.
  if (tracingOn()) traceRequests(fastify, operationRoutes());
  // Set before Nest registers its routes (at init): each operation that needs it gets its own body limit.
  const largeBodies = largeBodyRoutes();
  fastify.addHook('onRoute', (route) => {
    const limit = [route.method]
      .flat()
      .map((method) => largeBodies.get(`${method} ${route.url}`))
      .find(Boolean);
    if (limit) route.bodyLimit = limit;
  });
  fastify.removeContentTypeParser('text/plain');
  // Raw uploads stay streams (the route sends them on to the BlobStore); on any other route such a
  // Content-Type is a 415 as before.
  const uploads = rawUploadRoutes();
  answerOversizedBodiesWith413(fastify, (request) =>
    uploads.routes.has(request.routeOptions.url ?? '') ? MAX_UPLOAD_BYTES : (request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT),
  );
  fastify.addContentTypeParser([...uploads.contentTypes], (request, payload, done) => {
    if (uploads.routes.has(request.routeOptions.url ?? '')) done(null, payload);
    // Fastify's own "no parser for this type" error, so it is answered exactly as before.
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined);
  });
  // A result relayed from a service as JSON text is the body as it is; everything else is encoded here.
  fastify.setReplySerializer((payload) => (payload instanceof JsonText ? payload.text : JSON.stringify(payload)));
  // Hooks with `done` rather than async ones: every request runs them, and a promise each costs CPU.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Usage counts every routed request made with a valid key, rate-limited ones included.
  const usage = app.get(UsageRecorder);
  fastify.addHook('onResponse', (request: AuthenticatedRequest, reply, done) => {
    if (request.user && request.operationId) {
      usage.record({
        keyId: request.user.keyId,
        operation: request.operationId,
        status: reply.statusCode,
        durationMs: reply.elapsedTime,
        at: new Date(),
      });
    }
    done();
  });
  app.setGlobalPrefix('v1', {
    exclude: [
      { path: 'health/live', method: RequestMethod.GET },
      { path: 'health/ready', method: RequestMethod.GET },
      // The signed-in app's JSON API: not the public API, and not in its documents (decision 0034).
      { path: 'app/api/{*rest}', method: RequestMethod.ALL },
    ],
  });
  // Stop taking requests and finish those in flight before Nest's hooks drain the bus and close the database.
  closeOnSignals(app, logger, async () => {
    await app.getHttpAdapter().close();
    if (metrics) await new Promise((resolve) => metrics.close(resolve));
  });
  return app;
}
