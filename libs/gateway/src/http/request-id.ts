import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Uses a well-formed client `X-Request-Id` so traces join up; otherwise makes one. */
export function requestIdOf(request: IncomingMessage): string {
  const supplied = request.headers['x-request-id'];
  return typeof supplied === 'string' && CLIENT_REQUEST_ID.test(supplied) ? supplied : randomUUID();
}
