/** The patches field: JSON 6902 parsing and application (add, replace, remove), JSON pointers, target selection. */
import { allNames, ensureAnnotations, groupVersion, idOf, kindOf, nameOf, type Res } from './resources.js';
import { fail, isMap, only, parseYamlStrict, str, type Json, type JsonMap } from './yaml-input.js';

export type Op = { op: 'add' | 'replace' | 'remove'; path: string; value?: Json };

function parsePatch(text: string, where: string): Op[] {
  let ops: Json;
  if (text.startsWith('[')) {
    try {
      ops = JSON.parse(text) as Json;
    } catch (e) {
      fail(`${where}: invalid JSON patch: ${(e as Error).message}`);
    }
  } else {
    const docs = parseYamlStrict(text, where);
    ops = docs[0] ?? null;
  }
  if (!Array.isArray(ops)) fail(`${where}: only JSON 6902 patches (a list of operations) are supported, not strategic-merge patches`);
  return ops.map((op, i) => {
    const w = `${where} operation ${i}`;
    if (!isMap(op)) fail(`${w}: expected a map`);
    only(op, ['op', 'path', 'value'], w);
    const kind = str(op.op, `${w} op`) as string;
    if (!['add', 'replace', 'remove'].includes(kind)) fail(`${w}: unsupported op "${kind}" (only add, replace, remove)`);
    if (kind !== 'remove' && !('value' in op)) fail(`${w}: ${kind} needs a value`);
    return { op: kind as Op['op'], path: str(op.path, `${w} path`) as string, value: op.value };
  });
}

function pointer(path: string, where: string): string[] {
  if (!path.startsWith('/')) fail(`${where}: unsupported JSON pointer "${path}"`);
  return path
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function arrayIndex(token: string, length: number, allowEnd: boolean, where: string): number {
  if (!/^\d+$/.test(token)) fail(`${where}: invalid array index "${token}"`);
  const i = Number(token);
  if (i > length || (i === length && !allowEnd)) fail(`${where}: array index ${i} out of range`);
  return i;
}

/** Applies JSON 6902 add / replace / remove (as evanphx/json-patch, which kustomize uses). */
export function applyJsonPatch(doc: JsonMap, ops: Op[], where: string): void {
  for (const { op, path, value } of ops) {
    const w = `${where}: ${op} ${path}`;
    const tokens = pointer(path, w);
    const last = tokens.pop() as string;
    let parent: Json = doc;
    for (const t of tokens) {
      if (Array.isArray(parent)) parent = parent[arrayIndex(t, parent.length, false, w)];
      else if (isMap(parent) && Object.hasOwn(parent, t)) parent = parent[t];
      else fail(`${w}: doc is missing path`);
    }
    const v = structuredClone(value) as Json;
    if (Array.isArray(parent)) {
      if (op === 'add') {
        if (last === '-') parent.push(v);
        else parent.splice(arrayIndex(last, parent.length, true, w), 0, v);
      } else if (op === 'replace') parent[arrayIndex(last, parent.length, false, w)] = v;
      else parent.splice(arrayIndex(last, parent.length, false, w), 1);
    } else if (isMap(parent)) {
      // evanphx/json-patch v4: replace of a missing key adds it; remove of one fails.
      if (op === 'remove' && !Object.hasOwn(parent, last)) fail(`${w}: doc is missing key`);
      if (op === 'remove') delete parent[last];
      else parent[last] = v;
    } else {
      fail(`${w}: doc is missing path`);
    }
  }
}

/** kustomize's anchored selector regex ("^(?:" + pattern + ")$"), refusing RE2/JS differences. */
function selectorRegex(pattern: string, where: string): RegExp {
  if (/\(\?(?!:)|\[\[:|\\[pPzAQE]/.test(pattern))
    fail(`${where}: regular expression "${pattern}" uses syntax this renderer does not translate from Go`);
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch (e) {
    fail(`${where}: invalid regular expression "${pattern}": ${(e as Error).message}`);
  }
}

function selectTargets(resources: Res[], target: JsonMap, where: string): Res[] {
  only(target, ['group', 'version', 'kind', 'name'], `${where} target`);
  const re = (field: string) => {
    const p = str(target[field], `${where} target.${field}`, false);
    return p ? selectorRegex(p, `${where} target.${field}`) : undefined;
  };
  const group = re('group');
  const version = re('version');
  const kind = re('kind');
  const name = re('name');
  return resources.filter((r) => {
    const gv = groupVersion(r.obj);
    if (name && !allNames(r).some((n) => name.test(n))) return false;
    if (group && !group.test(gv.group)) return false;
    if (version && !version.test(gv.version)) return false;
    if (kind && !kind.test(kindOf(r.obj))) return false;
    return true;
  });
}

/** One entry of a kustomization's patches: an inline JSON 6902 patch and its target. */
export function applyPatch(resources: Res[], p: Json, where: string): void {
  if (!isMap(p)) fail(`${where}: expected a map`);
  only(p, ['patch', 'target'], where);
  const text = (str(p.patch, `${where} patch`) as string).trim();
  if (!text) fail(`${where}: empty patch`);
  const ops = parsePatch(text, where);
  if (!isMap(p.target)) fail(`${where}: a JSON patch needs a target`);
  for (const r of selectTargets(resources, p.target, where)) {
    const id = idOf(r);
    // kustomize applies the patch to the object as JSON and reads it back.
    const doc = JSON.parse(JSON.stringify(r.obj)) as JsonMap;
    applyJsonPatch(doc, ops, `${where} on ${kindOf(r.obj)}/${nameOf(r.obj)}`);
    if (
      !isMap(doc.metadata) ||
      typeof doc.kind !== 'string' ||
      typeof doc.apiVersion !== 'string' ||
      typeof doc.metadata.name !== 'string'
    ) {
      fail(`${where}: the patch breaks ${id}'s apiVersion, kind or metadata`);
    }
    ensureAnnotations(doc, `${where} on ${id}`);
    r.obj = doc;
    if (idOf(r) !== id) fail(`${where}: the patch changes the id of ${id} (not supported)`);
  }
}
