// Import validation: a maximal svc-marking-import-v1 submission (24 questions of 100 one-mark criteria,
// exactly the 4 MiB body limit (4,194,304 bytes), every criterion with conditions, decisions with located evidence and
// a check per condition) POSTed to /v1/marking/imports/{id}/validate of a distributed stack: the
// gateway parses it, reads the import's uploads from the import service, and runs the pure rules of
// libs/import-schema (schema and every relationship rule) and the scoring on it.
//
// Targets, interleaved per round:
//   distributed  the whole request: key check, body, the import read over the bus, the rules
//   baseline     validateImportSubmission on the same body in the bench process itself: the rules alone
// Each run is one request (or one call); rate limits are off, as in the other scenarios.
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { validateImportSubmission } from '../../../dist/libs/import-schema/src/index.js';
import { createAccountWithKeyByCli } from '../../../dist/libs/testing/src/index.js';
import { startBenchStack } from '../lib/bench-stack.js';
import { scenarioCleanup } from '../lib/cleanup.js';
import { median, percentileOfSorted } from '../lib/stats.js';

export const name = 'import-validate';
export const description =
  'a maximal (exactly 4 MiB) import submission validated through the distributed stack, against the rules alone in-process';
export const defaultRuns = 21;

const QUESTIONS = 24;
const CRITERIA = 100;
const LIMIT = 4 * 1024 * 1024;

/** A 24-page PDF, one page per question (work or scheme). */
async function pdfOf(pages) {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([595, 842]).drawText(`page ${i + 1}`, { x: 50, y: 700 });
  return pdf.save();
}

/**
 * A submission of this shape, as large as asked: `words` pads every text, and `extra` characters more
 * are spread over the decisions' reasons (so the body can be made exactly the limit).
 */
export function maximalSubmission(workId, schemeId, words, extra = 0) {
  const pad = (base) => `${base} ${'x'.repeat(words)}`;
  const decisionCount = QUESTIONS * CRITERIA;
  const extraFor = (index) => 'y'.repeat(Math.floor(extra / decisionCount) + (index < extra % decisionCount ? 1 : 0));
  const box = { x: 0.1, y: 0.2, width: 0.5, height: 0.1 };
  const questions = Array.from({ length: QUESTIONS }, (_, q) => {
    const workPage = `${workId}:p${q + 1}`;
    const schemePage = `${schemeId}:p${q + 1}`;
    const parts = Array.from({ length: 4 }, (_, p) => ({
      id: `q${q}p${p}`,
      label: `(${String.fromCharCode(97 + p)})`,
      maxMarks: CRITERIA / 4,
    }));
    const criteria = Array.from({ length: CRITERIA }, (_, c) => {
      const part = parts[Math.floor(c / (CRITERIA / 4))];
      const first = c % (CRITERIA / 4) === 0;
      return {
        id: `q${q}c${c}`,
        partId: part.id,
        code: first ? 'M1' : c % 3 === 0 ? 'dM1' : 'A1ft',
        requirement: pad(`Requirement ${c} of question ${q + 1}`),
        conditions: [pad('First condition'), pad('Second condition')],
        conditionMode: 'all',
        dependsOn: first ? [] : [`q${q}c${c - 1}`],
        maxMarks: 1,
        sourcePageIds: [schemePage],
      };
    });
    const decisions = criteria.map((criterion, c) => ({
      criterionId: criterion.id,
      decision: c % 7 === 0 ? 'uncertain' : c % 5 === 0 ? 'withheld' : 'awarded',
      reason: pad(`Reason for ${criterion.id}`) + extraFor(q * CRITERIA + c),
      evidence: [
        { pageId: workPage, quote: pad('x = 3'), box },
        { pageId: workPage, quote: pad('so y = 7'), box: { ...box, y: 0.4 } },
      ],
      conditionChecks: [
        { conditionIndex: 0, result: 'met', evidence: [{ pageId: workPage, quote: pad('seen'), box }] },
        { conditionIndex: 1, result: 'met' },
      ],
    }));
    return { label: `${q + 1}`, coverage: { workPageIds: [workPage], schemePageIds: [schemePage] }, parts, criteria, decisions };
  });
  const pages = Array.from({ length: QUESTIONS }, (_, i) => i + 1);
  return {
    schemaVersion: 'svc-marking-import-v1',
    coordinateSystem: 'normalized-top-left',
    pageBasis: 'displayed-page',
    source: { kind: 'ai', name: 'Bench marker', model: 'bench-model-1', markedAt: '2026-11-24T10:00:00Z' },
    pageSelections: { [workId]: pages, [schemeId]: pages },
    questions,
  };
}

export async function setup(context = {}) {
  const { log, cleanup, teardown } = scenarioCleanup(context);
  try {
    log('import-validate: starting a distributed stack (7 processes)...');
    const { stack } = await startBenchStack(cleanup, 'pp_bench_imp');
    const account = await createAccountWithKeyByCli(stack, { scopes: ['marking:import'] });
    const headers = { authorization: `Bearer ${account.key}` };
    const created = await (
      await fetch(`${stack.url}/marking/imports`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ title: 'Bench' }),
      })
    ).json();
    const id = created.import.id;
    const upload = async (kind) =>
      (
        await (
          await fetch(`${stack.url}/marking/imports/${id}/assets?kind=${kind}&name=${kind}.pdf`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/pdf' },
            body: await pdfOf(QUESTIONS),
          })
        ).json()
      ).asset;
    const [work, scheme] = [await upload('work'), await upload('scheme')];
    // The longest padding that keeps the body under the limit, then the rest to exactly the limit.
    let words = 0;
    while (JSON.stringify(maximalSubmission(work.id, scheme.id, words + 8)).length < LIMIT) words += 8;
    const submission = maximalSubmission(
      work.id,
      scheme.id,
      words,
      LIMIT - JSON.stringify(maximalSubmission(work.id, scheme.id, words)).length,
    );
    const body = JSON.stringify(submission);
    if (Buffer.byteLength(body) !== LIMIT) throw new Error(`the generated body is ${Buffer.byteLength(body)} bytes, not ${LIMIT}`);
    const context_ = { assets: [work, scheme].map(({ id: assetId, kind, pageCount }) => ({ id: assetId, kind, pageCount })) };
    const check = validateImportSubmission(submission, context_);
    if (!check.ok) throw new Error(`the generated submission is invalid: ${JSON.stringify(check.errors.slice(0, 3))}`);
    const post = async () => {
      const started = performance.now();
      const response = await fetch(`${stack.url}/marking/imports/${id}/validate`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      const answer = await response.json();
      const ms = performance.now() - started;
      if (response.status !== 200 || answer.questions?.length !== QUESTIONS)
        throw new Error(`validate answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      return ms;
    };
    const inProcess = () => {
      const started = performance.now();
      const result = validateImportSubmission(JSON.parse(body), context_);
      if (!result.ok) throw new Error('the baseline refused the submission');
      return performance.now() - started;
    };
    log(
      `import-validate: body of ${body.length} bytes (${(body.length / 1024 / 1024).toFixed(3)} MiB), ${QUESTIONS} questions x ${CRITERIA} criteria`,
    );

    const measure = async ({ log: say = log, runs }) => {
      await post();
      inProcess();
      const distributed = [];
      const baseline = [];
      for (let run = 0; run < runs; run += 1) {
        const order = run % 2 === 0 ? [post, inProcess] : [inProcess, post];
        for (const target of order) (target === post ? distributed : baseline).push(await target());
        say(`  run ${run + 1}/${runs}: distributed ${distributed.at(-1).toFixed(0)} ms, baseline ${baseline.at(-1).toFixed(0)} ms`);
      }
      const summary = (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        return { median: median(sorted), p95: percentileOfSorted(sorted, 95), min: sorted[0], max: sorted.at(-1) };
      };
      const [d, b] = [summary(distributed), summary(baseline)];
      const row = (label, s) =>
        `| ${label} | ${s.median.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.min.toFixed(0)}–${s.max.toFixed(0)} | ${(s.median / b.median).toFixed(2)}× |`;
      return {
        markdown: [
          `**import-validate**: ${description}. Body ${body.length} bytes, ${runs} runs each, interleaved, after one discarded each. Goal: p95 under 150 ms.`,
          '',
          '| target | p50 ms | p95 ms | range ms | × baseline |',
          '| --- | ---: | ---: | ---: | ---: |',
          row('distributed (through the gateway)', d),
          row('baseline (the rules in-process, JSON.parse included)', b),
        ],
        results: { bodyBytes: body.length, runs, distributedMs: distributed, baselineMs: baseline, distributed: d, baseline: b },
      };
    };
    return { measure, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
