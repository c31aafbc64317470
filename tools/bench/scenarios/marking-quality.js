// Marking quality: generated scripts with known marks, marked through a distributed stack, and the
// automated decisions compared with the truth.
//
// Papers of two bank questions each (spread over the bank's first 200 search results) are exported;
// each paper's printed question paper is then filled in by hand (libs/testing writeScript: a
// handwriting font, uneven size, slant and start) eight ways, and each script goes into a session made
// from that paper, is indexed by its QR codes (or requested by hand where there are none), started,
// and read back:
//   correct      every allocation's expected working written in its part's space     truth: all awarded
//   wrong-final  the same, with each part's last line's numbers changed               truth: that line's allocation withheld
//   partial      only each part's first line                                           truth: first awarded, rest withheld
//   blank        question 1 left blank, question 2 as correct                          truth: 1 withheld, 2 awarded
//   clean-paper  the clean question paper uploaded as work                             truth: all withheld
//   mark-scheme  the paper's own mark scheme uploaded as work                          truth: all withheld
//   plain-paper  the correct working on a plain A4 page, no QR code                    truth: all awarded
//   rotated      the correct script with every page's /Rotate 90                       truth: all awarded
// All but the rotated script go through a scanner (150 dpi, turned 1 degree, grey noise). A space
// holds as many lines as it has rules: a line beyond them is not written, and its allocation's truth
// is withheld.
//
// Reported: agreement on decided allocations, false awards (awarded where the truth is withheld),
// the decided rate (overall and on our printed papers: correct, wrong-final, partial, blank,
// rotated), the needs_review rate, seconds from start to result per page and for 2-page questions.
import { randomUUID } from 'node:crypto';
import { degrees, PDFDocument } from 'pdf-lib';
import { plainWritingOf } from '../../../dist/libs/scoring/src/index.js';
import { answerLines, createAccountWithKeyByCli, plainPaperScript, scanOf, writeScript } from '../../../dist/libs/testing/src/index.js';
import { startBenchStack } from '../lib/bench-stack.js';
import { cleanupList } from '../lib/cleanup.js';
import { median, percentileOfSorted } from '../lib/stats.js';

export const name = 'marking-quality';
export const description =
  'generated handwritten scripts with known marks (correct, wrong final answer, partial, blank, clean paper, mark scheme, plain paper, rotated page) marked automatically through a distributed stack: agreement, false awards, decided and needs_review rates, seconds per page';
/** Papers (of two questions, eight scripts each) when `--runs` is not given: 64 scripts. */
export const defaultRuns = 8;

const CASES = ['correct', 'wrong-final', 'partial', 'blank', 'clean-paper', 'mark-scheme', 'plain-paper', 'rotated'];
const OWN_PAPER_CASES = new Set(['correct', 'wrong-final', 'partial', 'blank', 'rotated']);
const SETTLED = new Set(['completed', 'needs_review', 'failed', 'cancelled']);
const wrong = (line) => line.replace(/\d+/g, (n) => String(Number(n) + 1));

/**
 * What the learner wrote in a part's space of a question for a case, and the truth for each
 * allocation of the part. `rules`: the lines the part's space holds, where known (writeScript writes
 * no line beyond them, so an allocation whose line is not written is withheld).
 */
function scriptOf(testCase, question, allocations, partId, rules = Number.POSITIVE_INFINITY) {
  const { lines, truth } = writtenFor(testCase, question, allocations, partId);
  return { lines, truth: truth.map((t, i) => (i < rules ? t : 'withheld')) };
}

function writtenFor(testCase, question, allocations, partId) {
  const lines = answerLines(allocations, partId);
  const own = allocations.filter((a) => a.partId === partId);
  switch (testCase) {
    case 'blank':
      // The learner skipped question 1 and answered question 2: a script with no ink at all is a clean question paper.
      return question === 1 ? { lines: [], truth: own.map(() => 'withheld') } : { lines, truth: own.map(() => 'awarded') };
    case 'correct':
    case 'rotated':
    case 'plain-paper':
      return { lines, truth: own.map(() => 'awarded') };
    case 'wrong-final': {
      // A last line with no number to change is still right: its allocation keeps its mark.
      const changed = wrong(lines.at(-1) ?? '');
      return {
        lines: [...lines.slice(0, -1), changed],
        truth: own.map((_, i) => (i === own.length - 1 && changed !== lines.at(-1) ? 'withheld' : 'awarded')),
      };
    }
    case 'partial':
      return { lines: lines.slice(0, 1), truth: own.map((_, i) => (i === 0 ? 'awarded' : 'withheld')) };
    default:
      return { lines: [], truth: own.map(() => 'withheld') };
  }
}

export async function setup(context = {}) {
  const log = context.log ?? ((m) => process.stderr.write(`${m}\n`));
  const cleanup = cleanupList(log);
  const teardown = () => cleanup.run();
  context.defer?.(teardown);
  try {
    log('marking-quality: starting a distributed stack (7 processes)...');
    const { stack } = await startBenchStack(cleanup, 'pp_bench_mq');
    const account = await createAccountWithKeyByCli(stack, {
      scopes: ['questions:read', 'papers:read', 'papers:write', 'marking:read', 'marking:submit'],
      plan: 'pro',
    });
    const headers = { authorization: `Bearer ${account.key}` };
    const api = async (path, init = {}) => {
      const response = await fetch(`${stack.url}${path}`, { ...init, headers: { ...headers, ...init.headers } });
      const type = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        body: type.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer()),
      };
    };
    const post = (path, body, extra = {}) =>
      api(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...extra },
        body: JSON.stringify(body),
      });
    const until = async (read, done, timeoutMs = 180_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = await read();
        if (done(value)) return value;
        if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(value.body).slice(0, 300)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    // The bank's questions, spread: every k-th of the first 200 search results.
    const items = [];
    for (let cursor = null; items.length < 200;) {
      const page = await api(`/questions?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      items.push(...page.body.items);
      cursor = page.body.nextCursor;
      if (!cursor) break;
    }

    const measure = async ({ log: say = log, runs }) => {
      const papers = runs;
      const step = Math.max(1, Math.floor(items.length / (papers * 2)));
      const allocations = [];
      const questionTimes = [];
      let questions = 0;
      let needsReview = 0;
      for (let p = 0; p < papers; p += 1) {
        const pins = [items[2 * p * step].pin, items[(2 * p + 1) * step].pin];
        const paperId = randomUUID();
        const created = await post('/papers', { id: paperId, title: `Quality ${p + 1}`, questions: pins });
        if (created.status !== 201) throw new Error(`POST /papers answered ${created.status}`);
        await until(
          () => post(`/papers/${paperId}/revisions/1/exports`, {}),
          (r) => r.status === 200,
        );
        const printed = (await api(`/papers/${paperId}/revisions/1/exports/question-paper`)).body;
        const scheme = (await api(`/papers/${paperId}/revisions/1/exports/mark-scheme`)).body;
        const schemes = [];
        for (const pin of pins)
          schemes.push((await api(`/questions/${pin.questionId}/revisions/${pin.revision}`)).body.question.markScheme.allocations);
        const partsOf = (q) => [...new Set(schemes[q - 1].map((a) => a.partId))];

        for (const testCase of CASES) {
          // The lines each part's space holds, as writeScript reports them (a part's spaces, the most of them).
          const rules = new Map();
          const write = (question, partId, holds = Number.POSITIVE_INFINITY) => {
            rules.set(`${question}:${partId}`, Math.max(rules.get(`${question}:${partId}`) ?? 0, holds));
            return scriptOf(testCase, question, schemes[question - 1], partId).lines;
          };
          let work;
          if (testCase === 'clean-paper') work = await scanOf(printed, 1, p + 3);
          else if (testCase === 'mark-scheme') work = scheme;
          else if (testCase === 'plain-paper')
            work = await scanOf(await plainPaperScript([1, 2].flatMap((q) => partsOf(q).flatMap((part) => write(q, part)))), 1, p + 3);
          else if (testCase === 'rotated') {
            const document = await PDFDocument.load(await writeScript(printed, write, p + 5));
            for (const page of document.getPages()) page.setRotation(degrees(90));
            work = await document.save();
          } else work = await scanOf(await writeScript(printed, write, p + 5), 1, p + 3);

          const session = (await post('/marking/sessions/from-builder', { paperId, revision: 1 })).body.session;
          const upload = await api(`/marking/sessions/${session.id}/assets?kind=work&name=${testCase}.pdf`, {
            method: 'POST',
            headers: { 'content-type': 'application/pdf' },
            body: work,
          });
          if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.body).slice(0, 200)}`);
          const asset = upload.body.asset;
          const indexed = await until(
            () => api(`/marking/sessions/${session.id}`),
            (r) => r.body.session.indexing.done,
          );
          // Work with no QR code of ours (plain paper, a mark scheme): the learner names the questions.
          for (const label of ['1', '2']) {
            if (indexed.body.session.questions.some((q) => q.label === label)) continue;
            await post(`/marking/sessions/${session.id}/questions`, {
              label,
              workAssetIds: [asset.id],
              schemeAssetIds: [],
              pageSelections: { [asset.id]: [1] },
            });
          }
          const started = performance.now();
          const start = await post(`/marking/sessions/${session.id}/start`, {});
          if (start.status !== 202) throw new Error(`start answered ${start.status}: ${JSON.stringify(start.body).slice(0, 200)}`);
          const settledAt = new Map();
          const marked = await until(
            () => api(`/marking/sessions/${session.id}`),
            (r) => {
              for (const q of r.body.session.questions)
                if (SETTLED.has(q.status) && !settledAt.has(q.id)) settledAt.set(q.id, (performance.now() - started) / 1000);
              return r.body.session.questions.every((q) => SETTLED.has(q.status));
            },
          );
          for (const question of marked.body.session.questions) {
            questions += 1;
            if (question.status === 'needs_review') needsReview += 1;
            const pages = Object.values(question.pageSelections).reduce((n, list) => n + (list.length || asset.pageCount), 0);
            questionTimes.push({ seconds: settledAt.get(question.id), pages });
            const rubric = schemes[Number(question.label) - 1];
            const truthOf = new Map(
              partsOf(Number(question.label)).flatMap((part) => {
                const own = rubric.filter((a) => a.partId === part);
                const { truth } = scriptOf(testCase, Number(question.label), rubric, part, rules.get(`${question.label}:${part}`));
                return own.map((a, i) => [a.id, truth[i]]);
              }),
            );
            for (const allocation of question.result?.allocations ?? []) {
              const expected = rubric.find((a) => a.id === allocation.id)?.expected ?? '';
              allocations.push({
                testCase,
                paper: p + 1,
                label: question.label,
                allocationId: allocation.id,
                code: allocation.code,
                expected,
                decision: allocation.decision,
                truth: truthOf.get(allocation.id),
                plain: plainWritingOf(expected) !== null,
                explanation: allocation.explanation,
                quotes: allocation.evidence.map((e) => e.quote),
              });
            }
          }
          say(`marking-quality: paper ${p + 1}/${papers} ${testCase}: ${marked.body.session.questions.map((q) => q.status).join(', ')}`);
        }
      }

      const tally = (rows) => {
        const decided = rows.filter((r) => r.decision !== 'uncertain');
        const agreed = decided.filter((r) => r.decision === r.truth).length;
        const falseAwards = rows.filter((r) => r.decision === 'awarded' && r.truth === 'withheld').length;
        return {
          allocations: rows.length,
          decided: decided.length,
          decidedRate: rows.length ? decided.length / rows.length : 0,
          agreement: decided.length ? agreed / decided.length : 1,
          awarded: rows.filter((r) => r.decision === 'awarded').length,
          falseAwards,
          falseAwardRate: rows.filter((r) => r.truth === 'withheld').length
            ? falseAwards / rows.filter((r) => r.truth === 'withheld').length
            : 0,
        };
      };
      const perPage = questionTimes
        .filter((t) => t.pages > 0)
        .map((t) => t.seconds / t.pages)
        .sort((a, b) => a - b);
      const twoPage = questionTimes
        .filter((t) => t.pages === 2)
        .map((t) => t.seconds)
        .sort((a, b) => a - b);
      const overall = tally(allocations);
      const own = tally(allocations.filter((r) => OWN_PAPER_CASES.has(r.testCase)));
      const pct = (x) => `${(100 * x).toFixed(1)} %`;
      const row = (label, t) =>
        `| ${label} | ${t.allocations} | ${t.decided} (${pct(t.decidedRate)}) | ${pct(t.agreement)} | ${t.awarded} | ${t.falseAwards} (${pct(t.falseAwardRate)}) |`;
      return {
        markdown: [
          `**marking-quality**: ${description}. Pages read at ${process.env.MARKING_READ_DPI ?? 'the default'} dpi (MARKING_READ_DPI). ${papers} papers × ${CASES.length} scripts = ${papers * CASES.length} scripts, ${questions} questions, ${allocations.length} allocations. Goals: false awards at most 1 %, agreement at least 95 %, at least 60 % decided on our printed papers, a 2-page question under 10 s from start to result.`,
          '',
          '| scripts | allocations | decided | agreement | awarded | false awards (of truly withheld) |',
          '| --- | ---: | ---: | ---: | ---: | ---: |',
          row('all', overall),
          row('our printed papers', own),
          ...CASES.map((c) => row(c, tally(allocations.filter((r) => r.testCase === c)))),
          row(
            'allocations with a plain expected value, our papers',
            tally(allocations.filter((r) => r.plain && OWN_PAPER_CASES.has(r.testCase))),
          ),
          '',
          `needs_review: ${needsReview} of ${questions} questions (${pct(needsReview / Math.max(1, questions))}). Seconds from start to result per page: median ${median(perPage).toFixed(2)}, p95 ${percentileOfSorted(perPage, 95).toFixed(2)}; 2-page questions (${twoPage.length}): median ${twoPage.length ? median(twoPage).toFixed(2) : '-'} s, p95 ${twoPage.length ? percentileOfSorted(twoPage, 95).toFixed(2) : '-'} s (with one marking job at a time, queued behind the session's other question).`,
        ],
        results: { papers, overall, own, needsReview, questions, questionTimes, allocations },
      };
    };
    return { measure, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
