/** configMapGenerator on the fixtures (tools/k8s/kustomize-fixtures/): names, hashes, merge, and the references rewritten. */
import { configMapHash, encodeHash } from './config-map-generator.js';
import type { RenderedObject } from './kustomize-build.js';
import { find, renderFixture } from './test-fixtures.js';

/** Every name by which a pod spec refers to a ConfigMap. */
function configMapRefs(o: any): string[] {
  const pod = o.kind === 'CronJob' ? o.spec.jobTemplate.spec.template.spec : o.spec.template.spec;
  const containers = [...(pod.initContainers ?? []), ...pod.containers];
  return [
    ...containers.flatMap((c: any) => (c.envFrom ?? []).map((e: any) => e.configMapRef?.name)),
    ...containers.flatMap((c: any) => (c.env ?? []).map((e: any) => e.valueFrom?.configMapKeyRef?.name)),
    ...(pod.volumes ?? []).map((v: any) => v.configMap?.name),
    ...(pod.volumes ?? []).flatMap((v: any) => (v.projected?.sources ?? []).map((s: any) => s.configMap?.name)),
  ].filter(Boolean);
}

let base: RenderedObject[];
let overlay: RenderedObject[];
beforeAll(() => {
  base = renderFixture('base');
  overlay = renderFixture('overlay');
});

describe('configMapGenerator', () => {
  it("names the ConfigMap with kustomize's content hash (as kubectl did)", () => {
    const cm = find(base, 'ConfigMap', 'settings');
    expect(cm.metadata.name).toBe('settings-59h78657fk');
    expect(cm.data).toEqual({ LOG_LEVEL: 'info', GREETING: "<hello> & 'bye'", EMPTY: '', URL: 'postgres://h/db?a=b' });
  });

  it('hashes like kustomize v5: sha256 of the Go JSON, 10 characters, the name left out', () => {
    // kubectl kustomize gives "<name>-276ch85d82" for literals [K=v], whatever the name.
    expect(configMapHash({ data: { K: 'v' } })).toBe('276ch85d82');
    expect(encodeHash('0123456789abcdef')).toBe('gh2k456789');
  });

  it('rewrites every reference to it (envFrom, configMapKeyRef, volumes, projected, initContainers, CronJob)', () => {
    for (const [objs, name] of [
      [base, 'settings-59h78657fk'],
      [overlay, 'settings-6776mt759m'],
    ] as const) {
      expect(configMapRefs(find(objs, 'Deployment', 'export'))).toEqual([name, name, 'not-generated', name, name, name]);
      expect(configMapRefs(find(objs, 'CronJob', 'nightly'))).toEqual([name]);
    }
  });

  it('behavior: merge overrides and adds keys, keeps the labels, and changes the hash', () => {
    const cm = find(overlay, 'ConfigMap', 'settings');
    expect(cm.metadata.name).toBe('settings-6776mt759m');
    expect(cm.data).toEqual({ LOG_LEVEL: 'debug', GREETING: "<hello> & 'bye'", EMPTY: '', URL: 'postgres://h/db?a=b', EXTRA: '1' });
    expect(cm.metadata.labels).toEqual({ 'app.kubernetes.io/part-of': 'demo', team: 'platform' });
    expect(overlay.filter((o) => o.kind === 'ConfigMap')).toHaveLength(1);
  });
});
