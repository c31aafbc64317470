import { PaperExportSchema } from '@pp/contracts';
import { compileSchema } from '@pp/platform';
import {
  documentBlobKey,
  earlierAttemptBlobKeys,
  exportFileNames,
  type ExportRecord,
  failedAttemptOutcome,
  NotExportableError,
  prepareStep,
  toPaperExport,
} from './export-rules.js';

const OWNER = '00000000-0000-4000-8000-000000000001';
const PAPER = '00000000-0000-4000-8000-000000000002';
const AT = new Date('2026-11-24T10:00:00.000Z');

const record = (overrides: Partial<ExportRecord> = {}): ExportRecord => ({
  ownerId: OWNER,
  paperId: PAPER,
  revision: 3,
  title: 'Mock paper',
  state: 'queued',
  generation: 1,
  attempts: 0,
  lastError: null,
  sequence: 1,
  questionPaper: null,
  markScheme: null,
  requestedAt: AT,
  readyAt: null,
  ...overrides,
});

describe('prepareStep: what a POST does', () => {
  it('creates a missing export, restarts a failed one, and only reports the others', () => {
    expect(prepareStep(null)).toBe('create');
    expect(prepareStep('failed')).toBe('restart');
    expect(prepareStep('queued')).toBe('report');
    expect(prepareStep('rendering')).toBe('report');
    expect(prepareStep('ready')).toBe('report');
  });
});

describe('failedAttemptOutcome: the retry decision', () => {
  it('goes back to queued and retries while retries remain', () => {
    expect(failedAttemptOutcome(new Error('boom'), 0, 2, AT)).toEqual({
      state: 'queued',
      retry: true,
      lastError: { code: 'render_failed', message: 'boom', at: AT.toISOString() },
    });
    expect(failedAttemptOutcome(new Error('boom'), 1, 2, AT).retry).toBe(true);
  });

  it('fails on the last attempt', () => {
    expect(failedAttemptOutcome(new Error('boom'), 2, 2, AT)).toMatchObject({
      state: 'failed',
      retry: false,
      lastError: { code: 'render_failed' },
    });
  });

  it('fails a missing question at once, whatever retries remain', () => {
    const outcome = failedAttemptOutcome(new NotExportableError([{ questionId: 'q1', revision: 2 }]), 0, 2, AT);
    expect(outcome).toMatchObject({ state: 'failed', retry: false, lastError: { code: 'not_exportable' } });
    expect(outcome.lastError.message).toContain('q1 revision 2');
  });

  it('keeps a long message short and takes anything thrown', () => {
    expect(failedAttemptOutcome(new Error('x'.repeat(2000)), 0, 2, AT).lastError.message).toHaveLength(500);
    expect(failedAttemptOutcome('plain', 0, 2, AT).lastError.message).toBe('plain');
  });
});

describe('exportFileNames: the download names', () => {
  it('keeps a plain title and appends revision and document', () => {
    expect(exportFileNames('Mock paper 1', 2, 'question-paper')).toEqual({
      fileName: 'Mock paper 1-r2-question-paper.pdf',
      asciiFileName: 'Mock-paper-1-r2-question-paper.pdf',
    });
    expect(exportFileNames('Mock paper 1', 2, 'mark-scheme').fileName).toBe('Mock paper 1-r2-mark-scheme.pdf');
  });

  it('slugs accents and symbols to ASCII and keeps the letters in the readable name', () => {
    expect(exportFileNames('Révision — séries & matrices', 1, 'question-paper')).toEqual({
      fileName: 'Révision — séries & matrices-r1-question-paper.pdf',
      asciiFileName: 'Revision-series-matrices-r1-question-paper.pdf',
    });
  });

  it('replaces path separators, quotes and control characters, and collapses whitespace', () => {
    const names = exportFileNames(' a/b\\c "quoted"\u0007 \t tab: x?  ', 4, 'mark-scheme');
    expect(names.fileName).toBe('a-b-c -quoted- tab- x--r4-mark-scheme.pdf');
    expect(names.asciiFileName).toBe('a-b-c-quoted-tab-x-r4-mark-scheme.pdf');
  });

  it('falls back to "paper" when nothing usable is left', () => {
    expect(exportFileNames('∑∫', 1, 'question-paper')).toEqual({
      fileName: '∑∫-r1-question-paper.pdf',
      asciiFileName: 'paper-r1-question-paper.pdf',
    });
    expect(exportFileNames('///', 1, 'question-paper').asciiFileName).toBe('paper-r1-question-paper.pdf');
    expect(exportFileNames('   ', 1, 'question-paper').fileName).toBe('paper-r1-question-paper.pdf');
  });

  it('bounds a long title without splitting a character', () => {
    const names = exportFileNames('𝔸'.repeat(150), 1, 'question-paper');
    expect([...names.fileName.replace('-r1-question-paper.pdf', '')]).toHaveLength(100);
    expect(exportFileNames('word '.repeat(60), 1, 'question-paper').asciiFileName).toMatch(/^(word-)+word-r1-question-paper\.pdf$/);
  });
});

describe('blob keys', () => {
  it('are per owner, paper, revision, attempt and document', () => {
    expect(documentBlobKey(OWNER, PAPER, 3, 2, 'mark-scheme')).toBe(`exports/${OWNER}/${PAPER}/3/2/mark-scheme.pdf`);
  });

  it('of earlier attempts are both documents of each', () => {
    expect(earlierAttemptBlobKeys({ ownerId: OWNER, paperId: PAPER, revision: 3 }, 1)).toEqual([]);
    expect(earlierAttemptBlobKeys({ ownerId: OWNER, paperId: PAPER, revision: 3 }, 3)).toEqual([
      documentBlobKey(OWNER, PAPER, 3, 1, 'question-paper'),
      documentBlobKey(OWNER, PAPER, 3, 1, 'mark-scheme'),
      documentBlobKey(OWNER, PAPER, 3, 2, 'question-paper'),
      documentBlobKey(OWNER, PAPER, 3, 2, 'mark-scheme'),
    ]);
  });
});

describe('toPaperExport: the public view', () => {
  const valid = compileSchema(PaperExportSchema, 'body');

  it('shows both documents pending while queued, with paths and file names', () => {
    const view = toPaperExport(record());
    expect(valid.check(view).ok).toBe(true);
    expect(view).toMatchObject({
      paperId: PAPER,
      revision: 3,
      state: 'queued',
      attempts: 0,
      lastError: null,
      requestedAt: AT.toISOString(),
      readyAt: null,
    });
    expect(view.questionPaper).toEqual({
      state: 'pending',
      href: `/papers/${PAPER}/revisions/3/exports/question-paper`,
      fileName: 'Mock paper-r3-question-paper.pdf',
      byteSize: null,
      pageCount: null,
      sha256: null,
    });
  });

  it('shows sizes, pages and hashes once ready', () => {
    const stored = (n: number) => ({ blobKey: `k${n}`, byteSize: 1000 * n, sha256: String(n).repeat(64), pageCount: n });
    const view = toPaperExport(record({ state: 'ready', attempts: 1, questionPaper: stored(1), markScheme: stored(2), readyAt: AT }));
    expect(valid.check(view).ok).toBe(true);
    expect(view.questionPaper).toMatchObject({ state: 'ready', byteSize: 1000, pageCount: 1, sha256: '1'.repeat(64) });
    expect(view.markScheme).toMatchObject({ state: 'ready', byteSize: 2000, pageCount: 2 });
    expect(view.readyAt).toBe(AT.toISOString());
  });

  it('shows a failure with its last error', () => {
    const lastError = { code: 'not_exportable', message: 'gone', at: AT.toISOString() };
    const view = toPaperExport(record({ state: 'failed', attempts: 1, lastError }));
    expect(valid.check(view).ok).toBe(true);
    expect(view).toMatchObject({ state: 'failed', lastError, questionPaper: { state: 'failed' }, markScheme: { state: 'failed' } });
  });
});
