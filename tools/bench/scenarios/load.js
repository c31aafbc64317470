// Mixed load: many accounts, each sending the API's busiest work at the spec's rate limits, against the
// distributed mode with two replicas of each service, side by side with the same mix against one of
// each (the baseline of the same run: what the second replica buys).
//
// Each account (LOAD_ACCOUNTS, default 20; one key each, every scope, rate limits ON as deployed) runs
// these flows on a fixed schedule (open loop: a flow starts on time whether or not its last one has
// finished), each flow's phase random per account. A flow stops at its first answer that is not 2xx.
//   search          GET /questions (limit 5 to 30, every third a text query)     every 1 s
//   profile         GET /skill-profile                                           every 2.5 s
//   paper           POST /papers, then POST its exports (Prefer: respond-async)  every 20 s
//   marking         a draft session, its work and scheme uploaded, a question    every 40 s
//                   requested, marking started
//   import          an import, its work and scheme uploaded, completed with the  every 60 s
//                   spec's example submission
// That is about 102 requests and 17.5 writes a minute per key: under the spec's 120 and 20 (and each
// separate limit: 5 uploads, 3 marking requests, 3 PDF preparations a minute), so a 429 is not part
// of the plan; any is counted apart from the errors. Jobs (export renders, marking, evidence) run on
// after their 202: after each run the scenario waits (up to LOAD_DRAIN_S, default 180 s) for every job
// queue to empty and the stack to go idle, so the next run starts on an idle stack, and reports how
// long that took. Each run opens with LOAD_WARMUP_S (default 15) seconds of the same load, not counted:
// the replicas are started just before, and their first requests would measure JIT compilation.
//
// One stack (one gateway) serves both configurations: the replicas are started before each run with
// two and stopped after it, and each configuration has accounts of its own (so one's runs never count
// in the other's rate windows). Two stacks side by side would need more Postgres connections than a
// shared server has to spare. Runs alternate between the configurations, order rotated each round.
// Per run: each operation's throughput and latency (2xx), each process's CPU (from /proc: ms and % of
// one core) and peak resident memory (VmHWM, the process's peak so far), Postgres and the NATS server
// (the whole of each: CPU during the run), and each service's job queues from its /metrics (deepest
// and oldest job seen, sampled every 5 s). The report gives the median of the runs and the p95 of every run's
// latencies pooled.
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { SCOPES, SERVICE_NAMES } from '../../../dist/libs/contracts/src/index.js';
import {
  createAccountWithKeyByCli,
  exampleSubmissionFor,
  pdfOf,
  startServiceReplica,
  stopChild,
} from '../../../dist/libs/testing/src/index.js';
import { startBenchStack } from '../lib/bench-stack.js';
import { scenarioCleanup } from '../lib/cleanup.js';
import { machineCpu, peakRssMiB, pidsNamed, postgresCpuMs, postgresDelta, processCpuMs } from '../lib/procstat.js';
import { fmtMs, median, percentileOfSorted } from '../lib/stats.js';

export const name = 'load';
export const description =
  "mixed load (search, papers and exports, marking, imports, profile reads) from many accounts at the spec's rate limits: two replicas of each service vs one";
export const defaultRuns = 2;
export const defaultDuration = 40;

const ACCOUNTS = positive('LOAD_ACCOUNTS', 20);
const DRAIN_S = positive('LOAD_DRAIN_S', 180);
const WARMUP_S = positive('LOAD_WARMUP_S', 15);
const QUEUE_SAMPLE_MS = 5000;
const CONFIGS = [
  { label: '2 replicas', replicas: 2 },
  { label: '1 replica', replicas: 1 },
];

function positive(variable, fallback) {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${variable} must be a positive integer`);
  return value;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const jsonBody = (body, headers = {}) => ({ headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const idempotent = () => ({ 'idempotency-key': randomUUID() });
const pdfBody = (bytes) => ({ headers: { 'content-type': 'application/pdf' }, body: bytes });

/**
 * The flows, each a list of steps: `[operation, (state, files) => request]`; a request is
 * `{ method, path, headers?, body? }` and its 2xx body may add to the state the next step reads.
 */
const FLOWS = [
  {
    flow: 'search',
    everyS: 1,
    steps: [
      [
        'search questions',
        ({ n }) => ({
          path: n % 3 === 0 ? `/questions?q=${encodeURIComponent('differentiate')}&limit=10` : `/questions?limit=${5 + (n % 6) * 5}`,
        }),
      ],
    ],
  },
  { flow: 'profile', everyS: 2.5, steps: [['read skill profile', () => ({ path: '/skill-profile' })]] },
  {
    flow: 'paper',
    everyS: 20,
    steps: [
      [
        'create paper',
        (state, { pins }) => ({
          method: 'POST',
          path: '/papers',
          ...jsonBody({ id: (state.paperId = randomUUID()), title: 'Load paper', questions: pins }),
        }),
      ],
      [
        'prepare export',
        (state) => ({ method: 'POST', path: `/papers/${state.paperId}/revisions/1/exports`, ...jsonBody({}, { prefer: 'respond-async' }) }),
      ],
    ],
  },
  {
    flow: 'marking',
    everyS: 40,
    steps: [
      ['create session', () => ({ method: 'POST', path: '/marking/sessions', ...jsonBody({ title: 'Load script' }, idempotent()) })],
      [
        'upload (marking)',
        (state, files) => ({
          method: 'POST',
          path: `/marking/sessions/${state.session.id}/assets?kind=work&name=work.pdf`,
          ...pdfBody(files.page),
        }),
      ],
      [
        'upload (marking)',
        (state, files) => ({
          method: 'POST',
          path: `/marking/sessions/${state.session.id}/assets?kind=scheme&name=scheme.pdf`,
          ...pdfBody(files.page),
        }),
      ],
      [
        'request question',
        (state) => ({
          method: 'POST',
          path: `/marking/sessions/${state.session.id}/questions`,
          ...jsonBody({ label: '1', workAssetIds: [state.assets[0]], schemeAssetIds: [state.assets[1]], pageSelections: {} }, idempotent()),
        }),
      ],
      ['start marking', (state) => ({ method: 'POST', path: `/marking/sessions/${state.session.id}/start`, headers: idempotent() })],
    ],
  },
  {
    flow: 'import',
    everyS: 60,
    steps: [
      ['create import', () => ({ method: 'POST', path: '/marking/imports', ...jsonBody({ title: 'Marked elsewhere' }, idempotent()) })],
      [
        'upload (import)',
        (state, files) => ({
          method: 'POST',
          path: `/marking/imports/${state.import.id}/assets?kind=work&name=work.pdf`,
          ...pdfBody(files.work),
        }),
      ],
      [
        'upload (import)',
        (state, files) => ({
          method: 'POST',
          path: `/marking/imports/${state.import.id}/assets?kind=scheme&name=scheme.pdf`,
          ...pdfBody(files.scheme),
        }),
      ],
      [
        'complete import',
        (state) => ({
          method: 'POST',
          path: `/marking/imports/${state.import.id}/complete`,
          ...jsonBody(exampleSubmissionFor(state.assets[0], state.assets[1]), idempotent()),
        }),
      ],
    ],
  },
];
const OPERATIONS = [...new Set(FLOWS.flatMap((f) => f.steps.map(([operation]) => operation)))];

/** What a step's 2xx body leaves for the next steps of its flow. */
function remember(state, body) {
  if (body?.session?.id) state.session = body.session;
  if (body?.import?.id) state.import = body.import;
  if (body?.asset?.id) (state.assets ??= []).push(body.asset.id);
}

/** Every flow start of one run: per account and flow, a random phase, then one each period. */
function schedule(accounts, durationS) {
  const events = [];
  for (const account of accounts) {
    for (const flow of FLOWS) {
      for (let at = Math.random() * flow.everyS; at < durationS; at += flow.everyS) events.push({ atMs: at * 1000, account, flow });
    }
  }
  return events.sort((a, b) => a.atMs - b.atMs);
}

/** Latencies and outcomes of one operation in one run. */
const newTally = () => ({ latencies: [], ok: 0, limited: 0, failed: 0, failures: new Map() });

/**
 * Runs the schedule for `warmupS + durationS`: flows started in the warm-up are sent alike but not
 * counted; `onMeasuring` is called when the measured window opens.
 */
async function runLoad(stack, accounts, files, { warmupS, durationS, signal, onMeasuring }) {
  const tallies = new Map(OPERATIONS.map((operation) => [operation, newTally()]));
  const discarded = new Map(OPERATIONS.map((operation) => [operation, newTally()]));
  const send = async (account, operation, { method = 'GET', path, headers = {}, body }, counted) => {
    const tally = (counted ? tallies : discarded).get(operation);
    const started = performance.now();
    let status = 0;
    let answer;
    try {
      const response = await fetch(`${stack.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${account.key}`, ...headers },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      status = response.status;
      answer = await response.json().catch(() => undefined);
    } catch {
      /* status 0: no answer (refused, reset or timed out) */
    }
    const ms = performance.now() - started;
    if (status >= 200 && status < 300) {
      tally.ok += 1;
      tally.latencies.push(ms);
      return answer ?? {};
    }
    if (status === 429) tally.limited += 1;
    else {
      tally.failed += 1;
      const reason = `${status} ${answer?.error?.code ?? ''}`.trim();
      tally.failures.set(reason, (tally.failures.get(reason) ?? 0) + 1);
    }
    return undefined;
  };
  let counter = 0;
  const runFlow = async ({ account, flow }, counted) => {
    const state = { n: counter++ };
    for (const [operation, request] of flow.steps) {
      const body = await send(account, operation, request(state, files), counted);
      if (!body) return;
      remember(state, body);
    }
  };
  const flows = [];
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const warmupMs = warmupS * 1000;
  let measuredFrom;
  const openWindow = () => {
    measuredFrom = performance.now();
    onMeasuring();
  };
  for (const event of schedule(accounts, warmupS + durationS)) {
    if (signal?.aborted) break;
    if (measuredFrom === undefined && event.atMs >= warmupMs) {
      if (warmupMs > elapsed()) await sleep(warmupMs - elapsed());
      openWindow();
    }
    if (event.atMs > elapsed()) await sleep(event.atMs - elapsed());
    flows.push(runFlow(event, measuredFrom !== undefined));
  }
  if (measuredFrom === undefined) openWindow();
  const end = (warmupS + durationS) * 1000;
  if (end > elapsed()) await sleep(end - elapsed());
  const scheduledMs = performance.now() - measuredFrom;
  await Promise.all(flows);
  return { tallies, scheduledMs, wallMs: performance.now() - measuredFrom };
}

/** `jobs_queue_depth` and `jobs_oldest_age_seconds` of every queue, from each service's /metrics. */
async function readQueues(stack) {
  const queues = new Map();
  await Promise.all(
    (stack.healthUrls ?? []).map(async (health) => {
      const text = await fetch(health.replace(/\/health$/, '/metrics'), { signal: AbortSignal.timeout(5000) })
        .then((r) => r.text())
        .catch(() => '');
      for (const match of text.matchAll(/^(jobs_queue_depth|jobs_oldest_age_seconds)\{([^}]*)\} (\S+)$/gm)) {
        const labels = Object.fromEntries([...match[2].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
        const name = `${labels.service}/${labels.queue}`;
        const queue = queues.get(name) ?? { depth: 0, oldestS: 0 };
        if (match[1] === 'jobs_queue_depth') queue.depth = Number(match[3]);
        else queue.oldestS = Number(match[3]);
        queues.set(name, queue);
      }
    }),
  );
  return queues;
}

/** Samples the queues every few seconds until stopped; keeps each queue's deepest and oldest. */
function watchQueues(stack) {
  const worst = new Map();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      for (const [name, { depth, oldestS }] of await readQueues(stack)) {
        const seen = worst.get(name) ?? { depth: 0, oldestS: 0 };
        worst.set(name, { depth: Math.max(seen.depth, depth), oldestS: Math.max(seen.oldestS, oldestS) });
      }
      await sleep(QUEUE_SAMPLE_MS);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return worst;
  };
}

/**
 * Waits until no job waits in any queue and the stack's processes are idle (together under a tenth
 * of a core for 2 s: a job being worked on waits in no queue); the seconds it took, or undefined.
 */
async function drain(stack, processes) {
  const started = Date.now();
  const cpuOf = () => processes.reduce((sum, { pid }) => sum + processCpuMs(pid), 0);
  while (Date.now() - started < DRAIN_S * 1000) {
    const before = cpuOf();
    await sleep(2000);
    const busy = (cpuOf() - before) / 2000;
    const waiting = [...(await readQueues(stack)).values()].reduce((sum, q) => sum + q.depth, 0);
    if (waiting === 0 && busy < 0.1) return (Date.now() - started) / 1000;
  }
  return undefined;
}

/** The processes of a configuration, by name: `gateway`, each service (`paper #2` for a replica). */
function processesOf(config) {
  const list = [{ name: 'gateway', pid: config.stack.processes.processOf('gateway').pid }];
  for (const service of SERVICE_NAMES) {
    list.push({ name: service, pid: config.stack.processes.processOf(service).pid });
    for (const [i, replica] of (config.replicaProcesses.get(service) ?? []).entries())
      list.push({ name: `${service} #${i + 2}`, pid: replica.pid });
  }
  return list;
}

async function measureRun(config, files, durationS, signal) {
  const processes = processesOf(config);
  const nats = pidsNamed('nats-server');
  let before;
  let stopWatching;
  const onMeasuring = () => {
    before = {
      cpu: processes.map(({ pid }) => processCpuMs(pid)),
      nats: nats.map((pid) => processCpuMs(pid)),
      postgres: postgresCpuMs(),
      machine: machineCpu(),
    };
    stopWatching = watchQueues(config.stack);
  };
  const { tallies, scheduledMs, wallMs } = await runLoad(config.stack, config.accounts, files, {
    warmupS: WARMUP_S,
    durationS,
    signal,
    onMeasuring,
  });
  const queues = await stopWatching();
  const machine = machineCpu();
  const perProcess = processes.map(({ name, pid }, i) => ({ name, cpuMs: processCpuMs(pid) - before.cpu[i], peakMiB: peakRssMiB(pid) }));
  perProcess.push(
    {
      name: 'NATS server (whole)',
      cpuMs: nats.reduce((sum, pid, i) => sum + processCpuMs(pid) - before.nats[i], 0),
      peakMiB: Math.max(...nats.map(peakRssMiB)),
    },
    { name: 'Postgres (whole)', cpuMs: postgresDelta(before.postgres, postgresCpuMs()), peakMiB: NaN },
  );
  const drainedS = await drain(config.stack, processes);
  return {
    scheduledMs,
    wallMs,
    machineBusyCores: ((machine.busy - before.machine.busy) / (machine.total - before.machine.total || 1)) * cpus().length,
    operations: Object.fromEntries(
      [...tallies].map(([operation, t]) => {
        const sorted = [...t.latencies].sort((a, b) => a - b);
        return [
          operation,
          {
            ok: t.ok,
            limited: t.limited,
            failed: t.failed,
            failures: Object.fromEntries(t.failures),
            okPerS: t.ok / (scheduledMs / 1000),
            p50: percentileOfSorted(sorted, 50),
            p95: percentileOfSorted(sorted, 95),
            p99: percentileOfSorted(sorted, 99),
            latencies: sorted,
          },
        ];
      }),
    ),
    processes: perProcess.map((p) => ({ ...p, corePct: (100 * p.cpuMs) / wallMs })),
    queues: Object.fromEntries(queues),
    drainedS,
  };
}

/** The configuration's figures over its runs: medians, pooled p95, summed outcomes. */
function summarise(runs) {
  const operations = Object.fromEntries(
    OPERATIONS.map((operation) => {
      const of = runs.map((r) => r.operations[operation]);
      const pooled = of.flatMap((o) => o.latencies).sort((a, b) => a - b);
      const sum = (field) => of.reduce((s, o) => s + o[field], 0);
      const failures = {};
      for (const o of of) for (const [reason, n] of Object.entries(o.failures)) failures[reason] = (failures[reason] ?? 0) + n;
      const sent = sum('ok') + sum('limited') + sum('failed');
      return [
        operation,
        {
          okPerS: median(of.map((o) => o.okPerS)),
          p50: median(of.map((o) => o.p50)),
          p95: median(of.map((o) => o.p95)),
          p99: median(of.map((o) => o.p99)),
          pooledP95: percentileOfSorted(pooled, 95),
          sent,
          failed: sum('failed'),
          limited: sum('limited'),
          errorRate: sent ? sum('failed') / sent : NaN,
          failures,
        },
      ];
    }),
  );
  const names = runs[0].processes.map((p) => p.name);
  const processes = names.map((name) => {
    const of = runs.map((r) => r.processes.find((p) => p.name === name));
    return {
      name,
      cpuMs: median(of.map((p) => p.cpuMs)),
      corePct: median(of.map((p) => p.corePct)),
      peakMiB: Math.max(...of.map((p) => p.peakMiB)),
    };
  });
  const queues = {};
  for (const run of runs)
    for (const [queue, { depth, oldestS }] of Object.entries(run.queues)) {
      const seen = queues[queue] ?? { depth: 0, oldestS: 0 };
      queues[queue] = { depth: Math.max(seen.depth, depth), oldestS: Math.max(seen.oldestS, oldestS) };
    }
  return {
    operations,
    processes,
    queues,
    machineBusyCores: median(runs.map((r) => r.machineBusyCores)),
    drainedS: runs.map((r) => r.drainedS),
  };
}

/** The service of a process name (`paper #2` → paper). */
const serviceOf = (processName) => processName.replace(/ #\d+$/, '');

/** The first bottleneck, read from the figures: the process busiest on CPU, and what would scale it. */
function bottleneck(summary, replicas) {
  const apps = summary.processes.filter((p) => !p.name.includes('whole'));
  const busiest = apps.reduce((a, b) => (b.corePct > a.corePct ? b : a));
  const service = serviceOf(busiest.name);
  const serviceTotal = apps.filter((p) => serviceOf(p.name) === service).reduce((s, p) => s + p.corePct, 0);
  const queue = Object.entries(summary.queues)
    .filter(([name, q]) => name.startsWith(`${service}/`) && (q.depth > 0 || q.oldestS > 0))
    .sort((a, b) => b[1].oldestS - a[1].oldestS)[0];
  const waits = queue ? `; its queue ${queue[0]} held up to ${queue[1].depth} jobs, the oldest ${queue[1].oldestS.toFixed(0)} s old` : '';
  const scale =
    service === 'gateway'
      ? 'more gateway replicas behind the load balancer (one gateway serves every request here; it holds no state but the rate counters, which are in Postgres)'
      : replicas > 1
        ? `more ${service} replicas on more cores (its ${replicas} replicas share its queue group and leased jobs; on this 2-core machine they share the same cores)`
        : `a second ${service} replica (queue group and leased jobs share the work) on a core of its own`;
  return `First bottleneck (${replicas} replica${replicas > 1 ? 's' : ''}): ${busiest.name} at ${busiest.corePct.toFixed(0)} % of a core (the ${service} service in all: ${serviceTotal.toFixed(0)} %)${waits}. What would scale it: ${scale}.`;
}

function report(configs, runs, durationS) {
  const summaries = configs.map((config) => summarise(runs.get(config.label)));
  const runCount = runs.get(configs[0].label).length;
  const pct = (v) => (Number.isFinite(v) ? `${(100 * v).toFixed(v > 0 && v < 0.001 ? 2 : 1)} %` : '–');
  const lines = [
    `${ACCOUNTS} accounts per configuration, one key each, rate limits on; per key about 102 requests and 17.5 writes a minute (the spec allows 120 and 20). ${runCount} run${runCount > 1 ? 's' : ''} of ${durationS} s per configuration (after ${WARMUP_S} s of the same load not counted), alternating; figures are the median of the runs ("p95 pooled": of every run's latencies together). Latencies of 2xx answers, ms. Errors: answers neither 2xx nor 429 (and no answer at all), as a share of those sent; 429s apart. One gateway.`,
    '',
    `| operation | ${configs.map((c) => `${c.label}: ok/s | p50 | p95 | p99 | p95 pooled | errors | 429s`).join(' | ')} |`,
    `| --- |${' ---: |'.repeat(7 * configs.length)}`,
  ];
  for (const operation of OPERATIONS) {
    const cells = summaries.map(({ operations: { [operation]: o } }) =>
      [o.okPerS.toFixed(2), fmtMs(o.p50), fmtMs(o.p95), fmtMs(o.p99), fmtMs(o.pooledP95), pct(o.errorRate), String(o.limited)].join(' | '),
    );
    lines.push(`| ${operation} | ${cells.join(' | ')} |`);
  }
  const failures = summaries.flatMap((s, i) =>
    Object.entries(s.operations)
      .filter(([, o]) => o.failed)
      .map(
        ([operation, o]) =>
          `${configs[i].label} ${operation}: ${Object.entries(o.failures)
            .map(([reason, n]) => `${n}× ${reason}`)
            .join(', ')}`,
      ),
  );
  if (failures.length) lines.push('', `Errors by answer: ${failures.join('; ')}.`);
  lines.push(
    '',
    'Each process during a run (median of the runs): CPU time and its share of one core, and its peak resident memory (VmHWM, the highest of the runs). Postgres and the NATS server: the whole of each (they also serve anything else on the machine).',
    '',
    `| process | ${configs.map((c) => `${c.label}: CPU s | % of a core | peak MiB`).join(' | ')} |`,
    `| --- |${' ---: |'.repeat(3 * configs.length)}`,
  );
  const names = [...new Set(summaries.flatMap((s) => s.processes.map((p) => p.name)))];
  for (const processName of names) {
    const cells = summaries.map((s) => {
      const p = s.processes.find((x) => x.name === processName);
      return p
        ? `${(p.cpuMs / 1000).toFixed(1)} | ${p.corePct.toFixed(1)} | ${Number.isFinite(p.peakMiB) ? p.peakMiB.toFixed(0) : '–'}`
        : '– | – | –';
    });
    lines.push(`| ${processName} | ${cells.join(' | ')} |`);
  }
  lines.push(
    `| whole machine, cores busy | ${summaries.map((s) => `${s.machineBusyCores.toFixed(2)} of ${cpus().length} | | `).join(' | ')} |`,
    '',
    "Job queues (from the services' /metrics every 5 s): the most jobs waiting and the oldest waiting job seen; then how long after each run the queues were empty and the stack idle.",
    '',
  );
  for (const [i, s] of summaries.entries()) {
    const queues = Object.entries(s.queues).filter(([, q]) => q.depth > 0 || q.oldestS > 0);
    const drained = s.drainedS.map((d) => (d === undefined ? `not within ${DRAIN_S} s` : `${d.toFixed(0)} s`)).join(', ');
    lines.push(
      `- ${configs[i].label}: ${queues.length ? queues.map(([name, q]) => `${name} up to ${q.depth} waiting, oldest ${q.oldestS.toFixed(0)} s`).join('; ') : 'no job waited at a sample'}; idle after the runs in ${drained}.`,
    );
  }
  lines.push('', ...summaries.map((s, i) => `- ${bottleneck(s, configs[i].replicas)}`));
  return {
    markdown: lines,
    results: {
      accounts: ACCOUNTS,
      durationS,
      configs: configs.map((c, i) => ({
        label: c.label,
        replicas: c.replicas,
        summary: summaries[i],
        // Every latency of every run would make the JSON large: the runs keep their figures.
        runs: runs.get(c.label).map(({ operations, ...rest }) => ({ ...rest, operations: withoutLatencies(operations) })),
      })),
    },
  };
}

const withoutLatencies = (operations) =>
  Object.fromEntries(Object.entries(operations).map(([operation, figures]) => [operation, { ...figures, latencies: undefined }]));

/** Accounts made by the admin CLI, a few at a time. */
async function accountsOf(stack, count) {
  const accounts = [];
  while (accounts.length < count) {
    const batch = Math.min(4, count - accounts.length);
    accounts.push(...(await Promise.all(Array.from({ length: batch }, () => createAccountWithKeyByCli(stack, { scopes: [...SCOPES] })))));
  }
  return accounts;
}

/** One more process of each service; stopped (and its cleanup dropped) by the function returned. */
async function startReplicas(stack, cleanup) {
  const replicas = new Map(await Promise.all(SERVICE_NAMES.map(async (service) => [service, [await startServiceReplica(stack, service)]])));
  const stop = () => Promise.all([...replicas.values()].flat().map((replica) => stopChild(replica)));
  cleanup.add('service replicas', stop);
  return { replicas, stop };
}

export async function setup(context = {}) {
  const { log, cleanup, teardown } = scenarioCleanup(context);
  try {
    log(`load: starting a distributed stack (7 processes), rate limits on, and ${2 * ACCOUNTS} accounts...`);
    const { stack } = await startBenchStack(cleanup, 'pp_bench_load', { RATE_LIMITS: 'on' });
    // Each configuration has accounts of its own, so one's runs never count in the other's rate windows.
    const configs = [];
    for (const { label, replicas } of CONFIGS) configs.push({ label, replicas, stack, accounts: await accountsOf(stack, ACCOUNTS) });
    const search = await fetch(`${stack.url}/questions?limit=4`, { headers: { authorization: `Bearer ${configs[0].accounts[0].key}` } });
    if (search.status !== 200) throw new Error(`the first search answered ${search.status}`);
    const pins = (await search.json()).items.map((item) => item.pin);
    const files = { pins, page: await pdfOf(1), work: await pdfOf(3), scheme: await pdfOf(2) };

    const measure = async ({ log: say = log, runs, duration, signal }) => {
      const byConfig = new Map(configs.map((c) => [c.label, []]));
      const lastEnd = new Map();
      for (let round = 0; round < runs; round += 1) {
        for (const config of configs.map((_, i) => configs[(i + round) % configs.length])) {
          if (signal?.aborted) throw new Error('interrupted');
          // The replicas of this configuration, started before its run and stopped after its queues emptied.
          const extra = config.replicas > 1 ? await startReplicas(stack, cleanup) : undefined;
          config.replicaProcesses = extra?.replicas ?? new Map();
          // A key's windows are UTC minutes: a run starts in a later minute than its accounts' last run ended in.
          const minuteAfter = lastEnd.has(config.label) ? (Math.floor(lastEnd.get(config.label) / 60_000) + 1) * 60_000 : 0;
          if (Date.now() < minuteAfter) await sleep(minuteAfter - Date.now());
          say(`load: run ${round + 1}/${runs}, ${config.label}, ${duration} s...`);
          const run = await measureRun(config, files, duration, signal);
          lastEnd.set(config.label, Date.now());
          await extra?.stop();
          byConfig.get(config.label).push(run);
          const ops = Object.values(run.operations);
          say(
            `  ${config.label}: ${ops.reduce((s, o) => s + o.ok, 0)} ok, ${ops.reduce((s, o) => s + o.failed, 0)} errors, ${ops.reduce((s, o) => s + o.limited, 0)} 429s; machine ${run.machineBusyCores.toFixed(2)} cores busy; idle ${run.drainedS === undefined ? 'not in time' : `${run.drainedS.toFixed(0)} s after`}`,
          );
        }
      }
      return report(configs, byConfig, duration);
    };
    return { measure, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
