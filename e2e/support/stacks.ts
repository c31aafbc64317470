import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Mode, modesOfRun, type StackInfo } from '@pp/testing';

/**
 * The modes this run tests: `E2E_MODE` names one (`npm test` runs the embedded and the distributed
 * suites side by side, a Jest run each), both when it is unset (`npm run test:e2e`).
 */
export const MODES: Mode[] = modesOfRun(process.env.E2E_MODE);

/**
 * A suite declared only in the e2e run of one mode (`npm test` runs the two side by side): one that
 * uses that mode's shared stack alone, or one that starts a stack of its own (faults injected, a
 * service killed), placed in the run that has room for it so that the two runs end together.
 */
export function describeInRun(run: Mode, name: string, suite: () => void): void {
  if (MODES.includes(run)) describe(name, suite);
}

/** The shared stack of a mode, started by the global setup. */
export function stackOf(mode: Mode): StackInfo {
  return (JSON.parse(readFileSync(process.env.E2E_STACKS_FILE!, 'utf8')) as Record<Mode, StackInfo>)[mode];
}

/** The database URL behind a stack (embedded: its own Postgres), for checking persisted state. */
export function databaseUrlOf(stack: StackInfo): string {
  return stack.mode === 'embedded' ? `postgres://postgres:postgres@127.0.0.1:${stack.env.EMBEDDED_PG_PORT}/practice` : stack.env.DATABASE_URL;
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
