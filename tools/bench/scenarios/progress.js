// Progress reads and recomputes for a learner with 10,000 evidence records: GET /v1/skill-profile and
// GET /v1/pathway through a distributed stack, against GET /v1/me (the key check alone) as the
// baseline, interleaved; then the time of a mapping correction (POST /v1/skill-profile/mappings, which
// moves a question's 100 records to another skill) and of a criterion correction.
//
// The evidence is seeded straight into the progress schema (100 questions × 100 one-mark criteria,
// spread over 25 subtopics, 1 in 10 unresolved): what 100 marked questions would have left there.
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { TAXONOMY } from '../../../dist/libs/question-content/src/index.js';
import { createAccountWithKeyByCli } from '../../../dist/libs/testing/src/index.js';
import { startBenchStack } from '../lib/bench-stack.js';
import { scenarioCleanup } from '../lib/cleanup.js';
import { median, percentileOfSorted } from '../lib/stats.js';

export const name = 'progress';
export const description =
  'skill profile and pathway reads for a learner with 10,000 evidence records (distributed stack), and the time of a recompute after a mapping correction';
export const defaultRuns = 200;

const QUESTIONS = 100;
const CRITERIA = 100;

async function seed(databaseUrl, ownerId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const subtopics = TAXONOMY.subtopics.slice(0, 25).map((s) => s.id);
    const attempt = randomUUID();
    await client.query(`INSERT INTO progress.attempts (owner_id, id, kind, marker, first_at) VALUES ($1, $2, 'automated', NULL, now())`, [
      ownerId,
      attempt,
    ]);
    const questions = [];
    for (let q = 0; q < QUESTIONS; q += 1) {
      const questionId = randomUUID();
      const skill = subtopics[q % subtopics.length];
      const criteria = Array.from({ length: CRITERIA }, (_, c) => ({ criterionId: `c${c}`, code: 'B1', skill }));
      await client.query(
        `INSERT INTO progress.question_mappings (owner_id, question_id, attempt_id, label, bank_question_id, skills, origin, examined, revision, criteria, rubric_version, criteria_revision, result_revision)
         VALUES ($1, $2, $3, $4, NULL, $5, 'bank', 'frequent', 1, $6, 'v1', 1, 1)`,
        [ownerId, questionId, attempt, String(q + 1), [skill], JSON.stringify(criteria)],
      );
      await client.query(
        `INSERT INTO progress.evidence (owner_id, question_id, criterion_id, attempt_id, code, decision, state, source_kind, marker, reviewed, skill, recorded_at)
         SELECT $1, $2, 'c' || c, $3, 'B1', CASE WHEN c % 10 = 0 THEN 'uncertain' WHEN c % 3 = 0 THEN 'withheld' ELSE 'awarded' END,
                CASE WHEN c % 10 = 0 THEN 'unresolved' ELSE 'scored' END, 'automated', NULL, false, $4, now() FROM generate_series(0, $5 - 1) AS c`,
        [ownerId, questionId, attempt, skill, CRITERIA],
      );
      questions.push(questionId);
    }
    return questions;
  } finally {
    await client.end();
  }
}

export async function setup(context = {}) {
  const { log, cleanup, teardown } = scenarioCleanup(context);
  try {
    log('progress: starting a distributed stack (7 processes)...');
    const { stack, database } = await startBenchStack(cleanup, 'pp_bench_prog');
    const account = await createAccountWithKeyByCli(stack, { scopes: ['progress:read', 'mapping:write'] });
    const questions = await seed(database.url, account.accountId);
    log(`progress: seeded ${QUESTIONS * CRITERIA} evidence records`);
    const headers = { authorization: `Bearer ${account.key}` };
    const timed = async (path, init = {}) => {
      const started = performance.now();
      const response = await fetch(`${stack.url}${path}`, { ...init, headers: { ...headers, ...init.headers } });
      const body = await response.json();
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
      return { ms, body };
    };
    const profile = await timed('/skill-profile');
    if (profile.body.totals.scored !== QUESTIONS * CRITERIA * 0.9)
      throw new Error(`the profile counts ${profile.body.totals.scored} scored records`);

    const measure = async ({ log: say = log, runs }) => {
      const targets = { 'GET /skill-profile': '/skill-profile', 'GET /pathway': '/pathway', 'baseline GET /me': '/me' };
      const samples = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
      for (const path of Object.values(targets)) await timed(path);
      for (let run = 0; run < runs; run += 1) {
        const order = Object.entries(targets);
        for (let i = 0; i < order.length; i += 1) {
          const [label, path] = order[(i + run) % order.length];
          samples[label].push((await timed(path)).ms);
        }
      }
      // Recomputes: each moves one question's 100 records to another skill and back.
      const recomputes = [];
      for (let run = 0; run < 10; run += 1) {
        const questionId = questions[run];
        const mapping = await timed('/skill-profile/mappings', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ questionId, revision: 1, skills: [TAXONOMY.topics.at(-1 - run).id] }),
        });
        recomputes.push(mapping.ms);
        const after = await timed('/skill-profile');
        if (!after.body.skills.some((s) => s.skill.id === TAXONOMY.topics.at(-1 - run).id))
          throw new Error('the correction did not move the records');
      }
      say(`progress: ${runs} reads of each target, 10 recomputes`);
      const summary = (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        return { median: median(sorted), p95: percentileOfSorted(sorted, 95) };
      };
      const rows = Object.entries(samples).map(([label, values]) => [label, summary(values)]);
      const recompute = summary(recomputes);
      return {
        markdown: [
          `**progress**: ${description}. ${runs} sequential reads of each target, interleaved; 10 mapping corrections of 100 records each. Goals: reads p95 under 20 ms, a recompute under 1 s.`,
          '',
          '| target | p50 ms | p95 ms |',
          '| --- | ---: | ---: |',
          ...rows.map(([label, s]) => `| ${label} | ${s.median.toFixed(1)} | ${s.p95.toFixed(1)} |`),
          `| POST /skill-profile/mappings (recompute) | ${recompute.median.toFixed(1)} | ${recompute.p95.toFixed(1)} |`,
        ],
        results: { runs, samples, recomputes },
      };
    };
    return { measure, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
