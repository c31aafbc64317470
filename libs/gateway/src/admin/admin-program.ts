import { Command, InvalidArgumentError, Option } from 'commander';
import { type Plan, PLANS, ServiceError } from '@pp/contracts';
import type { AccountsService } from '../identity/accounts.service.js';
import type { ApiKeysService, CreatedKey } from '../identity/api-keys.service.js';
import { checkKeyRequest, KEY_EXPIRIES } from '../identity/key-rules.js';
import type { UsageRow } from '../usage/usage-report.js';

export interface AdminServices {
  accounts: AccountsService;
  keys: ApiKeysService;
  usage: (keyId: string, days: number) => Promise<UsageRow[]>;
}

/** Where the CLI writes: a JSON value for scripts (`--json`), or text lines for people. */
export type AdminOutput = (value: unknown, text: () => string) => void;

function parseBoolean(value: string): boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  throw new InvalidArgumentError('must be true or false');
}

const planOption = () => new Option('--plan <plan>', 'lite, pro or none').choices(PLANS);
const expiresOption = (flags: string, description?: string) => new Option(flags, description).choices(Object.keys(KEY_EXPIRIES));
const scopeList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const keyLines = (key: CreatedKey, email: string) => [
  `Key ${key.id} for ${email}, scopes ${key.scopes.join(',')}, expires ${key.expiresAt}.`,
  'The key is shown once; store it now:',
  key.key,
];

/**
 * Operator commands, outside the public API. Each resolves the services lazily, so `--help`
 * and argument errors need no database.
 */
export function buildAdminProgram(services: () => Promise<AdminServices>, output: AdminOutput): Command {
  const program = new Command('admin')
    .description('Operate accounts and keys of the practice-paper service.')
    .option('--json', 'print JSON for scripts')
    .exitOverride();

  const account = program.command('account').description('accounts');
  account
    .command('create')
    .requiredOption('--email <email>')
    .requiredOption('--name <name>')
    .addOption(planOption().default('lite'))
    .option('--unverified', 'the account email is not verified yet')
    .option('--key-scopes <list>', "also make the account's first key, with these comma-separated scopes", scopeList)
    .option('--key-name <name>', "the first key's name", 'first key')
    .addOption(expiresOption('--key-expires <choice>', "the first key's expiry").default('30d'))
    .action(
      async (options: {
        email: string;
        name: string;
        plan: Plan;
        unverified?: boolean;
        keyScopes?: string[];
        keyName: string;
        keyExpires: string;
      }) => {
        const firstKey = options.keyScopes && { name: options.keyName, scopes: options.keyScopes, expires: options.keyExpires };
        // A first key that would be refused is refused before the account exists: bad input creates nothing.
        const errors = firstKey ? checkKeyRequest(firstKey).map((e) => ({ ...e, path: `key-${e.path}` })) : [];
        if (errors.length) throw ServiceError.validation(errors);
        const { accounts, keys } = await services();
        const created = await accounts.create({
          email: options.email,
          name: options.name,
          plan: options.plan,
          emailVerified: !options.unverified,
        });
        const key = firstKey ? await keys.create(created.id, firstKey) : undefined;
        output(key ? { ...created, key } : created, () =>
          [
            `Account ${created.id} created for ${created.email} (plan ${created.plan}, ${created.emailVerified ? 'verified' : 'unverified'}).`,
            ...(key ? keyLines(key, created.email) : []),
          ].join('\n'),
        );
      },
    );
  account
    .command('set')
    .requiredOption('--email <email>')
    .addOption(planOption())
    .option('--verified <bool>', 'true or false', parseBoolean)
    .option('--restricted <bool>', 'true or false', parseBoolean)
    .action(async (options: { email: string; plan?: Plan; verified?: boolean; restricted?: boolean }) => {
      const updated = await (
        await services()
      ).accounts.update(options.email, { plan: options.plan, emailVerified: options.verified, restricted: options.restricted });
      output(
        updated,
        () =>
          `Account ${updated.email}: plan ${updated.plan}, ${updated.emailVerified ? 'verified' : 'unverified'}, ${updated.restricted ? 'restricted' : 'not restricted'}.`,
      );
    });

  const key = program.command('key').description('API keys');
  key
    .command('create')
    .requiredOption('--email <email>')
    .requiredOption('--name <name>', 'what the key connects, e.g. "study agent"')
    .requiredOption('--scopes <list>', 'comma-separated scopes', scopeList)
    .addOption(expiresOption('--expires <choice>').makeOptionMandatory())
    .action(async (options: { email: string; name: string; scopes: string[]; expires: string }) => {
      const { accounts, keys } = await services();
      const owner = await accounts.byEmail(options.email);
      const created = await keys.create(owner.id, options);
      output(created, () => keyLines(created, owner.email).join('\n'));
    });
  key
    .command('list')
    .requiredOption('--email <email>')
    .action(async (options: { email: string }) => {
      const { accounts, keys } = await services();
      const listed = await keys.list((await accounts.byEmail(options.email)).id);
      output(
        listed,
        () =>
          listed
            .map(
              (k) =>
                `${k.id}  ${k.state.padEnd(7)}  ${k.name}  [${k.scopes.join(',')}]  expires ${k.expiresAt.toISOString()}  requests ${k.requestCount}, errors ${k.errorCount}, last used ${k.lastUsedAt?.toISOString() ?? 'never'}`,
            )
            .join('\n') || 'No keys.',
      );
    });
  key
    .command('revoke')
    .requiredOption('--id <keyId>')
    .action(async (options: { id: string }) => {
      await (await services()).keys.revoke(options.id);
      output({ id: options.id, revoked: true }, () => `Key ${options.id} revoked.`);
    });

  program
    .command('usage')
    .description("a key's requests by UTC date, operation and status (kept 30 days)")
    .requiredOption('--key <keyId>')
    .option('--days <n>', 'how many days back, 1 to 30', (v: string) => Number(v), 30)
    .action(async (options: { key: string; days: number }) => {
      const rows = await (await services()).usage(options.key, options.days);
      output(
        rows,
        () =>
          rows
            .map(
              (r) =>
                `${r.day}  ${r.operation.padEnd(24)} ${r.status}  ${String(r.count).padStart(7)}  ${(r.totalMs / r.count).toFixed(1)} ms mean`,
            )
            .join('\n') || 'No usage.',
      );
    });

  return program;
}
