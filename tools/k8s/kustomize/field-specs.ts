/** kustomize field specs: which objects a spec applies to, and walking its path ("a/b[]/c"). */
import { groupVersion, kindOf } from './resources.js';
import { fail, isMap, type Json, type JsonMap } from './yaml-input.js';

export interface FieldSpec {
  path: string;
  kind?: string;
  group?: string;
  version?: string;
}

export function specMatches(fs: FieldSpec, obj: JsonMap): boolean {
  const gv = groupVersion(obj);
  return (!fs.kind || fs.kind === kindOf(obj)) && (!fs.group || fs.group === gv.group) && (!fs.version || fs.version === gv.version);
}

/**
 * Walks a kustomize field-spec path ("a/b[]/c"), creating missing maps on the way when
 * `create` (never lists), and calls `leaf(holder, key)` for the last field.
 */
export function walkFieldSpec(
  obj: JsonMap,
  path: string,
  create: boolean,
  leaf: (holder: JsonMap, key: string) => void,
  where: string,
): void {
  const segs = path.split('/');
  const step = (node: Json | undefined, i: number): void => {
    if (node === null || node === undefined) return;
    if (Array.isArray(node)) {
      for (const el of node) step(el, i);
      return;
    }
    if (!isMap(node)) fail(`${where}: ${segs.slice(0, i).join('/')} is not a map or a list`);
    const isSeq = segs[i].endsWith('[]');
    const field = isSeq ? segs[i].slice(0, -2) : segs[i];
    if (i === segs.length - 1 && !isSeq) {
      if (create || Object.hasOwn(node, field)) leaf(node, field);
      return;
    }
    if (!isSeq && create && (node[field] === undefined || node[field] === null)) node[field] = {};
    step(node[field], i + 1);
  };
  step(obj, 0);
}
