import type { MarkingAsset, MarkingResult } from '@pp/contracts';
import { evidenceRect, groupedMarks, marksOnPage, selectedWorkPages, type PageMark } from './evidence-geometry';

const asset = (id: string, pageCount: number, kind: 'work' | 'scheme' = 'work') => ({ id, kind, pageCount }) as MarkingAsset;

describe('evidence boxes on a drawn page', () => {
  it('maps fractions of the page to pixels of the page as drawn, top-left origin', () => {
    expect(evidenceRect({ x: 0.1, y: 0.25, width: 0.5, height: 0.1 }, { width: 800, height: 1131 })).toEqual({
      left: 80,
      top: 283,
      width: 400,
      height: 113,
    });
    expect(evidenceRect({ x: 0, y: 0, width: 1, height: 1 }, { width: 375, height: 530 })).toEqual({
      left: 0,
      top: 0,
      width: 375,
      height: 530,
    });
  });

  it('cuts a box that reaches past the page at its edge', () => {
    expect(evidenceRect({ x: 0.9, y: 0.95, width: 0.2, height: 0.1 }, { width: 1000, height: 1000 })).toEqual({
      left: 900,
      top: 950,
      width: 100,
      height: 50,
    });
  });

  it('draws the same box at the same place whatever the drawn size (a phone, a wide screen)', () => {
    const box = { x: 0.2, y: 0.4, width: 0.3, height: 0.05 };
    const small = evidenceRect(box, { width: 300, height: 424 });
    const large = evidenceRect(box, { width: 1200, height: 1697 });
    expect(large.left / 1200).toBeCloseTo(small.left / 300, 2);
    expect(large.top / 1697).toBeCloseTo(small.top / 424, 2);
  });
});

describe('the pages a question reads', () => {
  it('takes each work asset’s selected pages, or all of them without a selection, and never a scheme page', () => {
    const assets = [asset('a', 3), asset('b', 2), asset('s', 4, 'scheme')];
    const pages = selectedWorkPages({ workAssetIds: ['a', 'b', 's'], pageSelections: { a: [2, 3] } }, assets);
    expect(pages.map((p) => p.pageId)).toEqual(['a:p2', 'a:p3', 'b:p1', 'b:p2']);
  });

  it('puts each allocation’s evidence on its page, with its own decision', () => {
    const result = {
      allocations: [
        {
          id: 'c1',
          code: 'M1',
          decision: 'awarded',
          counted: 'awarded',
          evidence: [{ pageId: 'a:p1', quote: 'x = 2', box: { x: 0.1, y: 0.1, width: 0.2, height: 0.05 } }],
        },
        {
          id: 'c2',
          code: 'A1',
          decision: 'awarded',
          counted: 'withheld',
          evidence: [
            { pageId: 'a:p1', quote: 'y = 3', box: { x: 0.1, y: 0.2, width: 0.2, height: 0.05 } },
            { pageId: 'a:p2', quote: 'blank', box: { x: 0.1, y: 0.3, width: 0.2, height: 0.05 } },
          ],
        },
      ],
    } as unknown as MarkingResult;
    expect(marksOnPage(result, 'a:p1').map((m) => [m.code, m.decision, m.quote])).toEqual([
      ['M1', 'awarded', 'x = 2'],
      ['A1', 'awarded', 'y = 3'],
    ]);
    expect(marksOnPage(result, 'a:p2')).toHaveLength(1);
  });
});

describe('boxes on the same region', () => {
  const mark = (code: string, decision: PageMark['decision'], x: number): PageMark => ({
    allocationId: code,
    code,
    decision,
    quote: '',
    box: { x, y: 0.1, width: 0.2, height: 0.05 },
  });

  it('are drawn once with every allocation’s code, mixed when their decisions differ', () => {
    const groups = groupedMarks([
      mark('M1', 'uncertain', 0.1),
      mark('A1', 'uncertain', 0.1),
      mark('B1', 'awarded', 0.5),
      mark('A2', 'withheld', 0.5001),
    ]);
    expect(groups.map((g) => [g.marks.map((m) => m.code), g.decision])).toEqual([
      [['M1', 'A1'], 'uncertain'],
      [['B1', 'A2'], 'mixed'],
    ]);
  });
});
