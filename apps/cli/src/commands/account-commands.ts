import type { Command } from 'commander';
import { unwrap } from '@pp/sdk';
import type { CliContext } from '../cli-context.js';
import { creditLines, profileLines } from '../output/account-text.js';

/** `pp profile` (skill profile and pathway, progress:read) and `pp credits` (marking credits, marking:read). */
export function addAccountCommands(program: Command, cli: CliContext): void {
  program
    .command('profile')
    .description('your skill profile from validated marking, and the pathway: what to practise next')
    .action(async () => {
      const client = cli.client();
      const [skillProfile, pathway] = await Promise.all([
        client.GET('/skill-profile', {}).then(unwrap),
        client.GET('/pathway', {}).then(unwrap),
      ]);
      cli.print({ skillProfile, pathway }, () => profileLines(skillProfile, pathway));
    });

  program
    .command('credits')
    .description('your marking credits: included this month, and purchased')
    .action(async () => {
      const body = unwrap(await cli.client().GET('/marking/credits', {}));
      cli.print(body, () => creditLines(body.credits));
    });
}
