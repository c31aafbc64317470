// `npm test`'s Jest run. The unit project runs on every core: its specs are CPU-bound and share no
// state. The e2e suites then run one at a time: they share two stacks whose marking work is CPU-bound,
// and two suites at once starved them into timeouts. One closing line, "tests: N passed, N failed",
// counts both runs; CI reads it. Arguments (test path patterns, -t) go to both runs, and then a run
// that they leave without tests passes.
import { availableParallelism } from 'node:os';
import { buildArgv, runCLI } from 'jest';

const runs = [
  ['--selectProjects', 'unit', '--maxWorkers', String(availableParallelism())],
  ['--selectProjects', 'e2e', '--maxWorkers', '1'],
];
const given = process.argv.slice(2);
let passed = 0;
let failed = 0;
let success = true;
for (const run of runs) {
  const { results } = await runCLI(await buildArgv([...given, ...run, ...(given.length ? ['--passWithNoTests'] : [])]), [process.cwd()]);
  passed += results.numPassedTests;
  failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
  success &&= results.success;
}
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(success ? 0 : 1);
