/**
 * Static checks of docker/compose.yaml and docker/Dockerfile (no Docker engine needed).
 * Run: NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects unit -- tools/k8s
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DOCKER = join(ROOT, 'docker');
const APPS = ['gateway', 'question-bank', 'paper', 'export', 'marking', 'import', 'progress'];

type Compose = { services: Record<string, any>; volumes?: Record<string, unknown> };

/** Compose resolves `<<` merge keys; so must we. */
const compose: Compose = parse(readFileSync(join(DOCKER, 'compose.yaml'), 'utf8'), { merge: true });

/** environment may be a map or a list of KEY=VALUE. */
function envOf(svc: any): Record<string, string> {
  const env = svc.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((e: string) => [e.split('=')[0], e.split('=').slice(1).join('=')]));
  return env;
}

describe('docker/compose.yaml', () => {
  it('has postgres, nats and every app, and nothing else', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['nats', 'postgres', ...APPS].sort());
  });

  it('runs postgres 16 with a healthcheck and a volume', () => {
    const pg = compose.services.postgres;
    expect(pg.image).toMatch(/^postgres:16(\.|-|$)/);
    expect(pg.healthcheck?.test?.join(' ')).toMatch(/pg_isready/);
    expect(pg.volumes?.length).toBeGreaterThan(0);
    expect(pg.ports).toBeUndefined();
  });

  it('runs nats 2.10 with JetStream, a data volume and a healthcheck', () => {
    const nats = compose.services.nats;
    expect(nats.image).toMatch(/^nats:2\.10(\.|-|$)/);
    const cmd: string[] = Array.isArray(nats.command) ? nats.command : String(nats.command).split(/\s+/);
    expect(cmd).toContain('-js');
    const storeDir = cmd[cmd.indexOf('-sd') + 1] ?? cmd[cmd.indexOf('--store_dir') + 1];
    expect(storeDir).toBeTruthy();
    expect((nats.volumes ?? []).some((v: string) => v.endsWith(`:${storeDir}`))).toBe(true);
    expect(nats.healthcheck?.test).toBeDefined();
    expect(nats.ports).toBeUndefined();
  });

  it('declares every named volume it mounts', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      for (const v of (svc.volumes ?? []) as string[]) {
        const source = v.split(':')[0];
        if (!source.startsWith('.') && !source.startsWith('/')) {
          expect({ service: name, volume: source, declared: source in (compose.volumes ?? {}) }).toEqual({
            service: name,
            volume: source,
            declared: true,
          });
        }
      }
    }
  });

  describe.each(APPS)('%s', (app) => {
    const svc = () => compose.services[app];

    it('is built from docker/Dockerfile (repo root context) with its APP arg', () => {
      const build = svc().build;
      expect(resolve(DOCKER, build.context)).toBe(ROOT);
      expect(resolve(ROOT, build.dockerfile)).toBe(join(DOCKER, 'Dockerfile'));
      expect(build.args).toEqual({ APP: app });
      expect(svc().image).toMatch(new RegExp(`^practice-paper/${app}(:|$)`));
    });

    it('gets DATABASE_URL and NATS_URL, runs its own migrations, uses the NATS blob store', () => {
      const env = envOf(svc());
      expect(env.DATABASE_URL).toMatch(/^postgres(ql)?:\/\/[^@]+@postgres:5432\//);
      expect(env.NATS_URL).toBe('nats://nats:4222');
      expect(String(env.RUN_MIGRATIONS)).toBe('true');
      expect(env.BLOB_STORE).toBe('nats');
      expect(env.BUS_NAMESPACE).toBeTruthy();
      expect(env.LOG_LEVEL).toBeTruthy();
    });

    it('waits for healthy postgres and nats', () => {
      expect(svc().depends_on?.postgres?.condition).toBe('service_healthy');
      expect(svc().depends_on?.nats?.condition).toBe('service_healthy');
    });

    if (app === 'gateway') {
      it('is the only app with a published port: 3000', () => {
        expect(svc().ports).toEqual(['3000:3000']);
        expect(String(envOf(svc()).PORT)).toBe('3000');
      });
    } else {
      it('publishes no port (services talk over NATS only)', () => {
        expect(svc().ports).toBeUndefined();
        expect(String(envOf(svc()).HEALTH_PORT)).toBe('8080');
      });
    }

    it('runs read-only with a /tmp tmpfs and init', () => {
      expect(svc().read_only).toBe(true);
      expect(svc().tmpfs).toContain('/tmp');
      expect(svc().init).toBe(true);
    });
  });
});

describe('docker/Dockerfile', () => {
  const text = readFileSync(join(DOCKER, 'Dockerfile'), 'utf8');
  // Join continuation lines, drop comments.
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = lines.filter((l) => /^FROM\s/i.test(l)).map((l) => /\sAS\s+(\S+)/i.exec(l)?.[1]);
  const stageBody = (name: string) => {
    const start = lines.findIndex((l) => new RegExp(`^FROM\\s.*\\sAS\\s+${name}$`, 'i').test(l));
    const end = lines.findIndex((l, i) => i > start && /^FROM\s/i.test(l));
    return lines.slice(start + 1, end === -1 ? undefined : end);
  };

  it('has build, prod-deps and runtime stages on node 24 bookworm-slim (the package.json engines major)', () => {
    expect(stages).toEqual(['build', 'prod-deps', 'runtime']);
    expect(lines).toContain('ARG NODE_IMAGE=node:24-bookworm-slim');
    const engines: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node;
    expect(engines).toMatch(/^>=24\.\d+ <25$/);
  });

  it('bakes the release version into the runtime (APP_VERSION build arg, each app package.json beside its dist)', () => {
    const runtime = stageBody('runtime');
    expect(runtime).toContain('ARG APP_VERSION=');
    expect(runtime.join('\n')).toMatch(/APP_VERSION=\$\{APP_VERSION\}/);
    expect(stageBody('build').join('\n')).toMatch(/cp "\$\{d\}package\.json" "dist\/\$\{d\}package\.json"/);
  });

  it('builds with npm ci + npm run build and installs prod deps with --omit=dev', () => {
    expect(stageBody('build').join('\n')).toMatch(/npm ci\b[\s\S]*npm run build/);
    expect(stageBody('prod-deps').join('\n')).toMatch(/npm ci --omit=dev/);
  });

  it('installs with the project .npmrc, which skips the install script that would fetch CUDA libraries', () => {
    for (const stage of ['build', 'prod-deps']) {
      const body = stageBody(stage);
      const npmrc = body.findIndex((l) => /^COPY\s.*\.npmrc\s/.test(l));
      expect(npmrc).toBeGreaterThan(-1);
      expect(npmrc).toBeLessThan(body.findIndex((l) => /npm ci\b/.test(l)));
    }
    expect(readFileSync(join(ROOT, '.npmrc'), 'utf8')).toMatch(/^onnxruntime-node-install=skip$/m);
  });

  it('installs with the dependency patches in place, so npm ci applies them (postinstall: patch-package)', () => {
    for (const stage of ['build', 'prod-deps']) {
      const body = stageBody(stage);
      const patches = body.findIndex((l) => /^COPY\s+patches\s/.test(l));
      expect({ stage, patches: patches > -1 }).toEqual({ stage, patches: true });
      expect(patches).toBeLessThan(body.findIndex((l) => /npm ci\b/.test(l)));
    }
    const { scripts, dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(scripts.postinstall).toBe('patch-package --error-on-fail');
    // A runtime dependency: the prod-deps stage (--omit=dev) runs the postinstall too.
    expect(dependencies['patch-package']).toBeDefined();
  });

  it('copies only dist, node_modules and package.json into a non-root runtime', () => {
    const runtime = stageBody('runtime');
    const copies = runtime.filter((l) => /^COPY\s/i.test(l));
    expect(copies.map((l) => l.split(/\s+/).at(-2))).toEqual(['/src/node_modules', '/src/package.json', '/src/dist']);
    expect(copies.every((l) => /--from=(build|prod-deps)/.test(l))).toBe(true);
    expect(runtime.find((l) => /^USER\s/i.test(l))).toMatch(/^USER [1-9]\d*(:[1-9]\d*)?$/);
    expect(runtime.join('\n')).toMatch(/NODE_ENV=production/);
    expect(runtime).toContain('ARG APP');
    expect(runtime.join('\n')).toMatch(/ENV APP=\$\{APP\}/);
  });

  it('starts node on dist/apps/$APP/src/main.js with exec (node is PID 1 and gets SIGTERM)', () => {
    const entry = lines.find((l) => l.startsWith('ENTRYPOINT'));
    const argv = JSON.parse(entry!.replace(/^ENTRYPOINT\s+/, ''));
    expect(argv[0]).toBe('/bin/sh');
    expect(argv[2]).toMatch(/^exec node "\/app\/dist\/apps\/\$\{APP\}\/src\/main\.js" "\$@"$/);
  });

  it('has a BuildKit per-Dockerfile ignore file excluding node_modules, dist, .data and .git', () => {
    const ignore = join(DOCKER, 'Dockerfile.dockerignore');
    expect(existsSync(ignore)).toBe(true);
    const entries = readFileSync(ignore, 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const e of ['**/node_modules', 'dist', '.data', '.git']) expect(entries).toContain(e);
  });
});
