/**
 * A small renderer of the subset of kustomize v5 that k8s/ uses, so that the manifest checks
 * need no kubectl. It renders what `kubectl kustomize <dir>` (kustomize v5.5.0) renders for
 * these manifests; tools/k8s/compare-with-kubectl.mjs compares the two on a machine that has
 * kubectl. Anything outside the subset throws, naming the field, rather than rendering
 * something kustomize would not:
 *
 * - resources: files (YAML streams) inside the kustomization's directory, and directories
 *   holding a kustomization (bases such as ../../base), recursively;
 * - labels: pairs with includeSelectors false, with or without includeTemplates (kustomize's
 *   templateLabels field specs: pod templates of Deployments, ReplicaSets, DaemonSets,
 *   ReplicationControllers, StatefulSets, Jobs and CronJobs);
 * - configMapGenerator: name + literals, behavior create or merge; the ConfigMap gets
 *   kustomize's content-hash suffix and every reference to it by name is rewritten;
 * - replicas (name + count), images (name + newName / newTag / digest);
 * - patches: inline JSON 6902 patches (add, replace, remove) with a target selecting by
 *   group, version, kind and name (anchored regular expressions, as kustomize does).
 *
 * The order of the steps is kustomize's: resources, generators, then the transformers
 * (patches, labels, replicas, images); at the top level only: hash suffixes, name references,
 * and the "legacy" output order. Every YAML input must mean the same in YAML 1.1 and 1.2 (the
 * Go YAML libraries kustomize uses differ from the `yaml` package on e.g. `yes`, `0644`,
 * timestamps): a plain scalar that does not is refused; quote it.
 *
 * The files, by concern: kustomize-build.ts (the entry, kustomizations, step and output order),
 * yaml-input.ts (strict YAML, field checks), resources.ts (resources and their ids),
 * field-specs.ts, config-map-generator.ts (with hash suffixes and name references),
 * json-patch.ts (patches), labels.ts, replicas.ts, images.ts.
 *
 * Runs under plain Node 24 (type stripping) as well as Jest: keep to erasable TypeScript, import
 * types with `import type` / `type` (Node does not elide imports), import siblings as `./x.js`
 * and nothing relative outside this folder (compare-with-kubectl.mjs maps ./x.js to ./x.ts).
 */
export { kustomizeBuild, type RenderedObject } from './kustomize-build.js';
