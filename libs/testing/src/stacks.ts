import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_NAMES } from '@pp/contracts';
import {
  type AppProcess,
  type DistributedStack,
  type ExitStatus,
  spawnApp,
  startDistributedStack,
  stopChild,
  waitForReady,
} from './processes.js';
import { freePort } from './free-port.js';
import { createTestDatabase } from './postgres.js';
import { deleteNatsNamespace, uniqueNamespace } from './nats.js';
import { eventually } from './eventually.js';

export type Mode = 'embedded' | 'distributed';

export const ALL_MODES: Mode[] = ['embedded', 'distributed'];

/**
 * The modes whose shared stack the e2e run `selected` starts (a value of E2E_RUN: `npm test` runs
 * one per mode side by side, and one `own-stacks` run of the suites that start stacks of their
 * own): both when none is named.
 */
export function sharedModesOf(selected: string | undefined): Mode[] {
  if (selected === undefined || selected === '') return ALL_MODES;
  if (selected === 'own-stacks') return [];
  if (selected === 'embedded' || selected === 'distributed') return [selected];
  throw new Error(`E2E_RUN is "${selected}": embedded, distributed, own-stacks or unset`);
}

/** What a test needs to reach a running stack and to run the admin CLI against its data. */
export interface StackInfo {
  mode: Mode;
  url: string;
  /** Environment for the admin CLI and for restarting the stack on the same data. */
  env: Record<string, string>;
  /** Distributed mode: each service's health endpoint base, in SERVICE_NAMES order. */
  healthUrls?: string[];
  /** The gateway's Prometheus metrics (the embedded mode: its one process's). */
  metricsUrl: string;
}

export interface RunningStack extends StackInfo {
  /** Distributed mode: the stack's processes, to kill or restart one of them in a test. */
  processes?: Pick<DistributedStack, 'processOf' | 'respawn'>;
  /** SIGTERM to every process; resolves with how each exited. */
  stop(): Promise<ExitStatus[]>;
  /** Removes what the stack stored (temporary database or data directory). */
  destroy(): Promise<void>;
}

/**
 * Every suite reaches the app from 127.0.0.1: on a shared stack their deliberate sign-in failures and
 * their sign-ups would add up to the per-address limits (20 failures in 15 minutes, 30 anonymous steps a
 * minute) and lock out the suites after them. The rules are tested on a stack of their own
 * (e2e/app-api.e2e-spec.ts).
 */
const TEST_STACK_DEFAULTS = { APP_SIGN_IN_ADDRESS_LIMIT: '1000', APP_ANONYMOUS_PER_MINUTE: '10000' };

const quiet = (app: string, line: string) => {
  if (process.env.E2E_LOGS) process.stdout.write(`${app}| ${line}\n`);
};

/** The embedded mode exactly as `npm start` runs it, on a temporary data directory and free ports. */
export async function startEmbeddedStack(env: Record<string, string> = {}): Promise<RunningStack> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pp-e2e-'));
  // Run as root, the embedded Postgres runs as its own system user, which must reach the directory.
  chmodSync(dataDir, 0o755);
  const fullEnv = {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    PORT: String(await freePort()),
    METRICS_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    ...TEST_STACK_DEFAULTS,
    ...env,
  };
  const child: AppProcess = spawnApp('standalone', fullEnv, quiet);
  try {
    await waitForReady(`http://127.0.0.1:${fullEnv.PORT}/health/ready`, [child]);
  } catch (error) {
    await stopChild(child);
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    mode: 'embedded',
    url: `http://127.0.0.1:${fullEnv.PORT}/v1`,
    metricsUrl: `http://127.0.0.1:${fullEnv.METRICS_PORT}/metrics`,
    env: fullEnv,
    stop: async () => [await stopChild(child)],
    destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The distributed mode: seven processes on a fresh database and a NATS namespace of their own. */
export async function startDistributedTestStack(env: Record<string, string> = {}): Promise<RunningStack> {
  const database = env.DATABASE_URL ? undefined : await createTestDatabase('pp_e2e');
  const blobDir = mkdtempSync(join(tmpdir(), 'pp-e2e-blobs-'));
  // The signed-in app's messages: no SMTP server, so the gateway writes them here for tests to read.
  const mailDir = mkdtempSync(join(tmpdir(), 'pp-e2e-mail-'));
  const port = await freePort();
  const fullEnv = {
    DATABASE_URL: database?.url ?? '',
    BUS_NAMESPACE: uniqueNamespace('e2e'),
    LOG_LEVEL: 'warn',
    DB_POOL_SIZE: '4',
    BLOB_DIR: blobDir,
    MAIL_DIR: mailDir,
    APP_BASE_URL: `http://127.0.0.1:${port}`,
    ...TEST_STACK_DEFAULTS,
    ...env,
  };
  const healthPorts = await Promise.all(SERVICE_NAMES.map(() => freePort()));
  // The gateway's alone (each service serves /metrics on its health port).
  const metricsPort = await freePort();
  const destroy = async () => {
    await database?.drop();
    await deleteNatsNamespace(fullEnv.BUS_NAMESPACE);
    rmSync(blobDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
  const stack = await startDistributedStack({ env: fullEnv, port, metricsPort, healthPorts, onLine: quiet }).catch(
    async (error: unknown) => {
      await destroy();
      throw error;
    },
  );
  return {
    mode: 'distributed',
    url: stack.url,
    env: fullEnv,
    healthUrls: healthPorts.map((p) => `http://127.0.0.1:${p}/health`),
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    processes: { processOf: stack.processOf, respawn: stack.respawn },
    stop: stack.stop,
    destroy,
  };
}

export const startStack = (mode: Mode, env?: Record<string, string>): Promise<RunningStack> =>
  mode === 'embedded' ? startEmbeddedStack(env) : startDistributedTestStack(env);

/** Where a stack's gateway writes the signed-in app's messages (no SMTP server in tests): MAIL_DIR, or DATA_DIR/mail in the embedded mode. */
export function mailDirOf(stack: StackInfo): string {
  return stack.env.MAIL_DIR ?? join(stack.env.DATA_DIR, 'mail');
}

/** One message of the app, as the mail folder keeps it. */
export interface AppMail {
  file: string;
  subject: string;
  text: string;
  /** The first link to the app in the message (`…/app/verify?token=…`, `…/app/reset?token=…`). */
  link: string | undefined;
  /** The link's `token`, if it has one. */
  token: string | undefined;
}

/**
 * The newest message to `email` whose subject matches, waited for (the gateway sends off the request
 * path); `except` skips messages already read, so a second message of the same kind is told apart.
 */
export async function mailTo(
  stack: StackInfo,
  email: string,
  subject: RegExp = /./,
  except: ReadonlyArray<Pick<AppMail, 'file'>> = [],
  timeoutMs = 10_000,
): Promise<AppMail> {
  const dir = mailDirOf(stack);
  let found: AppMail | undefined;
  await eventually(
    () => {
      const files = (() => {
        try {
          return readdirSync(dir).sort().reverse();
        } catch {
          return [];
        }
      })();
      for (const name of files) {
        const file = join(dir, name);
        if (except.some((seen) => seen.file === file)) continue;
        const text = readFileSync(file, 'utf8');
        const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'm').exec(text)?.[1];
        if (header('To')?.toLowerCase() !== email.toLowerCase() || !subject.test(header('Subject') ?? '')) continue;
        const link = /https?:\/\/\S+\/app\/\S*/.exec(text)?.[0];
        found = {
          file,
          subject: header('Subject')!,
          text,
          link,
          token: link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined,
        };
        return true;
      }
      return false;
    },
    timeoutMs,
    `a message to ${email} in ${dir}`,
  );
  return found!;
}
