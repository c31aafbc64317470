import { randomUUID } from 'node:crypto';
import { API_OPERATIONS } from '@pp/contracts';
import { contentVersion, schemeVersion } from '@pp/question-content';
import { type TestAccount } from '@pp/testing';
import { call, describeOnSharedStacks, expectError, stackOf } from './support/stacks.js';
import { DRAFTS, latest, PUBLISHED, queryString } from './support/question-bank.js';
import { createAccountWithKey } from './support/accounts.js';

const revised = PUBLISHED.find((q) => q.revisions.length > 1)!;
const withDiagram = PUBLISHED.find((q) => latest(q).diagrams.length > 0)!;
const QUESTION_PATHS = [
  '/questions/facets',
  '/questions',
  '/questions/{questionId}/revisions/{revision}',
  '/questions/{questionId}/revisions/{revision}/assets/{assetId}',
];

describeOnSharedStacks('question revisions, diagrams and scopes (%s mode)', (mode) => {
  const stack = stackOf(mode);
  let reader: TestAccount;
  let checker: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    [reader, checker, other] = await Promise.all([
      createAccountWithKey(stack, { scopes: ['questions:read'] }),
      createAccountWithKey(stack, { scopes: ['questions:read'] }),
      createAccountWithKey(stack, { scopes: ['papers:read', 'progress:read'] }),
    ]);
  });

  it('reads the latest revision with pinned content, complete scheme, sources and diagrams', async () => {
    const rev = latest(withDiagram);
    const revision = withDiagram.revisions.length;
    const response = await call(stack, `/questions/${withDiagram.id}/revisions/${revision}`, { key: reader.key });
    expect(response.status).toBe(200);
    const { question } = response.body;
    expect(question).toMatchObject({
      id: withDiagram.id,
      revision,
      latestRevision: revision,
      pin: { questionId: withDiagram.id, revision, contentVersion: contentVersion(rev), schemeVersion: schemeVersion(rev) },
      title: rev.title,
      marks: rev.marks,
      module: { id: rev.moduleId },
      topic: { id: rev.topicId },
      subtopic: { id: rev.subtopicId },
      parts: rev.parts,
      markScheme: { totalMarks: rev.marks, allocations: rev.scheme.allocations, notes: rev.scheme.notes },
      sources: [{ kind: 'original', author: rev.source.author, licence: 'original-work' }],
    });
    expect(question.diagrams).toHaveLength(rev.diagrams.length);
    const [diagram] = question.diagrams;
    // Its drawn size in points: our diagrams' labels are 11 pt when their view box is printed a unit a point.
    const [, width, height] = /viewBox="0 0 (\S+) (\S+)"[^>]*font-size="11"/.exec(rev.diagrams[0].svg)!.map(Number);
    expect(diagram).toEqual({
      assetId: rev.diagrams[0].id,
      title: rev.diagrams[0].title,
      description: rev.diagrams[0].description,
      role: rev.diagrams[0].role,
      mediaType: 'image/svg+xml',
      byteSize: Buffer.byteLength(rev.diagrams[0].svg),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      href: `/v1/questions/${withDiagram.id}/revisions/${revision}/assets/${rev.diagrams[0].id}`,
      width,
      height,
    });

    const asset = await fetch(`${stack.url}${diagram.href.replace(/^\/v1/, '')}`, { headers: { authorization: `Bearer ${reader.key}` } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('application/octet-stream');
    expect(asset.headers.get('content-length')).toBe(String(diagram.byteSize));
    expect(Buffer.from(await asset.arrayBuffer()).toString('utf8')).toBe(rev.diagrams[0].svg);

    expectError(await call(stack, diagram.href.replace(/^\/v1/, '')), 401, 'missing_api_key');
    expectError(
      await call(stack, `/questions/${withDiagram.id}/revisions/${revision}/assets/${randomUUID()}`, { key: reader.key }),
      404,
      'not_found',
    );
    expectError(await call(stack, `/questions/${revised.id}/revisions/1/assets/${diagram.assetId}`, { key: reader.key }), 404, 'not_found');
  });

  it('keeps an earlier revision readable with its own pin', async () => {
    const one = await call(stack, `/questions/${revised.id}/revisions/1`, { key: reader.key });
    const two = await call(stack, `/questions/${revised.id}/revisions/2`, { key: reader.key });
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.question.pin).toEqual({
      questionId: revised.id,
      revision: 1,
      contentVersion: contentVersion(revised.revisions[0]),
      schemeVersion: schemeVersion(revised.revisions[0]),
    });
    expect(one.body.question.latestRevision).toBe(2);
    expect(two.body.question.pin.contentVersion).not.toBe(one.body.question.pin.contentVersion);
    expect(one.body.question.parts).toEqual(revised.revisions[0].parts);
    expectError(await call(stack, `/questions/${revised.id}/revisions/3`, { key: reader.key }), 404, 'not_found');
  });

  it('answers 404 for unknown and unpublished questions, revisions and diagrams', async () => {
    expectError(await call(stack, `/questions/${randomUUID()}/revisions/1`, { key: reader.key }), 404, 'not_found');
    for (const draft of DRAFTS.slice(0, 4)) {
      expectError(await call(stack, `/questions/${draft.id}/revisions/1`, { key: reader.key }), 404, 'not_found');
      const assetId = latest(draft).diagrams[0]?.id ?? randomUUID();
      expectError(await call(stack, `/questions/${draft.id}/revisions/1/assets/${assetId}`, { key: reader.key }), 404, 'not_found');
    }
    const draftWithDiagram = DRAFTS.find((q) => latest(q).diagrams.length > 0);
    if (draftWithDiagram)
      expectError(
        await call(stack, `/questions/${draftWithDiagram.id}/revisions/1/assets/${latest(draftWithDiagram).diagrams[0].id}`, {
          key: reader.key,
        }),
        404,
        'not_found',
      );
  });

  it('needs questions:read on all four operations', async () => {
    const rev = withDiagram.revisions.length;
    for (const path of [
      '/questions/facets',
      '/questions',
      `/questions/${withDiagram.id}/revisions/${rev}`,
      `/questions/${withDiagram.id}/revisions/${rev}/assets/${latest(withDiagram).diagrams[0].id}`,
    ]) {
      const response = await call(stack, path, { key: other.key });
      expectError(response, 403, 'insufficient_scope');
      expect(response.body.error.requiredScopes).toEqual(['questions:read']);
    }
  });

  it.each([
    ['q', { q: 'x'.repeat(161) }],
    ['q', { q: '' }],
    ['module', { module: 'm'.repeat(121) }],
    ['level', { level: 'gcse' }],
    ['subject', { subject: 'physics' }],
    ['board', { board: '' }],
    ['year', { year: 1899 }],
    ['year', { year: 2101 }],
    ['year', { year: 'soon' }],
    ['tag', { tag: 't'.repeat(121) }],
    ['topic', { topic: '' }],
    ['subtopic', { subtopic: 's'.repeat(121) }],
    ['difficulty', { difficulty: 0 }],
    ['difficulty', { difficulty: 6 }],
    ['difficulty', { difficulty: 2.5 }],
    ['minMarks', { minMarks: -1 }],
    ['maxMarks', { maxMarks: 101 }],
    ['excludeIds.0', { excludeIds: 'not-a-uuid' }],
    ['excludeIds', { excludeIds: Array.from({ length: 1001 }, () => randomUUID()) }],
    ['random', { random: 'yes' }],
    ['favouritesOnly', { favouritesOnly: 'maybe' }],
    ['frequency', { frequency: 'often' }],
    ['cursor', { cursor: 'abc' }],
    ['limit', { limit: 0 }],
    ['limit', { limit: 101 }],
    ['limit', { limit: [5, 6] }],
    ['page', { page: 2 }],
  ])('refuses a bad %s with 422 listing that field (%j)', async (field, params) => {
    const key = reader.key;
    const response = await call(stack, `/questions${queryString(params)}`, { key });
    expectError(response, 422, 'validation_failed');
    expect(response.body.error.details.map((d: { path: string }) => d.path)).toEqual([`query.${field}`]);
  });

  it('lists every bad field of one request, and minMarks above maxMarks as both fields', async () => {
    const key = checker.key;
    const many = await call(stack, `/questions${queryString({ year: 3000, difficulty: 9, limit: 500, level: 'x' })}`, { key });
    expectError(many, 422, 'validation_failed');
    expect(many.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'query.difficulty',
      'query.level',
      'query.limit',
      'query.year',
    ]);
    const range = await call(stack, `/questions${queryString({ minMarks: 8, maxMarks: 3 })}`, { key });
    expectError(range, 422, 'validation_failed');
    expect(range.body.error.details.map((d: { path: string }) => d.path)).toEqual(['query.minMarks', 'query.maxMarks']);
    expectError(await call(stack, `/questions/not-a-uuid/revisions/1`, { key }), 422, 'validation_failed');
    const badRevision = await call(stack, `/questions/${revised.id}/revisions/0`, { key });
    expectError(badRevision, 422, 'validation_failed');
    expect(badRevision.body.error.details).toEqual([{ path: 'params.revision', message: expect.any(String) }]);
  });

  it('publishes the four operations with questions:read and the random-with-cursor rule', async () => {
    const document = (await call(stack, '/openapi.json')).body;
    for (const path of QUESTION_PATHS) expect(document.paths[path].get.security).toEqual([{ apiKey: ['questions:read'] }]);
    expect(document.paths['/questions'].get.description).toContain('random=true with a cursor is refused with 422 validation_failed');
    expect(document.paths['/questions'].get.parameters.find((p: { name: string }) => p.name === 'excludeIds')).toMatchObject({
      style: 'form',
      explode: true,
      schema: { maxItems: 1000 },
    });
    expect(
      Object.keys(document.paths['/questions/{questionId}/revisions/{revision}/assets/{assetId}'].get.responses['200'].content),
    ).toEqual(['application/octet-stream']);
    expect(API_OPERATIONS.filter((o) => QUESTION_PATHS.includes(o.path))).toHaveLength(4);
  });
});
