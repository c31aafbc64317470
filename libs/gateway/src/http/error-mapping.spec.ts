import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { ServiceError } from '@pp/contracts';
import { toServiceError } from './error-mapping.js';

describe('toServiceError', () => {
  it('keeps a service error as it is', () => {
    const error = new ServiceError('stale_revision');
    expect(toServiceError(error)).toBe(error);
  });

  it.each([
    [new NotFoundException(), 'not_found'],
    [new HttpException('too big', 413), 'payload_too_large'],
    [new HttpException('type', 415), 'unsupported_media_type'],
    [
      new HttpException('bad json', 400, { cause: Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' }) }),
      'malformed_json',
    ],
    [new BadRequestException(), 'bad_request'],
    [new HttpException('teapot', 418), 'bad_request'],
    [new HttpException('boom', 502), 'internal_error'],
  ])('maps %p to %s', (exception, code) => {
    expect(toServiceError(exception).code).toBe(code);
  });

  it.each([
    ['FST_ERR_BAD_URL', 400, 'bad_request', /percent-encoded/],
    ['FST_ERR_MAX_PARAM_LENGTH', 414, 'bad_request', /longer than 100 characters/],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'unsupported_media_type', /Content-Type/],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'malformed_json', /JSON/],
    ['FST_ERR_ASYNC_CONSTRAINT', 500, 'internal_error', /our side/],
  ])('maps the Fastify error %s (%i) to %s', (code, statusCode, mapped, message) => {
    const error = toServiceError(Object.assign(new Error('raw'), { code, statusCode }));
    expect(error.code).toBe(mapped);
    expect(error.message).toMatch(message);
  });

  it('hides anything else behind internal_error', () => {
    const mapped = toServiceError(new Error('connection string postgres://secret'));
    expect(mapped.toData()).toEqual({ code: 'internal_error', message: 'Something went wrong on our side.' });
    expect(toServiceError(Object.assign(new Error('x'), { code: 'ECONNREFUSED', statusCode: 400 })).code).toBe('internal_error');
  });
});
