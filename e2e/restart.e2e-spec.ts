import { adminOrThrow, ALL_MODES, type Mode, startStack } from '@pp/testing';
import { call, describeWithOwnStacks } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

describeWithOwnStacks('restart', () =>
  describe.each(ALL_MODES)('%s mode', (mode: Mode) => {
    it('keeps accounts and keys across a restart, and the admin CLI works while it is down', async () => {
      const first = await startStack(mode);
      try {
        const learner = await createAccountWithKey(first, { scopes: ['questions:read'] });
        expect((await call(first, '/me', { key: learner.key })).status).toBe(200);
        await first.stop();

        // With nothing running, the CLI opens the same data itself.
        const second = await adminOrThrow<{ key: string }>(
          first,
          'key',
          'create',
          '--email',
          learner.email,
          '--name',
          'offline',
          '--scopes',
          'papers:read',
          '--expires',
          '1y',
        );

        const again = await startStack(mode, first.env);
        try {
          expect((await call(again, '/me', { key: learner.key })).body.key.id).toBe(learner.keyId);
          expect((await call(again, '/me', { key: second.key })).body.key.scopes).toEqual(['papers:read']);
        } finally {
          await again.stop();
        }
      } finally {
        await first.stop();
        await first.destroy();
      }
    });
  }),
);
