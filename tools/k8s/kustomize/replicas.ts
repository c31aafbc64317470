/** The replicas field: sets spec.replicas of the workloads with the given name. */
import { walkFieldSpec } from './field-specs.js';
import { allNames, idOf, kindOf, type Res } from './resources.js';
import { fail, isMap, only, str, type Json } from './yaml-input.js';

const REPLICA_KINDS = ['Deployment', 'ReplicationController', 'ReplicaSet', 'StatefulSet'];

/** One entry of a kustomization's replicas (name + count). */
export function applyReplicas(resources: Res[], entry: Json, where: string): void {
  if (!isMap(entry)) fail(`${where}: expected a map`);
  only(entry, ['name', 'count'], where);
  const name = str(entry.name, `${where} name`) as string;
  const count = entry.count;
  if (typeof count !== 'number' || !Number.isInteger(count)) fail(`${where}: count must be an integer`);
  let found = false;
  for (const kind of REPLICA_KINDS) {
    for (const r of resources) {
      if (kindOf(r.obj) !== kind || !allNames(r).includes(name)) continue;
      found = true;
      walkFieldSpec(r.obj, 'spec/replicas', true, (holder, key) => (holder[key] = count), `${where} ${idOf(r)}`);
    }
  }
  if (!found) fail(`${where}: resource with name ${name} does not match a config with the following GVK [${REPLICA_KINDS.join(' ')}]`);
}
