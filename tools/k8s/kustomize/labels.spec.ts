/** The labels field on the base fixture: on every object, on pod templates with includeTemplates, never on selectors. */
import type { RenderedObject } from './kustomize-build.js';
import { find, renderFixture } from './test-fixtures.js';

let base: RenderedObject[];
beforeAll(() => {
  base = renderFixture('base');
});

describe('labels', () => {
  it('go on every object and, with includeTemplates, on every pod template', () => {
    for (const o of base) expect(o.metadata.labels).toMatchObject({ 'app.kubernetes.io/part-of': 'demo', team: 'platform' });
    const templates = [
      find(base, 'Deployment', 'export').spec.template,
      find(base, 'StatefulSet', 'db').spec.template,
      find(base, 'StatefulSet', 'db').spec.volumeClaimTemplates[0],
      find(base, 'Job', 'migrate').spec.template,
      find(base, 'CronJob', 'nightly').spec.jobTemplate,
      find(base, 'CronJob', 'nightly').spec.jobTemplate.spec.template,
    ];
    for (const t of templates) expect(t.metadata.labels['app.kubernetes.io/part-of']).toBe('demo');
  });

  it('without includeTemplates stay on the object itself; selectors are never touched', () => {
    expect(find(base, 'Deployment', 'export').spec.template.metadata.labels.team).toBeUndefined();
    expect(find(base, 'Deployment', 'export').spec.selector).toEqual({ matchLabels: { app: 'export' } });
    expect(find(base, 'Service', 'export').spec.selector).toEqual({ app: 'export' });
  });
});
