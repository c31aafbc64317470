import type { ImportFieldError } from './schema-errors.js';
import { pointer } from './json-pointer.js';
import { repeatErrors } from './repeats.js';

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

/**
 * A UUID, or a page id that starts with one, in its one spelling: lower case, as uploads return it.
 * A submission may write them in any case; they are compared, and kept, in this one.
 */
export const canonicalId = (id: string): string => id.toLowerCase();

export const pageIdOf = (assetId: string, page: number): string => `${canonicalId(assetId)}:p${page}`;

const assetsById = (context: ImportContext) => new Map(context.assets.map((asset) => [canonicalId(asset.id), asset]));

/** Every page id pageSelections declares (in its canonical spelling), with the kind of its asset and whether the page exists. */
export function declaredPages(pageSelections: Record<string, number[]>, context: ImportContext): DeclaredPages {
  const assets = assetsById(context);
  const pages = new Map<string, DeclaredPage>();
  for (const [assetId, selected] of Object.entries(pageSelections)) {
    const asset = assets.get(canonicalId(assetId));
    for (const page of selected)
      pages.set(pageIdOf(assetId, page), { kind: asset?.kind, exists: asset !== undefined && page <= asset.pageCount });
  }
  return pages;
}

/**
 * Each selected asset is selected once (in whatever letter case), belongs to this import, and each
 * selected page exists in it. Errors name the key as it was written.
 */
export function pageSelectionErrors(pageSelections: Record<string, number[]>, context: ImportContext): ImportFieldError[] {
  const assets = assetsById(context);
  const keys = Object.keys(pageSelections).map((assetId) => ({ name: assetId, path: pointer('pageSelections', assetId) }));
  const repeated = repeatErrors(
    keys,
    (_assetId, first) => `names the asset of ${first} again, in other letter case: select each asset once`,
    canonicalId,
  );
  const repeatedAt = new Set(repeated.map((error) => error.path));
  return [
    ...repeated,
    ...Object.entries(pageSelections).flatMap(([assetId, selected]) => {
      if (repeatedAt.has(pointer('pageSelections', assetId))) return [];
      const asset = assets.get(canonicalId(assetId));
      if (!asset) return [{ path: pointer('pageSelections', assetId), message: 'is not an asset uploaded to this import' }];
      return selected.flatMap((page, index) =>
        page > asset.pageCount
          ? [{ path: pointer('pageSelections', assetId, index), message: `page ${page} does not exist: the asset has ${asset.pageCount}` }]
          : [],
      );
    }),
  ];
}

/** Each page id of a list (coverage, citations) that names an earlier one's page again in other letter case. */
export function repeatedPageErrors(pageIds: readonly string[], at: ReadonlyArray<string | number>): ImportFieldError[] {
  return repeatErrors(
    pageIds.map((pageId, k) => ({ name: pageId, path: pointer(...at, k) })),
    (_pageId, first) => `names the page of ${first} again, in other letter case: list each page once`,
    canonicalId,
  );
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
  const page = pages.get(canonicalId(pageId));
  if (!page) return 'is not a page declared in pageSelections';
  if (!page.kind || !page.exists) return null;
  if (page.kind !== expected) return WRONG_KIND[expected];
  if (coverage && !coverage.pageIds.some((listed) => canonicalId(listed) === canonicalId(pageId)))
    return `is not one of the question's coverage.${coverage.name}`;
  return null;
}

/** Whole-paper coverage: every existing declared page belongs to at least one question (`coveredPageIds` in canonical spelling). */
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
