// Marking upload: a 25 MiB, 80-page scanned PDF (lib/scan-pdf.js: seeded noise images, generated once
// per bench run) POSTed to /v1/marking/sessions/{id}/assets of a distributed stack, where the gateway
// streams the body to the BlobStore and the marking service reads the blob back and inspects it with
// mupdf before it answers 201. Each run uploads to a fresh session (a session holds 300 MiB).
//
// Targets, interleaved per round (order rotated), after one discarded upload each:
//   distributed       gateway + marking (and five other services) as separate processes, NATS object
//                     store (BLOB_STORE default; BENCH_BLOB_STORE=fs for the file store), local Postgres
//   baseline store    upload-baseline-server.js: bare node:http, body through SHA-256 to a file
//   baseline inspect  the same, then the file read back and given to the marking service's inspectUpload
// Per upload: wall seconds from the request's first byte to the end of the answer, and when the last
// byte of the body was handed to the kernel; peak RSS of each process involved (VmHWM after resetting
// it through /proc/<pid>/clear_refs before the upload, and VmRSS sampled every 50 ms as a check), its
// RSS before the upload, and its CPU. Rate limits are off, as in the other scenarios.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccountWithKeyByCli } from '../../../dist/libs/testing/src/index.js';
import { startChild } from '../lib/child.js';
import { startBenchStack } from '../lib/bench-stack.js';
import { scenarioCleanup } from '../lib/cleanup.js';
import { pidListeningOn, processCpuMs } from '../lib/procstat.js';
import { writeScanPdf } from '../lib/scan-pdf.js';
import { median, percentileOfSorted } from '../lib/stats.js';

export const name = 'marking-upload';
export const description =
  'a 25 MiB, 80-page scanned PDF uploaded through the gateway to the marking service (distributed stack): seconds per upload, peak RSS and CPU of the gateway and marking processes, against a bare node:http server';
/** Used when `--runs` is not given: p95 of 3 runs would only be the slowest. */
export const defaultRuns = 7;

const PAGES = 80;
const MIB = 1024 * 1024;
const SAMPLE_MS = 50;
const UPLOAD_TIMEOUT_MS = 120_000;
const BASELINE_SCRIPT = fileURLToPath(new URL('../upload-baseline-server.js', import.meta.url));

export async function setup(context = {}) {
  const { log, cleanup, teardown } = scenarioCleanup(context);
  try {
    const work = mkdtempSync(join(tmpdir(), 'pp-bench-scan-'));
    cleanup.add('scan directory', async () => rmSync(work, { recursive: true, force: true }));
    const generated = Date.now();
    const scan = await writeScanPdf(join(work, 'scan.pdf'), { pages: PAGES });
    const body = readFileSync(scan.path);
    log(
      `marking-upload: ${scan.path}: ${scan.size} bytes (${(scan.size / MIB).toFixed(2)} MiB), ${scan.pages} pages of ${scan.imageWidth} x ${scan.imageHeight} 8-bit grey noise, sha256 ${scan.sha256.slice(0, 12)}… (${Date.now() - generated} ms)`,
    );

    const blobStore = process.env.BENCH_BLOB_STORE ?? 'nats';
    if (!['nats', 'fs'].includes(blobStore)) throw new Error(`BENCH_BLOB_STORE must be nats or fs, not ${blobStore}`);
    log(`marking-upload: starting a distributed stack (7 processes, ${blobStore} blob store)...`);
    const { stack } = await startBenchStack(cleanup, 'pp_bench_up', { BLOB_STORE: blobStore });
    const baselines = {};
    for (const mode of ['store', 'inspect']) {
      const child = await startChild({
        script: BASELINE_SCRIPT,
        label: `upload baseline ${mode}`,
        env: { UPLOAD_MODE: mode, PORT: '0', HOST: '127.0.0.1' },
        readyKey: 'listening',
      });
      cleanup.add(`upload baseline ${mode}`, () => child.stop());
      baselines[mode] = child;
    }
    const account = await createAccountWithKeyByCli(stack, { scopes: ['marking:submit', 'marking:read'] });
    const auth = { authorization: `Bearer ${account.key}` };
    const api = async (path, init = {}) => {
      const response = await fetch(`${stack.url}${path}`, { ...init, headers: { ...auth, ...init.headers } });
      return { status: response.status, body: await response.json().catch(() => undefined) };
    };
    const newSession = async (title) => {
      const created = await api('/marking/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ title }),
      });
      if (created.status !== 201) throw new Error(`POST /marking/sessions answered ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.session.id;
    };

    const natsPid = pidListeningOn(4222);
    const processesOf = {
      distributed: () => ({
        gateway: stack.processes.processOf('gateway').pid,
        marking: stack.processes.processOf('marking').pid,
        ...(natsPid && { 'nats-server': natsPid }),
      }),
      'baseline store': () => ({ 'baseline store': baselines.store.pid }),
      'baseline inspect': () => ({ 'baseline inspect': baselines.inspect.pid }),
    };
    /** Each target: what a run sends where (a fresh session for the stack, made before the clock starts), and how its answer is checked. */
    const targets = [
      {
        label: 'distributed',
        prepare: async (run) => `${stack.url}/marking/sessions/${await newSession(`Bench upload ${run}`)}/assets?kind=work&name=scan.pdf`,
        headers: auth,
        check: (answer) => answer.asset?.pageCount === PAGES && answer.asset.byteSize === scan.size && answer.asset.sha256 === scan.sha256,
      },
      {
        label: 'baseline store',
        prepare: async () => `${baselines.store.ready}/upload`,
        headers: {},
        check: (a) => a.size === scan.size && a.sha256 === scan.sha256,
      },
      {
        label: 'baseline inspect',
        prepare: async () => `${baselines.inspect.ready}/upload`,
        headers: {},
        check: (a) => a.size === scan.size && a.sha256 === scan.sha256 && a.pageCount === PAGES,
      },
    ];

    /** One upload to a target, timed, with the peak RSS and CPU of its processes; throws unless the answer is a 201 that checks out. */
    const uploadOnce = async (target, run) => {
      const url = await target.prepare(run);
      const pids = processesOf[target.label]();
      const memory = Object.fromEntries(
        Object.entries(pids).map(([proc, pid]) => [
          proc,
          { pid, before: rssKiB(pid), reset: resetPeak(pid), sampled: 0, cpuBefore: processCpuMs(pid) },
        ]),
      );
      const sample = () => {
        for (const m of Object.values(memory)) m.sampled = Math.max(m.sampled, rssKiB(m.pid));
      };
      sample();
      const sampler = setInterval(sample, SAMPLE_MS);
      let answer;
      try {
        answer = await post(url, target.headers, body, context.signal);
      } finally {
        clearInterval(sampler);
      }
      sample();
      if (answer.status !== 201 || !target.check(answer.body))
        throw new Error(`${target.label}: upload answered ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 500)}`);
      const processes = {};
      for (const [proc, m] of Object.entries(memory)) {
        // VmHWM is exact when it was reset before the upload; the samples can only miss a short peak.
        const peak = m.reset ? Math.max(peakKiB(m.pid), m.sampled) : m.sampled;
        processes[proc] = {
          beforeMiB: m.before / 1024,
          peakMiB: peak / 1024,
          sampledPeakMiB: m.sampled / 1024,
          peakFrom: m.reset ? 'VmHWM' : 'samples',
          cpuMs: processCpuMs(m.pid) - m.cpuBefore,
        };
      }
      return { url, seconds: answer.totalMs / 1000, bodySentSeconds: answer.bodySentMs / 1000, processes };
    };

    // Every target answers once before anything is measured; the stack's first upload (mupdf loaded
    // in the marking process) is kept apart.
    const first = {};
    for (const target of targets) {
      first[target.label] = await uploadOnce(target, 0);
      log(`marking-upload: first upload ${target.label}: ${describeRun(first[target.label])}`);
    }
    const firstSession = first.distributed.url.slice(stack.url.length).replace(/\?.*$/, '');
    const listed = await api(firstSession);
    if (listed.status !== 200 || listed.body.assets.length !== 1 || listed.body.assets[0].pageCount !== PAGES)
      throw new Error(`GET ${firstSession} answered ${listed.status} ${JSON.stringify(listed.body)}`);

    const measure = async ({ runs }) => {
      const runsOf = new Map(targets.map((t) => [t.label, []]));
      for (let round = 0; round < runs; round++) {
        const order = targets.map((_, i) => targets[(i + round) % targets.length]);
        for (const target of order) {
          if (context.signal?.aborted) throw new Error('interrupted');
          const result = await uploadOnce(target, round + 1);
          runsOf.get(target.label).push(result);
          log(`  run ${round + 1}/${runs} ${target.label.padEnd(17)} ${describeRun(result)}`);
        }
      }
      return report({ scan, blobStore, runs, first, runsOf, targets });
    };
    return { measure, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------

/** POSTs the body as application/pdf; resolves with the status, the parsed answer, and when the body was sent and the answer read (ms). */
function post(url, headers, body, signal) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let bodySentMs = NaN;
    const request = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/pdf', 'content-length': body.length },
      signal,
      timeout: UPLOAD_TIMEOUT_MS,
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${UPLOAD_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    // 'finish': the last byte of the body was handed to the kernel.
    request.on('finish', () => {
      bodySentMs = performance.now() - started;
    });
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const totalMs = performance.now() - started;
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
        resolve({ status: response.statusCode, body: parsed, totalMs, bodySentMs: Number.isFinite(bodySentMs) ? bodySentMs : totalMs });
      });
    });
    request.end(body);
  });
}

function statusField(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) : NaN;
  } catch {
    return NaN;
  }
}
/** Resident set now, KiB. */
const rssKiB = (pid) => statusField(pid, 'VmRSS');
/** Peak resident set since start or since the last resetPeak, KiB. */
const peakKiB = (pid) => statusField(pid, 'VmHWM');

/** Resets a process's VmHWM to its current RSS (Linux 4.0+, needs the right to ptrace it); false when that is not allowed. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const mib = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en') : '–');
const sec = (v) => (Number.isFinite(v) ? v.toFixed(2) : '–');

function describeRun(run) {
  const memory = Object.entries(run.processes).map(
    ([proc, p]) => `${proc} ${mib(p.beforeMiB)}→${mib(p.peakMiB)} MiB, ${Math.round(p.cpuMs)} ms CPU`,
  );
  return `${sec(run.seconds)} s (body sent at ${sec(run.bodySentSeconds)} s); ${memory.join('; ')}`;
}

function summary(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return { median: median(sorted), p95: percentileOfSorted(sorted, 95), min: sorted[0], max: sorted.at(-1) };
}

function report({ scan, blobStore, runs, first, runsOf, targets }) {
  const time = {};
  const memory = {};
  for (const { label } of targets) {
    const list = runsOf.get(label);
    time[label] = {
      seconds: summary(list.map((r) => r.seconds)),
      bodySentSeconds: summary(list.map((r) => r.bodySentSeconds)),
      afterBodySeconds: summary(list.map((r) => r.seconds - r.bodySentSeconds)),
    };
    for (const proc of Object.keys(list[0].processes)) {
      const of = (field) => summary(list.map((r) => r.processes[proc][field]));
      memory[proc] = {
        target: label,
        beforeMiB: of('beforeMiB'),
        peakMiB: of('peakMiB'),
        growthMiB: summary(list.map((r) => r.processes[proc].peakMiB - r.processes[proc].beforeMiB)),
        sampledPeakMiB: of('sampledPeakMiB'),
        cpuMs: of('cpuMs'),
        peakFrom: [...new Set(list.map((r) => r.processes[proc].peakFrom))].join('/'),
        firstUpload: first[label].processes[proc],
        idleMiB: first[label].processes[proc].beforeMiB,
      };
    }
  }
  const base = time['baseline store'].seconds.median;
  const sizeMiB = scan.size / MIB;
  const lines = [
    `One file of ${scan.size.toLocaleString('en')} bytes (${sizeMiB.toFixed(2)} MiB), ${scan.pages} A4 pages each one ${scan.imageWidth} x ${scan.imageHeight} image of 8-bit grey noise (incompressible; \`lib/scan-pdf.js\`, seeded: sha256 ${scan.sha256.slice(0, 16)}…), POSTed ${runs} times to each target, targets interleaved, after one discarded upload each; the stack uploads into a fresh session each time. Client: \`node:http\` in the runner, the whole body from memory.`,
    `distributed: gateway and marking (and five other services) as separate processes, ${blobStore === 'nats' ? 'NATS JetStream object store' : 'file blob store'}, key check and session check first, 201 once the marking service has read the blob back and inspected it with mupdf; baseline store: bare \`node:http\`, body through SHA-256 to a temporary file, no key check; baseline inspect: the same, then the file read back and given to the marking service's \`inspectUpload\`.`,
    '',
    '| target | median s | p95 s | range s | × store | MiB/s (median) | body sent, median s | after the body, median s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { label } of targets) {
    const t = time[label];
    lines.push(
      `| ${label} | ${sec(t.seconds.median)} | ${sec(t.seconds.p95)} | ${sec(t.seconds.min)}–${sec(t.seconds.max)} | ${(t.seconds.median / base).toFixed(2)}× | ${(sizeMiB / t.seconds.median).toFixed(0)} | ${sec(t.bodySentSeconds.median)} | ${sec(t.afterBodySeconds.median)} |`,
    );
  }
  lines.push(
    '',
    `Memory of each process (MiB): idle is its RSS before its first upload; peak RSS is VmHWM, reset before each upload${Object.values(memory).some((m) => m.peakFrom !== 'VmHWM') ? ' (where the kernel refused the reset: the highest VmRSS sampled every 50 ms)' : ''}. A Node process keeps most of what one upload grew it by (V8 heap, malloc arenas, mupdf's WASM memory, which never shrinks), so after the first upload the peaks sit on that plateau: "highest − idle" (every upload, the first included) is what uploads cost a process. CPU: ms of the process (all threads) per upload. The nats-server is the machine's shared server, outside the stack (the object store's chunks go through it; its RSS also holds other work's).`,
    '',
    '| process | target | idle | first upload peak | peak median | peak p95 | peak max | highest − idle | CPU ms median | CPU ms p95 | CPU ms, first upload |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const [proc, m] of Object.entries(memory)) {
    // The nats-server is shared and outlives the stack: its RSS before the first upload is no idle of ours.
    const shared = proc === 'nats-server';
    lines.push(
      `| ${proc} | ${m.target} | ${shared ? '–' : mib(m.idleMiB)} | ${mib(m.firstUpload.peakMiB)} | ${mib(m.peakMiB.median)} | ${mib(m.peakMiB.p95)} | ${mib(m.peakMiB.max)} | ${shared ? '–' : mib(Math.max(m.peakMiB.max, m.firstUpload.peakMiB) - m.idleMiB)} | ${mib(m.cpuMs.median)} | ${mib(m.cpuMs.p95)} | ${mib(m.firstUpload.cpuMs)} |`,
    );
  }
  lines.push('', `First uploads (discarded): ${targets.map(({ label }) => `${label} ${sec(first[label].seconds)} s`).join(', ')}.`);
  if (runs < 20) lines.push(`p95 is nearest-rank: of ${runs} run${runs > 1 ? 's' : ''}, the slowest.`);
  return {
    markdown: lines,
    results: {
      file: { bytes: scan.size, pages: scan.pages, imageWidth: scan.imageWidth, imageHeight: scan.imageHeight, sha256: scan.sha256 },
      blobStore,
      runs,
      time,
      memory,
      first,
      perRun: Object.fromEntries([...runsOf]),
    },
  };
}
