/** What the kustomize specs share: the fixtures in tools/k8s/kustomize-fixtures/, kubectl's renders of them, and a finder. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { kustomizeBuild, type RenderedObject } from './kustomize-build.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The fixtures exercise every feature the renderer implements; *.kubectl.yaml beside them is
 * what `kubectl kustomize` (kubectl 1.32.4, kustomize v5.5.0) rendered for them.
 */
export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'kustomize-fixtures');

/** Renders the fixture `name` (base or overlay) with the renderer. */
export const renderFixture = (name: string): RenderedObject[] => kustomizeBuild(join(FIXTURES, name));

/** What kubectl kustomize rendered for the fixture `name` (its `<name>.kubectl.yaml`). */
export const kubectlRendered = (name: string): unknown[] =>
  parseAllDocuments(readFileSync(join(FIXTURES, `${name}.kubectl.yaml`), 'utf8'))
    .map((d) => d.toJS())
    .filter((o) => o != null);

/** The rendered object of that kind and name (or name plus a hash suffix); throws when there is none. */
export const find = (objs: RenderedObject[], kind: string, name: string): any => {
  const o = objs.find((x) => x.kind === kind && (x.metadata.name === name || x.metadata.name.startsWith(`${name}-`)));
  if (!o) throw new Error(`${kind}/${name} not rendered`);
  return o;
};
