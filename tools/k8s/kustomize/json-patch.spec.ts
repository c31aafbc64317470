/** JSON 6902 patches: target selection on the overlay fixture, and add / replace / remove as evanphx/json-patch v4. */
import { applyJsonPatch } from './json-patch.js';
import type { RenderedObject } from './kustomize-build.js';
import { find, renderFixture } from './test-fixtures.js';

let overlay: RenderedObject[];
beforeAll(() => {
  overlay = renderFixture('overlay');
});

describe('patches (JSON 6902)', () => {
  it('a target by kind patches every object of that kind (and adds to a missing annotations map)', () => {
    for (const name of ['export', 'marking', 'export-worker']) {
      expect(find(overlay, 'Deployment', name).metadata.annotations).toEqual({ 'example.com/patched': 'true' });
    }
    expect(find(overlay, 'StatefulSet', 'db').metadata.annotations).toBeUndefined();
  });

  it('a target name is an anchored regular expression', () => {
    const limits = (name: string) => find(overlay, 'Deployment', name).spec.template.spec.containers[0].resources.limits;
    expect(limits('export')).toEqual({ cpu: '2', memory: '1Gi' });
    expect(limits('marking')).toEqual({ cpu: '2', memory: '1Gi' });
    expect(limits('export-worker')).toEqual({ cpu: '1' });
    expect(find(overlay, 'StatefulSet', 'db').spec.serviceName).toBeUndefined(); // name "d." with group apps
    // name "export" (no ^ or $ in the fixture) selects export only, not export-worker
    expect(find(overlay, 'Deployment', 'export').spec.minReadySeconds).toBe(5);
    expect(find(overlay, 'Deployment', 'export-worker').spec.minReadySeconds).toBeUndefined();
  });

  it('applies add, replace and remove like evanphx/json-patch v4', () => {
    const doc: any = { metadata: { name: 'x' }, spec: { list: [1, 2], 'a/b': { '~': 1 } } };
    applyJsonPatch(
      doc,
      [
        { op: 'add', path: '/spec/list/-', value: 3 },
        { op: 'add', path: '/spec/list/0', value: 0 },
        { op: 'remove', path: '/spec/list/1' },
        { op: 'replace', path: '/spec/a~1b/~0', value: 2 },
        { op: 'replace', path: '/spec/missing', value: 'added' }, // v4: replace of a missing key adds it
      ],
      'test',
    );
    expect(doc.spec).toEqual({ list: [0, 2, 3], 'a/b': { '~': 2 }, missing: 'added' });
    expect(() => applyJsonPatch(doc, [{ op: 'remove', path: '/spec/nope' }], 'test')).toThrow(/missing key/);
    expect(() => applyJsonPatch(doc, [{ op: 'add', path: '/spec/nope/x', value: 1 }], 'test')).toThrow(/missing path/);
    expect(() => applyJsonPatch(doc, [{ op: 'add', path: '/spec/list/9', value: 1 }], 'test')).toThrow(/out of range/);
  });
});
