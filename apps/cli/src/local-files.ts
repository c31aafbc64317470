import { readFile, writeFile } from 'node:fs/promises';
import { UsageError } from './usage-error.js';

/** A file named on the command line; one that cannot be read is a usage error, before anything is sent. */
export async function readLocalFile(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

export async function readJsonFile(path: string): Promise<unknown> {
  const text = Buffer.from(await readLocalFile(path)).toString('utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not JSON: ${(error as Error).message}`);
  }
}

export async function writeLocalFile(path: string, bytes: Uint8Array): Promise<void> {
  try {
    await writeFile(path, bytes);
  } catch (error) {
    throw new UsageError(`Cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}
