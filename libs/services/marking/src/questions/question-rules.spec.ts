import type { RequestQuestionBody } from '@pp/contracts';
import { questionRequestErrors, selectedPages, type SessionAssetRef } from './question-rules.js';

const work = '11111111-1111-4111-8111-111111111111';
const scheme = '22222222-2222-4222-8222-222222222222';
const other = '33333333-3333-4333-8333-333333333333';
const assets: SessionAssetRef[] = [
  { id: work, kind: 'work', pageCount: 20 },
  { id: scheme, kind: 'scheme', pageCount: 3 },
];
const body = (change: Partial<RequestQuestionBody> = {}): RequestQuestionBody => ({
  label: '1',
  workAssetIds: [work],
  schemeAssetIds: [scheme],
  pageSelections: { [work]: [1, 2] },
  ...change,
});

describe('questionRequestErrors', () => {
  it('accepts assets of the session with the right kinds and existing pages', () => {
    expect(questionRequestErrors(body(), assets, { rubricAttached: false })).toEqual([]);
  });

  it('names every asset that is not the session’s or has the wrong kind', () => {
    expect(questionRequestErrors(body({ workAssetIds: [work, other], schemeAssetIds: [work] }), assets, { rubricAttached: false })).toEqual(
      [
        { path: 'body.workAssetIds[1]', message: 'is not an asset of this session' },
        { path: 'body.schemeAssetIds[0]', message: 'is a work asset, not a scheme one' },
      ],
    );
  });

  it('needs scheme pages unless the session holds the rubric', () => {
    expect(questionRequestErrors(body({ schemeAssetIds: [] }), assets, { rubricAttached: false }).map((e) => e.path)).toEqual([
      'body.schemeAssetIds',
    ]);
    expect(questionRequestErrors(body({ schemeAssetIds: [] }), assets, { rubricAttached: true })).toEqual([]);
  });

  it('names selections of other assets, pages that do not exist and pages chosen twice', () => {
    const errors = questionRequestErrors(body({ pageSelections: { [other]: [1], [work]: [21, 2, 2] } }), assets, { rubricAttached: false });
    expect(errors.map((e) => e.path)).toEqual([
      `body.pageSelections.${other}`,
      `body.pageSelections.${work}[0]`,
      `body.pageSelections.${work}[2]`,
    ]);
  });

  it('allows 12 work and 12 scheme pages, not 13', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(questionRequestErrors(body({ pageSelections: { [work]: twelve } }), assets, { rubricAttached: false })).toEqual([]);
    expect(
      questionRequestErrors(body({ pageSelections: { [work]: [...twelve, 13] } }), assets, { rubricAttached: false }).map((e) => e.path),
    ).toEqual(['body.workAssetIds']);
    // An asset without a selection brings all its pages: 20 here.
    expect(questionRequestErrors(body({ pageSelections: {} }), assets, { rubricAttached: false }).map((e) => e.path)).toEqual([
      'body.workAssetIds',
    ]);
  });
});

describe('selectedPages', () => {
  it('lists page ids in order, all pages of an asset without a selection', () => {
    const pages = selectedPages(body(), new Map(assets.map((a) => [a.id, a.pageCount])));
    expect(pages.work.map((p) => p.pageId)).toEqual([`${work}:p1`, `${work}:p2`]);
    expect(pages.scheme.map((p) => p.pageId)).toEqual([`${scheme}:p1`, `${scheme}:p2`, `${scheme}:p3`]);
  });
});
