import { call, describeOnSharedStacks, expectError, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

describeOnSharedStacks('error envelope and request ids (%s mode)', (mode) => {
  const stack = stackOf(mode);

  it('answers an unknown route with a 404 in the envelope', async () => {
    const learner = await createAccountWithKey(stack);
    expectError(await call(stack, '/no-such-thing', { key: learner.key }), 404, 'not_found');
    expectError(await call(stack, '/me', { method: 'DELETE', key: learner.key }), 404, 'not_found');
  });

  it('echoes a well-formed client X-Request-Id and replaces a bad one', async () => {
    const mine = await call(stack, '/me', { headers: { 'x-request-id': 'trace-123.abc' } });
    expect(mine.headers.get('x-request-id')).toBe('trace-123.abc');
    expect(mine.body.requestId).toBe('trace-123.abc');
    const bad = await call(stack, '/me', { headers: { 'x-request-id': 'has spaces and <html>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every response, success or error, a distinct request id', async () => {
    const learner = await createAccountWithKey(stack);
    const responses = await Promise.all([
      call(stack, '/me', { key: learner.key }),
      call(stack, '/me'),
      call(stack, '/openapi.json'),
      call(stack, '/nope'),
    ]);
    const ids = responses.map((r) => r.headers.get('x-request-id'));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
