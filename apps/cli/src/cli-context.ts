import { homedir } from 'node:os';
import { createPracticePaperClient, type PracticePaperClient } from '@pp/sdk';
import { configPathOf, type Connection, loadConnection } from './config/cli-config.js';
import { UsageError } from './usage-error.js';

/** What every command shares: where output goes, and the client, made when a command first needs it. */
export class CliContext {
  #connection: Connection | undefined;
  #client: PracticePaperClient | undefined;

  constructor(
    private readonly isJson: () => boolean,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  get json(): boolean {
    return this.isJson();
  }

  /** The result on stdout: the value as JSON under --json, else the text lines. */
  print(value: unknown, text: () => string | string[]): void {
    const lines = this.json ? JSON.stringify(value, null, 2) : text();
    process.stdout.write(`${Array.isArray(lines) ? lines.join('\n') : lines}\n`);
  }

  /** A line about what is happening, on stderr: never mixed with the result a script reads from stdout. */
  note(line: string): void {
    process.stderr.write(`${line}\n`);
  }

  /** Where the config file is, without reading it. */
  configPath(): string {
    return configPathOf(this.env, homedir());
  }

  connection(): Connection {
    this.#connection ??= loadConnection(this.env, homedir());
    return this.#connection;
  }

  /** The base address once it is known (an error report names it), without reading the config for it. */
  get baseUrl(): string | undefined {
    return this.#connection?.baseUrl;
  }

  client(): PracticePaperClient {
    const { baseUrl, apiKey, configPath } = this.connection();
    if (!apiKey) throw new UsageError(`No API key: set PP_API_KEY, or store one with \`pp config set\` (it writes ${configPath}).`);
    this.#client ??= createPracticePaperClient({
      baseUrl,
      apiKey,
      onRetry: ({ operationId, attempt, delayMs, status }) =>
        this.note(`${operationId}: ${status ?? 'no answer'}, trying again in ${Math.ceil(delayMs / 1000)} s (attempt ${attempt + 1})`),
    });
    return this.#client;
  }
}
