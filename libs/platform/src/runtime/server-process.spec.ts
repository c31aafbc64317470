import { execFileSync, spawnSync } from 'node:child_process';
import { SERVER_V8_FLAGS, serverV8FlagsToSet } from './server-process.js';

describe('serverV8FlagsToSet', () => {
  it('sets every server flag when the command line names none of them', () => {
    expect(serverV8FlagsToSet([])).toEqual(SERVER_V8_FLAGS);
    expect(serverV8FlagsToSet(['--enable-source-maps', '--max-old-space-size=512', '--trace-gc'])).toEqual(SERVER_V8_FLAGS);
  });

  it.each(['--allocation-site-pretenuring', '--no-allocation-site-pretenuring', '--allocation_site_pretenuring'])(
    'leaves the flag to the operator when the command line sets it (%s)',
    (arg) => {
      expect(serverV8FlagsToSet([arg])).toEqual(['--heap-growing-percent=200']);
    },
  );

  it('leaves a flag with a value to the operator whatever value the command line gives it', () => {
    expect(serverV8FlagsToSet(['--heap-growing-percent=50'])).toEqual(['--no-allocation-site-pretenuring']);
    expect(serverV8FlagsToSet(['--heap_growing_percent=0', '--allocation-site-pretenuring'])).toEqual([]);
  });
});

describe('the server V8 flags on this Node', () => {
  // Every object from one literal site stays alive, which is what makes V8 pretenure a site.
  const workload = `for (const flag of JSON.parse(process.env.SERVER_FLAGS)) require('node:v8').setFlagsFromString(flag);
    const kept = [];
    for (let i = 0; i < 300000; i++) kept.push({ i, pair: [i, i + 1] });`;

  /** How many allocation sites V8 decided to pretenure while the workload ran. */
  const pretenureDecisions = (flags: readonly string[]): number => {
    // A 1 MB semi-space makes the workload survive enough scavenges for V8 to decide; Node 24's
    // default young generation is large enough that it often decides nothing.
    const trace = execFileSync(process.execPath, ['--max-semi-space-size=1', '--trace-pretenuring-statistics', '-e', workload], {
      env: { ...process.env, NODE_OPTIONS: '', SERVER_FLAGS: JSON.stringify(flags) },
      encoding: 'utf8',
    });
    return trace.split('\n').filter((line) => line.includes('=> tenure')).length;
  };

  // setFlagsFromString ignores a flag V8 does not know; the command line refuses it.
  it.each(SERVER_V8_FLAGS)('include only flags that this V8 knows (%s)', (flag) => {
    expect(spawnSync(process.execPath, [flag, '-e', '0'], { env: { ...process.env, NODE_OPTIONS: '' } }).status).toBe(0);
    expect(
      spawnSync(process.execPath, [`${flag.split('=')[0]}-misspelt`, '-e', '0'], { env: { ...process.env, NODE_OPTIONS: '' } }).status,
    ).not.toBe(0);
  });

  it('stop pretenuring when the process sets them at run time, as server processes do', () => {
    expect(pretenureDecisions([])).toBeGreaterThan(0);
    expect(pretenureDecisions(SERVER_V8_FLAGS)).toBe(0);
  });
});
