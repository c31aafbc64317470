import type { ImportFieldError } from './schema-errors.js';
import { pointer } from './json-pointer.js';

export type ImportAssetKind = 'work' | 'scheme';

/** An asset uploaded to the import, as the import service knows it. */
export interface ImportAsset {
  id: string;
  kind: ImportAssetKind;
  pageCount: number;
}

/** What validation needs to know beyond the body: the import's own uploads. */
export interface ImportContext {
  assets: readonly ImportAsset[];
}

/** A page that pageSelections declares; `kind` is absent when the import has no such asset. */
interface DeclaredPage {
  kind?: ImportAssetKind;
  exists: boolean;
}

export type DeclaredPages = ReadonlyMap<string, DeclaredPage>;

/** One of a question's coverage lists, by name, for references that must stay inside it. */
export interface CoverageList {
  name: 'workPageIds' | 'schemePageIds';
  pageIds: readonly string[];
}

export const pageIdOf = (assetId: string, page: number): string => `${assetId}:p${page}`;

/** Every page id pageSelections declares, with the kind of its asset and whether the page exists. */
export function declaredPages(pageSelections: Record<string, number[]>, context: ImportContext): DeclaredPages {
  const assets = new Map(context.assets.map((asset) => [asset.id, asset]));
  const pages = new Map<string, DeclaredPage>();
  for (const [assetId, selected] of Object.entries(pageSelections)) {
    const asset = assets.get(assetId);
    for (const page of selected)
      pages.set(pageIdOf(assetId, page), { kind: asset?.kind, exists: asset !== undefined && page <= asset.pageCount });
  }
  return pages;
}

/** Each selected asset belongs to this import, and each selected page exists in it. */
export function pageSelectionErrors(pageSelections: Record<string, number[]>, context: ImportContext): ImportFieldError[] {
  const assets = new Map(context.assets.map((asset) => [asset.id, asset]));
  return Object.entries(pageSelections).flatMap(([assetId, selected]) => {
    const asset = assets.get(assetId);
    if (!asset) return [{ path: pointer('pageSelections', assetId), message: 'is not an asset uploaded to this import' }];
    return selected.flatMap((page, index) =>
      page > asset.pageCount
        ? [{ path: pointer('pageSelections', assetId, index), message: `page ${page} does not exist: the asset has ${asset.pageCount}` }]
        : [],
    );
  });
}

const WRONG_KIND: Record<ImportAssetKind, string> = {
  work: 'is a scheme page: work evidence must be on the completed student scan',
  scheme: 'is a work page: a mark scheme citation must be on a scheme page',
};

/**
 * What is wrong with one page reference, or null: it must be declared, on an asset of the expected
 * kind and, when a coverage list is given, among the question's pages. A page whose asset or number
 * is already refused in pageSelections is not reported again here.
 */
export function pageReferenceFault(
  pageId: string,
  expected: ImportAssetKind,
  pages: DeclaredPages,
  coverage?: CoverageList,
): string | null {
  const page = pages.get(pageId);
  if (!page) return 'is not a page declared in pageSelections';
  if (!page.kind || !page.exists) return null;
  if (page.kind !== expected) return WRONG_KIND[expected];
  if (coverage && !coverage.pageIds.includes(pageId)) return `is not one of the question's coverage.${coverage.name}`;
  return null;
}

/** Whole-paper coverage: every existing declared page belongs to at least one question. */
export function uncoveredPageErrors(
  pageSelections: Record<string, number[]>,
  pages: DeclaredPages,
  coveredPageIds: ReadonlySet<string>,
): ImportFieldError[] {
  return Object.entries(pageSelections).flatMap(([assetId, selected]) =>
    selected.flatMap((page, index) => {
      const pageId = pageIdOf(assetId, page);
      const declared = pages.get(pageId);
      const uncovered = declared?.kind && declared.exists && !coveredPageIds.has(pageId);
      return uncovered
        ? [{ path: pointer('pageSelections', assetId, index), message: `page ${page} is declared but no question's coverage includes it` }]
        : [];
    }),
  );
}
