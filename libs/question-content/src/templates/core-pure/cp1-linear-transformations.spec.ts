import { close, D4_ACTIONS, shoelace, trigValue } from '../../testing/checks.js';
import { det3Sarrus, times } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1TransformationTemplates } from './cp1-linear-transformations.js';
import { cp1TransformationMatrixImageInvariantTemplates } from './cp1-transformation-matrices-images-and-invariants.js';

/** The templates of cp1-transformation-matrices-images-and-invariants.ts are checked by the spec beside that file. */
const CHECKED_ELSEWHERE = new Set(cp1TransformationMatrixImageInvariantTemplates.map((t) => t.id));
const notIdentity = (m: number[][]) => expect(m.every((r, i) => r.every((v, j) => v === (i === j ? 1 : 0)))).toBe(false);
const apply = (m: number[][], v: number[]) =>
  times(
    m,
    v.map((x) => [x]),
  ).map((r) => r[0] + 0);

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(
  cp1TransformationTemplates.filter((t) => !CHECKED_ELSEWHERE.has(t.id)),
  {
    'cp1.transformations.triangle-image': (f) => {
      notIdentity(f.M);
      close(shoelace(f.images), f.area);
      close(shoelace(f.images.map((p: number[]) => apply(f.M, p))), f.area2);
    },
    'cp1.transformations.rotation-reflection-matrices': (f) => {
      const numeric = f.rotationTex.map((r: string[]) => r.map(trigValue));
      numeric.forEach((r: number[], i: number) => r.forEach((v, j) => close(v, f.rotation[i][j], 1e-12)));
      close(Math.atan2(numeric[1][0], numeric[0][0]), Math.atan2(Math.sin((f.k * Math.PI) / 12), Math.cos((f.k * Math.PI) / 12)));
      expect(D4_ACTIONS[`a reflection in ${f.line}`](f.p)).toEqual(f.image);
      const t = (f.k * Math.PI) / 12;
      close(f.rotated[0], f.p[0] * Math.cos(t) - f.p[1] * Math.sin(t), 1e-9);
      close(f.rotated[1], f.p[0] * Math.sin(t) + f.p[1] * Math.cos(t), 1e-9);
    },
    'cp1.transformations.stretch-enlargement': (f) => {
      close(f.image, f.area * Math.abs(f.S[0][0] * f.S[1][1] * f.N[0][0] * f.N[1][1]));
      expect(times(f.S, f.N)).toEqual(f.SN);
      apply(f.SN, [1, 1]); // shape check
      f.target.forEach((v: number, i: number) => close(f.SN[i][i] * f.source[i], v));
    },
    'cp1.transformations.composition': (f) => {
      for (const v of [
        [1, 0],
        [0, 1],
        [2, 3],
      ]) {
        const viaSteps = apply(f.second, apply(f.first, v));
        expect(apply(f.product, v)).toEqual(viaSteps);
        expect(D4_ACTIONS[f.single](v).map((x) => x + 0)).toEqual(viaSteps);
      }
      expect(f.single).not.toBe('the identity');
      notIdentity(f.product);
      expect(apply(f.second, apply(f.first, f.source))).toEqual(f.target);
      const v = [2, 5];
      expect(apply(f.reverse, v)).toEqual(apply(f.first, apply(f.second, v)));
      expect(f.commute).toBe(
        JSON.stringify(apply(f.first, apply(f.second, [1, 0])).concat(apply(f.first, apply(f.second, [0, 1])))) ===
          JSON.stringify(apply(f.product, [1, 0]).concat(apply(f.product, [0, 1]))),
      );
    },
    'cp1.transformations.rotation-3d': (f) => {
      expect(det3Sarrus(f.R)).toBe(1);
      const axis = [0, 0, 0];
      axis[f.axis] = 1;
      expect(apply(f.R, axis)).toEqual(axis);
      const [i, j] = [(f.axis + 1) % 3, (f.axis + 2) % 3];
      const ei = [0, 0, 0];
      ei[i] = 1;
      const img = apply(f.R, ei);
      close(img[i], Math.round(Math.cos((f.quarter * Math.PI) / 2)));
      close(img[j], Math.round(Math.sin((f.quarter * Math.PI) / 2)));
      expect(apply(f.R, f.p)).toEqual(f.image);
      const reflected = (v: number[]) => v.map((x, k) => (k === f.plane ? -x : x) + 0);
      for (const v of [
        [1, 2, 3],
        [-2, 0, 5],
      ])
        expect(apply(f.U, v)).toEqual(reflected(apply(f.R, v)));
      expect(det3Sarrus(f.U)).toBe(-1);
    },
    'cp1.transformations.inverse': (f) => {
      notIdentity(f.M);
      expect(apply(f.M, f.P)).toEqual(f.Q);
      // two points of l map onto y = g x + c
      const pts =
        f.coefY !== 0 ? [0, 1].map((x) => [x, (f.c - f.coefX * x) / f.coefY]) : [0, 1].map((y) => [(f.c - f.coefY * y) / f.coefX, y]);
      for (const p of pts) {
        const [X, Y] = apply(f.M, p);
        close(Y, f.g * X + f.c);
      }
      close(shoelace([[0, 0], f.P, f.Q]), f.opq);
    },
    'cp1.transformations.invariant-lines': (f) => {
      expect(f.m1).not.toBe(f.m2);
      for (const m of [f.m1, f.m2]) {
        const [x, y] = apply(f.M, [1, m]);
        close(y, m * x);
      }
      const p = [f.t, f.m1 * f.t];
      expect(apply(f.M, p)).toEqual(f.imageOf);
      expect(f.imageOf).not.toEqual(p);
      close(shoelace([[0, 0], apply(f.M, [1, 0]), apply(f.M, [0, 1])]) * 2 * f.A, f.imageArea);
    },
  },
);
