/** The replicas field on the overlay fixture. */
import type { RenderedObject } from './kustomize-build.js';
import { find, renderFixture } from './test-fixtures.js';

let overlay: RenderedObject[];
beforeAll(() => {
  overlay = renderFixture('overlay');
});

describe('replicas', () => {
  it('sets the count by name', () => {
    expect(find(overlay, 'Deployment', 'export').spec.replicas).toBe(3);
    expect(find(overlay, 'StatefulSet', 'db').spec.replicas).toBe(2);
    expect(find(overlay, 'Deployment', 'marking').spec.replicas).toBeUndefined();
  });
});
