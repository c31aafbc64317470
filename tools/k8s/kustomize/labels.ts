/** The labels field: pairs on every object's metadata and, with includeTemplates, on its pod templates. */
import { specMatches, walkFieldSpec, type FieldSpec } from './field-specs.js';
import { idOf, type Res } from './resources.js';
import { fail, isMap, only, str, type Json } from './yaml-input.js';

/** kustomize's templateLabels field specs (api/internal/konfig/builtinpluginconsts, v5.5.0). */
const TEMPLATE_LABEL_SPECS: FieldSpec[] = [
  { path: 'metadata/labels' },
  { path: 'spec/template/metadata/labels', version: 'v1', kind: 'ReplicationController' },
  { path: 'spec/template/metadata/labels', kind: 'Deployment' },
  { path: 'spec/template/metadata/labels', kind: 'ReplicaSet' },
  { path: 'spec/template/metadata/labels', kind: 'DaemonSet' },
  { path: 'spec/template/metadata/labels', group: 'apps', kind: 'StatefulSet' },
  { path: 'spec/volumeClaimTemplates[]/metadata/labels', group: 'apps', kind: 'StatefulSet' },
  { path: 'spec/template/metadata/labels', group: 'batch', kind: 'Job' },
  { path: 'spec/jobTemplate/metadata/labels', group: 'batch', kind: 'CronJob' },
  { path: 'spec/jobTemplate/spec/template/metadata/labels', group: 'batch', kind: 'CronJob' },
];

/** One entry of a kustomization's labels (includeSelectors false only). */
export function applyLabels(resources: Res[], l: Json, where: string): void {
  if (!isMap(l)) fail(`${where}: expected a map`);
  only(l, ['pairs', 'includeSelectors', 'includeTemplates'], where);
  if (l.includeSelectors !== undefined && typeof l.includeSelectors !== 'boolean') fail(`${where}: includeSelectors must be a boolean`);
  if (l.includeTemplates !== undefined && typeof l.includeTemplates !== 'boolean') fail(`${where}: includeTemplates must be a boolean`);
  if (l.includeSelectors) fail(`${where}: includeSelectors: true is not supported (it also rewrites selectors)`);
  if (!isMap(l.pairs)) fail(`${where}: pairs must be a map`);
  const pairs = l.pairs;
  for (const [k, v] of Object.entries(pairs)) str(v, `${where} pairs.${k}`);
  const specs = l.includeTemplates ? TEMPLATE_LABEL_SPECS : TEMPLATE_LABEL_SPECS.slice(0, 1);
  for (const r of resources) {
    for (const fs of specs) {
      if (!specMatches(fs, r.obj)) continue;
      walkFieldSpec(
        r.obj,
        fs.path,
        true,
        (holder, key) => {
          if (holder[key] === undefined || holder[key] === null) holder[key] = {};
          const labels = holder[key];
          if (!isMap(labels)) fail(`${where}: ${idOf(r)} ${fs.path} is not a map`);
          Object.assign(labels, pairs);
        },
        `${where} ${idOf(r)}`,
      );
    }
  }
}
