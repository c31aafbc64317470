// Exports: both PDFs of a 24-question paper, rendered by the export service of a distributed stack.
//
// Each run prepares the exports of a new revision of the same paper (a PATCH of its title makes one),
// and times the job from the export service's own row: "render" is from the attempt's start to ready
// (pinned questions and diagrams read, both PDFs rendered on the render thread, stored, committed),
// "job" from the POST to ready (adds the pickup: a NOTIFY at commit wakes a worker). Cold runs each
// restart the export service first, so the render is the first of its process; warm runs follow one
// discarded render. Peak memory is the export process's VmHWM (peak resident set, render threads
// included) from /proc, the highest over every export process of the run.
// Rate limits are off; the bank is the default seeded one.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createAccountWithKeyByCli, stopChild } from '../../../dist/libs/testing/src/index.js';
import { startBenchStack } from '../lib/bench-stack.js';
import { scenarioCleanup } from '../lib/cleanup.js';
import { median, percentileOfSorted } from '../lib/stats.js';

export const name = 'exports';
export const description =
  'both PDFs of a 24-question paper, cold (first render of an export process) and warm: render and job time, CPU, and peak RSS of the export process';

const QUESTIONS = 24;
const GOAL_WARM_MS = 3000;
const GOAL_RSS_MIB = 512;

export async function setup(context = {}) {
  const { log, cleanup, teardown } = scenarioCleanup(context);
  try {
    log('exports: starting a distributed stack (7 processes)...');
    const { stack, database } = await startBenchStack(cleanup, 'pp_bench');
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    cleanup.add('database client', () => db.end());

    const account = await createAccountWithKeyByCli(stack, { scopes: ['questions:read', 'papers:read', 'papers:write'] });
    const api = async (path, init = {}) => {
      const response = await fetch(`${stack.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${account.key}`, ...(init.body && { 'content-type': 'application/json' }), ...init.headers },
      });
      return { status: response.status, body: await response.json().catch(() => undefined) };
    };
    const search = await api(`/questions?limit=${QUESTIONS}`);
    const pins = search.body.items.map((item) => item.pin);
    if (pins.length !== QUESTIONS) throw new Error(`the bank gave ${pins.length} questions, not ${QUESTIONS}`);
    const paperId = crypto.randomUUID();
    let writingSpace = 'smart';
    let created = await api('/papers', {
      method: 'POST',
      body: JSON.stringify({ id: paperId, title: 'Bench paper', questions: pins, writingSpace }),
    });
    if (created.status === 422) {
      // Over the page limit with answer space: the same questions, printed without it.
      writingSpace = 'none';
      created = await api('/papers', {
        method: 'POST',
        body: JSON.stringify({ id: paperId, title: 'Bench paper', questions: pins, writingSpace }),
      });
    }
    if (created.status !== 201) throw new Error(`POST /papers answered ${created.status} ${JSON.stringify(created.body)}`);
    log(`exports: paper of ${QUESTIONS} questions, writingSpace ${writingSpace}, ${created.body.paper.pageCount} pages`);

    let revision = 1;
    let exported = false;
    /** One export of a new revision (revision 1 first), timed from the export row; throws unless it ends ready. */
    const exportNewRevision = async () => {
      if (exported) {
        const patched = await api(`/papers/${paperId}`, {
          method: 'PATCH',
          body: JSON.stringify({ revision, title: `Bench paper ${revision + 1}` }),
        });
        if (patched.status !== 200) throw new Error(`PATCH answered ${patched.status} ${JSON.stringify(patched.body)}`);
        revision = patched.body.paper.revision;
      }
      exported = true;
      const exporter = stack.processes.processOf('export');
      const cpuBefore = cpuMsOf(exporter.pid);
      // respond-async: answered 202 at once (decision 0032), the render timed from the export row, not the held POST.
      const prepared = await api(`/papers/${paperId}/revisions/${revision}/exports`, {
        method: 'POST',
        body: '{}',
        headers: { prefer: 'respond-async' },
      });
      if (prepared.status !== 202) throw new Error(`POST exports answered ${prepared.status} ${JSON.stringify(prepared.body)}`);
      for (const deadline = Date.now() + 130_000; Date.now() < deadline;) {
        const { rows } = await db.query(
          `SELECT state, last_error, extract(epoch FROM ready_at - attempt_started_at) * 1000 AS render_ms, extract(epoch FROM ready_at - requested_at) * 1000 AS job_ms,
             question_paper_pages, mark_scheme_pages, question_paper_bytes, mark_scheme_bytes
           FROM export.paper_exports WHERE owner_id = $1 AND paper_id = $2 AND revision = $3`,
          [account.accountId, paperId, revision],
        );
        const row = rows[0];
        if (row?.state === 'ready')
          return { ...row, render_ms: Number(row.render_ms), job_ms: Number(row.job_ms), cpu_ms: cpuMsOf(exporter.pid) - cpuBefore };
        if (row?.state === 'failed') throw new Error(`export failed: ${JSON.stringify(row.last_error)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('export not ready within 130 s');
    };

    const peakRss = [];
    const restartExportService = async () => {
      const running = stack.processes.processOf('export');
      peakRss.push(peakRssMiB(running.pid));
      await stopChild(running);
      stack.processes.respawn('export');
      // Serving again once a ready revision's POST answers 200.
      for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
        if ((await api(`/papers/${paperId}/revisions/1/exports`, { method: 'POST', body: '{}' })).status === 200) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the export service did not come back');
    };

    const measure = async ({ runs }) => {
      // Revision 1 first, so restarts can tell when the service answers again.
      const first = await exportNewRevision();
      log(
        `exports: first render ${first.render_ms.toFixed(0)} ms (${first.question_paper_pages} + ${first.mark_scheme_pages} pages, ${kib(first.question_paper_bytes)} + ${kib(first.mark_scheme_bytes)} KiB)`,
      );
      const cold = [];
      for (let run = 0; run < runs; run++) {
        await restartExportService();
        cold.push(await exportNewRevision());
        log(`  cold ${run + 1}/${runs}: render ${cold.at(-1).render_ms.toFixed(0)} ms, job ${cold.at(-1).job_ms.toFixed(0)} ms`);
      }
      await exportNewRevision(); // discarded: the warm runs follow a render of this process
      const warm = [];
      for (let run = 0; run < runs; run++) {
        warm.push(await exportNewRevision());
        log(`  warm ${run + 1}/${runs}: render ${warm.at(-1).render_ms.toFixed(0)} ms, job ${warm.at(-1).job_ms.toFixed(0)} ms`);
      }
      peakRss.push(peakRssMiB(stack.processes.processOf('export').pid));
      const summary = (samples, field) => {
        const sorted = samples.map((s) => s[field]).sort((a, b) => a - b);
        return { median: median(sorted), p95: percentileOfSorted(sorted, 95), min: sorted[0], max: sorted.at(-1) };
      };
      const results = {
        questions: QUESTIONS,
        writingSpace,
        pages: { questionPaper: first.question_paper_pages, markScheme: first.mark_scheme_pages },
        bytes: { questionPaper: first.question_paper_bytes, markScheme: first.mark_scheme_bytes },
        runs,
        cold: { renderMs: summary(cold, 'render_ms'), jobMs: summary(cold, 'job_ms'), cpuMs: summary(cold, 'cpu_ms') },
        warm: { renderMs: summary(warm, 'render_ms'), jobMs: summary(warm, 'job_ms'), cpuMs: summary(warm, 'cpu_ms') },
        peakRssMiB: Math.max(...peakRss),
        peakRssMiBPerProcess: peakRss,
      };
      const ms = (v) => Math.round(v).toLocaleString('en');
      const row = (label, s) =>
        `| ${label} | ${ms(s.renderMs.median)} | ${ms(s.renderMs.p95)} | ${ms(s.jobMs.median)} | ${ms(s.jobMs.p95)} | ${ms(s.cpuMs.median)} |`;
      const warmMet = results.warm.renderMs.p95 < GOAL_WARM_MS;
      const rssMet = results.peakRssMiB < GOAL_RSS_MIB;
      return {
        results,
        markdown: [
          `A paper of ${QUESTIONS} questions (writingSpace ${writingSpace}): question paper ${results.pages.questionPaper} pages (${kib(results.bytes.questionPaper)} KiB), mark scheme ${results.pages.markScheme} pages (${kib(results.bytes.markScheme)} KiB). ${runs} runs each; cold runs restart the export service first. Render: attempt start to ready (questions and diagrams read, both PDFs rendered on the render thread, stored, committed); job: POST to ready (adds the pickup, woken by NOTIFY at commit); CPU: the export process, render thread included.`,
          '',
          '| | render median ms | render p95 ms | job median ms | job p95 ms | export CPU median ms |',
          '| --- | ---: | ---: | ---: | ---: | ---: |',
          row('cold', results.cold),
          row('warm', results.warm),
          '',
          `Peak RSS of the export process (VmHWM): ${results.peakRssMiB} MiB (per process: ${peakRss.join(', ')} MiB).`,
          `Goals: warm under ${GOAL_WARM_MS / 1000} s (p95 ${ms(results.warm.renderMs.p95)} ms: ${warmMet ? 'met' : '**not met**'}); under ${GOAL_RSS_MIB} MiB (${rssMet ? 'met' : '**not met**'}).`,
        ],
      };
    };
    return { measure, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}

const kib = (bytes) => Math.round(bytes / 1024);

/** Peak resident set of a process so far, in MiB (Linux). */
function peakRssMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** User + system CPU of a process and its threads so far, in ms (Linux, 100 ticks a second). */
function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
