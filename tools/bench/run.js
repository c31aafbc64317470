// Benchmark runner: `npm run bench -- [scenario...] [--runs 3] [--duration 10] [--connections 1,8,32] [--json out.json]`
// (`npm run bench` builds first, then runs `node tools/bench/run.js`).
//
// Each scenario (tools/bench/scenarios/<name>.js) starts its servers and returns HTTP targets; for
// every connection count the runner warms each target up (discarded), then runs autocannon `runs`
// times per target, interleaving the targets (order rotated each round) so drift on the machine hits
// them alike, and reports the median of each figure over the runs, side by side with the scenario's
// baseline target measured in the same run. The markdown table goes to stdout, progress to stderr.
import { readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem, release } from 'node:os';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cleanupList } from './lib/cleanup.js';
import { relaunchWith } from './lib/relaunch.js';
import {
  machineCpu,
  pidListeningOn,
  postgresCpuMs,
  postgresDelta,
  processCpuMs,
  stackProcessesCpuMs,
  stackProcessesDelta,
} from './lib/procstat.js';
import { Samples, fmtInt, fmtMs, fmtRate, fmtRatio, median, percentileOfSorted, ratio } from './lib/stats.js';

const SCENARIO_DIR = new URL('./scenarios/', import.meta.url);
// The load generator's young generation is capped at 4 MB. Left to grow to V8's default, its CPU per
// response doubled after about 25 s of load (75 to 140 µs) and took that CPU from the servers it
// measures on a small machine (tools/bench/README.md, "How it measures").
const LOAD_GENERATOR_V8_FLAGS = ['--max-semi-space-size=4'];
const log = (message) => process.stderr.write(`${message}\n`);

const USAGE = `usage: node tools/bench/run.js [scenario...] [options]   (npm run bench -- ...)

  scenario            one or more of: ${listScenarios().join(', ') || '(none)'} (default: all)
  --runs N            measured runs per target and connection count (default 3, or the scenario's own); the median is reported
  --duration S        seconds per measured run (default 10)
  --warmup S          seconds of the discarded warm-up run per target and connection count (default 2; 0 = none)
  --connections LIST  comma-separated connection counts (default 1,8,32)
  --json FILE         also write every run and the medians as JSON
  --list              list the scenarios and exit
`;

function listScenarios() {
  return readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -3))
    .sort();
}

function parseCli(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      runs: { type: 'string' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '1,8,32' },
      json: { type: 'string' },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const positiveInt = (name, value, min = 1) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min}, got "${value}"`);
    return n;
  };
  const connections = values.connections.split(',').map((c) => positiveInt('connections', c.trim()));
  const known = listScenarios();
  const unknown = positionals.filter((p) => !known.includes(p));
  if (unknown.length) throw new Error(`unknown scenario(s): ${unknown.join(', ')}; known: ${known.join(', ')}`);
  return {
    help: values.help,
    list: values.list,
    scenarios: positionals.length ? positionals : known,
    runs: positiveInt('runs', values.runs ?? '3'),
    // Job scenarios may say how many runs they need when --runs is not given (`defaultRuns`).
    runsGiven: values.runs !== undefined,
    duration: positiveInt('duration', values.duration),
    // ...and how long a run lasts when --duration is not given (`defaultDuration`).
    durationGiven: argv.some((arg) => arg === '--duration' || arg.startsWith('--duration=')),
    warmup: positiveInt('warmup', values.warmup, 0),
    connections,
    json: values.json,
  };
}

async function loadScenario(name) {
  const module = await import(new URL(`${name}.js`, SCENARIO_DIR).href);
  for (const field of ['name', 'description', 'setup']) {
    if (!(field in module)) throw new Error(`scenarios/${name}.js must export ${field}`);
  }
  return module;
}

// ---------------------------------------------------------------------------------------------
// Interruption: Ctrl-C / SIGTERM stop the current autocannon run; the main loop then tears down.
// A second signal tears down at once and exits.

const cleanups = cleanupList(log);
const abort = new AbortController();
let currentRun;
function handleSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (abort.signal.aborted) {
        log(`${signal} again: tearing down now`);
        void cleanups.run().finally(() => process.exit(130));
        return;
      }
      log(`${signal}: stopping the current run, then tearing down (send again to force)`);
      abort.abort();
      currentRun?.stop();
    });
  }
}
const checkAborted = () => {
  if (abort.signal.aborted) throw new Error('interrupted');
};

// ---------------------------------------------------------------------------------------------
// One autocannon run.

const serverPids = new Map();
/** The pid serving a target (the process listening on its port), looked up once. */
function serverPidOf(target) {
  if (!serverPids.has(target.url)) {
    const { port, hostname } = new URL(target.url);
    serverPids.set(
      target.url,
      target.pid ?? (['127.0.0.1', 'localhost'].includes(hostname) ? pidListeningOn(Number(port || 80)) : undefined),
    );
  }
  return serverPids.get(target.url);
}

async function measure(target, connections, duration) {
  const latencies = new Samples();
  const serverPid = serverPidOf(target);
  const serverBefore = processCpuMs(serverPid);
  const pgBefore = postgresCpuMs();
  const stackBefore = stackProcessesCpuMs();
  const cpuBefore = machineCpu();
  const selfBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const instance = autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    body: target.body,
    connections,
    pipelining: 1,
    duration,
    timeout: 10,
    // The runner's own exact latencies (below) are what is reported; autocannon's are kept for reference.
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
  });
  currentRun = instance;
  // autocannon's histogram records whole milliseconds and has no p95: keep every 2xx response time (ms, float).
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  // Bounded even if the server hangs: autocannon stops by duration; this is a second guard.
  const guard = setTimeout(() => instance.stop(), (duration + 30) * 1000);
  let result;
  try {
    result = await instance;
  } finally {
    clearTimeout(guard);
    currentRun = undefined;
  }
  const self = process.cpuUsage(selfBefore);
  const cpuAfter = machineCpu();
  const pgMs = postgresDelta(pgBefore, postgresCpuMs());
  const serverMs = processCpuMs(serverPid) - serverBefore;
  const stackMs = stackProcessesDelta(stackBefore, stackProcessesCpuMs(), serverPid);
  const wallMs = performance.now() - wallBefore;
  const sorted = latencies.sorted();
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const busyMs = cpuAfter.busy - cpuBefore.busy;
  const loadGenMs = (self.user + self.system) / 1000;
  const perReq = (ms) => (responses ? (ms * 1000) / responses : NaN);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  return {
    reqPerSec: result.requests.average,
    ok2xxPerSec: result['2xx'] / result.duration,
    p50: percentileOfSorted(sorted, 50),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    responses,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSec: result.duration,
    // CPU during the run, per response: the process serving the target, every postgres process, this
    // process (the load generator) and the rest of the machine (idle services, other work on the host).
    cpuBusyPct: (100 * busyMs) / (cpuAfter.total - cpuBefore.total || 1),
    serverPid,
    serverCpuUsPerReq: perReq(serverMs),
    postgresCpuUsPerReq: perReq(pgMs),
    serverAndPostgresCpuUsPerReq: perReq(serverMs + pgMs),
    loadGenCpuUsPerReq: perReq(loadGenMs),
    otherCpuUsPerReq: perReq(busyMs - loadGenMs - serverMs - pgMs),
    // Cores' worth of CPU used by everything else during the run (noise; 2 cores = the whole machine here).
    otherCores: (busyMs - loadGenMs - serverMs - pgMs) / wallMs,
    // Of "other": each of the stacks' own processes by name (the other apps, the NATS server).
    otherByProcessCpuUsPerReq: Object.fromEntries(Object.entries(stackMs).map(([name, ms]) => [name, perReq(ms)])),
    autocannonLatencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      mean: result.latency.mean,
      max: result.latency.max,
    },
  };
}

const FIGURES = [
  'reqPerSec',
  'ok2xxPerSec',
  'p50',
  'p95',
  'p99',
  'max',
  'cpuBusyPct',
  'serverCpuUsPerReq',
  'postgresCpuUsPerReq',
  'serverAndPostgresCpuUsPerReq',
  'loadGenCpuUsPerReq',
  'otherCpuUsPerReq',
  'otherCores',
];

function summarise(runs) {
  const medians = Object.fromEntries(FIGURES.map((f) => [f, median(runs.map((r) => r[f]))]));
  const rates = runs.map((r) => r.reqPerSec);
  const sum = (f) => runs.reduce((s, r) => s + r[f], 0);
  const statusCodes = {};
  for (const run of runs) for (const [code, count] of Object.entries(run.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.otherByProcessCpuUsPerReq ?? {})))];
  const otherByProcessCpuUsPerReq = Object.fromEntries(
    names.map((name) => [name, median(runs.map((r) => r.otherByProcessCpuUsPerReq?.[name] ?? 0))]),
  );
  return {
    ...medians,
    otherByProcessCpuUsPerReq,
    reqPerSecMin: Math.min(...rates),
    reqPerSecMax: Math.max(...rates),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    responses: sum('responses'),
    statusCodes,
  };
}

/** The reference target of each target: its `compareTo`, else the scenario's baseline target. */
function referenceOf(target, targets) {
  if (target.compareTo) return target.compareTo;
  const baseline = targets.find((t) => t.baseline) ?? targets.find((t) => t.label === 'baseline');
  return baseline?.label;
}

async function runScenario(scenario, options) {
  log(`\n## ${scenario.name}: ${scenario.description}`);
  const context = { log, signal: abort.signal, defer: (fn) => cleanups.add(`${scenario.name} (deferred)`, fn) };
  const started = Date.now();
  const { targets, measure: measureJobs, teardown } = await scenario.setup(context);
  cleanups.add(`${scenario.name} teardown`, teardown);
  checkAborted();
  if (measureJobs) return runJobScenario(scenario, measureJobs, options, context);
  const labels = targets.map((t) => t.label);
  if (new Set(labels).size !== labels.length) throw new Error(`${scenario.name}: target labels must be unique`);
  log(`${scenario.name}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s; targets ${labels.join(', ')}`);

  const results = [];
  try {
    for (const connections of options.connections) {
      if (options.warmup > 0) {
        for (const target of targets) {
          checkAborted();
          const warm = await measure(target, connections, options.warmup);
          checkAborted();
          if (warm.non2xx || warm.errors)
            log(
              `  warm-up ${target.label} c=${connections}: ${warm.non2xx} non-2xx, ${warm.errors} errors (${JSON.stringify(warm.statusCodes)})`,
            );
        }
      }
      const runsOf = new Map(targets.map((t) => [t.label, []]));
      for (let round = 0; round < options.runs; round++) {
        // Rotate the order each round so no target always runs first (or last) after the others.
        const order = targets.map((_, i) => targets[(i + round) % targets.length]);
        for (const target of order) {
          checkAborted();
          const run = await measure(target, connections, options.duration);
          checkAborted(); // a run cut short by Ctrl-C is never reported
          runsOf.get(target.label).push(run);
          const flag =
            run.non2xx || run.errors || run.timeouts
              ? `  !! non-2xx ${run.non2xx}, errors ${run.errors}, timeouts ${run.timeouts} ${JSON.stringify(run.statusCodes)}`
              : '';
          log(
            `  c=${String(connections).padStart(3)} run ${round + 1}/${options.runs} ${target.label.padEnd(22)} ${fmtRate(run.reqPerSec).padStart(6)} req/s  p50 ${fmtMs(run.p50)}  p95 ${fmtMs(run.p95)}  p99 ${fmtMs(run.p99)} ms${flag}`,
          );
        }
      }
      for (const target of targets) {
        results.push({
          target: target.label,
          connections,
          reference: referenceOf(target, targets),
          median: summarise(runsOf.get(target.label)),
          runs: runsOf.get(target.label),
        });
      }
    }
  } finally {
    log(`${scenario.name}: tearing down`);
    await cleanups.run();
  }
  for (const row of results) {
    const ref = results.find((r) => r.target === row.reference && r.connections === row.connections);
    row.ratios = ref && {
      reqPerSec: ratio(row.median.reqPerSec, ref.median.reqPerSec),
      p50: ratio(row.median.p50, ref.median.p50),
      p95: ratio(row.median.p95, ref.median.p95),
      p99: ratio(row.median.p99, ref.median.p99),
      serverAndPostgresCpuUsPerReq: ratio(row.median.serverAndPostgresCpuUsPerReq, ref.median.serverAndPostgresCpuUsPerReq),
    };
  }
  return {
    name: scenario.name,
    description: scenario.description,
    targets: targets.map(({ label, url, note, baseline, compareTo }) => ({
      label,
      url,
      note,
      baseline: !!baseline,
      compareTo: referenceOf({ compareTo }, targets),
    })),
    results,
  };
}

/**
 * A scenario that is not HTTP throughput (background jobs: exports) measures itself: `measure`
 * runs `options.runs` times whatever it times and returns its report lines and figures.
 */
async function runJobScenario(scenario, measureJobs, options, context) {
  try {
    const runs = options.runsGiven ? options.runs : (scenario.defaultRuns ?? options.runs);
    const duration = options.durationGiven ? options.duration : (scenario.defaultDuration ?? options.duration);
    const { markdown: lines, results } = await measureJobs({ ...context, runs, duration });
    checkAborted();
    return { name: scenario.name, description: scenario.description, custom: { markdown: lines, results }, targets: [], results: [] };
  } finally {
    log(`${scenario.name}: tearing down`);
    await cleanups.run();
  }
}

// ---------------------------------------------------------------------------------------------
// Report.

function environment(options) {
  const require = createRequire(import.meta.url);
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    /* not a git checkout */
  }
  const cpuList = cpus();
  return {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    autocannon: require('autocannon/package.json').version,
    os: `${process.platform} ${release()}`,
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model?.trim(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadavgAtStart: loadavg().map((l) => Number(l.toFixed(2))),
    loadGeneratorV8Flags: LOAD_GENERATOR_V8_FLAGS,
    runs: options.runs,
    durationSec: options.duration,
    warmupSec: options.warmup,
    connections: options.connections,
  };
}

function markdown(report) {
  const env = report.environment;
  const lines = [];
  const throughput = report.scenarios.some((scenario) => !scenario.custom);
  if (throughput)
    lines.push(
      `Median of ${env.runs} run${env.runs > 1 ? 's' : ''} × ${env.durationSec} s per target and connection count (after a discarded ${env.warmupSec} s warm-up; targets interleaved), autocannon ${env.autocannon}, pipelining 1, load generator in the runner process (V8 ${env.loadGeneratorV8Flags.join(' ')}), servers in child processes, all on 127.0.0.1.`,
    );
  lines.push(
    `Machine: ${env.cpus} × ${env.cpuModel}, ${env.memoryGiB} GiB, ${env.os}, Node ${env.node}; commit ${env.commit}; ${env.date.slice(0, 10)}; ${env.busyCoresBeforeStart} cores already busy with other work before the benchmark started.`,
  );
  if (throughput)
    lines.push(
      'Latencies are of 2xx responses, computed from every response time (autocannon\'s own histogram keeps whole milliseconds and has no p95). "× base" is the median against the scenario\'s baseline target at the same connection count (req/s: higher is better; latencies: lower is better). "req/s range" is the lowest and highest of the runs.',
    );
  for (const scenario of report.scenarios) {
    lines.push('', `**${scenario.name}**: ${scenario.description}`, '');
    if (scenario.custom) {
      lines.push(...scenario.custom.markdown);
      continue;
    }
    const notes = scenario.targets
      .filter((t) => t.note || t.baseline || t.compareTo)
      .map(
        (t) =>
          `${t.label}${t.baseline ? ' (baseline)' : ''}${t.note ? `: ${t.note}` : ''}${t.compareTo && t.compareTo !== t.label && !t.baseline && scenario.targets.find((x) => x.baseline)?.label !== t.compareTo ? ` (compared with ${t.compareTo})` : ''}`,
      );
    if (notes.length) lines.push(`Targets: ${notes.join('; ')}.`, '');
    lines.push('| target | conns | req/s | req/s range | × base | p50 ms | × base | p95 ms | p99 ms | × base | non-2xx / errors |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const row of scenario.results) {
      const m = row.median;
      const isRef = row.target === row.reference;
      const r = (v) => (isRef ? '1.00×' : fmtRatio(v));
      const problems =
        m.non2xx || m.errors || m.timeouts
          ? `**${m.non2xx} non-2xx${Object.keys(m.statusCodes)
              .filter((c) => !c.startsWith('2'))
              .map((c) => ` (${c}: ${m.statusCodes[c]})`)
              .join('')}, ${m.errors} errors, ${m.timeouts} timeouts**`
          : '0 / 0';
      lines.push(
        `| ${row.target} | ${row.connections} | ${fmtRate(m.reqPerSec)} | ${fmtRate(m.reqPerSecMin)}–${fmtRate(m.reqPerSecMax)} | ${r(row.ratios?.reqPerSec)} | ${fmtMs(m.p50)} | ${r(row.ratios?.p50)} | ${fmtMs(m.p95)} | ${fmtMs(m.p99)} | ${r(row.ratios?.p99)} | ${problems} |`,
      );
    }
    lines.push(
      '',
      'Where the CPU goes (median µs of CPU time per response; "server" is the process listening on the target\'s port, "Postgres" every postgres process on the machine, "other" the rest of the machine: idle services and anything else running, also shown as cores busy):',
      '',
    );
    lines.push('| target | conns | server | Postgres | server + Postgres | × base | load generator | other | other, cores |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of scenario.results) {
      const m = row.median;
      const isRef = row.target === row.reference;
      lines.push(
        `| ${row.target} | ${row.connections} | ${fmtInt(m.serverCpuUsPerReq)} | ${fmtInt(m.postgresCpuUsPerReq)} | ${fmtInt(m.serverAndPostgresCpuUsPerReq)} | ${isRef ? '1.00×' : fmtRatio(row.ratios?.serverAndPostgresCpuUsPerReq)} | ${fmtInt(m.loadGenCpuUsPerReq)} | ${fmtInt(m.otherCpuUsPerReq)} | ${Number.isFinite(m.otherCores) ? m.otherCores.toFixed(2) : '–'} |`,
      );
    }
    lines.push(...otherByProcessTable(scenario.results));
  }
  return lines.join('\n');
}

/** "other" split over the stacks' own processes, for the rows where any of them used CPU (≥ 5 µs a response). */
function otherByProcessTable(results) {
  const used = (m) => Object.entries(m.otherByProcessCpuUsPerReq ?? {}).filter(([, us]) => us >= 5);
  const names = [...new Set(results.flatMap((row) => used(row.median).map(([name]) => name)))].sort();
  if (names.length === 0) return [];
  const lines = [
    '',
    'Of "other", the stacks\' own processes (median µs of CPU per response; the apps other than the target\'s server, and the NATS server):',
    '',
  ];
  lines.push(`| target | conns | ${names.join(' | ')} | the rest |`, `| --- | ---: |${' ---: |'.repeat(names.length + 1)}`);
  for (const { target, connections, median: m } of results) {
    if (used(m).length === 0) continue;
    const named = names.map((name) => m.otherByProcessCpuUsPerReq[name] ?? 0);
    lines.push(
      `| ${target} | ${connections} | ${named.map(fmtInt).join(' | ')} | ${fmtInt(m.otherCpuUsPerReq - named.reduce((a, b) => a + b, 0))} |`,
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  let options;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    log(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (options.list) {
    for (const name of options.scenarios) process.stdout.write(`${name}: ${(await loadScenario(name)).description}\n`);
    return 0;
  }
  const report = { environment: environment(options), scenarios: [] };
  // What else the machine is doing before anything starts: benchmarks on a shared host say so.
  const idleBefore = machineCpu();
  await new Promise((r) => setTimeout(r, 3000));
  const idleAfter = machineCpu();
  report.environment.busyCoresBeforeStart = Number(((idleAfter.busy - idleBefore.busy) / 3000).toFixed(2));
  log(`bench: machine busy before start: ${report.environment.busyCoresBeforeStart} of ${report.environment.cpus} cores`);
  const perTarget = options.connections.length * (options.warmup + options.runs * options.duration);
  log(
    `bench: ${options.scenarios.join(', ')}; ${options.runs} runs × ${options.duration} s at ${options.connections.join(', ')} connections (about ${Math.ceil(perTarget / 60)} min per target, plus start-up)`,
  );
  try {
    for (const name of options.scenarios) {
      checkAborted();
      report.scenarios.push(await runScenario(await loadScenario(name), options));
    }
  } finally {
    await cleanups.run();
  }
  checkAborted();
  const table = markdown(report);
  process.stdout.write(`${table}\n`);
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
    log(`bench: JSON written to ${options.json}`);
  }
  return report.scenarios.some((s) => s.results.some((r) => r.median.non2xx || r.median.errors || r.median.timeouts)) ? 3 : 0;
}

const relaunched = relaunchWith(LOAD_GENERATOR_V8_FLAGS);
if (relaunched) {
  void relaunched.then((code) => process.exit(code));
} else {
  handleSignals();
  main().then(
    (code) => process.exit(code),
    async (error) => {
      log(`bench: ${abort.signal.aborted ? 'interrupted' : `failed: ${error instanceof Error ? error.stack : error}`}`);
      await cleanups.run();
      process.exit(abort.signal.aborted ? 130 : 1);
    },
  );
}
