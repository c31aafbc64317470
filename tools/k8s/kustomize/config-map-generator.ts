/** configMapGenerator: the generated ConfigMaps, kustomize's content-hash suffix (Go JSON, sha256) and the rewrite of references to them. */
import { createHash } from 'node:crypto';
import { specMatches, walkFieldSpec, type FieldSpec } from './field-specs.js';
import { allNames, effectiveNamespace, groupVersion, idOf, kindOf, meta, nameOf, type Res } from './resources.js';
import { fail, isMap, list, only, str, type Json, type JsonMap } from './yaml-input.js';

// -------------------------------------------------------------- generator ----

function literalPair(source: string, where: string): [string, string] {
  const eq = source.indexOf('=');
  if (eq <= 0) fail(`${where}: invalid literal source ${source}, expected key=value`);
  const key = source.slice(0, eq);
  let value = source.slice(eq + 1);
  if (value.length >= 2 && value[0] === value[value.length - 1] && (value[0] === '"' || value[0] === "'")) value = value.slice(1, -1);
  if (key.length > 253 || !/^[-._a-zA-Z0-9]+$/.test(key) || key === '.' || key.startsWith('..')) {
    fail(`${where}: "${key}" is not a valid ConfigMap key`);
  }
  return [key, value];
}

/** One entry of a kustomization's configMapGenerator (name + literals, behavior create or merge). */
export function generateConfigMap(resources: Res[], gen: Json, where: string): void {
  if (!isMap(gen)) fail(`${where}: expected a map`);
  only(gen, ['name', 'behavior', 'literals'], where);
  const name = str(gen.name, `${where} name`) as string;
  if (!name) fail(`${where}: a configmap must have a name`);
  const behavior = str(gen.behavior, `${where} behavior`, false) ?? 'create';
  const data: Record<string, string> = {};
  for (const [i, lit] of list(gen.literals, `${where} literals`).entries()) {
    const [key, value] = literalPair(str(lit, `${where} literals[${i}]`) as string, `${where} literals[${i}]`);
    if (key in data) fail(`${where}: configmap ${name} illegally repeats the key \`${key}\``);
    data[key] = value;
  }
  const obj: JsonMap = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, annotations: {} } };
  if (Object.keys(data).length) obj.data = data;
  const generated: Res = { obj, previousNames: [], needsHash: true };

  const matches = resources.filter(
    (r) =>
      kindOf(r.obj) === 'ConfigMap' &&
      groupVersion(r.obj).group === '' &&
      effectiveNamespace(r.obj) === 'default' &&
      allNames(r).includes(name),
  );
  if (behavior === 'create') {
    if (matches.length) fail(`${where}: ConfigMap ${name} exists; behavior must be merge or replace`);
    resources.push(generated);
  } else if (behavior === 'merge') {
    if (matches.length !== 1)
      fail(`${where}: ConfigMap ${name} ${matches.length ? 'matches several resources' : 'does not exist; cannot merge'}`);
    const old = matches[0];
    const oldMeta = meta(old.obj);
    const labels = { ...((oldMeta.labels as JsonMap | undefined) ?? {}) };
    const annotations = { ...((oldMeta.annotations as JsonMap | undefined) ?? {}) };
    const merged: JsonMap = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: nameOf(old.obj) } };
    if (oldMeta.namespace !== undefined) meta(merged).namespace = oldMeta.namespace;
    if (Object.keys(labels).length) meta(merged).labels = labels;
    meta(merged).annotations = annotations;
    const mergedData = { ...((old.obj.data as JsonMap | undefined) ?? {}), ...data };
    if (Object.keys(mergedData).length) merged.data = mergedData;
    if (old.obj.binaryData !== undefined) merged.binaryData = old.obj.binaryData;
    for (const key of Object.keys(old.obj))
      if (!(key in merged) && key !== 'data') fail(`${where}: merging into ConfigMap ${name} with field "${key}" is not supported`);
    resources[resources.indexOf(old)] = { obj: merged, previousNames: old.previousNames, needsHash: true };
  } else {
    fail(`${where}: unsupported behavior "${behavior}" (only create and merge)`);
  }
}

// ---------------------------------------------------------- hash suffixes ----

/** Go's json.Marshal of a string (HTML-safe escaping, Go >= 1.22 short escapes). */
function goJsonString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (c < 0x20 || ch === '<' || ch === '>' || ch === '&' || c === 0x2028 || c === 0x2029)
      out += `\\u${c.toString(16).padStart(4, '0')}`;
    else if (c >= 0xd800 && c <= 0xdfff) out += '\\ufffd';
    else out += ch;
  }
  return out + '"';
}

/** Go's json.Marshal of strings and string-keyed maps (keys sorted bytewise). */
function goJson(value: Json | undefined): string {
  if (typeof value === 'string') return goJsonString(value);
  if (isMap(value)) {
    const keys = Object.keys(value).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    return `{${keys.map((k) => `${goJsonString(k)}:${goJson(value[k])}`).join(',')}}`;
  }
  fail(`cannot hash ${JSON.stringify(value)}: ConfigMap data values must be strings`);
}

/** kustomize's hasher encode(): the first 10 hex digits of the sha256, with 0 1 3 a e mapped to g h k m t. */
export function encodeHash(hex: string): string {
  const map: Record<string, string> = { '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' };
  return [...hex.slice(0, 10)].map((c) => map[c] ?? c).join('');
}

/**
 * kustomize's ConfigMap name suffix (api/hasher/hasher.go, v5.x): encodeHash of the sha256 of
 * the Go JSON of {"data": data or "", "kind": "ConfigMap", "name": …[, "binaryData"]}. The
 * name is always "": kustomize looks it up with yaml.Lookup("metadata/name"), i.e. a field
 * literally called "metadata/name", which no ConfigMap has (checked against kubectl 1.32 /
 * kustomize v5.5.0: `literals: [K=v]` gives the suffix 276ch85d82 whatever the name).
 */
export function configMapHash(cm: { data?: unknown; binaryData?: unknown }): string {
  const m: JsonMap = { kind: 'ConfigMap', name: '', data: cm.data === undefined ? '' : (cm.data as Json) };
  if (isMap(cm.binaryData as Json)) m.binaryData = cm.binaryData as Json;
  const hex = createHash('sha256').update(goJson(m), 'utf8').digest('hex');
  return encodeHash(hex);
}

/** Appends the content hash to every generated ConfigMap's name, remembering the name before. */
export function addHashSuffixes(resources: Res[]): void {
  for (const r of resources) {
    if (!r.needsHash) continue;
    const name = nameOf(r.obj);
    r.previousNames.push(name);
    meta(r.obj).name = `${name}-${configMapHash(r.obj)}`;
  }
}

// -------------------------------------------------------- name references ----

/** Where pods refer to a ConfigMap by name (kustomize's nameReference for ConfigMap). */
const POD_SPEC_CONFIGMAP_PATHS = [
  'volumes/configMap/name',
  'volumes/projected/sources/configMap/name',
  'containers/env/valueFrom/configMapKeyRef/name',
  'initContainers/env/valueFrom/configMapKeyRef/name',
  'containers/envFrom/configMapRef/name',
  'initContainers/envFrom/configMapRef/name',
];
const CONFIGMAP_REFERENCES: FieldSpec[] = [
  ...POD_SPEC_CONFIGMAP_PATHS.map((p) => ({ path: `spec/${p}`, version: 'v1', kind: 'Pod' })),
  ...POD_SPEC_CONFIGMAP_PATHS.map((p) => ({ path: `template/spec/${p}`, kind: 'PodTemplate' })),
  ...['Deployment', 'ReplicaSet', 'DaemonSet', 'StatefulSet', 'Job'].flatMap((kind) =>
    POD_SPEC_CONFIGMAP_PATHS.map((p) => ({ path: `spec/template/spec/${p}`, kind })),
  ),
  ...POD_SPEC_CONFIGMAP_PATHS.map((p) => ({ path: `spec/jobTemplate/spec/template/spec/${p}`, kind: 'CronJob' })),
  { path: 'rules/resourceNames', kind: 'Role' },
  { path: 'rules/resourceNames', kind: 'ClusterRole' },
];
const INGRESS_CONFIGMAP_ANNOTATION = 'nginx.ingress.kubernetes.io/fastcgi-params-configmap';

/** Rewrites every reference to a renamed (hash-suffixed) ConfigMap to its new name. */
export function fixConfigMapReferences(resources: Res[]): void {
  const renamed = resources.filter((r) => kindOf(r.obj) === 'ConfigMap' && groupVersion(r.obj).group === '' && r.previousNames.length);
  if (!renamed.length) return;
  for (const referrer of resources) {
    if (kindOf(referrer.obj) === 'Node') fail(`${idOf(referrer)}: Node configSource references are not supported`);
    const newName = (old: Json, where: string): Json => {
      if (typeof old !== 'string') return old;
      const candidates = renamed.filter(
        (cm) => cm.previousNames.includes(old) && effectiveNamespace(cm.obj) === effectiveNamespace(referrer.obj),
      );
      const names = new Set(candidates.map((cm) => nameOf(cm.obj)));
      if (names.size > 1) fail(`${where}: found multiple possible referrals for ConfigMap ${old}`);
      return candidates.length ? nameOf(candidates[0].obj) : old;
    };
    for (const fs of CONFIGMAP_REFERENCES) {
      if (!specMatches(fs, referrer.obj)) continue;
      const where = `${idOf(referrer)} ${fs.path}`;
      walkFieldSpec(
        referrer.obj,
        fs.path,
        false,
        (holder, key) => {
          const v = holder[key];
          holder[key] = Array.isArray(v) ? v.map((x) => newName(x, where)) : newName(v, where);
        },
        where,
      );
    }
    const annotations = meta(referrer.obj).annotations;
    if (kindOf(referrer.obj) === 'Ingress' && isMap(annotations) && INGRESS_CONFIGMAP_ANNOTATION in annotations) {
      annotations[INGRESS_CONFIGMAP_ANNOTATION] = newName(annotations[INGRESS_CONFIGMAP_ANNOTATION], `${idOf(referrer)} annotations`);
    }
  }
}
