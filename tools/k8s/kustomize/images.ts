/** The images field: kustomize's image reference splitting and matching, and the rewrite of container images. */
import { walkFieldSpec } from './field-specs.js';
import { idOf, kindOf, type Res } from './resources.js';
import { fail, isMap, only, str, type Json } from './yaml-input.js';

interface ImageRule {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

/** kustomize's image.Split: name, tag, digest of "[host[:port]/]path[:tag][@digest]". */
export function splitImage(image: string): { name: string; tag: string; digest: string } {
  let slash = image.indexOf('/');
  const search = slash > 0 ? image.slice(slash) : image;
  if (slash <= 0) slash = 0;
  let at = search.indexOf('@');
  let colon = search.indexOf(':');
  if (colon < 0 && at < 0) return { name: image, tag: '', digest: '' };
  if (at >= 0 && (at < colon || colon < 0)) {
    at += slash;
    return { name: image.slice(0, at), tag: '', digest: image.slice(at + 1) };
  }
  if (at >= 0 && colon >= 0) {
    at += slash;
    colon += slash;
    return { name: image.slice(0, colon), tag: image.slice(colon + 1, at), digest: image.slice(at + 1) };
  }
  colon += slash;
  return { name: image.slice(0, colon), tag: image.slice(colon + 1), digest: '' };
}

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The new image reference, or undefined when `image` is not `rule.name` (with any tag/digest). */
function retagImage(image: string, rule: ImageRule): string | undefined {
  // kustomize's IsImageMatched (the name is taken literally here; kustomize reads it as a regexp).
  const matched = new RegExp(`^${escapeRegex(rule.name)}(:[a-zA-Z0-9_.{}-]*)?(@sha256:[a-zA-Z0-9_.{}-]*)?$`).test(image);
  if (!matched) return undefined;
  let { name, tag, digest } = splitImage(image);
  if (rule.newName) name = rule.newName;
  if (rule.newTag && rule.digest) [tag, digest] = [rule.newTag, rule.digest];
  else if (rule.newTag) [tag, digest] = [rule.newTag, ''];
  else if (rule.digest) [tag, digest] = ['', rule.digest];
  return name + (tag ? `:${tag}` : '') + (digest ? `@${digest}` : '');
}

/** One entry of a kustomization's images (name + newName / newTag / digest). */
export function applyImage(resources: Res[], entry: Json, where: string): void {
  if (!isMap(entry)) fail(`${where}: expected a map`);
  only(entry, ['name', 'newName', 'newTag', 'digest'], where);
  const rule: ImageRule = {
    name: str(entry.name, `${where} name`) as string,
    newName: str(entry.newName, `${where} newName`, false),
    newTag: str(entry.newTag, `${where} newTag`, false),
    digest: str(entry.digest, `${where} digest`, false),
  };
  if (!rule.name) fail(`${where}: name is empty`);
  const update = (container: Json, id: string) => {
    if (!isMap(container) || container.image === undefined || container.image === null) return;
    if (typeof container.image !== 'string') fail(`${where}: ${id} has a non-string image`);
    const next = retagImage(container.image, rule);
    if (next !== undefined) container.image = next;
  };
  for (const r of resources) {
    if (kindOf(r.obj) === 'CustomResourceDefinition') continue;
    // kustomize's LegacyFilter: every list called containers or initContainers, anywhere ...
    const walk = (node: Json) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (isMap(node)) {
        for (const [key, value] of Object.entries(node)) {
          walk(value);
          if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) value.forEach((c) => update(c, idOf(r)));
        }
      }
    };
    walk(r.obj);
    // ... then its images field specs.
    for (const path of [
      'spec/containers[]/image',
      'spec/initContainers[]/image',
      'spec/template/spec/containers[]/image',
      'spec/template/spec/initContainers[]/image',
    ]) {
      walkFieldSpec(r.obj, path, false, (holder) => update(holder, idOf(r)), `${where} ${idOf(r)}`);
    }
  }
}
