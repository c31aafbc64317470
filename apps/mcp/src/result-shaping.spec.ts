import { type MarkingSession, PracticePaperApiError } from '@pp/sdk';
import {
  describeMarking,
  EMBEDDED_FILE_LIMIT,
  errorResult,
  fileMediaTypeOf,
  fileNameOf,
  fileResult,
  jsonResult,
} from './result-shaping.js';

type Status = 'queued' | 'running' | 'completed' | 'needs_review' | 'failed' | 'cancelled';

const question = (label: string, status: Status, score?: [number, number, number], unresolved: string[] = []) => ({
  id: `q-${label}`,
  label,
  status,
  supersededBy: null,
  failure: status === 'failed' ? { code: 'rubric_unavailable', message: 'No mark code was read.' } : null,
  result: score ? { score: { awarded: score[0], possible: score[1], maximum: score[2] }, unresolved } : null,
});

const sessionOf = (questions: ReturnType<typeof question>[], { indexed = true, waiting = [] as string[] } = {}) =>
  ({ id: 's-1', questions, waitingForStart: waiting, indexing: { done: indexed, unreadablePageIds: [] } }) as unknown as MarkingSession;

const textsOf = (result: { content: unknown[] }) => result.content.map((item) => (item as { text?: string }).text);

describe('a marking session in words', () => {
  it('gives the paper total only when every question completed', () => {
    expect(describeMarking(sessionOf([question('1', 'completed', [5, 5, 6]), question('2', 'completed', [4, 4, 4])]))).toBe(
      'Q1: 5 of 6; Q2: 4 of 4. Paper total (final): 9 of 10.',
    );
  });

  it('gives a needs_review score as a provisional range with what is unresolved, and no paper total', () => {
    const line = describeMarking(sessionOf([question('1', 'completed', [5, 5, 6]), question('2', 'needs_review', [2, 4, 4], ['2b-A1'])]));
    expect(line).toBe(
      'Q1: 5 of 6; Q2: 2 to 4 of 4 (provisional), unresolved: 2b-A1. No paper total: not every question is completed (marks so far, not final: 7 to 9 of 10 over 2 of 2 questions).',
    );
  });

  it('calls queued and running questions no result, says marking is not finished, and says why one failed', () => {
    const line = describeMarking(
      sessionOf([question('1', 'running'), question('2', 'failed'), question('3', 'queued')], { indexed: false }),
    );
    expect(line).toBe(
      'Indexing is still reading the uploads: the question list may be incomplete. Q1: no result (running); Q2: no result (failed): rubric_unavailable, No mark code was read.; Q3: no result (queued). No paper total: not every question is completed. Marking is not finished: read the session again in about 5 seconds.',
    );
  });

  it('puts the line before the JSON of a session read, and none before other answers', () => {
    const session = sessionOf([question('1', 'queued')], { waiting: ['q-1'] });
    expect(textsOf(jsonResult({ session }))).toEqual([
      'Q1: no result (not started). No paper total: not every question is completed.',
      JSON.stringify({ session }),
    ]);
    expect(textsOf(jsonResult({ papers: [] }))).toEqual(['{"papers":[]}']);
    expect(textsOf(jsonResult({ question: question('2', 'needs_review', [1, 2, 2], ['2a-M1']) }))[0]).toBe(
      'Q2: 1 to 2 of 2 (provisional), unresolved: 2a-M1.',
    );
    expect(textsOf(jsonResult({ export: { state: 'rendering' } }))[0]).toMatch(/^The PDFs are not ready yet \(rendering\)/);
  });
});

describe('errors and files for a model', () => {
  it('gives the API’s status, code, message and field details as an error result', () => {
    const details = [{ path: 'body.questions[0]', message: 'unknown question' }];
    const result = errorResult(new PracticePaperApiError(422, 'validation_failed', 'The request is invalid.', details, 'req-1', null));
    expect(result.isError).toBe(true);
    expect(textsOf(result)).toEqual([
      `422 validation_failed: The request is invalid.\ndetails: ${JSON.stringify(details)}\nrequest id: req-1`,
    ]);
    expect(errorResult(new TypeError('fetch failed'))).toEqual({
      isError: true,
      content: [{ type: 'text', text: 'The API did not answer: fetch failed' }],
    });
  });

  it('embeds a file as a resource with its media type, and links one too large to embed', () => {
    const small = fileResult({
      uri: 'pp://papers/p/revisions/1/exports/question-paper',
      name: 'a.pdf',
      mimeType: 'application/pdf',
      bytes: new Uint8Array([37, 80]),
    });
    expect(small.content[1]).toEqual({
      type: 'resource',
      resource: { uri: 'pp://papers/p/revisions/1/exports/question-paper', mimeType: 'application/pdf', blob: 'JVA=' },
    });
    const large = fileResult({
      uri: 'pp://x',
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      bytes: new Uint8Array(EMBEDDED_FILE_LIMIT + 1),
    });
    expect(large.content[1]).toEqual({
      type: 'resource_link',
      uri: 'pp://x',
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      size: EMBEDDED_FILE_LIMIT + 1,
    });
  });

  it('names a file by its Content-Disposition and types an SVG diagram sent as octet-stream', () => {
    expect(
      fileNameOf(`attachment; filename="Revision-r1-question-paper.pdf"; filename*=UTF-8''R%C3%A9vision-r1-question-paper.pdf`, 'pp://x/y'),
    ).toBe('Révision-r1-question-paper.pdf');
    expect(fileNameOf(null, 'pp://marking/sessions/s/assets/a1')).toBe('a1');
    expect(fileMediaTypeOf('application/octet-stream', 'd1.svg')).toBe('image/svg+xml');
    expect(fileMediaTypeOf('application/pdf; charset=binary', 'scan.pdf')).toBe('application/pdf');
  });
});
