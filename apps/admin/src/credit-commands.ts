import { type Command, InvalidArgumentError } from 'commander';
import type { CreditBalance } from '@pp/contracts';
import type { AccountsService, AdminOutput } from '@pp/gateway/admin';
import type { CreditLedgerRepository } from '@pp/marking';

export interface CreditServices {
  accounts: AccountsService;
  credits: CreditLedgerRepository;
}

function amount(value: string): number {
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1 || parsed > 100_000) throw new InvalidArgumentError('must be a whole number from 1 to 100000');
  return parsed;
}

const describe = (email: string, balance: CreditBalance) =>
  `${email} (plan ${balance.plan}): ${balance.available} credits available: ${balance.included.remaining} of ${balance.included.allowance} included for ${balance.period} (until ${balance.periodEndsAt}), ${balance.purchased.remaining} purchased.`;

/** `credits grant --email E --amount N` (purchased credits) and `credits show --email E`. */
export function addCreditCommands(program: Command, services: () => Promise<CreditServices>, output: AdminOutput): void {
  const credits = program.command('credits').description('marking credits: included per plan and month, plus purchased');
  credits
    .command('grant')
    .description('add purchased credits to an account')
    .requiredOption('--email <email>')
    .requiredOption('--amount <n>', 'credits to add, 1 to 100000', amount)
    .option('--note <text>', 'why (kept in the ledger)', 'granted by an operator')
    .action(async (options: { email: string; amount: number; note: string }) => {
      const { accounts, credits: ledger } = await services();
      const account = await accounts.byEmail(options.email);
      const at = new Date();
      await ledger.grant(account.id, options.amount, options.note, at);
      const balance = await ledger.balance(account.id, account.plan, at);
      output({ granted: options.amount, balance }, () => `Granted ${options.amount}. ${describe(account.email, balance)}`);
    });
  credits
    .command('show')
    .description("an account's credits")
    .requiredOption('--email <email>')
    .action(async (options: { email: string }) => {
      const { accounts, credits: ledger } = await services();
      const account = await accounts.byEmail(options.email);
      const balance = await ledger.balance(account.id, account.plan, new Date());
      output(balance, () => describe(account.email, balance));
    });
}
