import { metricsExposition } from '../metrics-registry.js';

/** For specs: the value of one sample of this process's exposition (`name{labels}` as written), or undefined when it is absent. */
export async function metricSample(line: string): Promise<number | undefined> {
  const found = (await metricsExposition()).body.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}
