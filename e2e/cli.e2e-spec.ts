import { SCOPES } from '@pp/contracts';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE_SCHEME_ASSET_ID, EXAMPLE_WORK_ASSET_ID, HUMAN_SUBMISSION_EXAMPLE } from '@pp/import-schema';
import { answerLines, mainOf, type TestAccount, writeScript } from '@pp/testing';
import { createAccountWithKey } from './support/accounts.js';
import { pdfOf } from './support/marking.js';
import { call, describeOnSharedStacks, stackOf } from './support/stacks.js';

interface PpRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The built `pp` as a user runs it: its own process, the given environment only (no PP_* of the test's own), stdin when given. */
function pp(env: Record<string, string>, args: string[], stdin?: string): Promise<PpRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PP_') && name !== 'XDG_CONFIG_HOME'),
  );
  const child = spawn(process.execPath, [mainOf('cli'), ...args], { env: { ...inherited, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(stdin ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const QUESTION_REF = /^[0-9a-f-]{36}@\d+ +\d+ marks /;

describeOnSharedStacks('pp, the command-line client (%s mode)', (mode) => {
  const stack = stackOf(mode);
  /** The paper the create case prints: the marking case's learner answers it. */
  let printed: { paper: any; questionPaper: string };
  let account: TestAccount;
  let folder: string;
  /** pp with the key in PP_API_KEY and a config folder of its own (empty unless a test writes one). */
  const run = (args: string[], env: Record<string, string> = {}) =>
    pp({ PP_BASE_URL: stack.url, PP_API_KEY: account.key, XDG_CONFIG_HOME: join(folder, 'config'), ...env }, args);

  beforeAll(async () => {
    account = await createAccountWithKey(stack, { scopes: [...SCOPES] });
    folder = mkdtempSync(join(tmpdir(), 'pp-cli-e2e-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('searches questions: a question a line with its <id>@<revision> and the next cursor, or the API body with --json', async () => {
    const text = await run(['questions', 'search', '--module', 'core-pure', '--limit', '2']);
    expect(text.code).toBe(0);
    const lines = text.stdout.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual([expect.stringMatching(QUESTION_REF), expect.stringMatching(QUESTION_REF)]);
    expect(lines[2]).toMatch(/^More: --cursor [0-9a-f-]{36} \(or --all\)$/);

    const first = await run(['--json', 'questions', 'search', '--module', 'core-pure', '--limit', '2']);
    expect(first.code).toBe(0);
    const page = JSON.parse(first.stdout);
    expect(page.items.map((item: any) => `${item.pin.questionId}@${item.pin.revision}`)).toEqual(
      lines.slice(0, 2).map((line) => line.split(' ')[0]),
    );
    const next = JSON.parse(
      (await run(['questions', 'search', '--module', 'core-pure', '--limit', '2', '--cursor', page.nextCursor, '--json'])).stdout,
    );
    expect(next.items).toHaveLength(2);
    expect(next.items[0].pin.questionId > page.items[1].pin.questionId).toBe(true);

    const refused = await run(['questions', 'search', '--min-marks', '9', '--max-marks', '2']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^error: 422 validation_failed: .*\n(  .+\n)+request id: \S+\n$/);
    expect(refused.stdout).toBe('');
  });

  it('creates, shows, exports and downloads a paper', async () => {
    const found = JSON.parse(
      (await run(['questions', 'search', '--module', 'core-pure', '--min-marks', '4', '--max-marks', '8', '--limit', '2', '--json']))
        .stdout,
    );
    const refs = found.items.map((item: any) => `${item.pin.questionId}@${item.pin.revision}`);
    const created = await run(['papers', 'create', '--title', 'CLI paper', '--question', refs[0], '--question', refs[1], '--json']);
    expect(created.code).toBe(0);
    const paper = JSON.parse(created.stdout).paper;
    expect(paper).toMatchObject({ revision: 1, title: 'CLI paper', questions: found.items.map((item: any) => item.pin) });

    const shown = await run(['papers', 'show', paper.id]);
    expect(shown.stdout).toMatch(new RegExp(`^Paper ${paper.id} revision 1: CLI paper\n2 questions, ${paper.totalMarks} marks`));
    expect(JSON.parse((await run(['papers', 'show', paper.id, '--revision', '1', '--json'])).stdout)).toEqual({ paper });

    const exported = await run(['papers', 'export', paper.id]);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/question paper: ready, \d+ pages, \d+ bytes, .+\.pdf\nmark scheme: ready, \d+ pages/);
    // Progress goes to stderr, as plain lines when it is not a terminal.
    expect(exported.stderr).toMatch(/^export: ready \(question paper ready, mark scheme ready\)$/m);
    expect(exported.stdout).not.toMatch(/^export:/m);

    const questionPaper = join(folder, 'paper.pdf');
    const markScheme = join(folder, 'scheme.pdf');
    const downloaded = await run(['papers', 'download', paper.id, '--question-paper', questionPaper, '--mark-scheme', markScheme]);
    expect(downloaded.code).toBe(0);
    expect(downloaded.stdout).toContain(`Wrote ${questionPaper}: the question paper of revision 1`);
    for (const path of [questionPaper, markScheme]) expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    printed = { paper, questionPaper };
  });

  // One marking run, on the embedded stack: pp mark is the SDK's markPaperScan, which the SDK suite runs in both modes.
  if (mode === 'embedded')
    it('marks a handwritten scan of the printed paper, printing each question and a total only when it is one', async () => {
      const { paper, questionPaper } = printed;
      // Question 1 answered as its scheme expects, question 2 left blank.
      const question1 = (
        await call(stack, `/questions/${paper.questions[0].questionId}/revisions/${paper.questions[0].revision}`, { key: account.key })
      ).body.question;
      const scan = join(folder, 'scan.pdf');
      writeFileSync(
        scan,
        await writeScript(readFileSync(questionPaper), (question, partId) =>
          question === 1 ? answerLines(question1.markScheme.allocations, partId) : null,
        ),
      );
      const marked = await run(['mark', paper.id, scan]);
      expect(marked.code).toBe(0);
      expect(marked.stderr).toMatch(/^session: .*\nupload: .*\nindexing: .*\nstart: .*\nmarking: /);
      expect(marked.stderr).toMatch(/^marking: 2 of 2 done, 0 running, 0 queued$/m);
      const sessionId = /\(marking session ([0-9a-f-]{36})\):/.exec(marked.stdout)![1];
      const session = (await call(stack, `/marking/sessions/${sessionId}`, { key: account.key })).body.session;
      expect(session.questions).toHaveLength(2);
      for (const question of session.questions) {
        const score = question.result?.score;
        const described =
          question.status === 'completed'
            ? `${score.awarded} of ${score.maximum}`
            : question.status === 'needs_review'
              ? `${score.awarded === score.possible ? score.awarded : `${score.awarded} to ${score.possible}`} of ${score.maximum} (provisional)`
              : `no result (${question.status})`;
        expect(marked.stdout).toContain(`Question ${question.label}: ${question.status}, ${described}\n`);
      }
      // A total only when both completed; otherwise the marks so far are called partial, never a total.
      if (session.questions.every((question: any) => question.status === 'completed'))
        expect(marked.stdout).toMatch(/^Total: \d+ of \d+ \(every question completed\)$/m);
      else expect(marked.stdout).toMatch(/^No paper total: not every question is completed/m);
      expect(marked.stdout).not.toMatch(/^(session|upload|indexing|marking):/m);
    }, 240_000);

  it('validates and completes an import whose submission names its files, uploading each once', async () => {
    const work = join(folder, 'work.pdf');
    const scheme = join(folder, 'marks.pdf');
    writeFileSync(work, await pdfOf(3));
    writeFileSync(scheme, await pdfOf(2));
    const submission = join(folder, 'submission.json');
    writeFileSync(
      submission,
      JSON.stringify(HUMAN_SUBMISSION_EXAMPLE)
        .replaceAll(EXAMPLE_WORK_ASSET_ID, 'work.pdf')
        .replaceAll(EXAMPLE_SCHEME_ASSET_ID, 'marks.pdf'),
    );
    const files = ['--work', work, '--scheme', scheme];

    const unnamed = await run(['import', 'validate', submission, '--work', work]);
    expect(unnamed).toMatchObject({ code: 2, stdout: '' });
    expect(unnamed.stderr).toContain('names marks.pdf: give each file with --work <file> or --scheme <file>');

    const validated = await run(['import', 'validate', submission, ...files, '--json']);
    expect(validated.code).toBe(0);
    const { importId, assets, validation } = JSON.parse(validated.stdout);
    expect(assets.map((asset: any) => [asset.kind, asset.name])).toEqual([
      ['work', 'work.pdf'],
      ['scheme', 'marks.pdf'],
    ]);
    expect(validation).toMatchObject({
      valid: true,
      questions: [expect.objectContaining({ label: '1' }), expect.objectContaining({ label: '2' })],
    });

    const completed = await run(['import', 'complete', submission, ...files, '--import', importId]);
    expect(completed.code).toBe(0);
    expect(completed.stdout).toMatch(new RegExp(`^Import ${importId} completed: its questions are in marking session ${importId}`));
    expect(completed.stdout).toMatch(/^Question 1: \d+( to \d+)? of \d+/m);
    const stored = (await call(stack, `/marking/imports/${importId}`, { key: account.key })).body.import;
    expect(stored).toMatchObject({
      state: 'completed',
      assets: [expect.objectContaining({ id: assets[0].id }), expect.objectContaining({ id: assets[1].id })],
    });

    // An invalid submission: the service's 422 with each field, the request id, exit 1.
    writeFileSync(
      submission,
      JSON.stringify({ ...HUMAN_SUBMISSION_EXAMPLE, schemaVersion: 'v0' })
        .replaceAll(EXAMPLE_WORK_ASSET_ID, 'work.pdf')
        .replaceAll(EXAMPLE_SCHEME_ASSET_ID, 'marks.pdf'),
    );
    const invalid = await run(['import', 'validate', submission, ...files]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/^error: 422 validation_failed: .*\n  \/schemaVersion: .*\n(.*\n)*request id: \S+\n$/);
  });

  it('shows the skill profile with the pathway, and the marking credits', async () => {
    const profile = await run(['profile']);
    expect(profile.code).toBe(0);
    expect(profile.stdout).toMatch(/^Skill profile \(\d+ scored marks, .*\n(.*\n)*Pathway:\n/);
    const both = JSON.parse((await run(['profile', '--json'])).stdout);
    expect(both).toEqual({ skillProfile: expect.objectContaining({ skills: expect.any(Array) }), pathway: { steps: expect.any(Array) } });

    const credits = await run(['credits']);
    expect(credits.stdout).toMatch(
      /^\d+ marking credits available \(plan pro\): one marks one question\.\nIncluded: \d+ of 500 left for \d{4}-\d{2}/,
    );
    expect(JSON.parse((await run(['--json', 'credits'])).stdout).credits).toMatchObject({ plan: 'pro', included: { allowance: 500 } });
  });

  it('takes the key from a config file only if it is private, written by pp config set from stdin; never prints it', async () => {
    const config = join(folder, 'own-config');
    const path = join(config, 'pp', 'config.json');
    const withoutKey = { PP_BASE_URL: stack.url, XDG_CONFIG_HOME: config };

    const missing = await pp(withoutKey, ['credits']);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toBe(`error: No API key: set PP_API_KEY, or store one with \`pp config set\` (it writes ${path}).\n`);

    const saved = await pp(withoutKey, ['config', 'set'], `${account.key}\n`);
    expect(saved).toMatchObject({ code: 0, stdout: `Saved the key in ${path} (mode 0600).\n` });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(config, 'pp')).mode & 0o777).toBe(0o700);
    const credits = await pp(withoutKey, ['credits', '--json']);
    expect(credits.code).toBe(0);
    expect(JSON.parse(credits.stdout).credits.plan).toBe('pro');

    chmodSync(path, 0o644);
    const refused = await pp(withoutKey, ['credits']);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain(`Permissions 0644 for ${path} are too open`);
    expect(refused.stderr).toContain(`chmod 600 ${path}`);

    const wrongKey = await pp({ ...withoutKey, PP_API_KEY: `${account.key}x`, XDG_CONFIG_HOME: join(folder, 'none') }, ['credits']);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toMatch(/^error: 401 invalid_api_key: .*\nrequest id: \S+\n$/);
    for (const output of [missing, saved, credits, refused, wrongKey])
      expect(`${output.stdout}${output.stderr}`).not.toContain(account.key);
  });
});
