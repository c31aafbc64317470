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
//
// Foreign section (reported apart, issue 34): the same two questions of each paper on a question
// page made elsewhere (libs/testing foreignScript: typed question text, a ruled answer box under each
// part, no QR code), written correct / wrong-final / partial / blank (question 1 blank, 2 correct) in
// one of three handwriting styles and saved as one of four file types (a scanned PDF, PNG, JPEG,
// WebP) turned 0.5 to 1.5 degrees either way, marked in a draft session against a scheme typed
// elsewhere (libs/testing typedSchemePdf: table or margin layout, with or without a text layer).
// Reported: false awards, agreement on decided, decided rate, blank parts withheld at their box,
// evidence boxes on the learner's answer boxes, and schemes whose allocation list was read exactly.
// MARKING_QUALITY_SECTIONS=own or =foreign runs one section only (default: both).
import { randomUUID } from 'node:crypto';
import { degrees, PDFDocument } from 'pdf-lib';
import { acceptedValuesOf, plainWritingOf, writtenFormOf } from '../../../dist/libs/scoring/src/index.js';
import {
  answerLines,
  createAccountWithKeyByCli,
  FOREIGN_FILE_TYPES,
  foreignScript,
  HANDWRITING_STYLES,
  plainPaperScript,
  scanOf,
  typedSchemePdf,
  writeScript,
} from '../../../dist/libs/testing/src/index.js';
import { startBenchStack } from '../lib/bench-stack.js';
import { scenarioCleanup } from '../lib/cleanup.js';
import { median, percentileOfSorted } from '../lib/stats.js';

export const name = 'marking-quality';
export const description =
  'generated handwritten scripts with known marks (correct, wrong final answer, partial, blank, clean paper, mark scheme, plain paper, rotated page) marked automatically through a distributed stack: agreement, false awards, decided and needs_review rates, seconds per page; and, apart, scripts on question pages made elsewhere (ruled answer boxes, three handwriting styles, four file types) against our scheme and a typed one';
/** Papers (of two questions, eight scripts each) when `--runs` is not given: 64 scripts. */
export const defaultRuns = 8;

const CASES = ['correct', 'wrong-final', 'partial', 'blank', 'clean-paper', 'mark-scheme', 'plain-paper', 'rotated'];
const FOREIGN_CASES = ['correct', 'wrong-final', 'partial', 'blank'];
const SECTIONS = new Set((process.env.MARKING_QUALITY_SECTIONS ?? 'own,foreign').split(','));
/** A bank question's TeX as typed text: its maths delimiters and commands dropped. */
const typed = (tex) =>
  (tex ?? '')
    .replace(/\\[()[\]]/g, '')
    .replace(/\\[a-zA-Z]+/g, ' ')
    .replace(/[{}$]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
/** Scheme prose as a typist types it: each piece of maths in its written form (`\(v^{2}\)` as `v^2`). */
const typedProse = (tex) => tex.replace(/\\\(([\s\S]*?)\\\)/g, (_, maths) => writtenFormOf(maths) ?? typed(maths));
/** An expected value as a typist types it (`0.209 or 0.210` where the scheme accepts two), or null where it has no one-line form. */
const typedValue = (tex) => {
  const forms = acceptedValuesOf(tex).map(writtenFormOf);
  return forms.every((form) => form !== null) ? forms.join(' or ') : null;
};
/** A bank part's label as the generators take it: `a` for `(a)`. */
const bare = (label) => (label ?? '').replace(/[()]/g, '');
/** Whether a box's centre lies in an area (page fractions; a little room for the area's turned corners). */
const inArea = (box, area) => {
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  return cx >= area.x - 0.01 && cx <= area.x + area.width + 0.01 && cy >= area.y - 0.01 && cy <= area.y + area.height + 0.01;
};
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

/**
 * The foreign section for one paper: its two questions written on a question page made elsewhere for
 * each case (a handwriting style and a file type each, turned 0.5 to 1.5 degrees), each script marked
 * in two draft sessions: against a scheme typed elsewhere (the scheme read as a user's would be), and
 * against the paper's own exported mark scheme (its embedded rubric: exact, so the reading of the work
 * is measured alone). A row per allocation, with its truth where the allocation list is exact (by
 * position), and whether each evidence box lies on an answer box of the script.
 */
async function markForeign({ p, bankQuestions, schemes, partsOf, ourScheme, post, api, until, say }) {
  const rows = [];
  const schemeQuestions = schemes.map((allocations, q) => ({
    number: q + 1,
    rows: allocations.map((a) => ({
      part: partsOf(q + 1).length > 1 ? bare(bankQuestions[q].parts.find((part) => part.id === a.partId)?.label) : '',
      working: typedValue(a.expected ?? '') ?? typedProse(a.requirement),
      codes: [a.code],
    })),
  }));
  for (const [c, testCase] of FOREIGN_CASES.entries()) {
    const k = p * FOREIGN_CASES.length + c;
    const style = HANDWRITING_STYLES[k % HANDWRITING_STYLES.length];
    // Shifted a step each paper, so that no case keeps one file type or scheme variant.
    const type = FOREIGN_FILE_TYPES[(c + p) % FOREIGN_FILE_TYPES.length];
    const textLayer = (c + p) % 2 === 0;
    const layout = (Math.floor(c / 2) + p) % 2 === 0 ? 'table' : 'margin';
    const degrees = (k % 2 ? -1 : 1) * (0.5 + ((k * 0.37) % 1));
    const scripts = new Map();
    for (const q of [1, 2]) {
      const bank = bankQuestions[q - 1];
      const parts = partsOf(q);
      const question = {
        number: q,
        stem: typed(bank.introTex) || 'Answer each part in the box below it.',
        parts: parts.map((partId) => {
          const bankPart = bank.parts.find((part) => part.id === partId);
          const correct = answerLines(schemes[q - 1], partId);
          return {
            label: parts.length > 1 ? bare(bankPart?.label) : '',
            text: typed(bankPart?.stemTex) || 'Work out the answer.',
            marks: bankPart?.marks ?? correct.length,
            writing: writtenFor(testCase, q, schemes[q - 1], partId).lines,
            rules: correct.length + 1,
          };
        }),
      };
      // A question too long for one page is scanned to a PDF (an image holds one page).
      const script = await foreignScript(question, { style, type, degrees, seed: 5 + k + q }).catch((error) => {
        if (!(error instanceof RangeError)) throw error;
        return foreignScript(question, { style, type: 'pdf', degrees, seed: 5 + k + q });
      });
      scripts.set(String(q), script);
    }
    const typedScheme = await typedSchemePdf(schemeQuestions, { layout, textLayer, seed: 31 + k });
    for (const [rubric, scheme] of [
      ['typed', typedScheme],
      ['ours', ourScheme],
    ]) {
      const session = (await post('/marking/sessions', { title: `Foreign ${p + 1} ${testCase} (${rubric} scheme)` })).body.session;
      const upload = async (bytes, kind, name, mediaType) => {
        const uploaded = await api(`/marking/sessions/${session.id}/assets?kind=${kind}&name=${name}`, {
          method: 'POST',
          headers: { 'content-type': mediaType },
          body: bytes,
        });
        if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${JSON.stringify(uploaded.body).slice(0, 200)}`);
        return uploaded.body.asset;
      };
      const schemeAsset = await upload(scheme, 'scheme', 'scheme.pdf', 'application/pdf');
      for (const [label, script] of scripts) {
        const asset = await upload(script.bytes, 'work', `q${label}.${script.mediaType.split('/')[1]}`, script.mediaType);
        const requested = await post(`/marking/sessions/${session.id}/questions`, {
          label,
          workAssetIds: [asset.id],
          schemeAssetIds: [schemeAsset.id],
          pageSelections: { [asset.id]: [1] },
        });
        if (requested.status !== 201)
          throw new Error(`request answered ${requested.status}: ${JSON.stringify(requested.body).slice(0, 200)}`);
      }
      const start = await post(`/marking/sessions/${session.id}/start`, {});
      if (start.status !== 202) throw new Error(`start answered ${start.status}: ${JSON.stringify(start.body).slice(0, 200)}`);
      const marked = await until(
        () => api(`/marking/sessions/${session.id}`),
        (r) => r.body.session.questions.every((q) => SETTLED.has(q.status)),
        300_000,
      );
      for (const question of marked.body.session.questions) {
        const q = Number(question.label);
        const bank = schemes[q - 1];
        const read = question.result?.allocations ?? [];
        const exact = read.length === bank.length && read.every((a, i) => a.code === bank[i].code);
        const truthOf = new Map(
          partsOf(q).flatMap((partId) => {
            const { truth } = writtenFor(testCase, q, bank, partId);
            return bank.filter((a) => a.partId === partId).map((a, i) => [a.id, truth[i]]);
          }),
        );
        const areas = scripts.get(question.label).answerAreas;
        rows.push({
          kind: 'scheme',
          rubric,
          testCase,
          paper: p + 1,
          label: question.label,
          exact,
          status: question.status,
          failure: question.failure?.code ?? null,
          read: read.map((a) => a.code).join(' '),
          bank: bank.map((a) => a.code).join(' '),
        });
        for (const [i, allocation] of read.entries())
          rows.push({
            kind: 'allocation',
            rubric,
            testCase,
            style,
            type,
            textLayer,
            paper: p + 1,
            label: question.label,
            code: allocation.code,
            decision: allocation.decision,
            // Truth only where the allocation list is exact: the i-th allocation read is the bank's i-th.
            truth: exact ? truthOf.get(bank[i].id) : undefined,
            blankQuestion: testCase === 'blank' && q === 1,
            onArea: allocation.evidence.map((e) => areas.some((area) => inArea(e.box, area.box))),
            explanation: allocation.explanation,
            quotes: allocation.evidence.map((e) => e.quote),
          });
      }
      say(
        `marking-quality: foreign ${p + 1} ${testCase} (${style}, ${type}, ${degrees.toFixed(2)}°, ${rubric} scheme${rubric === 'typed' ? ` ${layout}${textLayer ? '' : ' image-only'}` : ''}): ${marked.body.session.questions.map((q) => q.status + (q.failure ? ` (${q.failure.code}: ${q.failure.message.slice(0, 160)})` : '')).join(', ')}`,
      );
    }
  }
  return rows;
}

/** The foreign section's tables and figures: the work read against our exact rubric, then against the typed schemes. */
function foreignReport(rows, tally, row, pct) {
  if (rows.length === 0) return { markdown: [], results: null };
  const figuresOf = (rubric) => {
    const allocations = rows.filter((r) => r.kind === 'allocation' && r.rubric === rubric);
    const schemes = rows.filter((r) => r.kind === 'scheme' && r.rubric === rubric);
    const judged = allocations.filter((r) => r.truth !== undefined);
    const blank = allocations.filter((r) => r.blankQuestion);
    const boxes = allocations.flatMap((r) => r.onArea);
    return {
      schemes: schemes.length,
      exactSchemes: schemes.filter((s) => s.exact).length,
      failed: schemes.filter((s) => s.status === 'failed').length,
      allocations: allocations.length,
      judged,
      overall: tally(judged),
      blank: blank.length,
      blankAtArea: blank.filter((r) => r.decision === 'withheld' && r.onArea.length > 0 && r.onArea.every(Boolean)).length,
      evidenceBoxes: boxes.length,
      onArea: boxes.filter(Boolean).length,
    };
  };
  const [ours, typedScheme] = [figuresOf('ours'), figuresOf('typed')];
  const share = (n, of) => `${n} of ${of} (${pct(n / Math.max(1, of))})`;
  const lines = (label, f) => [
    `${label}: scheme allocation list exact ${share(f.exactSchemes, f.schemes)} questions (${f.failed} failed); blank question withheld at its box ${share(f.blankAtArea, f.blank)} allocations; evidence boxes on the answer area ${share(f.onArea, f.evidenceBoxes)}; allocations read ${f.allocations}, ${f.judged.length} with a known truth.`,
  ];
  return {
    markdown: [
      '',
      `**Foreign section** (issue 34): ${ours.schemes / 2} scripts of two questions on a question page made elsewhere (ruled answer boxes, no QR code; handwriting ${HANDWRITING_STYLES.join(', ')}; files ${FOREIGN_FILE_TYPES.join(', ')}; turned 0.5 to 1.5°), each marked in two draft sessions: with the paper's own exported mark scheme (its rubric exact: the reading of the work alone) and with a scheme typed elsewhere (table or margin layout, with or without a text layer: the scheme read too, truth known where its allocation list was read exactly). Goals: false awards at most 1 %, agreement at least 95 %, at least 50 % decided, blank work withheld at its box every time, at least 80 % of evidence boxes on the answer area, the allocation list exact on at least 90 % of schemes.`,
      '',
      '| foreign scripts | allocations | decided | agreement | awarded | false awards (of truly withheld) |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      row('our scheme: all', ours.overall),
      ...FOREIGN_CASES.map((c) => row(`our scheme: ${c}`, tally(ours.judged.filter((r) => r.testCase === c)))),
      ...HANDWRITING_STYLES.map((s) => row(`our scheme: ${s}`, tally(ours.judged.filter((r) => r.style === s)))),
      ...FOREIGN_FILE_TYPES.map((t) => row(`our scheme: ${t}`, tally(ours.judged.filter((r) => r.type === t)))),
      row('typed scheme: all read exactly', typedScheme.overall),
      row('typed scheme with a text layer', tally(typedScheme.judged.filter((r) => r.textLayer))),
      row('typed scheme, image only', tally(typedScheme.judged.filter((r) => !r.textLayer))),
      '',
      ...lines('Our scheme', ours),
      '',
      ...lines('Typed scheme', typedScheme),
    ],
    results: { ours: { ...ours, judged: undefined }, typed: { ...typedScheme, judged: undefined }, rows },
  };
}

export async function setup(context = {}) {
  const { log, cleanup, teardown } = scenarioCleanup(context);
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
      const foreignRows = [];
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
        const bankQuestions = [];
        for (const pin of pins) bankQuestions.push((await api(`/questions/${pin.questionId}/revisions/${pin.revision}`)).body.question);
        const schemes = bankQuestions.map((q) => q.markScheme.allocations);
        const partsOf = (q) => [...new Set(schemes[q - 1].map((a) => a.partId))];

        if (SECTIONS.has('foreign'))
          foreignRows.push(...(await markForeign({ p, bankQuestions, schemes, partsOf, ourScheme: scheme, post, api, until, say })));
        for (const testCase of SECTIONS.has('own') ? CASES : []) {
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
      const foreign = foreignReport(foreignRows, tally, row, pct);
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
          `needs_review: ${needsReview} of ${questions} questions (${pct(needsReview / Math.max(1, questions))}). Seconds from start to result per page: median ${perPage.length ? median(perPage).toFixed(2) : '-'}, p95 ${perPage.length ? percentileOfSorted(perPage, 95).toFixed(2) : '-'}; 2-page questions (${twoPage.length}): median ${twoPage.length ? median(twoPage).toFixed(2) : '-'} s, p95 ${twoPage.length ? percentileOfSorted(twoPage, 95).toFixed(2) : '-'} s (with one marking job at a time, queued behind the session's other question).`,
          ...foreign.markdown,
        ],
        results: { papers, overall, own, needsReview, questions, questionTimes, allocations, foreign: foreign.results },
      };
    };
    return { measure, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
