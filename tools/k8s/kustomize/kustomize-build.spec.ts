/**
 * The renderer as a whole (kustomizeBuild), which the manifest checks use instead of kubectl.
 * The fixtures under tools/k8s/kustomize-fixtures/ exercise every feature it implements (the
 * other specs here check each feature on them); *.kubectl.yaml beside them is what
 * `kubectl kustomize` (kubectl 1.32.4, kustomize v5.5.0) rendered for them, and the renderer
 * must produce exactly that. To compare with a kubectl again:
 *   node tools/k8s/compare-with-kubectl.mjs tools/k8s/kustomize-fixtures/base tools/k8s/kustomize-fixtures/overlay
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { kustomizeBuild } from './kustomize-build.js';
import { kubectlRendered, renderFixture } from './test-fixtures.js';

describe('the fixtures', () => {
  it.each(['base', 'overlay'])('%s renders exactly what kubectl kustomize rendered (objects and order)', (name) => {
    expect(renderFixture(name)).toEqual(kubectlRendered(name));
  });
});

describe('output order', () => {
  it("is kustomize's legacy order (ConfigMap, Service, Deployment, StatefulSet, CronJob, …, then by name)", () => {
    expect(renderFixture('overlay').map((o) => `${o.kind}/${o.metadata.name}`)).toEqual([
      'ConfigMap/settings-6776mt759m',
      'Service/export',
      'Deployment/export',
      'Deployment/export-worker',
      'Deployment/marking',
      'StatefulSet/db',
      'CronJob/nightly',
      'Job/migrate',
    ]);
  });
});

describe('what the renderer does not implement', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kustomize-build-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec: {containers: [{name: web, image: nginx}]}
`;
  const render = (kustomization: string, files: Record<string, string> = { 'web.yaml': DEPLOYMENT }) => {
    for (const [name, text] of Object.entries({ ...files, 'kustomization.yaml': kustomization })) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return () => kustomizeBuild(dir);
  };

  it.each([
    ['namespace: prod\nresources: [web.yaml]\n', /unsupported kustomization field "namespace"/],
    ['commonLabels: {a: b}\nresources: [web.yaml]\n', /unsupported kustomization field "commonLabels"/],
    ['namePrefix: x-\nresources: [web.yaml]\n', /unsupported kustomization field "namePrefix"/],
    ['secretGenerator: [{name: s, literals: [a=b]}]\n', /unsupported kustomization field "secretGenerator"/],
    ['resources: [web.yaml]\nlabels: [{pairs: {a: b}, includeSelectors: true}]\n', /includeSelectors: true is not supported/],
    ['resources: [web.yaml]\nlabels: [{pairs: {a: b}, fieldSpecs: [{path: x}]}]\n', /unsupported field "fieldSpecs"/],
    ['configMapGenerator: [{name: c, files: [x.txt]}]\n', /unsupported field "files"/],
    ['configMapGenerator: [{name: c, literals: [a=b], options: {disableNameSuffixHash: true}}]\n', /unsupported field "options"/],
    ['resources: [web.yaml]\nimages: [{name: nginx, tagSuffix: -x}]\n', /unsupported field "tagSuffix"/],
    [
      'resources: [web.yaml]\npatches: [{target: {kind: Deployment}, patch: "apiVersion: apps/v1\\nkind: Deployment\\nmetadata: {name: web}\\n"}]\n',
      /not strategic-merge patches/,
    ],
    ['resources: [web.yaml]\npatches: [{path: p.yaml}]\n', /unsupported field "path"/],
    ['resources: [web.yaml]\npatches: [{target: {labelSelector: a=b}, patch: "[]"}]\n', /unsupported field "labelSelector"/],
    [
      'resources: [web.yaml]\npatches: [{target: {kind: Deployment}, patch: \'[{"op": "move", "from": "/a", "path": "/b"}]\'}]\n',
      /unsupported field "from"|unsupported op "move"/,
    ],
    ['resources: [web.yaml]\npatches: [{patch: \'[{"op": "remove", "path": "/spec"}]\'}]\n', /needs a target/],
    ['resources: [web.yaml]\nreplicas: [{name: nope, count: 2}]\n', /resource with name nope does not match/],
    ['resources: [https://github.com/example/repo//base]\n', /remote resource/],
  ])('%s throws %s', (kustomization, message) => {
    expect(render(kustomization)).toThrow(message);
  });

  it("refuses a resource file outside the kustomization's directory (kustomize's load restrictions)", () => {
    const files = { 'web.yaml': DEPLOYMENT, 'sub/kustomization.yaml': 'resources: [../web.yaml]\n' };
    expect(render('resources: [sub]\n', files)).toThrow(/is outside/);
  });

  it('refuses a plain scalar that YAML 1.1 and 1.2 read differently (kustomize reads YAML 1.1 in places)', () => {
    const web = DEPLOYMENT.replace('image: nginx}', 'image: nginx, tty: yes}');
    expect(render('resources: [web.yaml]\n', { 'web.yaml': web })).toThrow(/quote it/);
    expect(render('resources: [web.yaml]\n', { 'web.yaml': web.replace('tty: yes', 'tty: "yes"') })()).toHaveLength(1);
  });

  it('refuses a ConfigMap key kubernetes would refuse, and a repeated key', () => {
    expect(render('configMapGenerator: [{name: c, literals: ["a b=1"]}]\n')).toThrow(/not a valid ConfigMap key/);
    expect(render('configMapGenerator: [{name: c, literals: [a=1, a=2]}]\n')).toThrow(/repeats the key/);
  });
});
