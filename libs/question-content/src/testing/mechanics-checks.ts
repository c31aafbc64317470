/** Test support: exact checks of the printed values of the mechanics templates (g = 49/5, rounding checked exactly). */
import { R, roundsFrom, roundsFromRoot } from '../templates/further-mechanics-1/fm1-exact.js';

export const g = R.frac(49, 5);
export const q = (x: number | number[]) => (Array.isArray(x) ? R.frac(x[0], x[1]) : R.of(x));
export const ok = (printed: string, exact: R) => expect([printed, roundsFrom(printed, exact)]).toEqual([printed, true]);
export const okRoot = (printed: string, square: R) => expect([printed, roundsFromRoot(printed, square)]).toEqual([printed, true]);
export const readExact = (t: string): R => {
  const m = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(t);
  return m ? R.frac((m[1] ? -1 : 1) * Number(m[2]), Number(m[3])) : R.of(t);
};
export const same = (printed: string, exact: R) =>
  expect([printed, readExact(printed).cmp(exact) === 0 || roundsFrom(printed, exact)]).toEqual([printed, true]);
export const ijValue = (t: string): R[] => {
  const out = [R.of(0), R.of(0)];
  for (const [, sign, body, axis] of t.matchAll(/(-|\+)?\s*((?:\\frac\{\d+\}\{\d+\})|[\d.]*)\\mathbf\{(i|j)\}/g)) {
    const frac = /\\frac\{(\d+)\}\{(\d+)\}/.exec(body);
    const mag = frac ? R.frac(Number(frac[1]), Number(frac[2])) : body === '' ? R.of(1) : R.of(body);
    out[axis === 'i' ? 0 : 1] = sign === '-' ? mag.neg() : mag;
  }
  return out;
};
/** Kinetic energy lost in a direct impact: the reduced mass m1 m2 / (m1 + m2), times 1 - e^2, times the approach speed squared, over 2. */
export const impactLoss = (m1: R, m2: R, approach: R, e: R): R =>
  m1.mul(m2).div(m1.add(m2)).mul(R.of(1).sub(e.sq())).mul(approach.sq()).div(2);
