import { UsageError } from '../usage-error.js';
import { bindFileNames, fileNamesIn, localFilesOf } from './submission-files.js';

const WORK = '0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50';
const SCHEME = 'a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60';

/** A submission naming its files, with every field that holds a page id, and a quote that looks like one. */
const named = {
  schemaVersion: 'svc-marking-import-v1',
  pageSelections: { 'scan.pdf': [1, 2], 'scheme.pdf': [1] },
  questions: [
    {
      label: '1',
      coverage: { workPageIds: ['scan.pdf:p1', 'scan.pdf:p2'], schemePageIds: ['scheme.pdf:p1'] },
      criteria: [{ id: 'c1', sourcePageIds: ['scheme.pdf:p1'] }],
      decisions: [
        {
          criterionId: 'c1',
          evidence: [{ pageId: 'scan.pdf:p2', quote: 'scan.pdf:p1', box: { x: 0, y: 0, width: 1, height: 1 } }],
          conditionChecks: [
            { conditionIndex: 0, result: 'met', evidence: [{ pageId: 'scan.pdf:p1', quote: 'x' }] },
            { conditionIndex: 1, result: 'met' },
          ],
        },
      ],
    },
  ],
};

describe('localFilesOf', () => {
  it('names each file by its base name, with its kind', () => {
    expect(localFilesOf(['scans/scan.pdf'], ['/tmp/scheme.pdf'])).toEqual([
      { kind: 'work', path: 'scans/scan.pdf', name: 'scan.pdf' },
      { kind: 'scheme', path: '/tmp/scheme.pdf', name: 'scheme.pdf' },
    ]);
  });

  it('refuses two files of one name, and names that read as page or asset ids', () => {
    expect(() => localFilesOf(['a/scan.pdf'], ['b/scan.pdf'])).toThrow(UsageError);
    expect(() => localFilesOf(['c:p1.pdf'], [])).toThrow(UsageError);
    expect(() => localFilesOf([WORK], [])).toThrow(UsageError);
  });
});

describe('fileNamesIn', () => {
  it('lists the pageSelections keys that are not asset ids', () => {
    expect(fileNamesIn({ pageSelections: { 'scan.pdf': [1], [WORK]: [1] } })).toEqual(['scan.pdf']);
    expect(fileNamesIn({})).toEqual([]);
    expect(fileNamesIn(null)).toEqual([]);
  });
});

describe('bindFileNames', () => {
  const ids = new Map([
    ['scan.pdf', WORK],
    ['scheme.pdf', SCHEME],
  ]);

  it('puts the uploaded asset ids in every page id and selection, never in a quote', () => {
    const bound = bindFileNames(named, ids);
    expect(bound.pageSelections).toEqual({ [WORK]: [1, 2], [SCHEME]: [1] });
    const [question] = bound.questions;
    expect(question.coverage).toEqual({ workPageIds: [`${WORK}:p1`, `${WORK}:p2`], schemePageIds: [`${SCHEME}:p1`] });
    expect(question.criteria[0].sourcePageIds).toEqual([`${SCHEME}:p1`]);
    expect(question.decisions[0].evidence[0]).toMatchObject({ pageId: `${WORK}:p2`, quote: 'scan.pdf:p1' });
    expect(question.decisions[0].conditionChecks[0].evidence![0].pageId).toBe(`${WORK}:p1`);
    expect(question.decisions[0].conditionChecks[1]).toEqual({ conditionIndex: 1, result: 'met' });
  });

  it('leaves the file as it was, asset ids already in it, and malformed fields for the service to report', () => {
    const before = JSON.stringify(named);
    bindFileNames(named, ids);
    expect(JSON.stringify(named)).toBe(before);
    const withIds = {
      pageSelections: { [WORK]: [1] },
      questions: [{ coverage: { workPageIds: [`${WORK}:p1`], schemePageIds: 'x' }, criteria: 3 }],
    };
    expect(bindFileNames(withIds, ids)).toEqual(withIds);
  });
});
