import { recordedDrawnSize } from '@pp/paper-pdf/diagram-size';
import { contentVersion, generateSeedBank, schemeVersion } from '@pp/question-content';
import { chunks, revisionNumbers, seedRecordsOf } from './seed-records.js';

describe('seedRecordsOf', () => {
  const bank = generateSeedBank({ variantsPerTemplate: 1 });
  const records = seedRecordsOf(bank, recordedDrawnSize);

  it('pins each revision with the content hashes and keeps the scheme out of the content', () => {
    const question = bank.find((q) => q.revisions.length > 1)!;
    const rows = records.revisions.filter((r) => r.question_id === question.id);
    expect(rows.map((r) => r.revision)).toEqual([1, 2]);
    expect(rows[0].content_version).toBe(contentVersion(question.revisions[0]));
    expect(rows[1].scheme_version).toBe(schemeVersion(question.revisions[1]));
    expect(rows[0].content).not.toHaveProperty('scheme');
    expect(records.questions.find((q) => q.id === question.id)!.latest_revision).toBe(2);
  });

  it('changes scheme version but not content version when only the scheme changes', () => {
    const rev = bank[0].revisions[0];
    const changed = { ...rev, scheme: { ...rev.scheme, notes: [...rev.scheme.notes, 'extra'] } };
    expect(contentVersion(changed)).toBe(contentVersion(rev));
    expect(schemeVersion(changed)).not.toBe(schemeVersion(rev));
  });

  it('hashes the bank deterministically and differently for a different bank', () => {
    expect(seedRecordsOf(generateSeedBank({ variantsPerTemplate: 1 }), recordedDrawnSize).bankHash).toBe(records.bankHash);
    expect(seedRecordsOf(generateSeedBank({ variantsPerTemplate: 2 }), recordedDrawnSize).bankHash).not.toBe(records.bankHash);
  });

  it('stores diagram bytes once per content hash and keeps no SVG in the content', () => {
    expect(records.diagrams.length).toBeGreaterThan(0);
    for (const d of records.diagrams) expect(records.blobs.get(d.blob_key)!.length).toBe(d.byte_size);
    expect(JSON.stringify(records.revisions.map((r) => r.content))).not.toContain('<svg');
  });

  it('records each diagram\u2019s drawn size in points: for our diagrams, with 11-unit labels, their view box', () => {
    const revs = bank.flatMap((q) => q.revisions.map((rev) => ({ id: q.id, rev })));
    for (const { id, rev } of revs.filter(({ rev }) => rev.diagrams.length > 0).slice(0, 20)) {
      const [, width, height] = /viewBox="0 0 (\S+) (\S+)"[^>]*font-size="11"/.exec(rev.diagrams[0].svg)!.map(Number);
      const row = records.diagrams.find((d) => d.question_id === id && d.asset_id === rev.diagrams[0].id);
      expect(row).toMatchObject({ width, height });
    }
  });

  it('indexes labels, not only ids, for text search', () => {
    const row = records.revisions.find((r) => r.topic_id === 'cp2-hyperbolic-functions')!;
    expect(row.search_document).toContain('Book 2 Ch 6: Hyperbolic functions');
  });

  it('splits rows into batches', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  describe('revisionNumbers (stored revisions are history; changes append)', () => {
    const pin = (c: string) => ({ contentVersion: c, schemeVersion: `s-${c}` });
    const stored = (...cs: string[]) => cs.map((c, i) => ({ revision: i + 1, ...pin(c) }));

    it('numbers a new question from 1', () => {
      expect(revisionNumbers([pin('a'), pin('b')], [])).toEqual([1, 2]);
    });
    it('keeps the numbers of unchanged revisions', () => {
      expect(revisionNumbers([pin('a'), pin('b')], stored('a', 'b'))).toEqual([1, 2]);
    });
    it('appends a generated revision the store has not seen', () => {
      expect(revisionNumbers([pin('a'), pin('b')], stored('a'))).toEqual([1, 2]);
    });
    it('appends from the first changed revision on', () => {
      expect(revisionNumbers([pin('a2'), pin('b2')], stored('a', 'b'))).toEqual([3, 4]);
      expect(revisionNumbers([pin('a'), pin('b2')], stored('a', 'b'))).toEqual([1, 3]);
    });
    it('appends the current revision again when the bank now has fewer revisions than are stored', () => {
      expect(revisionNumbers([pin('a')], stored('a', 'b'))).toEqual([3]);
    });
    it('gives a changed question new rows numbered after the stored ones', () => {
      const question = bank.find((q) => q.revisions.length === 1)!;
      const numbered = seedRecordsOf(
        [question],
        recordedDrawnSize,
        new Map([[question.id, [{ revision: 1, contentVersion: 'older', schemeVersion: 'older' }]]]),
      );
      expect(numbered.questions).toEqual([{ id: question.id, status: question.status, latest_revision: 2 }]);
      expect(numbered.revisions.map((r) => r.revision)).toEqual([2]);
    });
  });
});
