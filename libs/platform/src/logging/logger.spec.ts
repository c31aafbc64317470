import { Writable } from 'node:stream';
import { createLogger } from './logger.js';
import { requestContext } from './request-context.js';

function captured() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: createLogger('test', 'info', stream) };
}

describe('createLogger', () => {
  it('redacts the Authorization header, bodies and query strings', () => {
    const { lines, logger } = captured();
    logger.info({ req: { headers: { authorization: 'Bearer ppk_secret' }, body: { name: 'Ada' }, query: { q: 'induction' } } }, 'incoming');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('ppk_secret');
    expect(text).not.toContain('Ada');
    expect(text).not.toContain('induction');
  });

  it('logs a request path without its query string', () => {
    const { lines, logger } = captured();
    logger.info({ req: { id: 'r1', method: 'GET', url: '/v1/questions?q=secret+term' } }, 'incoming');
    expect(lines[0].req).toEqual({ id: 'r1', method: 'GET', path: '/v1/questions' });
  });

  it('adds the request id of the work in progress', () => {
    const { lines, logger } = captured();
    requestContext.run({ requestId: 'req-1' }, () => logger.info('inside'));
    logger.info('outside');
    expect(lines.map((l) => l.requestId)).toEqual(['req-1', undefined]);
    expect(lines[0].service).toBe('test');
  });
});
