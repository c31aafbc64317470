import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { SCALAR_BUNDLE_ROUTE, scalarPackage } from './docs-page.js';

/**
 * Serves Scalar's browser bundle for the docs page from node_modules, without a key, as the app's
 * assets are: a file, not an operation of the interface. The page asks for it with the package's
 * version in the query, so it is cached for a year and a new version is a new URL. Gzipped for
 * clients that accept it (4.9 MB becomes 1.4 MB), compressed once, at the first request, so a
 * start that never shows the page never pays for it.
 */
export function serveDocsBundle(fastify: FastifyInstance): void {
  const { bundlePath } = scalarPackage();
  let plain: Buffer | undefined;
  let gzipped: Buffer | undefined;
  fastify.get(SCALAR_BUNDLE_ROUTE, async (request, reply) => {
    plain ??= readFileSync(bundlePath);
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (acceptsGzip) gzipped ??= gzipSync(plain);
    return reply
      .headers({
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        vary: 'accept-encoding',
        ...(acceptsGzip && { 'content-encoding': 'gzip' }),
      })
      .send(acceptsGzip ? gzipped : plain);
  });
}
