/** The images field on the overlay fixture, and kustomize's image.Split. */
import { splitImage } from './images.js';
import type { RenderedObject } from './kustomize-build.js';
import { find, renderFixture } from './test-fixtures.js';

let overlay: RenderedObject[];
beforeAll(() => {
  overlay = renderFixture('overlay');
});

describe('images', () => {
  const image = (kind: string, name: string, init = false) => {
    const o = find(overlay, kind, name);
    const pod = kind === 'CronJob' ? o.spec.jobTemplate.spec.template.spec : o.spec.template.spec;
    return (init ? pod.initContainers : pod.containers)[0].image;
  };

  it('sets tags, names and digests by image name, in containers and initContainers', () => {
    expect(image('Deployment', 'export')).toBe('practice/export:1.2.3');
    expect(image('Job', 'migrate')).toBe('practice/export:1.2.3');
    expect(image('CronJob', 'nightly')).toBe('practice/export:1.2.3');
    expect(image('Deployment', 'export', true)).toBe('registry.example.com:5000/tools/busybox:1.36');
    expect(image('Deployment', 'marking')).toBe('practice/marking@sha256:feedbeef');
    expect(image('StatefulSet', 'db')).toBe('registry.example.com/postgres:16.4');
  });

  it('leaves an image whose name only starts with the rule name alone', () => {
    expect(image('Deployment', 'export-worker')).toBe('practice/export-worker:0.9');
  });

  it("splits references like kustomize's image.Split", () => {
    expect(splitImage('localhost:5000/a/b:1@sha256:x')).toEqual({ name: 'localhost:5000/a/b', tag: '1', digest: 'sha256:x' });
    expect(splitImage('nginx')).toEqual({ name: 'nginx', tag: '', digest: '' });
  });
});
