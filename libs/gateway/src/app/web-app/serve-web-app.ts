import { statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '@pp/contracts';
import { sendErrorEnvelope } from '../../http/error-envelope.js';
import { APP_NOT_BUILT_PAGE, APP_SECURITY_HEADERS, cacheControlOf, isAppApiPath, isAppPath, webFileOf } from './web-app-files.js';

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * Serves the built web app (Vite's output) under /app, in both run modes: its files as they are, and
 * its page for every other path of the app (the app's own router draws it), except /app/api, which
 * is JSON (an unknown path there is the envelope's 404). Without a build, /app answers a plain 503
 * page saying so; the build is looked for at each request, so building while the server runs works.
 * Every /app response carries the app's security headers, and the JSON API's are never cached.
 */
export async function serveWebApp(fastify: FastifyInstance, webDir: string): Promise<void> {
  await fastify.register(fastifyStatic, { serve: false });
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isAppPath(request.url)) return;
    void reply.headers(APP_SECURITY_HEADERS);
    if (isAppApiPath(request.url)) void reply.header('cache-control', 'no-store');
  });
  const handler = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
    const path = request.params['*'] ?? '';
    if (isAppApiPath(`/app/${path}`))
      return sendErrorEnvelope(request, reply, new ServiceError('not_found', 'No such route of the app API.'));
    if (!isFile(join(webDir, 'index.html'))) {
      return reply
        .status(503)
        .header('retry-after', '300')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(APP_NOT_BUILT_PAGE);
    }
    const found = webFileOf(path, (relative) => isFile(join(webDir, relative)));
    if (found.kind === 'missing') return reply.status(404).type('text/plain; charset=utf-8').send('Not found.\n');
    const file = found.kind === 'file' ? found.path : 'index.html';
    return reply.header('cache-control', cacheControlOf(file)).sendFile(file, webDir, { cacheControl: false, dotfiles: 'deny' });
  };
  fastify.get('/app', handler);
  fastify.get('/app/*', handler);
}
