import { ConfigError } from '../config/index.js';

/** Runs a process's start-up; a bad configuration prints its list of problems, anything else its error, then exits 1. */
export async function exitOnBootFailure(start: () => Promise<void>): Promise<void> {
  try {
    await start();
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  }
}
