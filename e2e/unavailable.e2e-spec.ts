import { deleteNatsNamespace, freePort, spawnApp, stopChild, uniqueNamespace, waitForReady } from '@pp/testing';
import { call, describeInRun, expectError, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

describeInRun('distributed', 'a service that does not answer (distributed mode)', () => {
  const stack = stackOf('distributed');

  it('answers 503 service_unavailable with Retry-After, and the same request succeeds once the service answers', async () => {
    // A gateway on a bus namespace no service listens to: every RPC goes unanswered.
    const port = await freePort();
    const namespace = uniqueNamespace('void');
    const isolated = spawnApp('gateway', { ...stack.env, PORT: String(port), BUS_NAMESPACE: namespace, RPC_TIMEOUT_MS: '1000' });
    try {
      await waitForReady(`http://127.0.0.1:${port}/health/live`, [isolated]);
      const learner = await createAccountWithKey(stack, { scopes: ['questions:read'] });
      const lonely = { ...stack, url: `http://127.0.0.1:${port}/v1` };
      const unavailable = await call(lonely, '/questions?limit=1', { key: learner.key });
      expectError(unavailable, 503, 'service_unavailable');
      expect(unavailable.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(503);
      expect((await call(lonely, '/me', { key: learner.key })).status).toBe(200);
      expect((await call(stack, '/questions?limit=1', { key: learner.key })).status).toBe(200);
    } finally {
      await stopChild(isolated);
      await deleteNatsNamespace(namespace);
    }
  });
});
