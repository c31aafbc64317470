import {
  type AssetKind,
  type FieldError,
  MAX_SCHEME_PAGES_PER_QUESTION,
  MAX_WORK_PAGES_PER_QUESTION,
  type RequestQuestionBody,
} from '@pp/contracts';
import type { SelectedPage } from '../assessment/assessor.js';

/** What a question request is checked against: the session's assets. */
export interface SessionAssetRef {
  id: string;
  kind: AssetKind;
  pageCount: number;
}

const LIMIT: Record<AssetKind, number> = { work: MAX_WORK_PAGES_PER_QUESTION, scheme: MAX_SCHEME_PAGES_PER_QUESTION };
const FIELD: Record<AssetKind, 'workAssetIds' | 'schemeAssetIds'> = { work: 'workAssetIds', scheme: 'schemeAssetIds' };

/** The pages of each kind a question reads: its selection of an asset, or all the asset's pages. */
export function selectedPages(
  body: Pick<RequestQuestionBody, 'workAssetIds' | 'schemeAssetIds' | 'pageSelections'>,
  pageCounts: ReadonlyMap<string, number>,
): Record<AssetKind, SelectedPage[]> {
  const pagesOf = (assetId: string): SelectedPage[] =>
    (body.pageSelections[assetId] ?? Array.from({ length: pageCounts.get(assetId) ?? 0 }, (_, i) => i + 1)).map((page) => ({
      pageId: `${assetId}:p${page}`,
      assetId,
      page,
    }));
  return { work: body.workAssetIds.flatMap(pagesOf), scheme: body.schemeAssetIds.flatMap(pagesOf) };
}

/**
 * Every reason a question request cannot be recorded, each at its field: assets of the session with
 * the right kind, selections only of the question's assets and of pages that exist (each once), at
 * most 12 work and 12 scheme pages, and a scheme unless the session already holds the rubric.
 */
export function questionRequestErrors(
  body: RequestQuestionBody,
  assets: readonly SessionAssetRef[],
  options: { rubricAttached: boolean },
): FieldError[] {
  const errors: FieldError[] = [];
  const byId = new Map(assets.map((a) => [a.id.toLowerCase(), a]));
  for (const kind of ['work', 'scheme'] as const) {
    body[FIELD[kind]].forEach((id, index) => {
      const asset = byId.get(id.toLowerCase());
      if (!asset) errors.push({ path: `body.${FIELD[kind]}[${index}]`, message: 'is not an asset of this session' });
      else if (asset.kind !== kind)
        errors.push({ path: `body.${FIELD[kind]}[${index}]`, message: `is a ${asset.kind} asset, not a ${kind} one` });
    });
  }
  if (body.schemeAssetIds.length === 0 && !options.rubricAttached) {
    errors.push({ path: 'body.schemeAssetIds', message: 'must name the mark scheme pages: this session was not made from a saved paper' });
  }
  const listed = new Set([...body.workAssetIds, ...body.schemeAssetIds].map((id) => id.toLowerCase()));
  for (const [assetId, pages] of Object.entries(body.pageSelections)) {
    const path = `body.pageSelections.${assetId}`;
    if (!listed.has(assetId.toLowerCase())) {
      errors.push({ path, message: 'is not one of this question’s workAssetIds or schemeAssetIds' });
      continue;
    }
    const pageCount = byId.get(assetId.toLowerCase())?.pageCount;
    if (pageCount === undefined) continue;
    pages.forEach((page, index) => {
      if (page > pageCount)
        errors.push({
          path: `${path}[${index}]`,
          message: `page ${page} does not exist: the asset has ${pageCount} page${pageCount === 1 ? '' : 's'}`,
        });
      else if (pages.indexOf(page) !== index) errors.push({ path: `${path}[${index}]`, message: `page ${page} is selected twice` });
    });
  }
  if (errors.length > 0) return errors;
  const pageCounts = new Map(assets.map((a) => [a.id, a.pageCount]));
  const pages = selectedPages(body, pageCounts);
  for (const kind of ['work', 'scheme'] as const) {
    if (pages[kind].length > LIMIT[kind]) {
      errors.push({
        path: `body.${FIELD[kind]}`,
        message: `select at most ${LIMIT[kind]} ${kind} pages (with pageSelections); these assets give ${pages[kind].length}`,
      });
    }
  }
  return errors;
}
