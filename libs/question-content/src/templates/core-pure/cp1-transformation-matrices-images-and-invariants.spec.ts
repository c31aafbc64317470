import { close, shoelace, trigValue } from '../../testing/checks.js';
import { det3Sarrus, simpson, times } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1TransformationMatrixImageInvariantTemplates } from './cp1-transformation-matrices-images-and-invariants.js';

const notIdentity = (m: number[][]) => expect(m.every((r, i) => r.every((v, j) => v === (i === j ? 1 : 0)))).toBe(false);
const apply = (m: number[][], v: number[]) =>
  times(
    m,
    v.map((x) => [x]),
  ).map((r) => r[0] + 0);
const rot = (deg: number) => {
  const t = (deg * Math.PI) / 180;
  return [
    [Math.cos(t), -Math.sin(t)],
    [Math.sin(t), Math.cos(t)],
  ];
};
const closeM = (a: number[][], b: number[][]) => a.forEach((r, i) => r.forEach((v, j) => close(v, b[i][j], 1e-9)));

/** Gradient of a printed mirror line `y = ...x`, by evaluating its surds; Infinity for x = 0. */
function gradient(line: string): number {
  if (line === 'x = 0') return Infinity;
  const body = line.replace(/^y = /, '').replace(/x$/, '');
  if (body === '0' || body === '') return body === '' ? 1 : 0;
  if (body === '-') return -1;
  const js = body.replace(/\\frac\{\\sqrt\{3\}\}\{3\}/g, '(Math.sqrt(3)/3)').replace(/\\sqrt\{3\}/g, 'Math.sqrt(3)');
  return Function(`return ${js}`)() as number;
}
const reflection = (m: number) =>
  m === Infinity
    ? [
        [-1, 0],
        [0, 1],
      ]
    : [
        [(1 - m * m) / (1 + m * m), (2 * m) / (1 + m * m)],
        [(2 * m) / (1 + m * m), (m * m - 1) / (1 + m * m)],
      ];

/** What a description names, rebuilt from its words. */
const NAMED: Record<string, number[][]> = {
  'reflection in the x-axis': [
    [1, 0],
    [0, -1],
  ],
  'reflection in the y-axis': [
    [-1, 0],
    [0, 1],
  ],
  'reflection in y = x': [
    [0, 1],
    [1, 0],
  ],
  'reflection in y = -x': [
    [0, -1],
    [-1, 0],
  ],
  'rotation 90 anticlockwise': rot(90),
  'rotation 180': rot(180),
  'rotation 90 clockwise': rot(-90),
  'stretch x 2': [
    [2, 0],
    [0, 1],
  ],
  'stretch y 2': [
    [1, 0],
    [0, 2],
  ],
  'stretch x 3': [
    [3, 0],
    [0, 1],
  ],
  'stretch y 3': [
    [1, 0],
    [0, 3],
  ],
  'enlargement -2': [
    [-2, 0],
    [0, -2],
  ],
  'enlargement 2': [
    [2, 0],
    [0, 2],
  ],
  'enlargement 3': [
    [3, 0],
    [0, 3],
  ],
};
const PLANE_NORMALS: Record<string, number[]> = {
  'x = 0': [1, 0, 0],
  'y = 0': [0, 1, 0],
  'z = 0': [0, 0, 1],
  'y = x': [1, -1, 0],
  'z = x': [1, 0, -1],
  'z = y': [0, 1, -1],
};

/** Independent re-derivations: substitution back, numerical trigonometry, parsing printed lines, quadrature. */
verifyTemplates(cp1TransformationMatrixImageInvariantTemplates, {
  'cp1.transformations.matrix-from-images': (f) => {
    expect(apply(f.M, f.P1)).toEqual(f.Q1);
    expect(apply(f.M, f.P2)).toEqual(f.Q2);
    close(shoelace([[0, 0], f.Q1, f.Q2]), f.area);
    const [u, v] = apply(f.M, [1, f.s]);
    close(v, f.slope * u);
    expect(f.M).not.toEqual([
      [1, 0],
      [0, 1],
    ]);
  },
  'cp1.transformations.image-of-line': (f) => {
    for (const t of [0, 1, -2]) {
      const [X, Y] = apply(f.M, [t, f.m * t + f.c]);
      close(f.eq[0] * Y + f.eq[1] * X, f.eq[2]);
    }
    close(f.where[1], f.m * f.where[0] + f.c);
    close(apply(f.M, f.where)[1], 0, 1e-9);
  },
  'cp1.transformations.identify-rotation': (f) => {
    closeM(
      f.rotation.map((r: string[]) => r.map(trigValue)),
      rot(f.k * 15),
    );
    closeM(
      f.power.map((r: string[]) => r.map(trigValue)),
      rot(f.k * f.n * 15),
    );
    apply(rot(f.k * 15), f.p).forEach((v, i) => close(f.image[i], v, 1e-9));
  },
  'cp1.transformations.reflection-line': (f) => {
    const F = f.F.map((r: string[]) => r.map(trigValue));
    closeM(F, reflection(gradient(f.line)));
    const G = f.G.map((r: string[]) => r.map(trigValue));
    closeM(G, times(rot(f.alpha), F));
    closeM(G, reflection(gradient(f.line2)));
    apply(F, f.p).forEach((v, i) => close(f.image[i], v, 1e-9));
  },
  'cp1.transformations.enlargement-rotation': (f) => {
    close(f.r * f.r, f.a * f.a + f.b * f.b);
    let angle = (Math.acos(f.a / f.r) * 180) / Math.PI;
    if (f.b < 0) angle = 360 - angle;
    expect(f.angle).toBe(Math.round(angle * 10) / 10);
    expect(f.image).toBe(f.S * (f.a * f.a + f.b * f.b));
  },
  'cp1.transformations.stretch-circle': (f) => {
    for (const t of [0.3, 1.1, 2.5]) {
      const [X, Y] = apply(f.M, [f.rho * Math.cos(t), f.rho * Math.sin(t)]);
      close((X * X) / (f.a * f.a) + (Y * Y) / (f.b * f.b), 1);
    }
    close(4 * simpson((x) => f.b * Math.sqrt(Math.max(0, 1 - (x * x) / (f.a * f.a))), 0, f.a, 20000), f.area, 1e-4);
    closeM(times(f.inv, f.M), [
      [1, 0],
      [0, 1],
    ]);
  },
  'cp1.transformations.rotation-and-stretch-order': (f) => {
    const S = f.alongX
      ? [
          [f.f, 0],
          [0, 1],
        ]
      : [
          [1, 0],
          [0, f.f],
        ];
    const R = rot(f.theta);
    closeM(f.SR, times(S, R));
    closeM(f.RS, times(R, S));
    apply(S, apply(R, f.P)).forEach((v, i) => close(f.i1[i], v));
    apply(R, apply(S, f.P)).forEach((v, i) => close(f.i2[i], v));
    expect(f.same).toBe(f.theta === 180);
    notIdentity(f.SR);
    notIdentity(f.RS);
  },
  'cp1.transformations.find-second-transformation': (f) => {
    expect(times(f.B, f.A)).toEqual(f.C);
    [f.A, f.B, f.C].forEach(notIdentity);
    closeM(f.B, NAMED[f.name]);
    expect(f.dA).toBe(f.A[0][0] * f.A[1][1] - f.A[0][1] * f.A[1][0]);
  },
  'cp1.transformations.volume-scale-3d': (f) => {
    const withK = (k: number) => f.M.map((r: number[], i: number) => r.map((v, j) => (i === f.i && j === f.j ? k : v)));
    close(Math.abs(det3Sarrus(withK(f.k1))) * f.V, f.W);
    close(Math.abs(det3Sarrus(withK(f.k2))) * f.V, f.W, 1e-9);
    expect(f.k2).not.toBe(f.k1);
    close(det3Sarrus(withK(f.kStar)), 0, 1e-9);
    expect(apply(withK(f.k1), f.p)).toEqual(f.image);
    notIdentity(withK(f.k1));
  },
  'cp1.transformations.reflection-plane-3d': (f) => {
    const n = PLANE_NORMALS[f.plane];
    expect(apply(f.M, n)).toEqual(n.map((x) => -x + 0));
    expect(det3Sarrus(f.M)).toBe(-1);
    expect(apply(f.N, apply(f.M, f.p))).toEqual(f.image);
    expect(det3Sarrus(f.U)).toBe(-1);
    const axis = [0, 0, 0];
    axis[f.axis] = 1;
    expect(apply(f.N, axis)).toEqual(axis);
  },
  'cp1.transformations.inverse-composite': (f) => {
    expect(apply(f.N, apply(f.M, f.P))).toEqual(f.Q);
    [f.M, f.N, f.NM].forEach(notIdentity);
    close(
      f.S * Math.abs(f.d),
      Math.abs(
        det3Sarrus([
          [...f.NM[0], 0],
          [...f.NM[1], 0],
          [0, 0, 1],
        ]),
      ) * f.S,
    );
  },
  'cp1.transformations.original-triangle': (f) => {
    f.pts.forEach((p: number[], i: number) => expect(apply(f.M, p)).toEqual(f.images[i]));
    close(shoelace(f.pts), f.area);
    close(shoelace(f.images), f.imageArea);
  },
  'cp1.transformations.line-of-invariant-points': (f) => {
    for (const x of [1, -2]) expect(apply(f.M, [x, f.m1 * x])).toEqual([x, f.m1 * x].map((v) => v + 0));
    for (const c of [1, -3])
      for (const t of [0, 2]) {
        const [X, Y] = apply(f.M, [t, f.m2 * t + c]);
        close(Y - f.m2 * X, c);
      }
    expect(apply(f.M, [0, f.c0])).toEqual(f.image);
    close(f.meet[1], f.m1 * f.meet[0]);
    close(f.meet[1], f.m2 * f.meet[0] + f.c0);
    expect(f.M).not.toEqual([
      [1, 0],
      [0, 1],
    ]);
  },
  'cp1.transformations.invariant-line-3d': (f) => {
    expect(det3Sarrus(f.M)).toBe(f.D);
    expect(f.D).not.toBe(0);
    notIdentity(f.M);
    for (const t of [1, -2])
      expect(
        apply(
          f.M,
          f.d.map((v: number) => t * v),
        ),
      ).toEqual(f.d.map((v: number) => t * v + 0));
    // only a line: M - I has a non-zero 2 x 2 minor, so its kernel is one-dimensional
    const A = f.M.map((r: number[], i: number) => r.map((v, j) => v - (i === j ? 1 : 0)));
    const minors = [0, 1, 2].flatMap((r1) =>
      [0, 1, 2].flatMap((r2) =>
        [
          [0, 1],
          [0, 2],
          [1, 2],
        ].map(([c1, c2]) => (r1 < r2 ? A[r1][c1] * A[r2][c2] - A[r1][c2] * A[r2][c1] : 0)),
      ),
    );
    expect(minors.some((m) => m !== 0)).toBe(true);
    expect(A.flat().some((v: number) => v !== 0)).toBe(true);
    const cosToNormal =
      Math.abs(f.d.reduce((s: number, v: number, i: number) => s + v * f.n[i], 0)) / (Math.hypot(...f.d) * Math.hypot(...f.n));
    // A line along the normal has a cosine a rounding error above 1: the angle is 90, never NaN.
    expect(Number.isFinite(f.angle)).toBe(true);
    expect(f.angle).toBe(Math.round((90 - (Math.acos(Math.min(1, cosToNormal)) * 180) / Math.PI) * 10) / 10);
  },
});
