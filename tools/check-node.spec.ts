import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import semver from 'semver';

/** The project runs on the Node of package.json "engines", not on whatever Node runs npm itself. */
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range: string = manifest.engines.node;
const script = new URL('./check-node.js', import.meta.url).pathname;

describe('the Node the project runs on', () => {
  it(`is the one the tests run on (${range})`, () => {
    expect({ node: process.version, satisfies: semver.satisfies(process.version, range) }).toEqual({
      node: process.version,
      satisfies: true,
    });
  });

  it('is pinned as the registry node devDependency, inside that range', () => {
    expect(semver.satisfies(manifest.devDependencies.node, range)).toBe(true);
  });

  it('passes the start-up check', () => {
    expect(() => execFileSync(process.execPath, [script], { stdio: 'pipe' })).not.toThrow();
  });
});
