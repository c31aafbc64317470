import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Mode, sharedModesOf, type StackInfo } from '@pp/testing';

/** The e2e run this is (E2E_RUN; unset: every suite in one run). */
const RUN = process.env.E2E_RUN || undefined;

/**
 * The modes whose shared stack this run started (`npm test` runs one per mode, side by side, and a
 * third of the suites with stacks of their own): suites on a shared stack are declared for each.
 */
export const MODES: Mode[] = sharedModesOf(RUN);

/** A suite on each shared stack this run has, `%s` in its name standing for the mode. */
export function describeOnSharedStacks(name: string, suite: (mode: Mode) => void): void {
  for (const mode of MODES) describe(name.replace('%s', mode), () => suite(mode));
}

/** A suite on one mode's shared stack only: declared in the run that has that stack. */
export function describeInRun(mode: Mode, name: string, suite: () => void): void {
  if (MODES.includes(mode)) describe(name, suite);
}

/** A suite that starts stacks of its own (faults injected, a service killed, restarts): declared in the own-stacks run. */
export function describeWithOwnStacks(name: string, suite: () => void): void {
  if (RUN === undefined || RUN === 'own-stacks') describe(name, suite);
}

/** The shared stack of a mode, started by the global setup. */
export function stackOf(mode: Mode): StackInfo {
  return (JSON.parse(readFileSync(process.env.E2E_STACKS_FILE!, 'utf8')) as Record<Mode, StackInfo>)[mode];
}

/** The database URL behind a stack (embedded: its own Postgres), for checking persisted state. */
export function databaseUrlOf(stack: StackInfo): string {
  return stack.mode === 'embedded'
    ? `postgres://postgres:postgres@127.0.0.1:${stack.env.EMBEDDED_PG_PORT}/practice`
    : stack.env.DATABASE_URL;
}

export async function sql<T = Record<string, unknown>>(stack: StackInfo, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrlOf(stack) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** One HTTP call with an optional key; parses JSON bodies. */
export async function call<T = any>(stack: StackInfo, path: string, init: RequestInit & { key?: string } = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers);
  if (init.key) headers.set('authorization', `Bearer ${init.key}`);
  const response = await fetch(`${stack.url}${path}`, { ...init, headers });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : undefined;
  return { status: response.status, headers: response.headers, body: json as T, text };
}

/** Asserts the spec's error envelope, with the request id in body and header. */
export function expectError(response: ApiResponse<any>, status: number, code: string): void {
  expect({ status: response.status, code: response.body?.error?.code }).toEqual({ status, code });
  expect(typeof response.body.error.message).toBe('string');
  expect(response.body.requestId).toBe(response.headers.get('x-request-id'));
  expect(response.body.requestId).toBeTruthy();
}
