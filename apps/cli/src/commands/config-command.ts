import type { Command } from 'commander';
import { checkedBaseUrl, type Connection, readConfigFile, type StoredConfig, writeConfigFile } from '../config/cli-config.js';
import { readSecret } from '../config/secret-input.js';
import type { CliContext } from '../cli-context.js';
import { UsageError } from '../usage-error.js';

/** Where the connection comes from, without the key. */
const connectionLines = (connection: Connection): string[] => [
  `config file: ${connection.configPath}`,
  `base URL: ${connection.baseUrl} (from ${connection.sources.baseUrl})`,
  `API key: ${connection.sources.apiKey ? `set (from ${connection.sources.apiKey})` : 'not set'}`,
];

/** `pp config set` (the key from stdin, never an argument) and `pp config show`. */
export function addConfigCommands(program: Command, cli: CliContext): void {
  const config = program.command('config').description('where pp connects, and with which key');

  config
    .command('set')
    .description('store an API key (read from stdin: typed without echo, or piped) in the config file, readable only by you')
    .option('--base-url <url>', 'also store the base address (ending in /v1)')
    .action(async (options: { baseUrl?: string }) => {
      const configPath = cli.configPath();
      const baseUrl = options.baseUrl && checkedBaseUrl(options.baseUrl, '--base-url');
      let previous: StoredConfig = {};
      try {
        previous = readConfigFile(configPath) ?? {};
      } catch (error) {
        cli.note(`Replacing ${configPath}: ${(error as Error).message}`);
      }
      const apiKey = await readSecret('API key (not shown): ');
      if (!apiKey) throw new UsageError('No key was given: type it at the prompt or pipe it in (pp config set < key.txt).');
      const stored = { ...previous, ...(baseUrl ? { baseUrl } : {}), apiKey };
      writeConfigFile(configPath, stored);
      cli.print({ configPath, baseUrl: stored.baseUrl ?? null }, () => `Saved the key in ${configPath} (mode 0600).`);
    });

  config
    .command('show')
    .description('the config file, the base address and whether a key is set (never the key)')
    .action(() => {
      const connection = cli.connection();
      const { apiKey: _apiKey, ...shown } = connection;
      cli.print({ ...shown, apiKeySet: connection.apiKey !== undefined }, () => connectionLines(connection));
    });
}
