import { PracticePaperApiError } from '@pp/sdk';
import { UsageError } from '../usage-error.js';
import { reportError } from './error-report.js';

const context = { json: false, baseUrl: 'http://localhost:3000/v1' };

describe('reportError', () => {
  it('prints an API error as status code: message, each field of a 422, and the request id; exit 1', () => {
    const error = new PracticePaperApiError(
      422,
      'validation_failed',
      'The request is invalid.',
      [{ path: 'body.title', message: 'is required' }],
      'req-1',
      null,
    );
    expect(reportError(error, context)).toEqual({
      exitCode: 1,
      stderr: 'error: 422 validation_failed: The request is invalid.\n  body.title: is required\nrequest id: req-1',
    });
  });

  it('says when to retry, and gives the error as one JSON line under --json', () => {
    const error = new PracticePaperApiError(429, 'rate_limited', 'Too many requests.', null, 'req-2', 30);
    expect(reportError(error, context).stderr).toBe('error: 429 rate_limited: Too many requests.\nretry after: 30 s\nrequest id: req-2');
    expect(JSON.parse(reportError(error, { ...context, json: true }).stderr)).toEqual({
      error: { status: 429, code: 'rate_limited', message: 'Too many requests.', details: null, retryAfter: 30 },
      requestId: 'req-2',
    });
  });

  it('gives a usage error exit 2', () => {
    expect(reportError(new UsageError('No API key.'), context)).toEqual({ exitCode: 2, stderr: 'error: No API key.' });
  });

  it('names the address it could not reach, exit 1', () => {
    const refused = new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    expect(reportError(refused, context)).toEqual({ exitCode: 1, stderr: 'error: cannot reach http://localhost:3000/v1 (ECONNREFUSED)' });
  });
});
