import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { MARKING_EVENTS, type QuestionPin } from '@pp/contracts';
import { admin, adminOrThrow, plainPaperScript, scanOf, type StackInfo, answerLines, webpOf, writeScript } from '@pp/testing';
import { rasterisePage, readQr } from '@pp/paper-pdf/identity';
import { createPaper, download, pinsOf, prepare, until } from './support/papers.js';
import { plainWritingOf } from '@pp/scoring';

import { call, describeOnSharedStacks, expectError, sql, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';
import { MARKER_SCOPES, markingClient, pdfOf, preparedPaper, settled } from './support/marking.js';

/** Each question's mark scheme, by the question's number on the paper (the pins' order). */
async function schemesOf(
  stack: StackInfo,
  key: string,
  pins: QuestionPin[],
): Promise<Map<number, Array<{ partId: string; code: string; expected: string }>>> {
  const schemes = new Map<number, Array<{ partId: string; code: string; expected: string }>>();
  for (const [index, pin] of pins.entries()) {
    const revision = await call(stack, `/questions/${pin.questionId}/revisions/${pin.revision}`, { key });
    schemes.set(index + 1, revision.body.question.markScheme.allocations);
  }
  return schemes;
}
/** A draft session holding one work file and one scheme file. */
async function draftWithFiles(api: ReturnType<typeof markingClient>, title: string, work: Uint8Array, scheme: Uint8Array) {
  const session = (await api.createDraft(title)).body.session;
  return {
    session,
    work: (await api.upload(session.id, work, 'work')).body.asset,
    scheme: (await api.upload(session.id, scheme, 'scheme', 'scheme.pdf')).body.asset,
  };
}

describeOnSharedStacks('marking questions, start, results and reviews (%s mode)', (mode) => {
  const stack = stackOf(mode);

  it('marks a question of a saved paper against its exact rubric: needs_review, every allocation uncertain, then reviewed', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const paperId = await preparedPaper(stack, account, 2);

    const sessionKey = randomUUID();
    const created = await api.createFromPaper(paperId, 1, sessionKey);
    expect(created.status).toBe(201);
    expect(created.body.session).toMatchObject({
      title: 'Marking practice (revision 1)',
      source: { kind: 'paper', paperId, revision: 1, exports: 'preparing' },
      assets: [],
      questions: [],
      indexing: { done: true, unreadablePageIds: [] },
    });
    // The attaching job copies the prepared mark scheme in.
    const session = (
      await until(
        () => api.read(created.body.session.id),
        (r) => r.body.session.source.exports !== 'preparing',
      )
    ).body.session;
    expect(session.source.exports).toBe('attached');
    expect(session.assets).toEqual([
      expect.objectContaining({ kind: 'scheme', mediaType: 'application/pdf', name: 'Marking practice-r1-mark-scheme.pdf' }),
    ]);
    expect((await api.createFromPaper(paperId, 1, sessionKey)).body.session.id).toBe(session.id);
    // The attached scheme is the export's mark scheme, byte for byte.
    const scheme = Buffer.from(await (await download(stack, account.key, paperId, 'mark-scheme')).arrayBuffer());
    const attached = await fetch(`${stack.url}${session.assets[0].href}`, { headers: { authorization: `Bearer ${account.key}` } });
    expect(Buffer.from(await attached.arrayBuffer()).equals(scheme)).toBe(true);

    const work = (await api.upload(session.id, await pdfOf(4), 'work')).body.asset;
    expectError(
      await api.request(session.id, { label: '3', workAssetIds: [work.id], schemeAssetIds: [], pageSelections: { [work.id]: [1] } }),
      422,
      'validation_failed',
    );
    const requestKey = randomUUID();
    const requested = await api.request(
      session.id,
      { label: '1', workAssetIds: [work.id], schemeAssetIds: [], pageSelections: { [work.id]: [1, 2] } },
      requestKey,
    );
    expect(requested.status).toBe(201);
    const question = requested.body.question;
    // Recorded, not started: queued with no attempt, and the session lists it as waiting for the start.
    expect(question).toMatchObject({
      label: '1',
      origin: 'requested',
      status: 'queued',
      attempts: 0,
      supersededBy: null,
      result: null,
      failure: null,
    });
    expect((await api.read(session.id)).body.session.waitingForStart).toEqual([question.id]);
    expect(
      (
        await api.request(
          session.id,
          { label: '1', workAssetIds: [work.id], schemeAssetIds: [], pageSelections: { [work.id]: [1, 2] } },
          requestKey,
        )
      ).body.question.id,
    ).toBe(question.id);

    const before = (await api.credits()).body.credits;
    const startKey = randomUUID();
    const started = await api.start(session.id, startKey);
    expect(started.status).toBe(202);
    expect(started.body.started).toEqual([question.id]);
    expect(started.body.session.questions[0]).toMatchObject({ id: question.id, status: 'queued', attempts: 1 });
    expect(started.body.session.waitingForStart).toEqual([]);
    // The same key answers with the same start; a fresh one finds nothing left to start.
    expect((await api.start(session.id, startKey)).body.started).toEqual([question.id]);
    expectError(await api.start(session.id), 409, 'nothing_to_start');
    expect((await api.credits()).body.credits.available).toBe(before.available - 1);

    const marked = await until(
      () => api.question(session.id, question.id),
      (r) => settled(r.body.question.status),
      60_000,
    );
    const result = marked.body.question.result;
    expect(marked.body.question.status).toBe('needs_review');
    expect(result.source).toEqual({ kind: 'automated', assessor: 'answer-spaces-v10' });
    expect(result.allocations.length).toBeGreaterThan(0);
    expect(
      result.allocations.every((a: { decision: string; explanation: string }) => a.decision === 'uncertain' && a.explanation.length > 0),
    ).toBe(true);
    expect(result.score).toMatchObject({ awarded: 0, possible: result.allocations.length, maximum: result.allocations.length });
    expect(result.unresolved).toEqual(result.allocations.map((a: { id: string }) => a.id));

    // Review: stale revision 409, an edit makes revision 2 with its audit, a retry of it answers the same.
    const first = result.allocations[0];
    expectError(
      await api.review(session.id, question.id, { resultRevision: 2, allocationId: first.id, decision: 'awarded', explanation: 'seen' }),
      409,
      'stale_revision',
    );
    const edit = { resultRevision: 1, allocationId: first.id, decision: 'awarded', explanation: 'Method seen on page 1.' };
    const reviewed = await api.review(session.id, question.id, edit);
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.question.result).toMatchObject({
      revision: 2,
      reviews: [{ resultRevision: 2, allocationId: first.id, from: 'uncertain', to: 'awarded', keyId: account.keyId }],
    });
    expect(reviewed.body.question.result.allocations[0]).toMatchObject({ decision: 'awarded', reviewed: true });
    expect((await api.review(session.id, question.id, edit)).body.question.result.revision).toBe(2);

    const events = await sql<{ subject: string }>(
      stack,
      `SELECT payload->>'subject' AS subject FROM marking.outbox WHERE payload->'data'->>'questionId' = $1 ORDER BY seq`,
      [question.id],
    );
    expect(events.map((e) => e.subject)).toEqual([MARKING_EVENTS.questionCompleted, MARKING_EVENTS.decisionReviewed]);

    // Scopes: from-builder also needs papers:read; reviews need marking:review.
    const submitter = await createAccountWithKey(stack, { scopes: ['marking:submit', 'marking:read'] });
    const refused = await markingClient(stack, submitter).createFromPaper(paperId);
    expectError(refused, 403, 'insufficient_scope');
    expect(refused.body.error.requiredScopes).toEqual(['marking:submit', 'papers:read']);
    // Another owner's paper, session and question are 404.
    const stranger = markingClient(stack, await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] }));
    expectError(await stranger.createFromPaper(paperId), 404, 'not_found');
    expectError(await stranger.question(session.id, question.id), 404, 'not_found');
    expectError(await stranger.review(session.id, question.id, { ...edit, resultRevision: 2 }), 404, 'not_found');
  });

  it('indexes the work pages of our printed paper by their QR codes: questions created with their pages, unreadable pages listed', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const paperId = await preparedPaper(stack, account, 2);
    const session = (await api.createFromPaper(paperId)).body.session;
    // The printed question paper as the "scan" (the marking pipeline will refuse it as evidence; indexing reads it), and a page of something else.
    const printed = new Uint8Array(await (await download(stack, account.key, paperId, 'question-paper')).arrayBuffer());
    const scan = (await api.upload(session.id, printed, 'work', 'scan.pdf')).body.asset;
    const stray = (await api.upload(session.id, await pdfOf(1), 'work', 'stray.pdf')).body.asset;
    const indexed = await until(
      () => api.read(session.id),
      (r) => r.body.session.indexing.done,
      60_000,
    );
    const { questions, indexing } = indexed.body.session;
    expect(indexing).toEqual({ done: true, unreadablePageIds: [`${stray.id}:p1`] });
    expect(questions.map((q: { label: string; origin: string; status: string }) => [q.label, q.origin, q.status])).toEqual([
      ['1', 'indexed', 'queued'],
      ['2', 'indexed', 'queued'],
    ]);
    for (const question of questions) {
      expect(question.workAssetIds).toEqual([scan.id]);
      expect(question.pageSelections[scan.id].length).toBeGreaterThan(0);
    }
    // The cover (page 1) holds no question; question 1 starts on page 2.
    expect(questions[0].pageSelections[scan.id][0]).toBe(2);
    expect((await api.start(session.id)).body.started).toEqual(questions.map((q: { id: string }) => q.id));
    // The clean printed paper is never evidence: nothing is decided from it.
    const marked = await until(
      () => api.read(session.id),
      (r) => r.body.session.questions.every((q: { status: string }) => settled(q.status)),
      60_000,
    );
    for (const question of marked.body.session.questions) {
      expect(question.status).toBe('needs_review');
      expect(
        question.result.allocations.every(
          (a: { decision: string; explanation: string }) => a.decision === 'uncertain' && /clean question paper/.test(a.explanation),
        ),
      ).toBe(true);
    }
  });

  it('takes a request for question 1 right after the upload, before or after indexing made it, and lets the client correct its pages', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const paperId = await preparedPaper(stack, account, 2);
    const printed = new Uint8Array(await (await download(stack, account.key, paperId, 'question-paper')).arrayBuffer());
    // As docs/api.md writes a script's round trip: upload, then request question 1 with its pages at once, not waiting for indexing.
    const session = (await api.createFromPaper(paperId)).body.session;
    const scan = (await api.upload(session.id, printed, 'work', 'scan.pdf')).body.asset;
    const body = { label: '1', workAssetIds: [scan.id], schemeAssetIds: [], pageSelections: { [scan.id]: [1, 2] } };
    const requested = await api.request(session.id, body);
    expect(requested.status).toBe(201);
    expect(requested.body.question).toMatchObject({ label: '1', origin: 'requested', pageSelections: { [scan.id]: [1, 2] } });
    const done = await until(
      () => api.read(session.id),
      (r) => r.body.session.indexing.done,
      60_000,
    );
    // Whichever came first, question 1 is the client's, with the client's pages; indexing made question 2.
    const questions = done.body.session.questions;
    expect(questions.map((q: { label: string; origin: string }) => [q.label, q.origin])).toEqual([
      ['1', 'requested'],
      ['2', 'indexed'],
    ]);
    expect(questions[0]).toMatchObject({ id: requested.body.question.id, pageSelections: { [scan.id]: [1, 2] } });

    // Indexing first, then the client corrects the indexed question's pages (a page whose code was not read, say): the same question, amended.
    const corrected = await api.request(session.id, {
      label: '2',
      workAssetIds: [scan.id],
      schemeAssetIds: [],
      pageSelections: { [scan.id]: [1, 2] },
    });
    expect(corrected.status).toBe(201);
    expect(corrected.body.question).toMatchObject({ id: questions[1].id, origin: 'requested', status: 'queued', attempts: 0 });
    expect(corrected.body.question.pageSelections).toEqual({ [scan.id]: [1, 2] });
    const read = (await api.read(session.id)).body.session;
    expect(read.questions).toHaveLength(2);
    expect(read.waitingForStart).toEqual(questions.map((q: { id: string }) => q.id));
    // Amended, it is the client's like any requested question: requesting its label again is refused.
    const again = await api.request(session.id, body);
    expectError(again, 422, 'validation_failed');
    expect(again.body.error.details).toEqual([{ path: 'body.label', message: expect.stringContaining('already names a queued question') }]);
  });

  // Reading is the same code in both modes: each mode reads one of the two scripts, the distributed
  // one the harder input (the scan).
  const script: [string, number] =
    mode === 'embedded' ? ['the filled-in PDF itself', 0] : ['a scan of it, turned 1.5 degrees, with noise', 1.5];
  it.each([script])(
    'reads handwriting on the printed paper: awards expected values it finds, never a changed one, withholds blank parts and a blank question, locates every decision: %s',
    async (_name, degrees) => {
      const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
      const api = markingClient(stack, account);
      // Questions whose schemes expect values a learner writes on a line (the reader has something to find).
      const candidates = await pinsOf(stack, account.key, 20);
      const candidateSchemes = await schemesOf(stack, account.key, candidates);
      const pins = candidates
        .filter((_, index) => candidateSchemes.get(index + 1)!.filter((a) => (plainWritingOf(a.expected)?.length ?? 0) >= 4).length >= 2)
        .slice(0, 3);
      expect(pins).toHaveLength(3);
      const paperId = await createPaper(stack, account, pins, 'Handwriting');
      expect((await prepare(stack, account.key, paperId)).status).toBe(200);
      const schemes = await schemesOf(stack, account.key, pins);
      const session = (await api.createFromPaper(paperId)).body.session;
      const printed = new Uint8Array(await (await download(stack, account.key, paperId, 'question-paper')).arrayBuffer());
      // Question 1: every part answered as the scheme expects. Question 2: its first part with each number one more. Question 3: left blank.
      const linesOf = (question: number, partId: string) => answerLines(schemes.get(question) ?? [], partId);
      const wrong = (line: string) => line.replace(/\d+/g, (n) => String(Number(n) + 1));
      const firstPart = (question: number) => schemes.get(question)?.[0]?.partId;
      // The lines each part's space holds: a line below its last rule is not written.
      const holds = new Map<string, number>();
      const written = await writeScript(printed, (question, partId, rules) => {
        holds.set(`${question}:${partId}`, Math.max(holds.get(`${question}:${partId}`) ?? 0, rules));
        return question === 1 ? linesOf(1, partId) : question === 2 && partId === firstPart(2) ? linesOf(2, partId).map(wrong) : null;
      });
      const scan = (await api.upload(session.id, degrees === 0 ? written : await scanOf(written, degrees), 'work', 'scan.pdf')).body.asset;
      await until(
        () => api.read(session.id),
        (r) => r.body.session.indexing.done,
        60_000,
      );
      await api.start(session.id);
      const marked = await until(
        () => api.read(session.id),
        (r) => r.body.session.questions.length === 3 && r.body.session.questions.every((q: { status: string }) => settled(q.status)),
        120_000,
      );
      type Allocation = {
        id: string;
        partId: string;
        code: string;
        decision: string;
        explanation: string;
        evidence: Array<{ pageId: string; quote: string; box: { x: number; y: number; width: number; height: number } }>;
      };
      const byLabel = new Map<string, Allocation[]>(
        marked.body.session.questions.map((q: { label: string; result: { allocations: Allocation[] } }) => [q.label, q.result.allocations]),
      );
      for (const allocations of byLabel.values()) {
        for (const allocation of allocations) {
          // Every decision is located on the scan's pages, inside the page.
          if (allocation.decision !== 'uncertain') expect(allocation.evidence.length).toBeGreaterThan(0);
          for (const { pageId, box } of allocation.evidence) {
            expect(pageId).toMatch(new RegExp(`^${scan.id}:p\\d+$`));
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(1);
            expect(box.y + box.height).toBeLessThanOrEqual(1);
          }
        }
      }
      // The correct script loses nothing it wrote and gains what was read with its quote; at least one value is read.
      const writtenLine = (allocation: Allocation) =>
        byLabel
          .get('1')!
          .filter((a) => a.partId === allocation.partId)
          .indexOf(allocation) < holds.get(`1:${allocation.partId}`)!;
      expect(
        byLabel
          .get('1')!
          .filter(writtenLine)
          .map((a) => a.decision),
      ).not.toContain('withheld');
      const awarded = byLabel.get('1')!.filter((a) => a.decision === 'awarded');
      expect(awarded.length).toBeGreaterThan(0);
      // Each found where it is written, implied by a mark found below other working that depends on it,
      // or a printed answer found below the working that earned every mark before it.
      for (const allocation of awarded)
        expect(allocation.explanation).toMatch(
          /^The expected .+ is written in the answer space|^Implied by the \S+ awarded in the working of part|^The printed answer is written in part .+ below working that earned each/,
        );
      // The wrong values are never awarded where they differ; the other parts of question 2 and all of question 3 are blank.
      for (const allocation of byLabel.get('2')!) {
        if (allocation.partId === firstPart(2)) expect(allocation.decision === 'awarded' && /\d/.test(allocation.explanation)).toBe(false);
        else expect(allocation).toMatchObject({ decision: 'withheld', evidence: [expect.objectContaining({ quote: 'blank' })] });
      }
      // Question 3 is blank on a script written elsewhere: withheld at its spaces, not taken for a clean paper.
      for (const allocation of byLabel.get('3')!) {
        expect(allocation.decision).toBe('withheld');
        expect(new Set(allocation.evidence.map((e) => e.quote))).toEqual(new Set(['blank']));
      }
    },
  );

  it('never takes a mark scheme uploaded as work for evidence, and says why', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const paperId = await preparedPaper(stack, account, 1);
    const session = (await api.createFromPaper(paperId)).body.session;
    const scheme = new Uint8Array(await (await download(stack, account.key, paperId, 'mark-scheme')).arrayBuffer());
    const work = (await api.upload(session.id, scheme, 'work', 'not-a-scan.pdf')).body.asset;
    const question = (
      await api.request(session.id, { label: '1', workAssetIds: [work.id], schemeAssetIds: [], pageSelections: { [work.id]: [1] } })
    ).body.question;
    await api.start(session.id);
    const marked = await until(
      () => api.question(session.id, question.id),
      (r) => settled(r.body.question.status),
      60_000,
    );
    expect(marked.body.question.status).toBe('needs_review');
    expect(
      marked.body.question.result.allocations.every(
        (a: { decision: string; explanation: string }) => a.decision === 'uncertain' && /mark scheme/.test(a.explanation),
      ),
    ).toBe(true);
  });

  it('reads work not on our paper whole (OCR): a scheme printed elsewhere and a copy of the question paper are never evidence; writing on plain paper is read', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const pins = await pinsOf(stack, account.key, 3);
    const paperId = await createPaper(stack, account, pins, 'Not on our paper');
    expect((await prepare(stack, account.key, paperId)).status).toBe(200);
    const schemes = await schemesOf(stack, account.key, pins);
    const session = (await api.createFromPaper(paperId)).body.session;

    // 1: a mark scheme typeset elsewhere. 2: page 2 of our question paper with its QR code painted over, saved as WebP. 3: handwriting on plain paper.
    const schemePdf = await PDFDocument.create();
    const font = await schemePdf.embedFont(StandardFonts.Helvetica);
    const schemePage = schemePdf.addPage([595, 842]);
    ['1(a)   Uses the formula   M1', 'Correct roots   A1 A1', '(b)   Modulus of their root   B1ft'].forEach((row, i) =>
      schemePage.drawText(row, { x: 60, y: 760 - i * 28, size: 12, font }),
    );
    const printed = new Uint8Array(await (await download(stack, account.key, paperId, 'question-paper')).arrayBuffer());
    const copy = await rasterisePage(printed, 1, 150);
    const { topLeft, topRight, bottomLeft } = readQr(copy)!.finders;
    const [x0, x1] = [Math.min(topLeft.x, bottomLeft.x) - 40, Math.max(topRight.x) + 40].map(Math.round);
    const [y0, y1] = [Math.min(topLeft.y, topRight.y) - 40, bottomLeft.y + 40].map(Math.round);
    for (let y = y0; y < y1; y += 1) copy.rgba.fill(255, (y * copy.width + x0) * 4, (y * copy.width + x1) * 4);
    expect(readQr(copy)).toBeNull();
    const works = [
      await schemePdf.save(),
      await webpOf(copy),
      await plainPaperScript(
        schemes
          .get(3)!
          .map((a) => a.partId)
          .filter((id, i, all) => all.indexOf(id) === i)
          .flatMap((partId) => answerLines(schemes.get(3)!, partId)),
      ),
    ];
    const names = ['scheme.pdf', 'copy.webp', 'plain.pdf'];
    for (const [i, bytes] of works.entries()) {
      const asset = (await api.upload(session.id, bytes, 'work', names[i], i === 1 ? 'image/webp' : 'application/pdf')).body.asset;
      expect(
        (await api.request(session.id, { label: String(i + 1), workAssetIds: [asset.id], schemeAssetIds: [], pageSelections: {} })).status,
      ).toBe(201);
    }
    await until(
      () => api.read(session.id),
      (r) => r.body.session.indexing.done,
      60_000,
    );
    await api.start(session.id);
    const marked = await until(
      () => api.read(session.id),
      (r) => r.body.session.questions.length === 3 && r.body.session.questions.every((q: { status: string }) => settled(q.status)),
      180_000,
    );
    type Allocation = { decision: string; explanation: string; evidence: Array<{ quote: string }> };
    const byLabel = new Map<string, Allocation[]>(
      marked.body.session.questions.map((q: { label: string; result: { allocations: Allocation[] } }) => [q.label, q.result.allocations]),
    );
    expect(byLabel.get('1')!.every((a) => a.decision === 'uncertain' && /reads as a mark scheme/.test(a.explanation))).toBe(true);
    expect(byLabel.get('2')!.every((a) => a.decision === 'uncertain' && /question paper itself/.test(a.explanation))).toBe(true);
    // Off our paper nothing is withheld (no part's place is known); what is read is quoted for the reviewer.
    const plain = byLabel.get('3')!;
    expect(plain.some((a) => a.decision === 'withheld')).toBe(false);
    for (const a of plain)
      expect(
        a.decision === 'awarded'
          ? /written in the work|^Implied by the \S+ awarded/.test(a.explanation)
          : /not on a paper printed by this service/.test(a.explanation),
      ).toBe(true);
    expect(plain.some((a) => a.evidence.length > 0)).toBe(true);
  });

  it('refuses question requests naming foreign or wrong-kind assets, missing pages or too many pages, each at its field', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const { session, work, scheme } = await draftWithFiles(api, 'Checks', await pdfOf(13), await pdfOf(2));
    const foreign = randomUUID();
    const refused = await api.request(session.id, {
      label: '1',
      workAssetIds: [work.id, foreign],
      schemeAssetIds: [work.id],
      pageSelections: { [scheme.id]: [3] },
    });
    expectError(refused, 422, 'validation_failed');
    expect(refused.body.error.details.map((d: { path: string }) => d.path)).toEqual([
      'body.workAssetIds[1]',
      'body.schemeAssetIds[0]',
      `body.pageSelections.${scheme.id}`,
    ]);
    const tooMany = await api.request(session.id, {
      label: '1',
      workAssetIds: [work.id],
      schemeAssetIds: [scheme.id],
      pageSelections: { [scheme.id]: [3] },
    });
    expect(tooMany.body.error.details.map((d: { path: string }) => d.path)).toEqual([`body.pageSelections.${scheme.id}[0]`]);
    const thirteen = await api.request(session.id, {
      label: '1',
      workAssetIds: [work.id],
      schemeAssetIds: [scheme.id],
      pageSelections: {},
    });
    expect(thirteen.body.error.details).toEqual([{ path: 'body.workAssetIds', message: expect.stringContaining('at most 12 work pages') }]);
    const noScheme = await api.request(session.id, {
      label: '1',
      workAssetIds: [work.id],
      schemeAssetIds: [],
      pageSelections: { [work.id]: [1] },
    });
    expect(noScheme.body.error.details.map((d: { path: string }) => d.path)).toEqual(['body.schemeAssetIds']);
    // Nothing was recorded.
    expect((await api.read(session.id)).body.session.questions).toEqual([]);
    expectError(await api.start(session.id), 409, 'nothing_to_start');
  });

  it('refuses a start it cannot pay for with 402 and queues nothing; purchased credits (admin CLI) pay for it', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES], plan: 'lite' });
    const api = markingClient(stack, account);
    const month = (await api.credits()).body.credits;
    expect(month).toMatchObject({
      plan: 'lite',
      included: { allowance: 50, used: 0, remaining: 50 },
      purchased: { remaining: 0 },
      available: 50,
    });
    // The month's included credits already spent (as 50 marked questions would have).
    await sql(
      stack,
      `INSERT INTO marking.credit_entries (owner_id, at, reason, bucket, period, amount) VALUES ($1, now(), 'take', 'included', $2, 50)`,
      [account.accountId, month.period],
    );
    const { session, work, scheme } = await draftWithFiles(api, 'No credit', await pdfOf(1), await pdfOf(1));
    const question = (
      await api.request(session.id, { label: '1', workAssetIds: [work.id], schemeAssetIds: [scheme.id], pageSelections: {} })
    ).body.question;
    const startKey = randomUUID();
    expectError(await api.start(session.id, startKey), 402, 'insufficient_credits');
    expect((await api.question(session.id, question.id)).body.question).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await sql(stack, `SELECT 1 FROM marking.job WHERE singleton_key LIKE $1`, [`${question.id}/%`])).toEqual([]);

    const granted = await adminOrThrow<{ granted: number; balance: { available: number } }>(
      stack,
      'credits',
      'grant',
      '--email',
      account.email,
      '--amount',
      '2',
    );
    expect(granted).toMatchObject({ granted: 2, balance: { available: 2 } });
    expect(await adminOrThrow(stack, 'credits', 'show', '--email', account.email)).toMatchObject({
      plan: 'lite',
      included: { remaining: 0 },
      purchased: { remaining: 2 },
      available: 2,
    });
    expect((await admin(stack, 'credits', 'grant', '--email', account.email, '--amount', '0')).code).not.toBe(0);
    // The refused start held no key: the same key now starts, paid from the purchased credits.
    expect((await api.start(session.id, startKey)).status).toBe(202);
    expect((await api.credits()).body.credits).toMatchObject({ purchased: { remaining: 1 }, available: 1 });
  });

  it('fails a question whose scheme carries no rubric it can read, gives its credit back, and marks it again only as a new question', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const { session, work, scheme } = await draftWithFiles(api, 'Foreign scheme', await pdfOf(1), await pdfOf(1));
    const body = { label: '1', workAssetIds: [work.id], schemeAssetIds: [scheme.id], pageSelections: {} };
    const question = (await api.request(session.id, body)).body.question;
    const before = (await api.credits()).body.credits.available;
    expect((await api.start(session.id)).status).toBe(202);
    const failed = await until(
      () => api.question(session.id, question.id),
      (r) => settled(r.body.question.status),
      60_000,
    );
    expect(failed.body.question).toMatchObject({
      status: 'failed',
      attempts: 1,
      result: null,
      failure: { code: 'rubric_unavailable', creditReturned: true },
    });
    expect((await api.credits()).body.credits.available).toBe(before);

    // Failed is final: a start finds nothing new and leaves it as it is.
    expectError(await api.start(session.id), 409, 'nothing_to_start');
    expect((await api.question(session.id, question.id)).body.question).toMatchObject({ status: 'failed', attempts: 1 });
    // Requesting its label again makes a new question; the failed one points to it.
    const again = await api.request(session.id, body);
    expect(again.status).toBe(201);
    expect(again.body.question).toMatchObject({ label: '1', status: 'queued', attempts: 0, supersededBy: null });
    expect(again.body.question.id).not.toBe(question.id);
    const read = (await api.read(session.id)).body.session;
    expect(
      read.questions.map((q: { id: string; status: string; supersededBy: string | null }) => [q.id, q.status, q.supersededBy]),
    ).toEqual([
      [question.id, 'failed', again.body.question.id],
      [again.body.question.id, 'queued', null],
    ]);
    expect(read.waitingForStart).toEqual([again.body.question.id]);
    // The label now names a queued question: it is not requested a third time.
    const taken = await api.request(session.id, body);
    expectError(taken, 422, 'validation_failed');
    expect(taken.body.error.details).toEqual([{ path: 'body.label', message: expect.stringContaining('already names a queued question') }]);
    expect((await api.start(session.id)).body.started).toEqual([again.body.question.id]);
    // The same scheme fails the new question the same way; the first stays as it was.
    const remarked = await until(
      () => api.question(session.id, again.body.question.id),
      (r) => settled(r.body.question.status),
      60_000,
    );
    expect(remarked.body.question).toMatchObject({ status: 'failed', attempts: 1, failure: { code: 'rubric_unavailable' } });
    expect((await api.question(session.id, question.id)).body.question).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await api.credits()).body.credits.available).toBe(before);
  });

  it('reads the rubric off a mark scheme printed elsewhere (OCR of its mark codes) and marks against it', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const schemePdf = await PDFDocument.create();
    const page = schemePdf.addPage([595, 842]);
    const font = await schemePdf.embedFont(StandardFonts.Helvetica);
    const rows = [
      'Question   Scheme   Marks',
      '1(a)   Uses the quadratic formula   M1',
      'x = 2 + 3i and x = 2 - 3i   A1',
      '(b)   Modulus of their root   B1ft',
      '(Total 3 marks)',
      '2(a)   Expands the bracket   M1',
    ];
    rows.forEach((row, i) => page.drawText(row, { x: 60, y: 760 - i * 28, size: 12, font }));
    const { session, work, scheme } = await draftWithFiles(api, 'A scheme from elsewhere', await pdfOf(1), await schemePdf.save());
    const question = (
      await api.request(session.id, { label: '1', workAssetIds: [work.id], schemeAssetIds: [scheme.id], pageSelections: {} })
    ).body.question;
    await api.start(session.id);
    const marked = await until(
      () => api.question(session.id, question.id),
      (r) => settled(r.body.question.status),
      90_000,
    );
    // Question 1's three codes in their parts; question 2's row is not part of it. The work is not on our paper: a reviewer decides.
    expect(marked.body.question.status).toBe('needs_review');
    expect(marked.body.question.result.allocations.map((a: { id: string; code: string }) => [a.id, a.code])).toEqual([
      ['a.1', 'M1'],
      ['a.2', 'A1'],
      ['b.1', 'B1ft'],
    ]);
    expect(marked.body.question.result.allocations[0].requirement).toMatch(/quadratic formula/);
  });

  it('marks a draft session against the rubric embedded in our own mark scheme', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const paperId = await preparedPaper(stack, account, 1);
    const scheme = new Uint8Array(await (await download(stack, account.key, paperId, 'mark-scheme')).arrayBuffer());
    const { session, work, scheme: schemeAsset } = await draftWithFiles(api, 'Our scheme, uploaded', await pdfOf(1), scheme);
    const question = (
      await api.request(session.id, { label: 'Q1', workAssetIds: [work.id], schemeAssetIds: [schemeAsset.id], pageSelections: {} })
    ).body.question;
    await api.start(session.id);
    const marked = await until(
      () => api.question(session.id, question.id),
      (r) => settled(r.body.question.status),
      60_000,
    );
    expect(marked.body.question.status).toBe('needs_review');
    expect(marked.body.question.result.allocations.length).toBe(marked.body.question.result.score.maximum);
  });
});
