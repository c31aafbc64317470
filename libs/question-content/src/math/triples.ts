/** Pythagorean triples: right-angled triangles with whole sides, so their sines, cosines and tangents are rational. */

/** [a, b, c] with a^2 + b^2 = c^2, each triangle both ways round. */
export const PYTHAGOREAN_TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [15, 8, 17],
];
