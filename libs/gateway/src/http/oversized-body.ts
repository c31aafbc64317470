import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from '@pp/contracts';
import { sendErrorEnvelope } from './error-envelope.js';

/**
 * The most of an oversized body read and thrown away so its sender can read the 413. A client
 * that sends more is cut off, as before.
 */
export const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/** Reads a body to its end without keeping it; false once more than `cap` bytes came. */
export async function discardBody(body: Readable, cap: number): Promise<boolean> {
  let seen = 0;
  for await (const chunk of body) {
    seen += (chunk as Buffer).length;
    if (seen > cap) return false;
  }
  return true;
}

/**
 * A body whose Content-Length is over its route's limit is answered 413 in the envelope after it
 * has been read and discarded. Fastify would answer at once and close the connection, and a client
 * that sends its whole body before reading (Node's fetch, most HTTP libraries) then sees a broken
 * pipe instead of the 413. `limitOf` gives the route's limit in bytes.
 */
export function answerOversizedBodiesWith413(fastify: FastifyInstance, limitOf: (request: FastifyRequest) => number): void {
  fastify.addHook('preParsing', async (request, reply, payload) => {
    const limit = limitOf(request);
    if (!(Number(request.headers['content-length']) > limit)) return payload;
    void discardBody(payload, MAX_DISCARDED_BYTES).then(
      (whole) => whole || request.raw.socket.destroy(),
      () => undefined,
    );
    const megabytes = Math.floor((limit / 1024 / 1024) * 100) / 100;
    await sendErrorEnvelope(
      request,
      reply,
      new ServiceError('payload_too_large', `The body is larger than this operation accepts (${megabytes} MiB).`),
    );
    return reply;
  });
}
