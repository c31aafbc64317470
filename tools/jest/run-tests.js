// `npm test`. First the build, the typecheck, the lint and the format check side by side (each is
// one process on one core and needs no build; `npm run lint` is the last two); then a check that Postgres and NATS answer (a run without
// one stops at once with the command that starts it); then the Jest runs. The unit project runs on
// every core: its specs are CPU-bound and share no state. The e2e suites then run in three Jest runs
// side by side (E2E_RUN): one on a shared embedded stack, one on a shared distributed stack, one of
// the suites that start stacks of their own; each runs one suite at a time, since two suites on one
// stack starved its CPU-bound marking into timeouts, while the runs share no state. The real-browser
// suites (project `browser`, e2e/browser/) run in the same runs, on the stacks already started (no
// stack of their own), one suite and so one browser at a time per run. One closing
// line, "tests: N passed, N failed", counts every run; CI reads it. Arguments (test path patterns,
// -t) go to every Jest run, and then a run that they leave without tests passes.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { buildArgv, runCLI } from 'jest';

const given = process.argv.slice(2);
const lenient = given.length ? ['--passWithNoTests'] : [];
const E2E_RUNS = ['embedded', 'distributed', 'own-stacks'];

/** Runs `npm run <script>`, its output kept until it ends so that scripts side by side do not interleave. */
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
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

const checksStarted = performance.now();
const checks = await Promise.all(['build', 'typecheck', 'lint:code', 'lint:format'].map(npmScript));
for (const { script, code, output } of checks) process.stdout.write(`npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'}\n${output}`);
if (checks.some(({ code }) => code !== 0)) stop('The build, the typecheck, the lint or the format check failed: no test was run.');
const checksTime = seconds(checksStarted);

// Built just now: the services' check comes from the testing lib's build.
const { assertNatsReachable, assertPostgresReachable } = await import('../../dist/libs/testing/src/index.js');
await Promise.all([assertPostgresReachable(), assertNatsReachable()]).catch((error) => stop(error.message));

const unitStarted = performance.now();
const unit = (
  await runCLI(await buildArgv([...given, '--selectProjects', 'unit', '--maxWorkers', String(availableParallelism()), ...lenient]), [
    process.cwd(),
  ])
).results;
const unitTime = seconds(unitStarted);

/** One e2e Jest run in a child process, its lines prefixed with the run's name. */
function e2eRun(run) {
  const outputFile = `.tmp/e2e-results-${run}-${process.pid}.json`;
  const args = [...given, '--selectProjects', 'e2e', 'browser', '--maxWorkers', '1', ...lenient, '--json', '--outputFile', outputFile];
  const child = spawn(process.execPath, [new URL('../../node_modules/jest/bin/jest.js', import.meta.url).pathname, ...args], {
    env: { ...process.env, E2E_RUN: run },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${run}] ${line}\n`));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      let results = { numPassedTests: 0, numFailedTests: 0, numRuntimeErrorTestSuites: 1, success: false };
      try {
        results = JSON.parse(readFileSync(outputFile, 'utf8'));
      } catch {
        process.stdout.write(`[${run}] the Jest run ended (code ${code}) without its results\n`);
      }
      rmSync(outputFile, { force: true });
      resolve({ ...results, success: results.success && code === 0 });
    });
  });
}

mkdirSync('.tmp', { recursive: true });
const e2eStarted = performance.now();
const e2eTimes = [];
const e2e = await Promise.all(E2E_RUNS.map((run) => e2eRun(run).finally(() => e2eTimes.push(`${run} ${seconds(e2eStarted)}`))));

const runs = [unit, ...e2e];
const passed = runs.reduce((sum, run) => sum + run.numPassedTests, 0);
const failed = runs.reduce((sum, run) => sum + run.numFailedTests + run.numRuntimeErrorTestSuites, 0);
process.stdout.write(`\nbuild, typecheck and lint ${checksTime}; unit ${unitTime}; e2e side by side: ${e2eTimes.join(', ')}\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(runs.every((run) => run.success) ? 0 : 1);
