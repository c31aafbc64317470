import { type Command, InvalidArgumentError } from 'commander';
import type { AccountsService, AdminOutput } from '@pp/gateway/admin';
import type { Favourites } from '@pp/question-bank';

export interface FavouriteServices {
  accounts: AccountsService;
  favourites: Favourites;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function questionId(value: string): string {
  if (!UUID.test(value)) throw new InvalidArgumentError('must be a question id (UUID)');
  return value.toLowerCase();
}

/** `favourite add|remove --email E --question ID`: a learner's favourites, which `favouritesOnly` searches read. */
export function addFavouriteCommands(program: Command, services: () => Promise<FavouriteServices>, output: AdminOutput): void {
  const favourite = program.command('favourite').description("a learner's favourite questions");
  for (const action of ['add', 'remove'] as const) {
    favourite
      .command(action)
      .requiredOption('--email <email>')
      .requiredOption('--question <questionId>', 'a published question id', questionId)
      .action(async (options: { email: string; question: string }) => {
        const { accounts, favourites } = await services();
        const owner = await accounts.byEmail(options.email);
        const change = await favourites[action](owner.id, options.question);
        const done = action === 'add' ? (change.changed ? 'added to' : 'already in') : change.changed ? 'removed from' : 'was not in';
        output({ ...change, action }, () => `Question ${options.question} ${done} the favourites of ${owner.email}.`);
      });
  }
}
