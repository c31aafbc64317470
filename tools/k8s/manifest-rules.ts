/**
 * Static checks for the rendered Kubernetes manifests (k8s/base and overlays).
 * `renderKustomize` renders a kustomization with our own renderer of the kustomize subset the
 * manifests use (tools/k8s/kustomize/; no kubectl needed); `validateSchemas` checks every object
 * against the Kubernetes OpenAPI schemas (kubernetes-models); `checkRules` returns the list of
 * violated deployment rules (empty = fine), so specs can also prove that a broken manifest is
 * caught.
 */
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { kustomizeBuild } from './kustomize/index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; [k: string]: any }; [k: string]: any };

/** The seven deployables and the Postgres schema each one migrates. */
export const SCHEMA_OWNERS: Record<string, string> = {
  gateway: 'identity',
  'question-bank': 'question_bank',
  paper: 'paper',
  export: 'export',
  marking: 'marking',
  import: 'import',
  progress: 'progress',
};
export const APPS = Object.keys(SCHEMA_OWNERS);
export const HEAVY_WORKERS = ['export', 'marking'];
export const GATEWAY_PORT = 3000;
export const HEALTH_PORT = 8080;
/** Where Prometheus scrapes every server pod: the services' health port, the gateway's METRICS_PORT. */
export const METRICS_PORT = 8080;
/** The pod template annotations Prometheus' kubernetes_sd pod role is configured by. */
export const SCRAPE_ANNOTATIONS: Record<string, string> = {
  'prometheus.io/scrape': 'true',
  'prometheus.io/port': String(METRICS_PORT),
  'prometheus.io/path': '/metrics',
};
export const PART_OF = 'practice-paper-service';
/** The spec's PDF preparation time, which a POST of exports may be held for, and its upload size. */
const HELD_REQUEST_SECONDS = 120;
const UPLOAD_MEBIBYTES = 25;
const SIZE_UNITS_IN_MIB: Record<string, number> = { '': 1 / 1024 ** 2, k: 1 / 1024, m: 1, g: 1024 };
/** An nginx size (`32m`, `1g`, `500k`, bytes) in MiB; NaN when it is not one. */
function mebibytes(size: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(size.trim());
  return match ? Number(match[1]) * SIZE_UNITS_IN_MIB[match[2].toLowerCase()] : NaN;
}
const LABEL_NAME = 'app.kubernetes.io/name';
const LABEL_PART_OF = 'app.kubernetes.io/part-of';

// ----------------------------------------------------------------- render ----

export interface Render {
  objects: K8sObject[];
}

/** Renders a kustomization directory as `kubectl kustomize` would (see kustomize/index.ts). */
export function renderKustomize(dir: string): Render {
  return { objects: kustomizeBuild(dir) as K8sObject[] };
}

// ---------------------------------------------------------------- schemas ----

type ModelClass = new (data: any) => { validate(): void };
const MODELS: Record<string, ModelClass> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'networking.k8s.io/v1/Ingress': Ingress,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
};

/** Validates every object against its Kubernetes schema; returns one message per failure. */
export function validateSchemas(objects: K8sObject[]): string[] {
  const errors: string[] = [];
  for (const obj of objects) {
    const id = `${obj.kind}/${obj.metadata?.name}`;
    const Model = MODELS[`${obj.apiVersion}/${obj.kind}`];
    if (!Model) {
      errors.push(`${id}: no schema registered for ${obj.apiVersion} ${obj.kind} (add it to MODELS in tools/k8s/manifest-rules.ts)`);
      continue;
    }
    try {
      new Model(obj).validate();
    } catch (e) {
      errors.push(`${id}: ${(e as Error).message}`);
    }
  }
  return errors;
}

// ---------------------------------------------------------------- helpers ----

type Selector = { matchLabels?: Record<string, string>; matchExpressions?: { key: string; operator: string; values?: string[] }[] };

export function selectorMatches(sel: Selector | undefined, labels: Record<string, string> = {}): boolean {
  if (!sel) return false;
  for (const [k, v] of Object.entries(sel.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const e of sel.matchExpressions ?? []) {
    const has = e.key in labels;
    const inValues = has && (e.values ?? []).includes(labels[e.key]);
    if (e.operator === 'In' && !inValues) return false;
    if (e.operator === 'NotIn' && inValues) return false;
    if (e.operator === 'Exists' && !has) return false;
    if (e.operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

/** Plain-map selector (Service.spec.selector): empty selects nothing for our purposes. */
function mapSelectorMatches(sel: Record<string, string> | undefined, labels: Record<string, string> = {}): boolean {
  if (!sel || Object.keys(sel).length === 0) return false;
  return Object.entries(sel).every(([k, v]) => labels[k] === v);
}

const UNITS: Record<string, number> = {
  m: 1e-3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
  Ti: 1024 ** 4,
};
export function parseQuantity(q: string | number | undefined): number {
  if (q === undefined) return NaN;
  if (typeof q === 'number') return q;
  const m = /^([0-9.]+)([a-zA-Z]*)$/.exec(q.trim());
  if (!m) return NaN;
  const unit = m[2] ? UNITS[m[2]] : 1;
  return unit === undefined ? NaN : Number(m[1]) * unit;
}

interface PodTemplate {
  owner: string;
  app: string | undefined;
  kind: 'Deployment' | 'Job';
  labels: Record<string, string>;
  spec: any;
}

function podTemplates(objects: K8sObject[]): PodTemplate[] {
  return objects
    .filter((o) => o.kind === 'Deployment' || o.kind === 'Job')
    .map((o) => ({
      owner: `${o.kind}/${o.metadata.name}`,
      app: o.metadata.labels?.[LABEL_NAME],
      kind: o.kind as 'Deployment' | 'Job',
      labels: o.spec?.template?.metadata?.labels ?? {},
      spec: o.spec?.template?.spec ?? {},
    }));
}

function envValue(container: any, name: string): any {
  return (container.env ?? []).find((e: any) => e.name === name);
}

function resolvePort(container: any, port: string | number | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return (container.ports ?? []).find((p: any) => p.name === port)?.containerPort;
}

// ------------------------------------------------------------------ rules ----

export type Flavour = 'base' | 'dev' | 'prod';

/** Checks the deployment rules on one rendered kustomization; returns violations. */
export function checkRules(objects: K8sObject[], flavour: Flavour): string[] {
  const v: string[] = [];
  const byKind = (kind: string) => objects.filter((o) => o.kind === kind);
  const deployments = byKind('Deployment');
  const jobs = byKind('Job');
  const pods = podTemplates(objects);
  const configMaps = byKind('ConfigMap');

  // -- every object: common labels, namespace-agnostic, no committed secrets
  for (const o of objects) {
    const id = `${o.kind}/${o.metadata?.name}`;
    if (o.metadata?.labels?.[LABEL_PART_OF] !== PART_OF) v.push(`${id}: missing label ${LABEL_PART_OF}=${PART_OF}`);
    if (o.metadata?.namespace) v.push(`${id}: sets metadata.namespace (the manifests must be namespace-agnostic)`);
    if (o.kind === 'Secret') v.push(`${id}: a Secret is rendered; secret values must not be committed (create pp-database out of band)`);
  }
  for (const p of pods) if (p.labels[LABEL_PART_OF] !== PART_OF) v.push(`${p.owner}: pod template lacks ${LABEL_PART_OF}`);

  // -- Deployments: one per app
  const deployed = deployments.map((d) => d.metadata.labels?.[LABEL_NAME]);
  for (const app of APPS) {
    const n = deployed.filter((a) => a === app).length;
    if (n !== 1) v.push(`app ${app}: expected 1 Deployment, found ${n}`);
  }
  for (const d of deployments) {
    const app = d.metadata.labels?.[LABEL_NAME];
    if (!APPS.includes(app)) v.push(`Deployment/${d.metadata.name}: unknown app label ${LABEL_NAME}=${app}`);
  }

  const containerOf = (o: K8sObject) => o.spec?.template?.spec?.containers?.[0] ?? {};

  const checkPodSecurity = (id: string, podSpec: any) => {
    const podSc = podSpec.securityContext ?? {};
    for (const c of [...(podSpec.initContainers ?? []), ...(podSpec.containers ?? [])]) {
      const cid = `${id} container ${c.name}`;
      const sc = c.securityContext ?? {};
      const nonRoot = sc.runAsNonRoot ?? podSc.runAsNonRoot;
      if (nonRoot !== true) v.push(`${cid}: runAsNonRoot is not true`);
      const uid = sc.runAsUser ?? podSc.runAsUser;
      if (uid === 0) v.push(`${cid}: runAsUser 0`);
      if (sc.allowPrivilegeEscalation !== false) v.push(`${cid}: allowPrivilegeEscalation is not false`);
      if (sc.readOnlyRootFilesystem !== true) v.push(`${cid}: readOnlyRootFilesystem is not true`);
      if (!(sc.capabilities?.drop ?? []).includes('ALL')) v.push(`${cid}: capabilities.drop lacks ALL`);
      if ((sc.capabilities?.add ?? []).length) v.push(`${cid}: adds capabilities`);
      if (sc.privileged) v.push(`${cid}: privileged`);
      const seccomp = sc.seccompProfile?.type ?? podSc.seccompProfile?.type;
      if (seccomp !== 'RuntimeDefault') v.push(`${cid}: seccompProfile is not RuntimeDefault`);
      // readOnlyRootFilesystem needs a writable /tmp
      const tmp = (c.volumeMounts ?? []).find((m: any) => m.mountPath === '/tmp');
      const vol = tmp && (podSpec.volumes ?? []).find((x: any) => x.name === tmp.name);
      if (!vol?.emptyDir) v.push(`${cid}: /tmp is not an emptyDir mount`);
      // resources
      for (const kind of ['requests', 'limits'] as const) {
        for (const r of ['cpu', 'memory']) {
          if (c.resources?.[kind]?.[r] === undefined) v.push(`${cid}: resources.${kind}.${r} missing`);
        }
      }
      for (const r of ['cpu', 'memory']) {
        const req = parseQuantity(c.resources?.requests?.[r]);
        const lim = parseQuantity(c.resources?.limits?.[r]);
        if (req > lim) v.push(`${cid}: ${r} request ${c.resources.requests[r]} exceeds limit ${c.resources.limits[r]}`);
      }
      // database URL only from the Secret
      const db = envValue(c, 'DATABASE_URL');
      const ref = db?.valueFrom?.secretKeyRef;
      if (!ref || ref.name !== 'pp-database' || ref.key !== 'url') {
        v.push(`${cid}: DATABASE_URL must come from secretKeyRef pp-database/url`);
      }
      // the shared config
      const cmRefs = (c.envFrom ?? []).map((e: any) => e.configMapRef?.name).filter(Boolean);
      const cms = configMaps.filter((cm) => cmRefs.includes(cm.metadata.name));
      if (cms.length === 0) v.push(`${cid}: envFrom references no rendered ConfigMap`);
      const data = Object.assign({}, ...cms.map((cm) => cm.data ?? {}));
      for (const key of ['NATS_URL', 'BUS_NAMESPACE', 'LOG_LEVEL', 'BLOB_STORE', 'RUN_MIGRATIONS']) {
        if (cms.length && data[key] === undefined) v.push(`${cid}: config lacks ${key}`);
      }
      if (cms.length && data.RUN_MIGRATIONS !== 'false') v.push(`${cid}: RUN_MIGRATIONS must be "false" (migration Jobs run them)`);
      if (cms.length && data.METRICS_ENABLED === 'false')
        v.push(`${cid}: METRICS_ENABLED is false in the config, so Prometheus scrapes nothing`);
      if (cms.length && data.BLOB_STORE !== 'nats') v.push(`${cid}: BLOB_STORE must be "nats" in the cluster`);
      if (envValue(c, 'RUN_MIGRATIONS')) v.push(`${cid}: RUN_MIGRATIONS overridden in env`);
    }
  };

  const imageRule = (id: string, app: string, image: string | undefined) => {
    const m = /^(?:.*\/)?practice-paper\/([a-z-]+)(?::([^@]+))?(?:@.+)?$/.exec(image ?? '');
    if (!m || m[1] !== app) v.push(`${id}: image ${image} is not practice-paper/${app}`);
    else if (flavour !== 'base' && (!m[2] || m[2] === 'latest') && !image?.includes('@')) {
      v.push(`${id}: image ${image} has no pinned tag (set it with images: in the overlay)`);
    }
  };

  for (const d of deployments) {
    const app = d.metadata.labels?.[LABEL_NAME];
    const id = `Deployment/${d.metadata.name}`;
    const spec = d.spec ?? {};
    const tpl = spec.template ?? {};
    if (!selectorMatches(spec.selector, tpl.metadata?.labels)) v.push(`${id}: selector does not match its pod template`);
    const c = containerOf(d);
    imageRule(id, app, c.image);
    const cmd = [...(c.command ?? []), ...(c.args ?? [])];
    if (!cmd.some((a: string) => a.endsWith(`dist/apps/${app}/src/main.js`))) v.push(`${id}: does not run dist/apps/${app}/src/main.js`);
    if (cmd.includes('migrate')) v.push(`${id}: runs migrate`);

    const expectedPort = app === 'gateway' ? GATEWAY_PORT : HEALTH_PORT;
    const portVar = app === 'gateway' ? 'PORT' : 'HEALTH_PORT';
    if (String(envValue(c, portVar)?.value) !== String(expectedPort)) v.push(`${id}: env ${portVar} must be ${expectedPort}`);
    for (const [probe, path] of [
      ['readinessProbe', '/health/ready'],
      ['livenessProbe', '/health/live'],
      ['startupProbe', '/health/live'],
    ] as const) {
      const p = c[probe];
      if (!p) {
        v.push(`${id}: ${probe} missing`);
        continue;
      }
      if (p.httpGet?.path !== path) v.push(`${id}: ${probe} must GET ${path}`);
      const port = resolvePort(c, p.httpGet?.port);
      if (port !== expectedPort) v.push(`${id}: ${probe} port ${p.httpGet?.port} is not the ${portVar} ${expectedPort}`);
    }
    // Prometheus scrapes every server on its metrics port, found by the pod template's annotations.
    if (app === 'gateway' && String(envValue(c, 'METRICS_PORT')?.value) !== String(METRICS_PORT))
      v.push(`${id}: env METRICS_PORT must be ${METRICS_PORT} (the gateway serves /metrics there)`);
    if (envValue(c, 'METRICS_ENABLED')?.value === 'false') v.push(`${id}: METRICS_ENABLED is false, so Prometheus scrapes nothing`);
    if (!(c.ports ?? []).some((p: any) => p.containerPort === METRICS_PORT))
      v.push(`${id}: no container port ${METRICS_PORT} for /metrics`);
    for (const [key, value] of Object.entries(SCRAPE_ANNOTATIONS)) {
      if (tpl.metadata?.annotations?.[key] !== value) v.push(`${id}: pod template annotation ${key} must be "${value}"`);
    }
    const grace = tpl.spec?.terminationGracePeriodSeconds;
    if (!(grace >= 20 && grace <= 60)) v.push(`${id}: terminationGracePeriodSeconds ${grace} not ~30`);
    if (app === 'gateway' && !c.lifecycle?.preStop) v.push(`${id}: gateway needs a preStop sleep`);
    if (tpl.spec?.automountServiceAccountToken !== false) v.push(`${id}: automountServiceAccountToken should be false`);
    checkPodSecurity(id, tpl.spec ?? {});

    // matching PDB (selects this Deployment's pods, and no Job pods)
    const pdbs = byKind('PodDisruptionBudget').filter((p) => selectorMatches(p.spec?.selector, tpl.metadata?.labels));
    if (pdbs.length !== 1) v.push(`${id}: expected exactly 1 matching PodDisruptionBudget, found ${pdbs.length}`);
    for (const pdb of pdbs) {
      const { minAvailable, maxUnavailable } = pdb.spec ?? {};
      const replicas = spec.replicas ?? 1;
      if (maxUnavailable !== undefined && maxUnavailable !== 1)
        v.push(`PodDisruptionBudget/${pdb.metadata.name}: maxUnavailable should be 1`);
      if (minAvailable !== undefined && (minAvailable !== 1 || replicas <= 1)) {
        v.push(`PodDisruptionBudget/${pdb.metadata.name}: minAvailable ${minAvailable} with ${replicas} replica(s) blocks every eviction`);
      }
      if (minAvailable === undefined && maxUnavailable === undefined) v.push(`PodDisruptionBudget/${pdb.metadata.name}: no budget`);
    }
  }
  for (const pdb of byKind('PodDisruptionBudget')) {
    for (const j of jobs) {
      if (selectorMatches(pdb.spec?.selector, j.spec?.template?.metadata?.labels)) {
        v.push(`PodDisruptionBudget/${pdb.metadata.name}: also selects the pods of Job/${j.metadata.name}`);
      }
    }
  }

  // heavy workers get more than the light services
  const limitOf = (app: string, r: string) =>
    parseQuantity(
      containerOf(deployments.find((d) => d.metadata.labels?.[LABEL_NAME] === app) ?? ({} as K8sObject)).resources?.limits?.[r],
    );
  const light = APPS.filter((a) => a !== 'gateway' && !HEAVY_WORKERS.includes(a));
  for (const heavy of HEAVY_WORKERS) {
    for (const r of ['cpu', 'memory']) {
      const mine = limitOf(heavy, r);
      const most = Math.max(...light.map((a) => limitOf(a, r)));
      if (!(mine > most)) v.push(`Deployment/${heavy}: ${r} limit should exceed the light services' (${most})`);
    }
  }

  // -- migration Jobs: one per schema owner
  for (const [app, schema] of Object.entries(SCHEMA_OWNERS)) {
    const mine = jobs.filter((j) => j.metadata.labels?.[LABEL_NAME] === app);
    if (mine.length !== 1) {
      v.push(`app ${app}: expected 1 migration Job (schema ${schema}), found ${mine.length}`);
      continue;
    }
    const j = mine[0];
    const id = `Job/${j.metadata.name}`;
    const c = containerOf(j);
    const cmd = [...(c.command ?? []), ...(c.args ?? [])];
    if (!cmd.some((a: string) => a.endsWith(`dist/apps/${app}/src/main.js`)) || cmd[cmd.length - 1] !== 'migrate') {
      v.push(`${id}: must run "node dist/apps/${app}/src/main.js migrate"`);
    }
    imageRule(id, app, c.image);
    const depImage = containerOf(deployments.find((d) => d.metadata.labels?.[LABEL_NAME] === app) ?? ({} as K8sObject)).image;
    if (depImage && c.image !== depImage) v.push(`${id}: image ${c.image} differs from the Deployment's ${depImage}`);
    if (!['Never', 'OnFailure'].includes(j.spec?.template?.spec?.restartPolicy)) v.push(`${id}: restartPolicy must be Never or OnFailure`);
    if (j.spec?.template?.metadata?.annotations?.['prometheus.io/scrape'] === 'true')
      v.push(`${id}: a migration Job serves no metrics; do not mark it for scraping`);
    if (j.metadata.annotations?.['practice-paper.io/schema'] !== schema)
      v.push(`${id}: annotation practice-paper.io/schema should be ${schema}`);
    if (!(j.spec?.backoffLimit >= 0) || !j.spec?.activeDeadlineSeconds) v.push(`${id}: set backoffLimit and activeDeadlineSeconds`);
    checkPodSecurity(id, j.spec?.template?.spec ?? {});
  }

  // -- Services: exactly one, the gateway's, ClusterIP
  const services = byKind('Service');
  if (services.length !== 1) v.push(`expected exactly 1 Service (the gateway's), found ${services.length}`);
  const gatewayDep = deployments.find((d) => d.metadata.labels?.[LABEL_NAME] === 'gateway');
  for (const s of services) {
    const id = `Service/${s.metadata.name}`;
    const type = s.spec?.type ?? 'ClusterIP';
    if (type !== 'ClusterIP') v.push(`${id}: type ${type}; outside traffic enters through the Ingress, keep it ClusterIP`);
    const selected = pods.filter((p) => mapSelectorMatches(s.spec?.selector, p.labels));
    if (selected.length !== 1 || selected[0].owner !== `Deployment/${gatewayDep?.metadata.name}`) {
      v.push(`${id}: must select the gateway Deployment's pods only (selects ${selected.map((p) => p.owner).join(', ') || 'nothing'})`);
    }
    for (const p of s.spec?.ports ?? []) {
      const target = resolvePort(containerOf(gatewayDep ?? ({} as K8sObject)), p.targetPort ?? p.port);
      if (target !== GATEWAY_PORT) v.push(`${id}: port ${p.port} targets ${p.targetPort}, not the gateway's ${GATEWAY_PORT}`);
    }
  }
  for (const ing of byKind('Ingress')) {
    const backends = [
      ing.spec?.defaultBackend,
      ...(ing.spec?.rules ?? []).flatMap((r: any) => (r.http?.paths ?? []).map((p: any) => p.backend)),
    ].filter(Boolean);
    if (!backends.length) v.push(`Ingress/${ing.metadata.name}: no backend`);
    const annotations: Record<string, string> = ing.metadata.annotations ?? {};
    for (const name of ['proxy-read-timeout', 'proxy-send-timeout']) {
      const seconds = Number(annotations[`nginx.ingress.kubernetes.io/${name}`] ?? 60);
      if (!(seconds > HELD_REQUEST_SECONDS))
        v.push(`Ingress/${ing.metadata.name}: ${name} ${seconds} s cuts a held export request (${HELD_REQUEST_SECONDS} s)`);
    }
    if (!(mebibytes(annotations['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '1m') > UPLOAD_MEBIBYTES))
      v.push(`Ingress/${ing.metadata.name}: proxy-body-size refuses a ${UPLOAD_MEBIBYTES} MiB upload before the gateway can answer it`);
    for (const b of backends) {
      if (b.service?.name !== 'gateway')
        v.push(
          `Ingress/${ing.metadata.name}: routes to ${b.service?.name ?? 'a non-service backend'}, only the gateway takes outside traffic`,
        );
    }
  }

  // -- NetworkPolicies
  const policies = byKind('NetworkPolicy');
  const types = (np: K8sObject): string[] => np.spec?.policyTypes ?? (np.spec?.egress ? ['Ingress', 'Egress'] : ['Ingress']);
  for (const p of pods) {
    const mine = policies.filter((np) => selectorMatches(np.spec?.podSelector, p.labels));
    // default deny: some policy isolates ingress and egress for the pod
    if (!mine.some((np) => types(np).includes('Ingress'))) v.push(`${p.owner}: no NetworkPolicy isolates its ingress (default deny)`);
    if (!mine.some((np) => types(np).includes('Egress'))) v.push(`${p.owner}: no NetworkPolicy isolates its egress`);
    // allowed ingress: the gateway's HTTP port (3000/TCP), and every server's metrics port (Prometheus); nothing to Jobs
    const ingressRules = mine.filter((np) => types(np).includes('Ingress')).flatMap((np) => np.spec?.ingress ?? []);
    const isServer = p.kind === 'Deployment';
    const isGateway = isServer && p.app === 'gateway';
    if (!isServer && ingressRules.length) v.push(`${p.owner}: NetworkPolicy allows ingress, but a migration Job takes no traffic`);
    if (isServer) {
      const allowed = [`TCP/${METRICS_PORT}`, ...(isGateway ? [`TCP/${GATEWAY_PORT}`] : [])];
      const opened = new Set<string>();
      for (const rule of ingressRules) {
        if (!(rule.ports ?? []).length) v.push(`${p.owner}: an ingress rule allows all ports`);
        for (const port of rule.ports ?? [])
          opened.add(`${port.protocol ?? 'TCP'}/${resolvePort(p.spec.containers?.[0] ?? {}, port.port)}`);
      }
      for (const port of opened) {
        if (!allowed.includes(port)) v.push(`${p.owner}: NetworkPolicy allows ingress on ${port}, only ${allowed.join(' and ')}`);
      }
      if (isGateway && !opened.has(`TCP/${GATEWAY_PORT}`)) v.push(`${p.owner}: no NetworkPolicy allows ingress to the gateway`);
      if (!opened.has(`TCP/${METRICS_PORT}`)) v.push(`${p.owner}: no NetworkPolicy lets Prometheus scrape TCP/${METRICS_PORT}`);
    }
    // allowed egress: exactly NATS, Postgres and DNS
    const egressRules = mine.filter((np) => types(np).includes('Egress')).flatMap((np) => np.spec?.egress ?? []);
    const allowed = new Set<string>();
    for (const rule of egressRules) {
      if (!rule.ports?.length) v.push(`${p.owner}: an egress rule allows all ports`);
      for (const port of rule.ports ?? []) allowed.add(`${port.protocol ?? 'TCP'}/${port.port}${port.endPort ? `-${port.endPort}` : ''}`);
    }
    const want = ['TCP/4222', 'TCP/5432', 'UDP/53', 'TCP/53'];
    for (const w of want) if (!allowed.has(w)) v.push(`${p.owner}: egress to ${w} not allowed`);
    for (const a of allowed) if (!want.includes(a)) v.push(`${p.owner}: unexpected egress ${a}`);
  }

  // -- replicas per flavour
  for (const d of deployments) {
    const app = d.metadata.labels?.[LABEL_NAME];
    const replicas = d.spec?.replicas ?? 1;
    if (flavour === 'dev' && replicas !== 1) v.push(`Deployment/${d.metadata.name}: dev runs 1 replica, has ${replicas}`);
    if (flavour === 'prod' && replicas < 2) v.push(`Deployment/${d.metadata.name}: prod needs >= 2 replicas, has ${replicas}`);
    if (flavour === 'prod' && app === 'gateway' && replicas < 3) v.push(`Deployment/${d.metadata.name}: prod gateway needs >= 3 replicas`);
  }
  for (const hpa of byKind('HorizontalPodAutoscaler')) {
    const target = hpa.spec?.scaleTargetRef;
    const dep = deployments.find((d) => d.metadata.name === target?.name && target?.kind === 'Deployment');
    if (!dep) v.push(`HorizontalPodAutoscaler/${hpa.metadata.name}: target ${target?.kind}/${target?.name} not rendered`);
    else if ((hpa.spec?.minReplicas ?? 1) < 2) v.push(`HorizontalPodAutoscaler/${hpa.metadata.name}: minReplicas < 2`);
    else if ((dep.spec?.replicas ?? 1) < hpa.spec.minReplicas)
      v.push(`HorizontalPodAutoscaler/${hpa.metadata.name}: Deployment replicas below minReplicas`);
  }

  return v;
}
