import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';

/** What to check when the Chromium from npm cannot run here: the tests use nothing outside npm, Postgres and NATS. */
const BROWSER_HELP = 'Run `npm ci` to restore the pinned @sparticuz/chromium, and check that the temporary folder (TMPDIR) is writable.';

/**
 * Flags of @sparticuz/chromium's list (made for AWS Lambda) left out: two switch off the same-origin
 * policy, which the app's security tests (CSRF, cookies) must run under; in one process the browser
 * exits when its last context closes, and suites open and close a context per test.
 */
const LEFT_OUT_FLAGS = new Set(['--disable-web-security', '--allow-running-insecure-content', '--single-process']);

const packageDirOf = () => dirname(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')));

/**
 * The folder the pinned Chromium is unpacked into once per package version: the binary, its
 * SwiftShader libraries and the fonts shipped with the package, with a fonts.conf naming only
 * those fonts, so that screenshots do not depend on the machine's fonts.
 */
function unpackedDirOf(packageDir: string): string {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return join(tmpdir(), `pp-chromium-${version}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: -1, output: error.message }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Unpacks @sparticuz/chromium's archives once. The package unpacks into `os.tmpdir()` and takes any
 * file already there as done, so two runs side by side could start a half-written binary: here a
 * child process unpacks into a folder of its own (TMPDIR), which is then renamed into place whole.
 */
async function unpackChromium(): Promise<string> {
  const packageDir = packageDirOf();
  const target = unpackedDirOf(packageDir);
  if (existsSync(join(target, 'chromium'))) return target;
  mkdirSync(dirname(target), { recursive: true });
  const staging = mkdtempSync(`${target}.unpacking-`);
  try {
    const script = `const { default: chromium } = await import(${JSON.stringify(pathToFileURL(join(packageDir, 'build/index.js')).href)});
await chromium.executablePath(${JSON.stringify(join(packageDir, 'bin'))});`;
    const unpacked = await run(process.execPath, ['--input-type=module', '-e', script], { ...process.env, TMPDIR: staging });
    if (unpacked.code !== 0 || !existsSync(join(staging, 'chromium')))
      throw new Error(`Unpacking @sparticuz/chromium failed (exit ${unpacked.code}): ${unpacked.output.trim()}\n${BROWSER_HELP}`);
    writeFileSync(
      join(staging, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${target}/fonts</dir>\n  <cachedir>${target}/fonts-cache</cachedir>\n</fontconfig>\n`,
    );
    try {
      renameSync(staging, target);
    } catch (error) {
      // Another run unpacked it first: theirs is whole.
      if (!existsSync(join(target, 'chromium'))) throw error;
    }
    return target;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The browser the suites drive: its executable, arguments and environment. */
export interface BrowserLaunch {
  executablePath: string;
  args: string[];
  env: Record<string, string>;
}

/** The pinned Chromium from npm, with the package's fonts only (FONTCONFIG_PATH), for screenshots that match across machines. */
export async function browserLaunchOf(): Promise<BrowserLaunch> {
  const unpacked = await unpackChromium();
  const { default: chromium } = await import('@sparticuz/chromium');
  return {
    executablePath: join(unpacked, 'chromium'),
    args: chromium.args.filter((flag) => !LEFT_OUT_FLAGS.has(flag)),
    env: { FONTCONFIG_PATH: unpacked },
  };
}

/** Starts headless Chromium with Playwright; a browser that cannot start fails saying why, and what to check. */
export async function launchBrowser(): Promise<Browser> {
  const launch = await browserLaunchOf();
  const { chromium } = await import('playwright-core');
  try {
    return await chromium.launch({
      executablePath: launch.executablePath,
      args: launch.args,
      env: { ...process.env, ...launch.env } as Record<string, string>,
      headless: true,
      timeout: 60_000,
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`Chromium from @sparticuz/chromium (${launch.executablePath}) did not start: ${why}\n${BROWSER_HELP}`);
  }
}
