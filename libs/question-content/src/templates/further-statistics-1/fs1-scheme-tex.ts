/** TeX shared by the FS1 mark schemes: results a scheme quotes in more than one template. */
import { tex } from '../../math/tex.js';

/** The variance from a probability generating function, `G''(1) + G'(1) - (G'(1))^2`, for the named PGF. */
export const pgfVarianceTex = (g = tex`\mathrm{G}`) => tex`${g}''(1) + ${g}'(1) - \left(${g}'(1)\right)^{2}`;
