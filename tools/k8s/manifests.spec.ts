/**
 * Static validation of k8s/ (no cluster, no kubectl): render base, dev and prod, validate
 * every object against the Kubernetes schemas (kubernetes-models) and check the deployment
 * rules in manifest-rules.ts.
 * Run: NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects unit tools/k8s
 *
 * The manifests are rendered by tools/k8s/kustomize/, our own renderer of the subset of
 * kustomize v5 that k8s/ uses (it throws on any kustomization field it does not implement).
 * On these manifests it renders exactly what `kubectl kustomize` (kubectl 1.32.4, kustomize
 * v5.5.0) rendered when last compared: the same objects, in the same order, with the same
 * ConfigMap hash suffix. To compare again on a machine with kubectl (after changing k8s/, or
 * with a newer kubectl): `node tools/k8s/compare-with-kubectl.mjs` (Node 24; KUBECTL=/path
 * picks another kubectl). It prints IDENTICAL per directory or the differing fields.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import {
  APPS,
  checkRules,
  METRICS_PORT,
  renderKustomize,
  SCRAPE_ANNOTATIONS,
  validateSchemas,
  type Flavour,
  type K8sObject,
  type Render,
} from './manifest-rules.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIRS: Record<Flavour, string> = {
  base: join(ROOT, 'k8s/base'),
  dev: join(ROOT, 'k8s/overlays/dev'),
  prod: join(ROOT, 'k8s/overlays/prod'),
};

const clone = (objs: K8sObject[]): K8sObject[] => structuredClone(objs);
const find = (objs: K8sObject[], kind: string, name: string): K8sObject => {
  const o = objs.find((x) => x.kind === kind && x.metadata.name === name);
  if (!o) throw new Error(`${kind}/${name} not rendered`);
  return o;
};

describe('kustomization files', () => {
  const files = Object.values(DIRS).map((d) => join(d, 'kustomization.yaml'));

  it.each(files)('%s uses no deprecated kustomize fields', (file) => {
    const k = parse(readFileSync(file, 'utf8'));
    for (const old of ['commonLabels', 'patchesStrategicMerge', 'patchesJson6902', 'bases', 'vars', 'imageTags']) {
      expect({ file, field: old, present: old in k }).toEqual({ file, field: old, present: false });
    }
    expect(k.apiVersion).toBe('kustomize.config.k8s.io/v1beta1');
    expect(k.kind).toBe('Kustomization');
  });

  it('base does not list the example Secret and sets no namespace or image tags', () => {
    const k = parse(readFileSync(join(DIRS.base, 'kustomization.yaml'), 'utf8'));
    expect(k.resources).not.toContain('secret.example.yaml');
    expect(k.namespace).toBeUndefined();
    expect(k.images).toBeUndefined();
  });

  it('the example Secrets have every name and key the apps reference, and no real password', () => {
    const examples = parseAllDocuments(readFileSync(join(DIRS.base, 'secret.example.yaml'), 'utf8')).map((d) => d.toJS());
    const referenced = renderKustomize(DIRS.base)
      .objects.filter((o) => o.kind === 'Deployment')
      .flatMap((d) => d.spec.template.spec.containers.flatMap((c: any) => c.env ?? []))
      .flatMap((e: any) => (e.valueFrom?.secretKeyRef ? [`${e.valueFrom.secretKeyRef.name}/${e.valueFrom.secretKeyRef.key}`] : []));
    expect(examples.every((s) => s.kind === 'Secret')).toBe(true);
    expect([...new Set(referenced)].sort()).toEqual(examples.map((s) => `${s.metadata.name}/${Object.keys(s.stringData)[0]}`).sort());
    for (const s of examples) for (const value of Object.values(s.stringData)) expect(value).toMatch(/CHANGE-ME/);
  });

  it.each(['dev', 'prod'] as const)('%s overlay sets a tag for every app image', (flavour) => {
    const k = parse(readFileSync(join(DIRS[flavour], 'kustomization.yaml'), 'utf8'));
    const names = (k.images ?? [])
      .filter((i: { newTag?: string; digest?: string }) => i.newTag || i.digest)
      .map((i: { name: string }) => i.name);
    expect(names.sort()).toEqual(APPS.map((a) => `practice-paper/${a}`).sort());
  });
});

describe.each(['base', 'dev', 'prod'] as const)('k8s %s', (flavour) => {
  let render: Render;

  beforeAll(() => {
    render = renderKustomize(DIRS[flavour]);
  });

  it('renders', () => {
    expect(render.objects.length).toBeGreaterThan(0);
  });

  it('every object is valid against the Kubernetes schemas', () => {
    expect(validateSchemas(render.objects)).toEqual([]);
  });

  it('follows the deployment rules', () => {
    expect(checkRules(render.objects, flavour)).toEqual([]);
  });

  it('has one migration Job per schema owner and one Deployment per app', () => {
    const jobs = render.objects
      .filter((o) => o.kind === 'Job')
      .map((o) => o.metadata.name)
      .sort();
    const deps = render.objects
      .filter((o) => o.kind === 'Deployment')
      .map((o) => o.metadata.name)
      .sort();
    expect(jobs).toEqual(APPS.map((a) => `${a}-migrate`).sort());
    expect(deps).toEqual([...APPS].sort());
  });

  it('has Prometheus scrape every workload on its metrics port, and no migration Job', () => {
    for (const o of render.objects.filter((x) => x.kind === 'Deployment' || x.kind === 'Job')) {
      const template = o.spec.template;
      const scraped = o.kind === 'Deployment' ? SCRAPE_ANNOTATIONS : {};
      expect({ workload: `${o.kind}/${o.metadata.name}`, annotations: template.metadata.annotations ?? {} }).toEqual({
        workload: `${o.kind}/${o.metadata.name}`,
        annotations: scraped,
      });
      if (o.kind === 'Deployment')
        expect(template.spec.containers[0].ports).toContainEqual(expect.objectContaining({ containerPort: METRICS_PORT }));
    }
  });

  if (flavour === 'prod') {
    it('runs the gateway with >= 2 replicas (3) and an HPA', () => {
      expect(find(render.objects, 'Deployment', 'gateway').spec.replicas).toBeGreaterThanOrEqual(3);
      expect(find(render.objects, 'HorizontalPodAutoscaler', 'gateway').spec.minReplicas).toBeGreaterThanOrEqual(2);
    });
  }
  if (flavour === 'dev') {
    it('uses the dev image tag and debug logging', () => {
      expect(find(render.objects, 'Deployment', 'gateway').spec.template.spec.containers[0].image).toBe('practice-paper/gateway:dev');
      const cm = render.objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('pp-config'));
      expect(cm?.data.LOG_LEVEL).toBe('debug');
    });
  }
});

/** The checks must be able to fail: break a good render and expect a violation. */
describe('the rules catch broken manifests', () => {
  let prod: K8sObject[];
  beforeAll(() => {
    prod = renderKustomize(DIRS.prod).objects;
  });

  const gatewayContainer = (objs: K8sObject[]) => find(objs, 'Deployment', 'gateway').spec.template.spec.containers[0];

  const cases: [string, (objs: K8sObject[]) => K8sObject[], RegExp][] = [
    ['a removed readiness probe', (o) => (delete gatewayContainer(o).readinessProbe, o), /gateway: readinessProbe missing/],
    [
      'a removed liveness probe',
      (o) => (delete find(o, 'Deployment', 'marking').spec.template.spec.containers[0].livenessProbe, o),
      /marking: livenessProbe missing/,
    ],
    [
      'a probe on the wrong port',
      (o) => ((find(o, 'Deployment', 'paper').spec.template.spec.containers[0].readinessProbe.httpGet.port = 3000), o),
      /paper: readinessProbe port/,
    ],
    ['missing resource limits', (o) => (delete gatewayContainer(o).resources.limits, o), /resources\.limits\.cpu missing/],
    [
      'runAsNonRoot dropped',
      (o) => {
        const pod = find(o, 'Deployment', 'export').spec.template.spec;
        delete pod.securityContext.runAsNonRoot;
        delete pod.containers[0].securityContext.runAsNonRoot;
        return o;
      },
      /Deployment\/export container export: runAsNonRoot is not true/,
    ],
    ['root user', (o) => ((gatewayContainer(o).securityContext.runAsUser = 0), o), /runAsUser 0/],
    [
      'a writable root filesystem',
      (o) => ((gatewayContainer(o).securityContext.readOnlyRootFilesystem = false), o),
      /readOnlyRootFilesystem/,
    ],
    [
      'a missing PDB',
      (o) => o.filter((x) => !(x.kind === 'PodDisruptionBudget' && x.metadata.name === 'progress')),
      /progress: expected exactly 1 matching PodDisruptionBudget/,
    ],
    [
      'a missing migration Job',
      (o) => o.filter((x) => !(x.kind === 'Job' && x.metadata.name === 'gateway-migrate')),
      /gateway: expected 1 migration Job \(schema identity\)/,
    ],
    [
      'a second Service',
      (o) => [
        ...o,
        {
          ...clone([find(o, 'Service', 'gateway')])[0],
          metadata: { name: 'paper', labels: { 'app.kubernetes.io/part-of': 'practice-paper-service' } },
          spec: { selector: { 'app.kubernetes.io/name': 'paper' }, ports: [{ port: 8080 }] },
        },
      ],
      /expected exactly 1 Service/,
    ],
    ['a LoadBalancer gateway Service', (o) => ((find(o, 'Service', 'gateway').spec.type = 'LoadBalancer'), o), /type LoadBalancer/],
    ['no default-deny policy', (o) => o.filter((x) => x.metadata.name !== 'pp-default-deny'), /no NetworkPolicy isolates/],
    [
      'no Postgres egress',
      (o) => (find(o, 'NetworkPolicy', 'pp-allow-egress-nats-postgres-dns').spec.egress.splice(1, 1), o),
      /egress to TCP\/5432 not allowed/,
    ],
    [
      'ingress opened to a service',
      (o) => (
        (find(o, 'NetworkPolicy', 'pp-allow-ingress-gateway-http').spec.podSelector = {
          matchLabels: { 'app.kubernetes.io/part-of': 'practice-paper-service' },
        }),
        o
      ),
      /marking: NetworkPolicy allows ingress on TCP\/3000/,
    ],
    [
      'a workload Prometheus does not scrape',
      (o) => (delete find(o, 'Deployment', 'progress').spec.template.metadata.annotations['prometheus.io/scrape'], o),
      /Deployment\/progress: pod template annotation prometheus.io\/scrape must be "true"/,
    ],
    [
      'metrics scraped on the wrong port',
      (o) => ((find(o, 'Deployment', 'marking').spec.template.metadata.annotations['prometheus.io/port'] = '3000'), o),
      /Deployment\/marking: pod template annotation prometheus.io\/port must be "8080"/,
    ],
    [
      'a gateway without its metrics port',
      (o) => ((gatewayContainer(o).env = gatewayContainer(o).env.filter((e: { name: string }) => e.name !== 'METRICS_PORT')), o),
      /gateway: env METRICS_PORT must be 8080/,
    ],
    [
      'metrics turned off',
      (o) => (o.filter((x) => x.kind === 'ConfigMap').forEach((cm) => (cm.data.METRICS_ENABLED = 'false')), o),
      /METRICS_ENABLED is false/,
    ],
    [
      'no ingress for the scrape',
      (o) => o.filter((x) => x.metadata.name !== 'pp-allow-ingress-metrics'),
      /Deployment\/paper: no NetworkPolicy lets Prometheus scrape TCP\/8080/,
    ],
    [
      'an ingress that cuts a held export at 60 s',
      (o) => (delete find(o, 'Ingress', 'gateway').metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'], o),
      /proxy-read-timeout 60 s cuts a held export request/,
    ],
    [
      'an ingress that refuses a 25 MiB upload',
      (o) => ((find(o, 'Ingress', 'gateway').metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size'] = '10m'), o),
      /proxy-body-size refuses a 25 MiB upload/,
    ],
    ['one prod gateway replica', (o) => ((find(o, 'Deployment', 'gateway').spec.replicas = 1), o), /gateway: prod needs >= 2 replicas/],
    ['an unpinned prod image', (o) => ((gatewayContainer(o).image = 'practice-paper/gateway'), o), /no pinned tag/],
    [
      'migrations left on in the pods',
      (o) => (o.filter((x) => x.kind === 'ConfigMap').forEach((cm) => (cm.data.RUN_MIGRATIONS = 'true')), o),
      /RUN_MIGRATIONS must be "false"/,
    ],
    [
      'a plain-text DATABASE_URL',
      (o) => ((gatewayContainer(o).env[0] = { name: 'DATABASE_URL', value: 'postgres://x' }), o),
      /DATABASE_URL must come from secretKeyRef/,
    ],
  ];

  it.each(cases)('%s', (_name, breakIt, expected) => {
    expect(checkRules(prod, 'prod')).toEqual([]);
    const violations = checkRules(breakIt(clone(prod)), 'prod');
    expect(violations.join('\n')).toMatch(expected);
  });

  it('schema validation rejects a malformed object', () => {
    const broken = clone(prod);
    gatewayContainer(broken).ports[0].containerPort = 'three-thousand';
    delete find(broken, 'Job', 'paper-migrate').spec.template;
    const errors = validateSchemas(broken).join('\n');
    expect(errors).toMatch(/Deployment\/gateway: .*containerPort must be integer/);
    expect(errors).toMatch(/Job\/paper-migrate: .*must have required property '?template'?/);
  });

  it('schema validation refuses kinds it has no schema for', () => {
    expect(validateSchemas([{ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } }])).toEqual([
      expect.stringMatching(/no schema registered/),
    ]);
  });
});
