import { tex } from '../../math/tex.js';
import { texError } from '../../testing/tex-check.js';
import { pgfVarianceTex } from './fs1-scheme-tex.js';

describe('pgfVarianceTex', () => {
  it('writes the variance from a PGF for the named function, in TeX that renders', () => {
    expect(pgfVarianceTex()).toBe(String.raw`\mathrm{G}''(1) + \mathrm{G}'(1) - \left(\mathrm{G}'(1)\right)^{2}`);
    const forS = pgfVarianceTex(tex`\mathrm{G}_{S}`);
    expect(forS).toBe(String.raw`\mathrm{G}_{S}''(1) + \mathrm{G}_{S}'(1) - \left(\mathrm{G}_{S}'(1)\right)^{2}`);
    expect(texError(forS)).toBeNull();
  });
});
