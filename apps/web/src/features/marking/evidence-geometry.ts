import type { AllocationDecision, MarkingAsset, MarkingQuestion, MarkingResult } from '@pp/contracts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * An evidence box (fractions of the displayed page, top-left origin, rotation applied) as pixels
 * of the page as drawn: `size` is the drawn page's width and height. A box reaching past the page
 * is cut at its edge; positions are rounded to whole pixels so that the outline stays sharp.
 */
export function evidenceRect(box: Box, size: { width: number; height: number }): PixelRect {
  const left = clamp(box.x);
  const top = clamp(box.y);
  const right = clamp(box.x + box.width);
  const bottom = clamp(box.y + box.height);
  const px = (fraction: number, extent: number) => Math.round(fraction * extent);
  return {
    left: px(left, size.width),
    top: px(top, size.height),
    width: px(right, size.width) - px(left, size.width),
    height: px(bottom, size.height) - px(top, size.height),
  };
}

export interface WorkPage {
  asset: MarkingAsset;
  /** One-based. */
  page: number;
  /** `<assetId>:p<n>`, as evidence names it. */
  pageId: string;
}

/**
 * The work pages a question reads, in order: each work asset's selected pages, or all its pages
 * when the question selects none of it. Never a scheme page: only the student's work is evidence.
 */
export function selectedWorkPages(
  question: Pick<MarkingQuestion, 'workAssetIds' | 'pageSelections'>,
  assets: readonly MarkingAsset[],
): WorkPage[] {
  return question.workAssetIds.flatMap((assetId) => {
    const asset = assets.find((a) => a.id === assetId && a.kind === 'work');
    if (!asset) return [];
    const selected = question.pageSelections[assetId];
    const pages = selected?.length ? [...selected] : Array.from({ length: asset.pageCount }, (_, i) => i + 1);
    return pages.filter((page) => page >= 1 && page <= asset.pageCount).map((page) => ({ asset, page, pageId: `${asset.id}:p${page}` }));
  });
}

export interface PageMark {
  allocationId: string;
  code: string;
  decision: AllocationDecision;
  quote: string;
  box: Box;
}

/** Every allocation's evidence boxes on one page, in the result's allocation order. */
export function marksOnPage(result: Pick<MarkingResult, 'allocations'>, pageId: string): PageMark[] {
  return result.allocations.flatMap((allocation) =>
    allocation.evidence
      .filter((evidence) => evidence.pageId.toLowerCase() === pageId.toLowerCase())
      .map((evidence) => ({
        allocationId: allocation.id,
        code: allocation.code,
        decision: allocation.decision,
        quote: evidence.quote,
        box: evidence.box,
      })),
  );
}

export interface MarkGroup {
  box: Box;
  marks: PageMark[];
  /** The group's one decision, or `mixed` when its allocations differ. */
  decision: AllocationDecision | 'mixed';
}

const sameBox = (a: Box, b: Box) =>
  [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].every((difference) => Math.abs(difference) < 0.002);

/**
 * Evidence boxes of several allocations on the same region drawn once, labelled with each of their
 * codes: stacked outlines would hide all labels but the last.
 */
export function groupedMarks(marks: readonly PageMark[]): MarkGroup[] {
  const groups: MarkGroup[] = [];
  for (const mark of marks) {
    const group = groups.find((g) => sameBox(g.box, mark.box));
    if (!group) groups.push({ box: mark.box, marks: [mark], decision: mark.decision });
    else {
      group.marks.push(mark);
      if (group.decision !== mark.decision) group.decision = 'mixed';
    }
  }
  return groups;
}
