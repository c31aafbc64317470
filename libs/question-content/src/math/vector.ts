/** 3D vector arithmetic on number triples. */
import { gcd } from './rational.js';

export type Vec = number[];

export const dot = (a: Vec, b: Vec): number => a.reduce((s, v, i) => s + v * b[i], 0);
export const cross = ([a1, a2, a3]: Vec, [b1, b2, b3]: Vec): Vec => [a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1];
export const vsub = (a: Vec, b: Vec): Vec => a.map((v, i) => v - b[i]);
export const vadd = (a: Vec, b: Vec): Vec => a.map((v, i) => v + b[i]);
export const vscale = (a: Vec, k: number): Vec => a.map((v) => v * k);
export const norm = (a: Vec): number => Math.sqrt(dot(a, a));
/** Divides out the common factor of an integer vector. */
export const primitive = (a: Vec): Vec => {
  const g = a.reduce((s, v) => gcd(s, v), 0) || 1;
  return a.map((v) => v / g);
};
