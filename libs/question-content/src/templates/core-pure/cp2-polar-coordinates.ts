/** Book 2 chapter 5 templates: polar equations, sketches, areas and tangents. Spread into cp2VolumePolarTemplates. */
import { add, frac, mul, SMALL_RATIONALS, sub, type Frac, type FracLike } from '../../math/rational.js';
import { fracTex, piTex, sf, surdTex, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { reseeded } from '../../random.js';
import { polarCurveDiagram } from './cp2-volumes-de-shared.js';

const P = 'cp2-polar-coordinates';
const co = (n: number) => (n === 1 ? '' : String(n));
/** c * sqrt(s) as TeX, s = 1 meaning rational. */
const surdTimes = (c: FracLike, s: number) => terms([[c, s === 1 ? '' : `\\sqrt{${s}}`]]);

type Family = 'y2' | 'x2';
/** Per unit a: r on the half-line, then x and y of the point, each as [coefficient, surd]. */
const PARABOLA_POINTS: Record<Family, Record<number, [Frac, number][]>> = {
  y2: {
    6: [
      [frac(8), 3],
      [frac(12), 1],
      [frac(4), 3],
    ],
    4: [
      [frac(4), 2],
      [frac(4), 1],
      [frac(4), 1],
    ],
    3: [
      [frac(8, 3), 1],
      [frac(4, 3), 1],
      [frac(4, 3), 3],
    ],
  },
  x2: {
    6: [
      [frac(8, 3), 1],
      [frac(4, 3), 3],
      [frac(4, 3), 1],
    ],
    4: [
      [frac(4), 2],
      [frac(4), 1],
      [frac(4), 1],
    ],
    3: [
      [frac(8), 3],
      [frac(4), 3],
      [frac(12), 1],
    ],
  },
};

const parabolaPolar: QuestionTemplate = {
  id: 'cp2.polar.parabola-conversion',
  subtopicId: `${P}.polar-equations`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['polar coordinates', 'Cartesian equations', 'parabolas'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.parabola-conversion');
    const family = rng.pick<Family>(['y2', 'x2']);
    const [a, alphaDen, d] = [rng.int(1, 9), rng.pick([6, 4, 3]), rng.nonZero(-6, 6)];
    const [[rc, rs], [xc, xs], [yc, ys]] = PARABOLA_POINTS[family][alphaDen];
    const alpha = piTex(frac(1, alphaDen));
    const cartesian = family === 'y2' ? tex`y^{2} = ${4 * a}x` : tex`x^{2} = ${4 * a}y`;
    const polar = family === 'y2' ? tex`r = \frac{${4 * a}\cos\theta}{\sin^{2}\theta}` : tex`r = \frac{${4 * a}\sin\theta}{\cos^{2}\theta}`;
    const r = surdTimes(mul(rc, a), rs);
    const [x, y] = [surdTimes(mul(xc, a), xs), surdTimes(mul(yc, a), ys)];
    return {
      title: 'A parabola in polar form',
      introTex: rng.pick([
        tex`The curve \(C\) has Cartesian equation \(${cartesian}\).`,
        tex`A parabola \(C\) has Cartesian equation \(${cartesian}\), and its polar form is to be used to locate points on it.`,
      ]),
      parts: [
        part(tex`Show that a polar equation of \(C\) is \(${polar}\), for values of \(\theta\) where the denominator is not zero.`, polar, [
          mark(
            'M1',
            tex`Substitutes \(x = r\cos\theta\) and \(y = r\sin\theta\)`,
            family === 'y2' ? tex`r^{2}\sin^{2}\theta = ${4 * a}r\cos\theta` : tex`r^{2}\cos^{2}\theta = ${4 * a}r\sin\theta`,
          ),
          mark('A1*', tex`Divides by \(r\) (\(r = 0\) is the pole, which lies on \(C\)) to the printed answer, cso`, polar, ['a.1']),
        ]),
        part(
          tex`The half-line \(\theta = ${alpha}\) meets \(C\) at the pole and at the point \(P\). Find the exact polar coordinates of \(P\), and hence the exact Cartesian coordinates of \(P\).`,
          tex`\left(${r}, ${alpha}\right); \; \left(${x}, ${y}\right)`,
          [
            mark('M1', tex`Substitutes \(\theta = ${alpha}\) into the polar equation with exact trigonometric values`, tex`r = ${r}`),
            mark('A1', 'Correct exact polar coordinates', tex`\left(${r}, ${alpha}\right)`, ['b.1']),
            mark(
              'M1',
              tex`Uses \(x = r\cos\theta\) and \(y = r\sin\theta\) with their \(r\)`,
              tex`x = ${r}\cos ${alpha}, \; y = ${r}\sin ${alpha}`,
            ),
            mark('A1ft', tex`Correct exact Cartesian coordinates for their \(r\)`, tex`\left(${x}, ${y}\right)`, ['b.3']),
          ],
        ),
        part(tex`Write down a polar equation of the line with Cartesian equation \(x = ${d}\).`, tex`r\cos\theta = ${d}`, [
          mark('B1', 'Correct polar equation, any equivalent form', tex`r = ${d}\sec\theta`),
        ]),
      ],
      notes: [
        tex`(a) The pole satisfies both forms; dividing by \(r\) loses only the pole.`,
        tex`(b) A1ft: follow through their exact \(r\); the point can be checked in the Cartesian equation.`,
      ],
      facts: {
        family,
        a,
        alpha: Math.PI / alphaDen,
        r: (rc.n / rc.d) * a * Math.sqrt(rs),
        x: (xc.n / xc.d) * a * Math.sqrt(xs),
        y: (yc.n / yc.d) * a * Math.sqrt(ys),
        d,
      },
    };
  },
};

const conicPolar: QuestionTemplate = {
  id: 'cp2.polar.ellipse-conversion',
  subtopicId: `${P}.polar-equations`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['polar coordinates', 'Cartesian equations', 'ellipses'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.ellipse-conversion');
    const p = rng.int(2, 6);
    const q = rng.int(1, p - 1);
    const k = rng.int(1, 9);
    const cartesian = tex`${terms([
      [p * p - q * q, 'x^{2}'],
      [2 * k * q, 'x'],
      [p * p, 'y^{2}'],
    ])} = ${k * k}`;
    const [r0, rPi, rHalf] = [frac(k, p + q), frac(k, p - q), frac(k, p)];
    const distance = add(r0, rPi);
    return {
      title: 'Converting a polar equation of an ellipse',
      introTex: rng.pick([
        tex`The curve \(C\) has polar equation \(r = \dfrac{${k}}{${p} + ${co(q)}\cos\theta}\), \(0 \leqslant \theta < 2\pi\).`,
        tex`A satellite's orbit is modelled by the curve \(C\) with polar equation \(r = \dfrac{${k}}{${p} + ${co(q)}\cos\theta}\), \(0 \leqslant \theta < 2\pi\), with the pole at the centre of the planet.`,
      ]),
      parts: [
        part(tex`Show that a Cartesian equation of \(C\) is \(${cartesian}\).`, cartesian, [
          mark('M1', tex`Multiplies out and uses \(x = r\cos\theta\)`, tex`${p}r + ${co(q)}x = ${k}`),
          mark(
            'M1',
            tex`Isolates \(r\), squares and uses \(r^{2} = x^{2} + y^{2}\)`,
            tex`${p * p}(x^{2} + y^{2}) = (${k} - ${co(q)}x)^{2}`,
          ),
          mark('A1*', 'Printed answer, cso', cartesian, ['a.1', 'a.2']),
        ]),
        part(
          tex`Write down the polar coordinates of the points \(A\) and \(B\) where \(C\) meets the initial line and the half-line \(\theta = \pi\) respectively.`,
          tex`A\left(${fracTex(r0)}, 0\right), \; B\left(${fracTex(rPi)}, \pi\right)`,
          [
            mark('B1', tex`Point \(A\)`, tex`\left(${fracTex(r0)}, 0\right)`),
            mark('B1', tex`Point \(B\)`, tex`\left(${fracTex(rPi)}, \pi\right)`),
          ],
        ),
        part(tex`Hence find the exact length of \(AB\).`, fracTex(distance), [
          mark('B1ft', 'Sum of their two distances from the pole', fracTex(distance)),
        ]),
        part(
          tex`Find the polar coordinates of the points where \(C\) meets the half-lines \(\theta = \frac{\pi}{2}\) and \(\theta = \frac{3\pi}{2}\), and verify that they satisfy the Cartesian equation.`,
          tex`\left(${fracTex(rHalf)}, \frac{\pi}{2}\right), \; \left(${fracTex(rHalf)}, \frac{3\pi}{2}\right)`,
          [
            mark(
              'M1',
              tex`Uses \(\cos\theta = 0\), then \(x = 0\) and \(y = \pm${fracTex(frac(k, p))}\) in the Cartesian equation`,
              tex`${p * p}y^{2} = ${k * k}`,
            ),
            mark('A1', 'Both points correct and verified', tex`r = ${fracTex(rHalf)}`, ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(a) Squaring needs \(r\) isolated first.`,
        tex`(c) \(A\) and \(B\) lie on opposite sides of the pole on a straight line, so \(AB = OA + OB\).`,
      ],
      facts: { p, q, k, r0: r0.n / r0.d, rPi: rPi.n / rPi.d, rHalf: rHalf.n / rHalf.d, distance: distance.n / distance.d },
    };
  },
};

const limaconSketch: QuestionTemplate = {
  id: 'cp2.polar.limacon-sketch',
  subtopicId: `${P}.sketching`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['polar coordinates', 'sketching', 'area'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.limacon-sketch');
    const a = rng.int(2, 12);
    const b = rng.int(1, a - 1);
    const trig = rng.pick(['cos', 'sin'] as const);
    const fn = trig === 'cos' ? '\\cos' : '\\sin';
    const curve = tex`r = ${a} + ${co(b)}${fn}\theta`;
    const [atMax, atMin] = trig === 'cos' ? ['0', '\\pi'] : ['\\frac{\\pi}{2}', '\\frac{3\\pi}{2}'];
    const points =
      trig === 'cos'
        ? tex`(${a + b}, 0), \; \left(${a}, \frac{\pi}{2}\right), \; (${a - b}, \pi), \; \left(${a}, \frac{3\pi}{2}\right)`
        : tex`(${a}, 0), \; \left(${a + b}, \frac{\pi}{2}\right), \; (${a}, \pi), \; \left(${a - b}, \frac{3\pi}{2}\right)`;
    const area = piTex(frac(2 * a * a + b * b, 2));
    const outside = terms([
      [2 * a * b, ''],
      [frac(b * b, 4), '\\pi'],
    ]);
    const r = (t: number) => a + b * (trig === 'cos' ? Math.cos(t) : Math.sin(t));
    return {
      title: 'Sketching a limacon and finding its area',
      introTex: rng.pick([
        tex`The curve \(C\) has polar equation \(${curve}\), \(0 \leqslant \theta < 2\pi\).`,
        tex`A limaçon \(C\) has polar equation \(${curve}\), \(0 \leqslant \theta < 2\pi\).`,
        tex`The curve \(C\) is given in polar coordinates by \(${curve}\), \(0 \leqslant \theta < 2\pi\).`,
      ]),
      parts: [
        part(
          tex`State the greatest and least values of \(r\) on \(C\), and the values of \(\theta\) at which they occur.`,
          tex`r_{\max} = ${a + b} \text{ at } \theta = ${atMax}, \; r_{\min} = ${a - b} \text{ at } \theta = ${atMin}`,
          [
            mark('B1', 'Greatest value and its angle', tex`${a + b}, \; \theta = ${atMax}`),
            mark('B1', 'Least value and its angle', tex`${a - b}, \; \theta = ${atMin}`),
          ],
        ),
        part(
          tex`Sketch \(C\), giving the polar coordinates of the points where it meets the half-lines \(\theta = 0\), \(\theta = \frac{\pi}{2}\), \(\theta = \pi\) and \(\theta = \frac{3\pi}{2}\).`,
          points,
          [
            mark(
              'M1',
              'A closed curve around the pole, symmetric about the correct line, with no loop',
              tex`\text{closed curve enclosing the pole}`,
            ),
            mark('A1', 'All four points correct', points, ['b.1']),
          ],
        ),
        part(tex`Find the exact area enclosed by \(C\).`, area, [
          mark(
            'M1',
            tex`Uses \(\frac{1}{2}\int_{0}^{2\pi} r^{2}\,\mathrm{d}\theta\)`,
            tex`\frac{1}{2}\int_{0}^{2\pi} (${a} + ${co(b)}${fn}\theta)^{2}\,\mathrm{d}\theta`,
          ),
          mark(
            'M1',
            'Uses the double angle formula for the squared term',
            tex`${fn}^{2}\theta = \frac{1}{2}(1 ${trig === 'cos' ? '+' : '-'} \cos 2\theta)`,
          ),
          mark('A1', 'Correct exact area', area, ['c.1', 'c.2']),
        ]),
        part(tex`Find the exact area of the region that lies inside \(C\) and outside the circle \(r = ${a}\).`, outside, [
          mark(
            'M1',
            tex`Half the integral of \(r^{2} - ${a * a}\) over the interval where the curve is outside the circle`,
            trig === 'cos'
              ? tex`\frac{1}{2}\int_{-\frac{\pi}{2}}^{\frac{\pi}{2}} (${2 * a * b}\cos\theta + ${b * b}\cos^{2}\theta)\,\mathrm{d}\theta`
              : tex`\frac{1}{2}\int_{0}^{\pi} (${2 * a * b}\sin\theta + ${b * b}\sin^{2}\theta)\,\mathrm{d}\theta`,
          ),
          mark('A1', 'Correct exact area', outside, ['d.1']),
        ]),
      ],
      notes: [
        tex`(b) Since \(${a} > ${b}\), \(r > 0\) for all \(\theta\) and there is no inner loop.`,
        '(d) The curves meet where the trigonometric term is zero.',
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'Sketch of C',
          description: `The limacon ${curve.replace(/\\/g, '')}: a closed curve around the pole, furthest from the pole (${a + b}) at theta = ${atMax.replace(/\\/g, '')}.`,
          svg: polarCurveDiagram(r, 0, 2 * Math.PI),
        },
      ],
      facts: { a, b, trig, area: Math.PI * (a * a + (b * b) / 2), outside: 2 * a * b + (Math.PI * b * b) / 4 },
    };
  },
};

const SPIRAL_ANGLES = [frac(1, 6), frac(1, 4), frac(1, 3), frac(1, 2), frac(2, 3), frac(3, 4), frac(1)];

const spiral: QuestionTemplate = {
  id: 'cp2.polar.spiral-sketch',
  subtopicId: `${P}.sketching`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['polar coordinates', 'sketching', 'spirals', 'area'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.spiral-sketch');
    const [a, beta] = [rng.pick(SMALL_RATIONALS), rng.pick(SPIRAL_ANGLES)];
    const curve = tex`r = ${terms([[a, '\\theta']])}`;
    const at = (t: Frac) => tex`\left(${piTex(mul(a, t))}, ${piTex(t)}\right)`;
    const points = [frac(1, 2), frac(1), frac(3, 2), frac(2)].map(at).join(', \\; ');
    // area from 0 to beta: a^2 beta^3 / 6
    const b3 = mul(beta, mul(beta, beta));
    const area1 = mul(mul(a, a), mul(b3, frac(1, 6)));
    const area2 = mul(area1, 7);
    const pi3 = (c: Frac) => terms([[c, '\\pi^{3}']]);
    const value = (x: Frac) => (x.n / x.d) * Math.PI ** 3;
    return {
      title: 'Sketching a spiral and finding areas',
      introTex: rng.pick([
        tex`The curve \(C\) has polar equation \(${curve}\), \(0 \leqslant \theta \leqslant 2\pi\).`,
        tex`A spiral \(C\) is traced out for one turn, \(0 \leqslant \theta \leqslant 2\pi\), and has polar equation \(${curve}\).`,
      ]),
      parts: [
        part(
          tex`Sketch \(C\), giving the polar coordinates of the points where \(C\) meets the half-lines \(\theta = \frac{\pi}{2}\), \(\theta = \pi\), \(\theta = \frac{3\pi}{2}\) and the initial line.`,
          points,
          [
            mark('M1', tex`A spiral starting at the pole with \(r\) increasing as \(\theta\) increases`, tex`\text{spiral from the pole}`),
            mark('A1', 'All four points correct', points, ['a.1']),
          ],
        ),
        part(
          tex`Find the exact area of the region bounded by \(C\) and the half-line \(\theta = ${piTex(beta)}\), for \(0 \leqslant \theta \leqslant ${piTex(beta)}\).`,
          pi3(area1),
          [
            mark(
              'M1',
              tex`Uses \(\frac{1}{2}\int r^{2}\,\mathrm{d}\theta\) with limits \(0\) and \(${piTex(beta)}\)`,
              tex`\frac{1}{2}\int_{0}^{${piTex(beta)}} ${terms([[mul(a, a), '\\theta^{2}']])}\,\mathrm{d}\theta`,
            ),
            mark('A1', 'Correct integration', tex`${terms([[mul(mul(a, a), frac(1, 6)), '\\theta^{3}']])}`, ['b.1']),
            mark('A1', 'Correct exact area', pi3(area1), ['b.1']),
          ],
        ),
        part(
          tex`Hence find the exact area of the region bounded by \(C\) and the half-lines \(\theta = ${piTex(beta)}\) and \(\theta = ${piTex(mul(beta, 2))}\).`,
          pi3(area2),
          [
            mark(
              'M1',
              tex`Uses their integral with limits \(${piTex(beta)}\) and \(${piTex(mul(beta, 2))}\)`,
              tex`${terms([[mul(mul(a, a), frac(1, 6)), '']])}\left(\left(${piTex(mul(beta, 2))}\right)^{3} - \left(${piTex(beta)}\right)^{3}\right)`,
            ),
            mark('A1ft', 'Seven times their area from (b)', pi3(area2), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(a) The spiral must not cross itself; the point on the initial line is at \(\theta = 2\pi\).`,
        '(c) A1ft: follow through their area in (b).',
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'Sketch of C',
          description: `The spiral ${curve.replace(/\\/g, '')} from the pole, turning once anticlockwise.`,
          svg: polarCurveDiagram((t) => (a.n / a.d) * t, 0, 2 * Math.PI),
        },
      ],
      facts: { a: a.n / a.d, beta: (beta.n / beta.d) * Math.PI, area1: value(area1), area2: value(area2) },
    };
  },
};

type Cut = 3 | 4 | 6;
/** Area inside r = 2n cos(theta) and outside the circle through the intersections at angle pi/cut, per n^2. */
const CUT_AREAS: Record<Cut, { radius: number; outside: [Frac, Frac]; inside: [Frac, Frac] }> = {
  3: { radius: 1, outside: [frac(1, 3), frac(1, 2)], inside: [frac(2, 3), frac(-1, 2)] },
  4: { radius: 2, outside: [frac(0), frac(1)], inside: [frac(1), frac(-1)] },
  6: { radius: 3, outside: [frac(-1, 6), frac(1, 2)], inside: [frac(7, 6), frac(-1, 2)] },
};

const twoCircles: QuestionTemplate = {
  id: 'cp2.polar.circles-area',
  subtopicId: `${P}.areas`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['polar coordinates', 'area', 'intersections'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.circles-area');
    const [n, cut, trig] = [rng.int(1, 15), rng.pick<Cut>([3, 4, 6]), rng.pick(['cos', 'sin'] as const)];
    const { radius, outside, inside } = CUT_AREAS[cut];
    const fn = trig === 'cos' ? '\\cos' : '\\sin';
    const R2 = surdTimes(n, radius);
    const surdPart = cut === 4 ? '' : '\\sqrt{3}';
    const areaTex = (c: [Frac, Frac]) =>
      terms([
        [mul(c[0], n * n), '\\pi'],
        [mul(c[1], n * n), surdPart],
      ]);
    const angles = trig === 'cos' ? [frac(-1, cut), frac(1, cut)] : [sub(frac(1, 2), frac(1, cut)), add(frac(1, 2), frac(1, cut))];
    const points = angles.map((t) => tex`\left(${R2}, ${piTex(t)}\right)`).join(', \\; ');
    const range = trig === 'cos' ? tex`-\frac{\pi}{2} < \theta \leqslant \frac{\pi}{2}` : tex`0 \leqslant \theta < \pi`;
    const [lo, hi] = trig === 'cos' ? ['0', piTex(frac(1, cut))] : [piTex(angles[0]), '\\frac{\\pi}{2}'];
    const num = (c: [Frac, Frac]) => n * n * ((c[0].n / c[0].d) * Math.PI + (c[1].n / c[1].d) * (cut === 4 ? 1 : Math.sqrt(3)));
    return {
      title: 'Area between two polar circles',
      introTex: rng.pick([
        tex`The curve \(C_{1}\) has polar equation \(r = ${2 * n}${fn}\theta\), \(${range}\), and the curve \(C_{2}\) has polar equation \(r = ${R2}\).`,
        tex`Two circles are given in polar form: \(C_{1}\), with equation \(r = ${2 * n}${fn}\theta\), \(${range}\), which passes through the pole, and \(C_{2}\), with equation \(r = ${R2}\), centred at the pole.`,
        tex`On a polar grid, the circle \(C_{2}\) with equation \(r = ${R2}\) and the curve \(C_{1}\) with equation \(r = ${2 * n}${fn}\theta\), \(${range}\), overlap.`,
      ]),
      parts: [
        part(tex`Find the polar coordinates of the points of intersection of \(C_{1}\) and \(C_{2}\).`, points, [
          mark('M1', tex`Equates the two expressions for \(r\) and solves for \(\theta\)`, tex`${fn}\theta = \frac{${R2}}{${2 * n}}`),
          mark('A1', 'Both points correct', points, ['a.1']),
        ]),
        part(tex`Find the exact area of the region that lies inside \(C_{1}\) and outside \(C_{2}\).`, areaTex(outside), [
          mark(
            'M1',
            tex`Uses half the integral of the difference of the squares of \(r\) with their limits, using symmetry`,
            tex`2 \times \frac{1}{2}\int_{${lo}}^{${hi}} \left(${4 * n * n}${fn}^{2}\theta - ${n * n * radius}\right)\mathrm{d}\theta`,
          ),
          mark('M1', 'Uses the double angle formula', tex`${fn}^{2}\theta = \frac{1}{2}(1 ${trig === 'cos' ? '+' : '-'} \cos 2\theta)`),
          mark(
            'A1',
            'Correct integration',
            tex`\left[${terms([
              [2 * n * n - n * n * radius, '\\theta'],
              [trig === 'cos' ? n * n : -n * n, '\\sin 2\\theta'],
            ])}\right]`,
            ['b.1', 'b.2'],
          ),
          mark('A1', 'Correct exact area', areaTex(outside), ['b.1', 'b.2']),
        ]),
        part(tex`Hence find the exact area of the region that lies inside both \(C_{1}\) and \(C_{2}\).`, areaTex(inside), [
          mark('M1', tex`Area enclosed by \(C_{1}\) minus their answer to (b)`, tex`${piTex(n * n)} - \left(${areaTex(outside)}\right)`),
          mark('A1ft', 'Correct exact area for their (b)', areaTex(inside), ['c.1']),
        ]),
      ],
      notes: [
        tex`(b) \(C_{1}\) is a circle of radius \(${n}\) through the pole; the region is symmetric about its diameter through the pole.`,
        '(c) A1ft: follow through their answer to (b).',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'The curves C1 and C2',
          description: `The circle C1, r = ${2 * n} ${trig} theta, through the pole, and the circle C2 centred at the pole (dashed).`,
          svg: polarCurveDiagram(
            (t) => 2 * n * (trig === 'cos' ? Math.cos(t) : Math.sin(t)),
            trig === 'cos' ? -Math.PI / 2 : 0,
            trig === 'cos' ? Math.PI / 2 : Math.PI,
            { second: () => n * Math.sqrt(radius), names: ['C₁', 'C₂'] },
          ),
        },
      ],
      facts: {
        n,
        cut,
        trig,
        radius: n * Math.sqrt(radius),
        angles: angles.map((t) => (t.n / t.d) * Math.PI),
        outside: num(outside),
        inside: num(inside),
      },
    };
  },
};

/** r = a + s b cos(theta), with b < a <= 2b... pairs (a, b) where a/(2b) is in (1/2... 1): vertical tangents away from the pole. */
const VERTICAL_PAIRS: [number, number][] = [];
for (let a = 2; a <= 16; a++) for (let b = Math.floor(a / 2) + 1; b <= a; b++) VERTICAL_PAIRS.push([a, b]);

const perpendicular: QuestionTemplate = {
  id: 'cp2.polar.vertical-tangents',
  subtopicId: `${P}.tangents`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['polar coordinates', 'tangents', 'perpendicular to the initial line'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.vertical-tangents');
    const s = rng.pick([1, -1]);
    const [a, b] = rng.pick(VERTICAL_PAIRS);
    const sg = s > 0 ? '+' : '-';
    const curve = tex`r = ${a} ${sg} ${co(b)}\cos\theta`;
    const cos1 = frac(-s * a, 2 * b);
    const exact = a === b;
    const theta1 = exact ? piTex(frac(s > 0 ? 2 : 1, 3)) : sf(Math.acos(cos1.n / cos1.d));
    const r1 = frac(a, 2);
    // points on the initial line direction: theta = 0 gives a + s b, theta = pi gives a - s b (the pole when a = b)
    const axisPoints: [number, string][] = [
      [a + s * b, '0'],
      [a - s * b, '\\pi'],
    ].filter(([r]) => r !== 0) as [number, string][];
    const points = [
      ...axisPoints.map(([r, t]) => tex`(${r}, ${t})`),
      tex`\left(${fracTex(r1)}, ${theta1}\right)`,
      tex`\left(${fracTex(r1)}, -${theta1}\right)`,
    ].join(', \\; ');
    const lines = [
      ...axisPoints.map(([r, t]) => (t === '0' ? r : -r)).map((x) => tex`x = ${x}`),
      tex`x = ${fracTex(frac(-s * a * a, 4 * b))}`,
    ].join(', \\; ');
    const derivative = tex`\frac{\mathrm{d}x}{\mathrm{d}\theta} = -\sin\theta\,(${a} ${sg} ${2 * b}\cos\theta)`;
    return {
      title: 'Tangents perpendicular to the initial line',
      introTex: rng.pick([
        tex`The curve \(C\) has polar equation \(${curve}\), \(-\pi < \theta \leqslant \pi\).`,
        tex`The curve \(C\) has polar equation \(${curve}\), \(-\pi < \theta \leqslant \pi\). Points on \(C\) have Cartesian coordinates \((x, y)\).`,
      ]),
      parts: [
        part(tex`Show that, for points on \(C\) with Cartesian coordinate \(x\), \(${derivative}\).`, derivative, [
          mark(
            'M1',
            tex`Uses \(x = r\cos\theta\) and differentiates with respect to \(\theta\)`,
            tex`x = ${a}\cos\theta ${sg} ${co(b)}\cos^{2}\theta`,
          ),
          mark('A1*', 'Printed answer, cso', derivative, ['a.1']),
        ]),
        part(
          tex`Hence find the polar coordinates of the points on \(C\), other than the pole, at which the tangent to \(C\) is perpendicular to the initial line, giving \(\theta\) in radians to 3 significant figures where it is not exact.`,
          points,
          [
            mark(
              'M1',
              tex`Sets \(\frac{\mathrm{d}x}{\mathrm{d}\theta} = 0\): \(\sin\theta = 0\) or \(\cos\theta = ${fracTex(cos1)}\)`,
              tex`\sin\theta = 0 \text{ or } \cos\theta = ${fracTex(cos1)}`,
            ),
            mark(
              'B1',
              tex`Points with \(\sin\theta = 0\), excluding the pole`,
              axisPoints.map(([r, t]) => tex`(${r}, ${t})`).join(', \\; '),
            ),
            mark('A1', exact ? 'Correct exact angles' : 'Correct angles, awrt 3 s.f.', tex`\theta = \pm ${theta1}`, ['b.1']),
            mark('A1', tex`Correct \(r\) at these angles`, tex`r = ${fracTex(r1)}`, ['b.1']),
          ],
        ),
        part(tex`Using your answer to part (b), find Cartesian equations of these tangents.`, lines, [
          mark('M1', tex`Uses \(x = r\cos\theta\) at their points`, tex`x = ${fracTex(r1)} \times ${fracTex(cos1)}`),
          mark('A1ft', 'All equations correct for their points', lines, ['c.1']),
        ]),
      ],
      notes: [
        tex`(a) Tangent perpendicular to the initial line: \(\frac{\mathrm{d}x}{\mathrm{d}\theta} = 0\) (with \(\frac{\mathrm{d}y}{\mathrm{d}\theta} \neq 0\)).`,
        '(b) B1: the points on the line of symmetry can be found directly, without the method mark.',
        tex`(c) The pair of points at \(\pm\theta\) give the same tangent line.`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Curve C',
          description: `Polar curve ${curve.replace(/\\/g, '')} drawn for a full turn about the pole.`,
          svg: polarCurveDiagram((t) => a + s * b * Math.cos(t), 0, 2 * Math.PI),
        },
      ],
      facts: {
        a,
        b,
        s,
        cos1: cos1.n / cos1.d,
        r1: a / 2,
        theta1: Math.acos(cos1.n / cos1.d),
        theta1Printed: exact ? null : Number(theta1),
        axis: axisPoints.map(([r, t]) => [r, t === '0' ? 0 : Math.PI]),
        lineX: (-s * a * a) / (4 * b),
      },
    };
  },
};

const lemniscate: QuestionTemplate = {
  id: 'cp2.polar.lemniscate-tangents',
  subtopicId: `${P}.tangents`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['polar coordinates', 'tangents', 'area', 'lemniscate'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.lemniscate-tangents');
    const m = rng.int(1, 80);
    const k = 2 * m;
    const r = surdTex(m);
    return {
      title: 'Tangents and area for a loop of a lemniscate',
      introTex: rng.pick([
        tex`The curve \(C\) has polar equation \(r^{2} = ${k}\cos 2\theta\), \(-\frac{\pi}{4} \leqslant \theta \leqslant \frac{\pi}{4}\).`,
        tex`One loop of a lemniscate is the curve \(C\) with polar equation \(r^{2} = ${k}\cos 2\theta\), \(-\frac{\pi}{4} \leqslant \theta \leqslant \frac{\pi}{4}\).`,
      ]),
      parts: [
        part(tex`Write down the equations of the tangents to \(C\) at the pole.`, tex`\theta = \frac{\pi}{4}, \; \theta = -\frac{\pi}{4}`, [
          mark('B1', 'Both tangents', tex`\theta = \pm\frac{\pi}{4}`),
        ]),
        part(tex`Find the area enclosed by \(C\).`, String(m), [
          mark(
            'M1',
            tex`Uses \(\frac{1}{2}\int r^{2}\,\mathrm{d}\theta\) between the pole tangents`,
            tex`\frac{1}{2}\int_{-\frac{\pi}{4}}^{\frac{\pi}{4}} ${k}\cos 2\theta\,\mathrm{d}\theta`,
          ),
          mark('A1', 'Correct area', String(m), ['b.1']),
        ]),
        part(
          tex`Show that at the points on \(C\) where the tangent is parallel to the initial line, \(\cos 2\theta = \frac{1}{2}\).`,
          tex`\cos 2\theta = \frac{1}{2}`,
          [
            mark(
              'M1',
              tex`Uses \(y = r\sin\theta\), e.g. \(y^{2} = ${k}\cos 2\theta\sin^{2}\theta\)`,
              tex`y^{2} = ${k}\cos 2\theta\sin^{2}\theta`,
            ),
            mark(
              'M1',
              tex`Differentiates with respect to \(\theta\) and sets the derivative to zero`,
              tex`-${2 * k}\sin 2\theta\sin^{2}\theta + ${k}\cos 2\theta\sin 2\theta = 0`,
            ),
            mark(
              'A1*',
              tex`Uses \(2\sin^{2}\theta = 1 - \cos 2\theta\) and rejects \(\sin 2\theta = 0\) (there \(y = 0\) and the tangent is perpendicular to the initial line), cso`,
              tex`\cos 2\theta = 1 - \cos 2\theta`,
              ['c.1', 'c.2'],
            ),
          ],
        ),
        part(
          tex`Hence find the exact polar coordinates of these points.`,
          tex`\left(${r}, \frac{\pi}{6}\right), \; \left(${r}, -\frac{\pi}{6}\right)`,
          [
            mark(
              'M1',
              tex`Solves \(\cos 2\theta = \frac{1}{2}\) in the range and substitutes into the equation of \(C\)`,
              tex`\theta = \pm\frac{\pi}{6}, \; r^{2} = ${m}`,
            ),
            mark('A1', 'Both points correct and exact', tex`\left(${r}, \pm\frac{\pi}{6}\right)`, ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(c) \(\sin 2\theta = 0\) gives \(\theta = 0\), where the tangent is perpendicular to the initial line.`,
        tex`(d) \(r\) must be exact.`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'The loop C',
          description: `One loop of the lemniscate r^2 = ${k} cos 2 theta, symmetric about the initial line.`,
          svg: polarCurveDiagram((t) => Math.sqrt(Math.max(0, k * Math.cos(2 * t))), -Math.PI / 4, Math.PI / 4),
        },
      ],
      facts: { k, m },
    };
  },
};

type LoopRatio = 'two' | 'root2';
/** r = p(1 + k trig): per p^2, the inner loop, outer loop and between-loops areas as [pi coefficient, surd coefficient]. */
const LOOPS: Record<
  LoopRatio,
  { k: string; kValue: number; half: Frac; surd: string; inner: [Frac, Frac]; outer: [Frac, Frac]; between: [Frac, Frac] }
> = {
  two: {
    k: '2',
    kValue: 2,
    half: frac(2, 3),
    surd: '\\sqrt{3}',
    inner: [frac(1), frac(-3, 2)],
    outer: [frac(2), frac(3, 2)],
    between: [frac(1), frac(3)],
  },
  root2: {
    k: '\\sqrt{2}',
    kValue: Math.SQRT2,
    half: frac(3, 4),
    surd: '',
    inner: [frac(1, 2), frac(-3, 2)],
    outer: [frac(3, 2), frac(3, 2)],
    between: [frac(1), frac(3)],
  },
};

const innerLoop: QuestionTemplate = {
  id: 'cp2.polar.inner-loop-area',
  subtopicId: `${P}.areas`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['polar coordinates', 'area', 'limacon', 'inner loop'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.inner-loop-area');
    const [ratio, trig, p] = [rng.pick<LoopRatio>(['two', 'root2']), rng.pick(['cos', 'sin'] as const), rng.int(1, 25)];
    const L = LOOPS[ratio];
    const fn = trig === 'cos' ? '\\cos' : '\\sin';
    const curve = tex`r = ${p} + ${ratio === 'two' ? 2 * p : `${co(p)}\\sqrt{2}`}${fn}\theta`;
    // pole where trig = -1/k: cos at +-(pi - acos(1/k)) = +-half pi; sin at pi + (1 - half) pi ... in [0, 2pi)
    const poleAngles = trig === 'cos' ? [mul(L.half, -1), L.half] : [add(frac(1, 2), L.half), sub(frac(5, 2), L.half)];
    const [innerLo, innerHi] = trig === 'cos' ? [L.half, sub(2, L.half)] : [poleAngles[0], poleAngles[1]];
    const [outerLo, outerHi] = trig === 'cos' ? [mul(L.half, -1), L.half] : [sub(poleAngles[1], 2), poleAngles[0]];
    const anti =
      ratio === 'two'
        ? trig === 'cos'
          ? tex`${co(p * p)}\left[3\theta + 4\sin\theta + \sin 2\theta\right]`
          : tex`${co(p * p)}\left[3\theta - 4\cos\theta - \sin 2\theta\right]`
        : trig === 'cos'
          ? tex`${co(p * p)}\left[2\theta + 2\sqrt{2}\sin\theta + \frac{1}{2}\sin 2\theta\right]`
          : tex`${co(p * p)}\left[2\theta - 2\sqrt{2}\cos\theta - \frac{1}{2}\sin 2\theta\right]`;
    const anglesTex = poleAngles.map((t) => piTex(t)).join(', \\; ');
    const areaTex = (c: [Frac, Frac]) =>
      terms([
        [mul(c[0], p * p), '\\pi'],
        [mul(c[1], p * p), L.surd],
      ]);
    const num = (c: [Frac, Frac]) => p * p * ((c[0].n / c[0].d) * Math.PI + (c[1].n / c[1].d) * (L.surd ? Math.sqrt(3) : 1));
    const sq =
      ratio === 'two'
        ? tex`${co(p * p)}(1 + 4${fn}\theta + 4${fn}^{2}\theta)`
        : tex`${co(p * p)}(1 + 2\sqrt{2}${fn}\theta + 2${fn}^{2}\theta)`;
    return {
      title: 'Areas of the loops of a limacon with an inner loop',
      introTex: rng.pick([
        tex`The curve \(C\) has polar equation \(${curve}\), ${trig === 'cos' ? tex`\(-\pi < \theta \leqslant \pi\)` : tex`\(0 \leqslant \theta < 2\pi\)`}, where \(r\) may take negative values, so that \(C\) has an inner loop and an outer loop.`,
        tex`The curve \(C\), with polar equation \(${curve}\), ${trig === 'cos' ? tex`\(-\pi < \theta \leqslant \pi\)` : tex`\(0 \leqslant \theta < 2\pi\)`}, is drawn with negative values of \(r\) allowed. It has an outer loop and, inside it, an inner loop.`,
      ]),
      parts: [
        part(tex`Find the values of \(\theta\) at which \(C\) passes through the pole.`, tex`\theta = ${anglesTex}`, [
          mark('M1', tex`Sets \(r = 0\) and solves`, tex`${fn}\theta = -\frac{1}{${L.k}}`),
          mark('A1', 'Both values correct in the range', tex`\theta = ${anglesTex}`, ['a.1']),
        ]),
        part(tex`Show that the area enclosed by the inner loop is \(${areaTex(L.inner)}\).`, areaTex(L.inner), [
          mark(
            'M1',
            tex`Uses \(\frac{1}{2}\int r^{2}\,\mathrm{d}\theta\) between their angles for the inner loop`,
            tex`\frac{1}{2}\int_{${piTex(innerLo)}}^{${piTex(innerHi)}} ${sq}\,\mathrm{d}\theta`,
          ),
          mark('M1', 'Uses the double angle formula', tex`${fn}^{2}\theta = \frac{1}{2}(1 ${trig === 'cos' ? '+' : '-'} \cos 2\theta)`),
          mark('A1', 'Correct integration', tex`\frac{1}{2} \times ${anti}`, ['b.1', 'b.2']),
          mark('A1*', 'Correct limits to the printed answer, cso', areaTex(L.inner), ['b.1', 'b.2']),
        ]),
        part(tex`Find the exact area enclosed by the outer loop of \(C\).`, areaTex(L.outer), [
          mark(
            'M1',
            'Same integral with the limits of the outer loop',
            tex`\frac{1}{2}\int_{${piTex(outerLo)}}^{${piTex(outerHi)}} ${sq}\,\mathrm{d}\theta`,
          ),
          mark('A1', 'Correct exact area', areaTex(L.outer), ['c.1']),
        ]),
        part(tex`Hence find the exact area of the region between the inner loop and the outer loop.`, areaTex(L.between), [
          mark('B1ft', 'Their outer area minus the inner area', areaTex(L.between), ['c.1']),
        ]),
      ],
      notes: [tex`(b) The inner loop is traced while \(r < 0\).`, '(d) B1ft: follow through their answer to (c).'],
      diagrams: [
        {
          role: 'question',
          title: 'Curve C',
          description: `The limacon ${curve.replace(/\\/g, '')} with its inner loop.`,
          svg: ((): string => {
            const r = (t: number) => p * (1 + L.kValue * (trig === 'cos' ? Math.cos(t) : Math.sin(t)));
            return polarCurveDiagram(r, 0, 2 * Math.PI, { negative: true });
          })(),
        },
      ],
      facts: {
        ratio,
        trig,
        p,
        k: L.kValue,
        innerLimits: [innerLo, innerHi].map((t) => (t.n / t.d) * Math.PI),
        outerLimits: [outerLo, outerHi].map((t) => (t.n / t.d) * Math.PI),
        poles: poleAngles.map((t) => (t.n / t.d) * Math.PI),
        inner: num(L.inner),
        outer: num(L.outer),
        between: num(L.between),
      },
    };
  },
};

export const cp2PolarTemplates: QuestionTemplate[] = [
  parabolaPolar,
  conicPolar,
  limaconSketch,
  spiral,
  twoCircles,
  innerLoop,
  perpendicular,
  lemniscate,
];
