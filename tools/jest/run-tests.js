// `npm test` after its build: the typecheck and the lint side by side (one core each), a check that
// Postgres and NATS answer (a run without one stops at once with the command that starts it), then
// the Jest runs. The unit project runs on every core: its specs are
// CPU-bound and share no state. The e2e suites then run in two Jest runs side by side, one per mode
// (E2E_MODE), each on its own stack and one suite at a time: two suites on one stack starved its
// CPU-bound marking into timeouts, while the two modes share no state. One closing line, "tests: N
// passed, N failed", counts every run; CI reads it. Arguments (test path patterns, -t) go to every
// run, and then a run that they leave without tests passes.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { buildArgv, runCLI } from 'jest';
import { assertNatsReachable, assertPostgresReachable } from '../../dist/libs/testing/src/index.js';

const given = process.argv.slice(2);
const lenient = given.length ? ['--passWithNoTests'] : [];

/** Runs `npm run <script>`, its output kept until it ends so that two side by side do not interleave. */
function npmScript(script) {
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ script, code, output })));
}

const stop = (why) => {
  process.stderr.write(`\n${why}\n\ntests: 0 passed, 1 failed\n`);
  process.exit(1);
};
const checks = await Promise.all(['typecheck', 'lint'].map(npmScript));
for (const { script, code, output } of checks) {
  process.stdout.write(`npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'}\n${output}`);
}
if (checks.some(({ code }) => code !== 0)) stop('The typecheck or the lint failed: no test was run.');
await Promise.all([assertPostgresReachable(), assertNatsReachable()]).catch((error) => stop(error.message));

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;
const unitStarted = performance.now();
const unit = (await runCLI(await buildArgv([...given, '--selectProjects', 'unit', '--maxWorkers', String(availableParallelism()), ...lenient]), [process.cwd()])).results;

/** A Jest run of the e2e suites of one mode in a child process, its lines prefixed with the mode. */
function e2eRun(mode) {
  const outputFile = `.tmp/e2e-results-${mode}-${process.pid}.json`;
  const args = [...given, '--selectProjects', 'e2e', '--maxWorkers', '1', ...lenient, '--json', '--outputFile', outputFile];
  const child = spawn(process.execPath, [new URL('../../node_modules/jest/bin/jest.js', import.meta.url).pathname, ...args], {
    env: { ...process.env, E2E_MODE: mode },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${mode}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      let results = { numPassedTests: 0, numFailedTests: 0, numRuntimeErrorTestSuites: 1, success: false };
      try {
        results = JSON.parse(readFileSync(outputFile, 'utf8'));
      } catch {
        process.stdout.write(`[${mode}] the Jest run ended (code ${code}) without its results\n`);
      }
      rmSync(outputFile, { force: true });
      resolve({ ...results, success: results.success && code === 0 });
    });
  });
}

const unitTime = seconds(unitStarted);
mkdirSync('.tmp', { recursive: true });
const e2eStarted = performance.now();
const e2eTimes = {};
const e2e = await Promise.all(['embedded', 'distributed'].map((mode) => e2eRun(mode).finally(() => (e2eTimes[mode] = seconds(e2eStarted)))));

const runs = [unit, ...e2e];
const passed = runs.reduce((sum, run) => sum + run.numPassedTests, 0);
const failed = runs.reduce((sum, run) => sum + run.numFailedTests + run.numRuntimeErrorTestSuites, 0);
process.stdout.write(`\nunit ${unitTime}; e2e embedded ${e2eTimes.embedded}, distributed ${e2eTimes.distributed} (side by side)\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(runs.every((run) => run.success) ? 0 : 1);
