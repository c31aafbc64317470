// The owner-isolation timing channel, measured (docs/owner-isolation.md): every GET of the registry
// that takes an id of an owner's resource, called by another owner with the owner's ids ("foreign")
// and with ids that exist nowhere ("nowhere", fresh UUIDs each call), interleaved one by one on one
// connection. Both answer the same 404 (e2e/isolation-matrix.e2e-spec.ts checks that); this reports
// what the bodies cannot show: p50 and p95 of each, and the difference, per operation. Not asserted.
//
// ISOLATION_TIMING_MODE=embedded measures the standalone app instead of the distributed stack.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { API_OPERATIONS, SCOPES } from '../../../dist/libs/contracts/src/index.js';
import { createAccountWithKeyByCli, pdfOf, startEmbeddedStack } from '../../../dist/libs/testing/src/index.js';
import { startBenchStack } from '../lib/bench-stack.js';
import { scenarioCleanup } from '../lib/cleanup.js';
import { median, percentileOfSorted } from '../lib/stats.js';

export const name = 'isolation-timing';
export const description = "another owner's ids vs ids that exist nowhere: p50/p95 of each id-taking GET, interleaved";
export const defaultRuns = 200;

/**
 * Each id a GET takes, by the path up to it or by its query member, as the owner's resource it names
 * (e2e/support/isolation-operations.ts says the same for the matrix). Ids of the question bank are
 * nobody's. A GET taking an id missing here stops the scenario, so a new one is measured too.
 */
const PATH_IDS = {
  '/papers/{id}': 'paper',
  '/papers/{id}/revisions/{revision}': 'paperRevision',
  '/marking/sessions/{id}': 'session',
  '/marking/sessions/{id}/assets/{assetId}': 'sessionAsset',
  '/marking/sessions/{id}/questions/{questionId}': 'markingQuestion',
  '/marking/imports/{id}': 'import',
  '/marking/imports/{id}/assets/{assetId}': 'importAsset',
};
const QUERY_IDS = {
  '/papers cursor': 'paper',
  '/marking/sessions cursor': 'session',
  sessionId: 'session',
  questionId: 'markingQuestion',
  attemptId: 'session',
};
const NOBODYS = ['/questions/', 'excludeIds', '/questions cursor'];

const holdsIds = (name, schema) => schema.format === 'uuid' || schema.items?.format === 'uuid' || /(^id|Ids?)$/.test(name);

/** The id-taking GETs: path template and query members with the kind of id each takes. */
function idTakingGets() {
  const gets = [];
  for (const operation of API_OPERATIONS.filter((o) => o.method === 'GET')) {
    const path = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], operation.path.slice(0, m.index + m[0].length)]);
    const query = Object.entries(operation.query?.properties ?? {}).filter(([member, schema]) => holdsIds(member, schema));
    if (!path.length && !query.length) continue;
    if (path.some(([, upTo]) => NOBODYS.some((n) => upTo.startsWith(n)))) continue;
    const slots = [];
    for (const [param, upTo] of path) slots.push({ in: 'path', name: param, kind: PATH_IDS[upTo] });
    for (const [member] of query) {
      if (NOBODYS.includes(member) || NOBODYS.includes(`${operation.path} ${member}`)) continue;
      slots.push({ in: 'query', name: member, kind: QUERY_IDS[`${operation.path} ${member}`] ?? QUERY_IDS[member] });
    }
    const unknown = slots.filter((slot) => !slot.kind);
    if (unknown.length)
      throw new Error(
        `${operation.operationId} takes ${unknown.map((s) => `${s.in}.${s.name}`).join(', ')}: say what it names in PATH_IDS or QUERY_IDS`,
      );
    if (slots.length) gets.push({ operation, slots });
  }
  return gets;
}

/** The path of one call: each id from `ids` (a revision no paper has for "nowhere"). */
function pathOf({ operation, slots }, ids) {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const slot of slots) {
    if (slot.in === 'path') path = path.replace(`{${slot.name}}`, ids[slot.kind]);
    else query.set(slot.name, ids[slot.kind]);
  }
  return query.size ? `${path}?${query}` : path;
}

const nowhere = () => ({
  paper: randomUUID(),
  paperRevision: '9',
  session: randomUUID(),
  sessionAsset: randomUUID(),
  markingQuestion: randomUUID(),
  import: randomUUID(),
  importAsset: randomUUID(),
});

/** The owner's resources, as the e2e fixture makes them (smaller: nothing reviewed, the import open). */
async function ownerResources(url, key, log) {
  const send = async (method, path, { json, bytes, idempotent } = {}) => {
    const headers = { authorization: `Bearer ${key}` };
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (bytes) headers['content-type'] = 'application/pdf';
    if (idempotent) headers['idempotency-key'] = randomUUID();
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: bytes ?? (json === undefined ? undefined : JSON.stringify(json)),
    });
    const body = await response.json();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };
  const pins = (await send('GET', '/questions?limit=1&maxMarks=5')).items.map((item) => item.pin);
  const paper = randomUUID();
  await send('POST', '/papers', { json: { id: paper, title: 'Timed owner paper', questions: pins } });
  await send('PATCH', `/papers/${paper}`, { json: { revision: 1, title: 'Timed owner paper (2)' } });
  await send('POST', `/papers/${paper}/revisions/2/exports`, { json: {} });
  const session = (await send('POST', '/marking/sessions/from-builder', { json: { paperId: paper, revision: 2 }, idempotent: true }))
    .session.id;
  const sessionAsset = (await send('POST', `/marking/sessions/${session}/assets?kind=work&name=scan.pdf`, { bytes: await pdfOf(1) })).asset
    .id;
  const question = { label: '1', workAssetIds: [sessionAsset], schemeAssetIds: [], pageSelections: {} };
  const markingQuestion = (await send('POST', `/marking/sessions/${session}/questions`, { json: question, idempotent: true })).question.id;
  await send('POST', `/marking/sessions/${session}/start`, { idempotent: true });
  const imported = (await send('POST', '/marking/imports', { json: { title: 'Timed owner import' }, idempotent: true })).import.id;
  const importAsset = (await send('POST', `/marking/imports/${imported}/assets?kind=work&name=work.pdf`, { bytes: await pdfOf(1) })).asset
    .id;
  // Progress knows the question once it is marked: until then its criteria are every owner's 404.
  for (const deadline = Date.now() + 120_000; ;) {
    const criteria = await fetch(`${url}/skill-profile/criteria?questionId=${markingQuestion}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    if (criteria.status === 200) break;
    if (Date.now() > deadline) throw new Error('the owner’s question was not marked within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log('isolation-timing: the owner has a paper (2 revisions, exports), a marked session and an import');
  return { paper, paperRevision: '2', session, sessionAsset, markingQuestion, import: imported, importAsset };
}

export async function setup(context = {}) {
  const { log, cleanup, teardown } = scenarioCleanup(context);
  try {
    const gets = idTakingGets();
    const mode = process.env.ISOLATION_TIMING_MODE ?? 'distributed';
    log(`isolation-timing: starting the ${mode} stack...`);
    let stack;
    if (mode === 'embedded') {
      const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-'));
      cleanup.add('embedded data directory', () => rmSync(dataDir, { recursive: true, force: true }));
      stack = await startEmbeddedStack({ RATE_LIMITS: 'off', DATA_DIR: dataDir });
      cleanup.add('embedded stack', () => stack.stop());
    } else {
      stack = (await startBenchStack(cleanup, 'pp_bench_iso')).stack;
    }
    const [owner, stranger] = await Promise.all([
      createAccountWithKeyByCli(stack, { scopes: [...SCOPES] }),
      createAccountWithKeyByCli(stack, { scopes: [...SCOPES] }),
    ]);
    const foreign = await ownerResources(stack.url, owner.key, log);
    const headers = { authorization: `Bearer ${stranger.key}` };
    const timed = async (path) => {
      const started = performance.now();
      const response = await fetch(`${stack.url}${path}`, { headers });
      const text = await response.text();
      return { ms: performance.now() - started, status: response.status, text: text.replace(/"requestId":"[^"]+"/, '') };
    };
    // Both cases must answer alike before either is timed (the matrix's check, once).
    for (const get of gets) {
      const [a, b] = [await timed(pathOf(get, foreign)), await timed(pathOf(get, nowhere()))];
      if (a.status !== b.status || a.text !== b.text)
        throw new Error(`${get.operation.operationId}: foreign ${a.status} ${a.text} vs nowhere ${b.status} ${b.text}`);
    }

    const measure = async ({ log: say = log, runs }) => {
      const samples = new Map(gets.map((get) => [get, { foreign: [], nowhere: [], statuses: new Set() }]));
      for (let run = 0; run < runs; run += 1) {
        for (const get of gets) {
          const cases = run % 2 ? ['nowhere', 'foreign'] : ['foreign', 'nowhere'];
          for (const which of cases) {
            const answer = await timed(pathOf(get, which === 'foreign' ? foreign : nowhere()));
            samples.get(get)[which].push(answer.ms);
            samples.get(get).statuses.add(answer.status);
          }
        }
      }
      say(`isolation-timing: ${runs} calls of each case, ${gets.length} operations`);
      const summary = (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        return { p50: median(sorted), p95: percentileOfSorted(sorted, 95) };
      };
      const rows = gets.map((get) => {
        const { foreign: f, nowhere: n, statuses } = samples.get(get);
        // The noise floor: the same case against itself, its calls of even runs against those of odd runs.
        const [even, odd] = [summary(n.filter((_, i) => i % 2 === 0)), summary(n.filter((_, i) => i % 2 === 1))];
        return {
          operationId: get.operation.operationId,
          status: [...statuses].join('/'),
          foreign: summary(f),
          nowhere: summary(n),
          noise: { p50: even.p50 - odd.p50, p95: even.p95 - odd.p95 },
        };
      });
      const ms = (v) => v.toFixed(2);
      const signed = (v) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(2)}`;
      return {
        markdown: [
          `The ${mode} stack. ${runs} calls of each case per operation, sequential on one connection, the two cases alternating; ms. Δ: foreign − nowhere. Noise: nowhere against itself (its calls in even runs − odd runs), the difference chance alone makes.`,
          '',
          '| operation | status | foreign p50 | nowhere p50 | Δ p50 | noise p50 | foreign p95 | nowhere p95 | Δ p95 | noise p95 |',
          '| --- | :---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
          ...rows.map(
            (r) =>
              `| ${r.operationId} | ${r.status} | ${ms(r.foreign.p50)} | ${ms(r.nowhere.p50)} | ${signed(r.foreign.p50 - r.nowhere.p50)} | ${signed(r.noise.p50)} | ${ms(r.foreign.p95)} | ${ms(r.nowhere.p95)} | ${signed(r.foreign.p95 - r.nowhere.p95)} | ${signed(r.noise.p95)} |`,
          ),
        ],
        results: { mode, runs, rows },
      };
    };
    return { measure, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
