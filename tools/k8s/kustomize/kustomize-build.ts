/** The entry kustomizeBuild: loading kustomizations, accumulating their resources in kustomize's step order, and the output order. */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { addHashSuffixes, fixConfigMapReferences, generateConfigMap } from './config-map-generator.js';
import { applyImage } from './images.js';
import { applyPatch } from './json-patch.js';
import { applyLabels } from './labels.js';
import { applyReplicas } from './replicas.js';
import { append, ensureAnnotations, groupVersion, kindOf, meta, nameOf, namespaceOf, type Res } from './resources.js';
import { fail, isMap, list, readYamlFile, str, type JsonMap } from './yaml-input.js';

export interface RenderedObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; [key: string]: unknown };
  [key: string]: unknown;
}

const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
const SUPPORTED_FIELDS = ['apiVersion', 'kind', 'metadata', 'resources', 'labels', 'configMapGenerator', 'replicas', 'images', 'patches'];

// ------------------------------------------------------------------ entry ----

/** Renders the kustomization in `dir` like `kubectl kustomize dir` (kustomize v5). */
export function kustomizeBuild(dir: string): RenderedObject[] {
  const resources = accumulate(resolve(dir), []);
  addHashSuffixes(resources);
  fixConfigMapReferences(resources);
  return legacySort(resources).map((r) => {
    const obj = structuredClone(r.obj);
    // kustomize keeps its own annotations on every resource while it works and drops the
    // map at the end when nothing else is left in it (so `annotations: {}` disappears too).
    if (isMap(meta(obj).annotations) && Object.keys(meta(obj).annotations as JsonMap).length === 0) delete meta(obj).annotations;
    return obj as unknown as RenderedObject;
  });
}

// ---------------------------------------------------------- kustomization ----

function loadKustomization(dir: string): { file: string; k: JsonMap } {
  const found = KUSTOMIZATION_FILES.filter((name) => existsSync(join(dir, name)));
  if (found.length === 0) fail(`${dir}: no kustomization.yaml`);
  if (found.length > 1) fail(`${dir}: more than one kustomization file (${found.join(', ')})`);
  const file = join(dir, found[0]);
  const docs = readYamlFile(file);
  if (docs.length !== 1 || !isMap(docs[0])) fail(`${file}: expected one YAML map`);
  const k = docs[0];
  for (const key of Object.keys(k)) {
    if (!SUPPORTED_FIELDS.includes(key)) {
      fail(
        `${file}: unsupported kustomization field "${key}": tools/k8s/kustomize/ renders only ${SUPPORTED_FIELDS.join(', ')}; extend it (and compare with kubectl kustomize)`,
      );
    }
  }
  if (k.apiVersion !== undefined && k.apiVersion !== 'kustomize.config.k8s.io/v1beta1')
    fail(`${file}: unsupported apiVersion ${JSON.stringify(k.apiVersion)}`);
  if (k.kind !== undefined && k.kind !== 'Kustomization') fail(`${file}: unsupported kind ${JSON.stringify(k.kind)}`);
  return { file, k };
}

/** kustomize's accumulateTarget: resources, generators, transformers (no hashes yet). */
function accumulate(dir: string, stack: string[]): Res[] {
  if (stack.includes(dir)) fail(`cycle in kustomization resources: ${[...stack, dir].join(' -> ')}`);
  const { file, k } = loadKustomization(dir);
  const resources: Res[] = [];

  for (const [i, entry] of list(k.resources, `${file} resources`).entries()) {
    const where = `${file} resources[${i}]`;
    const ref = str(entry, where) as string;
    if (/^[a-z][a-z0-9+.-]*:\/\/|^git@|^github\.com\//i.test(ref)) fail(`${where}: remote resource "${ref}" is not supported`);
    const path = resolve(dir, ref);
    if (!existsSync(path)) fail(`${where}: ${path} does not exist`);
    if (statSync(path).isDirectory()) {
      for (const r of accumulate(path, [...stack, dir])) append(resources, r, where);
    } else {
      const rel = relative(dir, path);
      if (rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..')) {
        fail(`${where}: file ${path} is outside ${dir} (kustomize's load restrictions forbid it)`);
      }
      for (const obj of loadResourceFile(path)) append(resources, { obj, previousNames: [], needsHash: false }, where);
    }
  }

  for (const [i, gen] of list(k.configMapGenerator, `${file} configMapGenerator`).entries()) {
    generateConfigMap(resources, gen, `${file} configMapGenerator[${i}]`);
  }
  for (const [i, p] of list(k.patches, `${file} patches`).entries()) applyPatch(resources, p, `${file} patches[${i}]`);
  for (const [i, l] of list(k.labels, `${file} labels`).entries()) applyLabels(resources, l, `${file} labels[${i}]`);
  for (const [i, r] of list(k.replicas, `${file} replicas`).entries()) applyReplicas(resources, r, `${file} replicas[${i}]`);
  for (const [i, im] of list(k.images, `${file} images`).entries()) applyImage(resources, im, `${file} images[${i}]`);
  return resources;
}

function loadResourceFile(file: string): JsonMap[] {
  const out: JsonMap[] = [];
  for (const [i, doc] of readYamlFile(file).entries()) {
    if (doc === null) continue;
    const where = `${file} document ${i + 1}`;
    if (!isMap(doc)) fail(`${where}: a resource must be a YAML map`);
    str(doc.apiVersion, `${where} apiVersion`);
    const kind = str(doc.kind, `${where} kind`);
    if (kind === 'List' || kind?.endsWith('List')) fail(`${where}: kind ${kind} is not supported`);
    if (!isMap(doc.metadata)) fail(`${where}: metadata missing`);
    const name = str(doc.metadata.name, `${where} metadata.name`);
    if (!name) fail(`${where}: metadata.name is empty`);
    if (doc.metadata.namespace !== undefined) str(doc.metadata.namespace, `${where} metadata.namespace`);
    ensureAnnotations(doc, where);
    out.push(doc);
  }
  return out;
}

// ------------------------------------------------------------------ order ----

/** kustomize's default ("legacy") output order: by kind rank, then group_version_kind, then namespace|name. */
const ORDER_FIRST = [
  'Namespace',
  'ResourceQuota',
  'StorageClass',
  'CustomResourceDefinition',
  'ServiceAccount',
  'PodSecurityPolicy',
  'Role',
  'ClusterRole',
  'RoleBinding',
  'ClusterRoleBinding',
  'ConfigMap',
  'Secret',
  'Endpoints',
  'Service',
  'LimitRange',
  'PriorityClass',
  'PersistentVolume',
  'PersistentVolumeClaim',
  'Deployment',
  'StatefulSet',
  'CronJob',
  'PodDisruptionBudget',
];
const ORDER_LAST = ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration'];

function kindRank(kind: string): number {
  const first = ORDER_FIRST.indexOf(kind);
  if (first >= 0) return first - ORDER_FIRST.length;
  const last = ORDER_LAST.indexOf(kind);
  return last >= 0 ? last + 1 : 0;
}

const goLess = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

function legacySort(resources: Res[]): Res[] {
  const gvkString = (o: JsonMap) => {
    const { group, version } = groupVersion(o);
    return `${group || '~G'}_${version || '~V'}_${kindOf(o) || '~K'}`;
  };
  const idString = (o: JsonMap) => {
    const { group, version } = groupVersion(o);
    return `${kindOf(o) || '[noKind]'}.${version || '[noVer]'}.${group || '[noGrp]'}|${namespaceOf(o) || '~X'}|${nameOf(o) || '~N'}`;
  };
  return [...resources].sort((x, y) => {
    const a = x.obj;
    const b = y.obj;
    if (gvkString(a) !== gvkString(b)) {
      const ra = kindRank(kindOf(a));
      const rb = kindRank(kindOf(b));
      if (ra !== rb) return ra - rb;
      const namespaces = kindOf(a) === 'Namespace' && kindOf(b) === 'Namespace' && (!groupVersion(a).group || !groupVersion(b).group);
      return namespaces ? goLess(gvkString(b), gvkString(a)) : goLess(gvkString(a), gvkString(b));
    }
    return goLess(idString(a), idString(b));
  });
}
