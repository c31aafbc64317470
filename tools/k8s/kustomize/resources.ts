/** The resources being rendered (Res) and their accessors and kustomize ids. */
import { fail, isMap, type JsonMap } from './yaml-input.js';

/** One resource while rendering: the object, and the names it had before (for references). */
export interface Res {
  obj: JsonMap;
  /** Names it had before the current one (a generated ConfigMap's name before its hash). */
  previousNames: string[];
  /** A generated ConfigMap: gets the content-hash suffix at the end. */
  needsHash: boolean;
}

export const kindOf = (o: JsonMap): string => o.kind as string;
export const meta = (o: JsonMap): JsonMap => o.metadata as JsonMap;
export const nameOf = (o: JsonMap): string => meta(o).name as string;
export const namespaceOf = (o: JsonMap): string => (meta(o).namespace as string | undefined) ?? '';
export const effectiveNamespace = (o: JsonMap): string => namespaceOf(o) || 'default';

export function groupVersion(o: JsonMap): { group: string; version: string } {
  const apiVersion = o.apiVersion as string;
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? { group: '', version: apiVersion } : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

export function idOf(r: Res): string {
  const { group, version } = groupVersion(r.obj);
  return `${kindOf(r.obj)}.${version}.${group}/${nameOf(r.obj)}.${effectiveNamespace(r.obj)}`;
}

export function allNames(r: Res): string[] {
  return [...r.previousNames, nameOf(r.obj)];
}

export function append(resources: Res[], r: Res, where: string): void {
  const id = idOf(r);
  if (resources.some((x) => idOf(x) === id)) fail(`${where}: may not add resource with an already registered id: ${id}`);
  resources.push(r);
}

/**
 * While kustomize works, every resource carries its internal annotations, so
 * metadata.annotations is always a map (a JSON patch can add to it); keep it so.
 */
export function ensureAnnotations(obj: JsonMap, where: string): void {
  const m = meta(obj);
  if (m.annotations === undefined || m.annotations === null) m.annotations = {};
  if (!isMap(m.annotations)) fail(`${where}: metadata.annotations must be a map`);
}
