/** Book 2 chapter 4 templates: volumes about both axes, parametric curves and models. Spread into cp2VolumePolarTemplates. */
import { add, frac, mul, sub, type Frac } from '../../math/rational.js';
import { fracTex, piTex, sf, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { regionDiagram } from './volume-diagrams.js';
import { reseeded } from '../../random.js';

const V = 'cp2-volumes-of-revolution';
const lnTex = (x: Frac) => (x.d === 1 ? tex`\ln ${x.n}` : tex`\ln\frac{${x.n}}{${x.d}}`);
const co = (n: number) => (n === 1 ? '' : String(n));

const partialFractions: QuestionTemplate = {
  id: 'cp2.volumes.x-axis-partial-fractions',
  subtopicId: `${V}.about-the-x-axis`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'partial fractions', 'methods in calculus', 'synoptic'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.x-axis-partial-fractions');
    const [p, q] = rng.sample([1, 2, 3, 4, 5], 2).sort((u, v) => u - v);
    const [h, k] = [rng.int(1, 6), rng.int(1, 4)];
    const d = q - p;
    const ratio = frac((h + p) * q, (h + q) * p);
    const coef = frac(k * k, d);
    const volume = tex`${piTex(coef)}${lnTex(ratio)}`;
    const value = (Math.PI * k * k * Math.log(ratio.n / ratio.d)) / d;
    const pf = tex`\frac{1}{${co(d)}(x + ${p})} - \frac{1}{${co(d)}(x + ${q})}`.replace(/\{\((x \+ \d)\)\}/g, '{$1}');
    return {
      title: 'Volume of revolution using partial fractions',
      introTex: rng.pick([
        tex`The curve \(C\) has equation \(y = \dfrac{${k}}{\sqrt{(x + ${p})(x + ${q})}}\), \(x \geqslant 0\). The region \(R\) is bounded by \(C\), the coordinate axes and the line \(x = ${h}\). The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis to form a solid \(S\).`,
        tex`A solid \(S\) is formed by rotating through \(2\pi\) radians about the \(x\)-axis the region \(R\) between the curve \(C\) with equation \(y = \dfrac{${k}}{\sqrt{(x + ${p})(x + ${q})}}\), the coordinate axes and the line \(x = ${h}\).`,
      ]),
      parts: [
        part(tex`Express \(\dfrac{1}{(x + ${p})(x + ${q})}\) in partial fractions.`, pf, [
          mark(
            'M1',
            'Correct form and a method for the constants (cover-up or comparing coefficients)',
            tex`\frac{A}{x + ${p}} + \frac{B}{x + ${q}}`,
          ),
          mark('A1', 'Correct partial fractions', pf, ['a.1']),
        ]),
        part(tex`Hence show that the volume of \(S\) is \(${volume}\).`, volume, [
          mark(
            'M1',
            tex`Uses \(\pi\int y^{2}\,\mathrm{d}x\) with their partial fractions`,
            tex`${piTex(k * k)}\int_{0}^{${h}} \left(${pf}\right)\mathrm{d}x`,
          ),
          mark('M1', 'Integrates to logarithms', tex`${fracTex(coef)}\pi\left[\ln(x + ${p}) - \ln(x + ${q})\right]`),
          mark('A1', 'Correct limits applied', tex`${fracTex(coef)}\pi\left(\ln\frac{${h + p}}{${h + q}} - \ln\frac{${p}}{${q}}\right)`, [
            'b.1',
            'b.2',
          ]),
          mark('A1*', 'Laws of logarithms to the printed answer, cso', volume, ['b.1', 'b.2']),
        ]),
        part(tex`Find the volume of \(S\), giving your answer to 3 significant figures.`, sf(value), [
          mark('B1', 'Correct volume, awrt', sf(value)),
        ]),
      ],
      notes: [tex`(a) Accept \(A\) and \(B\) found by any correct method.`, '(b) A1*: the logarithms must be combined correctly; cso.'],
      diagrams: [
        {
          role: 'question',
          title: 'Region R',
          description: `Graph of y = ${k} over root((x + ${p})(x + ${q})) for x from 0 to ${h}; region under the curve shaded.`,
          svg: regionDiagram(
            (x) => k / Math.sqrt((x + p) * (x + q)),
            () => 0,
            0,
            h,
          ),
        },
      ],
      facts: { p, q, h, k, value, ratio: ratio.n / ratio.d },
    };
  },
};

const improper: QuestionTemplate = {
  id: 'cp2.volumes.x-axis-infinite-solid',
  subtopicId: `${V}.about-the-x-axis`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'improper integrals', 'integration by parts', 'methods in calculus', 'synoptic'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.x-axis-infinite-solid');
    const [a, b, c] = [rng.int(1, 6), rng.int(1, 4), rng.int(1, 3)];
    const coef = frac(a * a, 4 * b * b);
    const partial = tex`\frac{1}{${4 * b * b}}\left(1 - (${2 * b}t + 1)\mathrm{e}^{-${2 * b}t}\right)`;
    const infinite = piTex(coef);
    const finite = tex`${piTex(coef)}\left(1 - ${2 * b * c + 1}\mathrm{e}^{-${2 * b * c}}\right)`;
    const finiteValue = ((Math.PI * a * a) / (4 * b * b)) * (1 - (2 * b * c + 1) * Math.exp(-2 * b * c));
    return {
      title: 'Volume of an infinite solid of revolution',
      introTex: rng.pick([
        tex`The curve \(C\) has equation \(y = ${co(a)}\sqrt{x}\,\mathrm{e}^{-${co(b)}x}\), \(x \geqslant 0\). The infinite region \(R\) lies between \(C\) and the positive \(x\)-axis.`,
        tex`The region \(R\) between the positive \(x\)-axis and the curve \(C\) with equation \(y = ${co(a)}\sqrt{x}\,\mathrm{e}^{-${co(b)}x}\), \(x \geqslant 0\), is unbounded: it extends along the whole positive \(x\)-axis.`,
      ]),
      parts: [
        part(tex`Show that \(\displaystyle\int_{0}^{t} x\mathrm{e}^{-${2 * b}x}\,\mathrm{d}x = ${partial}\).`, partial, [
          mark(
            'M1',
            tex`Integrates by parts with \(u = x\)`,
            tex`-\frac{x}{${2 * b}}\mathrm{e}^{-${2 * b}x} + \int \frac{1}{${2 * b}}\mathrm{e}^{-${2 * b}x}\,\mathrm{d}x`,
          ),
          mark('A1', 'Correct integral', tex`-\frac{x}{${2 * b}}\mathrm{e}^{-${2 * b}x} - \frac{1}{${4 * b * b}}\mathrm{e}^{-${2 * b}x}`, [
            'a.1',
          ]),
          mark('A1*', 'Limits applied to reach the printed answer, cso', partial, ['a.1']),
        ]),
        part(
          tex`The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis. Hence show that the solid formed has a finite volume, and find this volume exactly.`,
          infinite,
          [
            mark(
              'M1',
              tex`Volume is \(${piTex(a * a)}\) times the limit of their integral as \(t \to \infty\)`,
              tex`${piTex(a * a)}\lim_{t \to \infty}\int_{0}^{t} x\mathrm{e}^{-${2 * b}x}\,\mathrm{d}x`,
            ),
            mark('B1', tex`States that \(t\mathrm{e}^{-${2 * b}t} \to 0\) as \(t \to \infty\)`, tex`t\mathrm{e}^{-${2 * b}t} \to 0`),
            mark('A1', 'Correct exact volume', infinite, ['b.1']),
          ],
        ),
        part(
          tex`Using your answer to part (a), find the exact volume of the part of this solid for which \(0 \leqslant x \leqslant ${c}\).`,
          finite,
          [
            mark(
              'M1',
              tex`Substitutes \(t = ${c}\) into the result of (a), times \(${piTex(a * a)}\)`,
              tex`${piTex(a * a)} \times \frac{1}{${4 * b * b}}\left(1 - ${2 * b * c + 1}\mathrm{e}^{-${2 * b * c}}\right)`,
            ),
            mark('A1', 'Correct exact volume', finite, ['c.1']),
          ],
        ),
      ],
      notes: ['(b) The limit must be considered explicitly for the B1.', '(c) Equivalent exact forms are acceptable.'],
      diagrams: [
        {
          role: 'question',
          title: 'Curve C',
          description: `Graph of y = ${a} root x e to the power -${b}x for x >= 0, rising from the origin and decaying towards the x-axis; the region under it is shaded.`,
          svg: regionDiagram(
            (x) => a * Math.sqrt(x) * Math.exp(-b * x),
            () => 0,
            0,
            4 / b,
            undefined,
            { region: 'R', curve: 'C' },
          ),
        },
      ],
      facts: { a, b, c, infinite: (Math.PI * a * a) / (4 * b * b), finite: finiteValue },
    };
  },
};

/** sin(2 pi / k) and cos(pi / k) for the allowed k, as [rational part, surd coefficient, surd]. */
const SINE_ARCH: Record<number, { sin2: [Frac, string]; cos1: [Frac, Frac, string] }> = {
  2: { sin2: [frac(0), ''], cos1: [frac(0), frac(0), ''] },
  3: { sin2: [frac(1, 2), '\\sqrt{3}'], cos1: [frac(1, 2), frac(0), ''] },
  4: { sin2: [frac(1), ''], cos1: [frac(0), frac(1, 2), '\\sqrt{2}'] },
  6: { sin2: [frac(1, 2), '\\sqrt{3}'], cos1: [frac(0), frac(1, 2), '\\sqrt{3}'] },
};

const sineYAxis: QuestionTemplate = {
  id: 'cp2.volumes.y-axis-sine',
  subtopicId: `${V}.about-the-y-axis`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'y-axis', 'trigonometric integration'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.y-axis-sine');
    const [a, b, k] = [rng.int(1, 6), rng.int(1, 4), rng.pick([2, 3, 4, 6])];
    const L = piTex(frac(1, k * b));
    const { sin2, cos1 } = SINE_ARCH[k];
    // V = pi a^2/2 (L - sin(2bL)/(2b)) = pi^2 a^2/(2kb) - pi a^2 sin(2pi/k)/(4b)
    const volume = terms([
      [frac(a * a, 2 * k * b), '\\pi^{2}'],
      [mul(sin2[0], frac(-a * a, 4 * b)), `${sin2[1]}\\pi`],
    ]);
    const vValue = (Math.PI ** 2 * a * a) / (2 * k * b) - (Math.PI * a * a * Math.sin((2 * Math.PI) / k)) / (4 * b);
    // area = (a/b)(1 - cos(pi/k))
    const area = terms([
      [mul(frac(a, b), sub(1, cos1[0])), ''],
      [mul(frac(-a, b), cos1[1]), cos1[2]],
    ]);
    const aValue = (a / b) * (1 - Math.cos(Math.PI / k));
    const sinBy = tex`\sin ${co(b)}y`;
    return {
      title: 'Volume about the y-axis for a sine curve',
      introTex: rng.pick([
        tex`The curve \(C\) has equation \(x = ${co(a)}${sinBy}\), \(0 \leqslant y \leqslant ${L}\). The region \(R\) is bounded by \(C\), the \(y\)-axis and the line \(y = ${L}\).`,
        tex`The region \(R\) lies between the \(y\)-axis, the line \(y = ${L}\) and the curve \(C\) with equation \(x = ${co(a)}${sinBy}\), \(0 \leqslant y \leqslant ${L}\).`,
      ]),
      parts: [
        part(
          tex`Show that the volume of the solid formed when \(R\) is rotated through \(2\pi\) radians about the \(y\)-axis is \(\displaystyle ${piTex(frac(a * a, 2))}\int_{0}^{${L}} (1 - \cos ${2 * b}y)\,\mathrm{d}y\).`,
          tex`${piTex(frac(a * a, 2))}\int_{0}^{${L}} (1 - \cos ${2 * b}y)\,\mathrm{d}y`,
          [
            mark('M1', tex`Uses \(\pi\int x^{2}\,\mathrm{d}y\)`, tex`\pi\int_{0}^{${L}} ${a * a}\sin^{2}${co(b)}y\,\mathrm{d}y`),
            mark(
              'A1*',
              'Uses the double angle formula to reach the printed form, cso',
              tex`\sin^{2}${co(b)}y = \frac{1}{2}(1 - \cos ${2 * b}y)`,
              ['a.1'],
            ),
          ],
        ),
        part(tex`Hence find the exact volume of this solid.`, volume, [
          mark(
            'M1',
            tex`Integrates to \(y - \frac{\sin ${2 * b}y}{${2 * b}}\)`,
            tex`${piTex(frac(a * a, 2))}\left[y - \frac{\sin ${2 * b}y}{${2 * b}}\right]_{0}^{${L}}`,
          ),
          mark(
            'dM1',
            'Substitutes the limits, dependent on the M1',
            tex`${piTex(frac(a * a, 2))}\left(${L} - \frac{1}{${2 * b}}\sin\frac{2\pi}{${k}}\right)`,
            ['b.1'],
          ),
          mark('A1', 'Correct exact volume', volume, ['b.1', 'b.2']),
        ]),
        part(tex`Find the exact area of \(R\).`, area, [
          mark(
            'M1',
            tex`Integrates \(x\) with respect to \(y\)`,
            tex`\int_{0}^{${L}} ${co(a)}${sinBy}\,\mathrm{d}y = \left[${terms([[frac(-a, b), `\\cos ${co(b)}y`]])}\right]_{0}^{${L}}`,
          ),
          mark('A1', 'Correct exact area', area, ['c.1']),
        ]),
      ],
      notes: [tex`(a) Limits in \(y\) are needed for the M1.`, '(b) Exact values of the trigonometric terms are required for the A1.'],
      diagrams: [
        {
          role: 'question',
          title: 'Region R',
          description: `The curve x = ${a} sin ${b}y for y from 0 to pi/${k * b}, with the region between it and the y-axis shaded.`,
          svg: regionDiagram(
            () => Math.PI / (k * b),
            (x) => Math.asin(Math.min(1, x / a)) / b,
            0,
            a * Math.sin(Math.PI / k),
          ),
        },
      ],
      facts: { a, b, k, volume: vValue, area: aValue },
    };
  },
};

const reciprocalYAxis: QuestionTemplate = {
  id: 'cp2.volumes.y-axis-reciprocal-quadratic',
  subtopicId: `${V}.about-the-y-axis`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'y-axis', 'logarithms'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.y-axis-reciprocal-quadratic');
    const k = rng.int(2, 9);
    const m = rng.int(1, k - 1);
    const c = rng.int(1, 4);
    const ratio = frac(k, m);
    const inner = tex`${k}${lnTex(ratio)} - ${k - m}`;
    const volume = tex`${piTex(frac(1, c))}\left(${inner}\right)`;
    const value = (Math.PI / c) * (k * Math.log(k / m) - (k - m));
    const xSq = tex`x^{2} = \frac{${k} - y}{${co(c)}y}`;
    return {
      title: 'Volume about the y-axis with a logarithmic answer',
      introTex: rng.pick([
        tex`The curve \(C\) has equation \(y = \dfrac{${k}}{${co(c)}x^{2} + 1}\), \(x \geqslant 0\). The region \(R\) is bounded by \(C\), the \(y\)-axis and the line \(y = ${m}\). The region \(R\) is rotated through \(2\pi\) radians about the \(y\)-axis to form a solid \(S\).`,
        tex`A solid \(S\) is formed by rotating through \(2\pi\) radians about the \(y\)-axis the region \(R\) bounded by the \(y\)-axis, the line \(y = ${m}\) and the curve \(C\) with equation \(y = \dfrac{${k}}{${co(c)}x^{2} + 1}\), \(x \geqslant 0\).`,
        tex`A glass stopper is modelled by the solid \(S\) formed when the region \(R\), bounded by the curve \(C\) with equation \(y = \dfrac{${k}}{${co(c)}x^{2} + 1}\) (\(x \geqslant 0\)), the \(y\)-axis and the line \(y = ${m}\), is rotated through \(2\pi\) radians about the \(y\)-axis.`,
      ]),
      parts: [
        part(tex`Show that, on \(C\), \(${xSq}\).`, xSq, [
          mark('M1', tex`Rearranges to make \(x^{2}\) the subject`, tex`${co(c)}x^{2} + 1 = \frac{${k}}{y}`),
          mark('A1*', 'Printed result, cso', xSq, ['a.1']),
        ]),
        part(tex`Hence show that the volume of \(S\) is \(${volume}\).`, volume, [
          mark(
            'M1',
            tex`Uses \(\pi\int x^{2}\,\mathrm{d}y\), limits \(${m}\) and \(${k}\)`,
            tex`\pi\int_{${m}}^{${k}} \frac{${k} - y}{${co(c)}y}\,\mathrm{d}y`,
          ),
          mark('M1', 'Splits the integrand and integrates to a logarithm', tex`${piTex(frac(1, c))}\left[${k}\ln y - y\right]`),
          mark(
            'dM1',
            'Substitutes both limits, dependent on the previous M1',
            tex`${piTex(frac(1, c))}\left(${k}\ln ${k} - ${k} - ${k}\ln ${m} + ${m}\right)`,
            ['b.2'],
          ),
          mark('A1*', 'Printed answer, cso', volume, ['b.1', 'b.2']),
        ]),
        part(tex`Find the volume of \(S\), giving your answer to 3 significant figures.`, sf(value), [
          mark('B1', 'Correct volume, awrt', sf(value)),
        ]),
      ],
      notes: [tex`(b) The upper limit \(${k}\) is where \(C\) meets the \(y\)-axis.`, '(c) B1: from the printed exact answer.'],
      diagrams: [
        {
          role: 'question',
          title: 'Region R',
          description: `The curve y = ${k}/(${c}x^2 + 1) for x >= 0 with the region between it, the y-axis and the line y = ${m} shaded.`,
          svg: regionDiagram(
            (x) => k / (c * x * x + 1),
            () => m,
            0,
            Math.sqrt((k / m - 1) / c),
            Math.sqrt((k / m - 1) / c) * 1.6,
          ),
        },
      ],
      facts: { k, m, c, value },
    };
  },
};

const ELLIPSE_CUTS = [frac(1, 2), frac(1, 3), frac(1, 4), frac(0), frac(-1, 2), frac(-1, 3)];

const ellipseArc: QuestionTemplate = {
  id: 'cp2.volumes.parametric-ellipse',
  subtopicId: `${V}.parametric-curves`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'parametric equations', 'trigonometric integration'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.parametric-ellipse');
    const [a, b, c] = [rng.int(1, 6), rng.int(1, 6), rng.pick(ELLIPSE_CUTS)];
    const ab2 = a * b * b;
    // V = pi a b^2 (2/3 - c + c^3/3)
    const bracket = add(sub(frac(2, 3), c), mul(frac(1, 3), mul(c, mul(c, c))));
    const volume = piTex(mul(ab2, bracket));
    const whole = piTex(frac(4 * ab2, 3));
    return {
      title: 'Volume from a parametric arc of an ellipse',
      introTex: rng.pick([
        tex`The curve \(C\) has parametric equations \(x = ${co(a)}\cos t\), \(y = ${co(b)}\sin t\), \(0 \leqslant t \leqslant \pi\). The region \(R\) is bounded by \(C\), the \(x\)-axis and the line \(x = ${fracTex(mul(a, c))}\), and lies to the right of this line. The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis.`,
        tex`The upper half of an ellipse is the curve \(C\) with parametric equations \(x = ${co(a)}\cos t\), \(y = ${co(b)}\sin t\), \(0 \leqslant t \leqslant \pi\). The region \(R\), between \(C\), the \(x\)-axis and the line \(x = ${fracTex(mul(a, c))}\) and to the right of this line, is rotated through \(2\pi\) radians about the \(x\)-axis.`,
      ]),
      parts: [
        part(
          tex`Show that the volume of the solid formed is \(\displaystyle ${piTex(ab2)}\int_{0}^{\alpha} \sin^{3}t\,\mathrm{d}t\), where \(\cos\alpha = ${fracTex(c)}\).`,
          tex`${piTex(ab2)}\int_{0}^{\alpha} \sin^{3}t\,\mathrm{d}t`,
          [
            mark(
              'M1',
              tex`Uses \(\pi\int y^{2}\frac{\mathrm{d}x}{\mathrm{d}t}\,\mathrm{d}t\)`,
              tex`\pi\int ${b * b}\sin^{2}t \times (-${co(a)}\sin t)\,\mathrm{d}t`,
            ),
            mark(
              'A1',
              tex`Correct limits in \(t\): \(x = ${a}\) at \(t = 0\) and \(x = ${fracTex(mul(a, c))}\) at \(t = \alpha\)`,
              tex`t = 0 \text{ and } t = \alpha`,
              ['a.1'],
            ),
            mark('A1*', 'Reverses the limits to remove the minus sign, cso', tex`${piTex(ab2)}\int_{0}^{\alpha} \sin^{3}t\,\mathrm{d}t`, [
              'a.1',
            ]),
          ],
        ),
        part(
          tex`Show that \(\displaystyle\int \sin^{3}t\,\mathrm{d}t = -\cos t + \frac{1}{3}\cos^{3}t + k\), where \(k\) is a constant.`,
          tex`-\cos t + \frac{1}{3}\cos^{3}t + k`,
          [
            mark('M1', tex`Writes \(\sin^{3}t = \sin t - \sin t\cos^{2}t\)`, tex`\sin^{3}t = \sin t(1 - \cos^{2}t)`),
            mark('A1*', 'Integrates both terms, cso', tex`-\cos t + \frac{1}{3}\cos^{3}t`, ['b.1']),
          ],
        ),
        part(tex`Hence find the exact volume of the solid.`, volume, [
          mark(
            'M1',
            tex`Substitutes \(\cos\alpha = ${fracTex(c)}\) and \(\cos 0 = 1\) into the result of (b)`,
            tex`${piTex(ab2)}\left[-\cos t + \tfrac{1}{3}\cos^{3}t\right]_{0}^{\alpha}`,
          ),
          mark('A1', 'Correct exact volume', volume, ['c.1']),
        ]),
        part(
          tex`Deduce the volume of the solid formed when the whole region between \(C\) and the \(x\)-axis is rotated through \(2\pi\) radians about the \(x\)-axis.`,
          whole,
          [mark('B1', tex`Uses \(\cos\alpha = -1\) in their working, or the ellipsoid formula`, whole)],
        ),
      ],
      notes: [
        tex`(a) \(\frac{\mathrm{d}x}{\mathrm{d}t} = -${co(a)}\sin t\); the limits reverse because \(x\) decreases as \(t\) increases.`,
        '(d) The solid is a spheroid.',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Curve C and region R',
          description: `Upper half of an ellipse with semi-axes ${a} and ${b}; the part to the right of x = ${fracTex(mul(a, c))} is shaded.`,
          svg: regionDiagram(
            (x) => b * Math.sqrt(Math.max(0, 1 - (x / a) ** 2)),
            () => 0,
            (a * c.n) / c.d,
            a,
            a * 1.2,
            { region: 'R', curve: 'C' },
          ),
        },
      ],
      facts: { a, b, c: c.n / c.d, volume: Math.PI * ab2 * (bracket.n / bracket.d), whole: (4 * Math.PI * ab2) / 3 },
    };
  },
};

const doubleAngleLoop: QuestionTemplate = {
  id: 'cp2.volumes.parametric-loop',
  subtopicId: `${V}.parametric-curves`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'parametric equations', 'integration by substitution'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.parametric-loop');
    const [a, b] = [rng.int(1, 10), rng.int(1, 10)];
    const area = frac(2 * a * b, 3);
    const volume = piTex(frac(8 * a * b * b, 15));
    return {
      title: 'Area and volume for a parametric arch',
      introTex: rng.pick([
        tex`The curve \(C\) has parametric equations \(x = ${co(a)}\sin t\), \(y = ${co(b)}\sin 2t\), \(0 \leqslant t \leqslant \frac{\pi}{2}\). The region \(R\) is bounded by \(C\) and the \(x\)-axis.`,
        tex`The curve \(C\), with parametric equations \(x = ${co(a)}\sin t\), \(y = ${co(b)}\sin 2t\), \(0 \leqslant t \leqslant \frac{\pi}{2}\), starts and ends on the \(x\)-axis. The region \(R\) is enclosed by \(C\) and the \(x\)-axis.`,
      ]),
      parts: [
        part(tex`Find the exact area of \(R\).`, fracTex(area), [
          mark(
            'M1',
            tex`Uses \(\int y\frac{\mathrm{d}x}{\mathrm{d}t}\,\mathrm{d}t\)`,
            tex`\int_{0}^{\frac{\pi}{2}} ${co(b)}\sin 2t \times ${co(a)}\cos t\,\mathrm{d}t`,
          ),
          mark(
            'M1',
            tex`Uses \(\sin 2t = 2\sin t\cos t\) and integrates to a multiple of \(\cos^{3}t\)`,
            tex`${2 * a * b}\int_{0}^{\frac{\pi}{2}} \sin t\cos^{2}t\,\mathrm{d}t = ${2 * a * b}\left[-\frac{1}{3}\cos^{3}t\right]_{0}^{\frac{\pi}{2}}`,
          ),
          mark('A1', 'Correct exact area', fracTex(area), ['a.1', 'a.2']),
        ]),
        part(
          tex`The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis. Show that the volume of the solid formed is \(\displaystyle ${piTex(4 * a * b * b)}\int_{0}^{\frac{\pi}{2}} \sin^{2}t\cos^{3}t\,\mathrm{d}t\).`,
          tex`${piTex(4 * a * b * b)}\int_{0}^{\frac{\pi}{2}} \sin^{2}t\cos^{3}t\,\mathrm{d}t`,
          [
            mark(
              'M1',
              tex`Uses \(\pi\int y^{2}\frac{\mathrm{d}x}{\mathrm{d}t}\,\mathrm{d}t\)`,
              tex`\pi\int_{0}^{\frac{\pi}{2}} ${b * b}\sin^{2}2t \times ${co(a)}\cos t\,\mathrm{d}t`,
            ),
            mark(
              'A1*',
              tex`Uses \(\sin 2t = 2\sin t\cos t\) to reach the printed form, cso`,
              tex`${piTex(4 * a * b * b)}\int_{0}^{\frac{\pi}{2}} \sin^{2}t\cos^{3}t\,\mathrm{d}t`,
              ['b.1'],
            ),
          ],
        ),
        part(tex`Using the substitution \(u = \sin t\), or otherwise, find the exact volume of the solid.`, volume, [
          mark(
            'M1',
            tex`Substitutes \(u = \sin t\) with \(\cos^{2}t = 1 - u^{2}\) and \(\mathrm{d}u = \cos t\,\mathrm{d}t\)`,
            tex`\int_{0}^{1} u^{2}(1 - u^{2})\,\mathrm{d}u`,
          ),
          mark('A1', 'Correct value of the integral', tex`\frac{1}{3} - \frac{1}{5} = \frac{2}{15}`, ['c.1']),
          mark('A1', 'Correct exact volume', volume, ['c.1']),
        ]),
      ],
      notes: [
        tex`(a) Equivalent: the substitution \(u = \cos t\).`,
        tex`(c) The limits must change to \(0\) and \(1\), or the substitution be reversed.`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Curve C',
          description: `Arch of the parametric curve x = ${a} sin t, y = ${b} sin 2t from the origin to (${a}, 0); region R under the arch shaded.`,
          svg: regionDiagram(
            (x) => {
              const s = Math.min(1, x / a);
              return 2 * b * s * Math.sqrt(1 - s * s);
            },
            () => 0,
            0,
            a,
            undefined,
            { region: 'R', curve: 'C' },
          ),
        },
      ],
      facts: { a, b, area: area.n / area.d, volume: (8 * Math.PI * a * b * b) / 15 },
    };
  },
};

const bowl: QuestionTemplate = {
  id: 'cp2.volumes.bowl-model',
  subtopicId: `${V}.modelling`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'modelling', 'rates of change'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.bowl-model');
    const [c, h, Q] = [rng.int(2, 10), rng.int(8, 20), rng.pick([5, 10, 20, 25, 50])];
    const d1 = rng.int(2, h - 2);
    const litres = (Math.PI * c * h * h) / 2 / 1000;
    const rise = Q / (Math.PI * c * d1);
    const time = (Math.PI * c * d1 * d1) / 2 / Q;
    const vd = tex`V = ${piTex(frac(c, 2))} d^{2}`;
    return {
      title: 'Modelling a bowl as a paraboloid',
      introTex: rng.pick([
        tex`The inside of a bowl is modelled by the surface formed when the curve \(y = \dfrac{x^{2}}{${c}}\), \(0 \leqslant y \leqslant ${h}\), is rotated through \(2\pi\) radians about the \(y\)-axis. The units are centimetres.`,
        tex`A designer models the inside of a serving bowl by rotating the curve \(y = \dfrac{x^{2}}{${c}}\), \(0 \leqslant y \leqslant ${h}\), through \(2\pi\) radians about the \(y\)-axis, which is vertical. Lengths are in centimetres.`,
      ]),
      parts: [
        part(
          tex`Show that, according to the model, the volume of water in the bowl when the water is \(d\) cm deep is \(${vd}\ \mathrm{cm}^{3}\).`,
          vd,
          [
            mark('M1', tex`Uses \(x^{2} = ${c}y\)`, tex`x^{2} = ${c}y`),
            mark('M1', tex`Uses \(\pi\int_{0}^{d} x^{2}\,\mathrm{d}y\)`, tex`\pi\int_{0}^{d} ${c}y\,\mathrm{d}y`),
            mark('A1*', 'Printed result, cso', vd, ['a.1', 'a.2']),
          ],
        ),
        part(tex`Hence find the capacity of the bowl in litres, to 3 significant figures.`, tex`${sf(litres)}\ \text{litres}`, [
          mark('M1', tex`Substitutes \(d = ${h}\) and divides by \(1000\)`, tex`\frac{${piTex(frac(c, 2))} \times ${h}^{2}}{1000}`),
          mark('A1', 'Correct capacity, awrt', tex`${sf(litres)}\ \text{litres}`, ['b.1']),
        ]),
        part(
          tex`Water is poured into the empty bowl at a constant rate of \(${Q}\ \mathrm{cm^{3}\,s^{-1}}\). Find the rate at which the depth is increasing when the water is \(${d1}\) cm deep.`,
          tex`${sf(rise)}\ \mathrm{cm\,s^{-1}}`,
          [
            mark(
              'M1',
              tex`Uses \(\frac{\mathrm{d}d}{\mathrm{d}t} = \frac{\mathrm{d}V}{\mathrm{d}t} \div \frac{\mathrm{d}V}{\mathrm{d}d}\) with their \(V\)`,
              tex`\frac{\mathrm{d}d}{\mathrm{d}t} = \frac{${Q}}{${c}\pi \times ${d1}}`,
            ),
            mark('A1', 'Correct rate, awrt', tex`${sf(rise)}\ \mathrm{cm\,s^{-1}}`, ['c.1']),
          ],
        ),
        part(tex`Using your answer to part (a), find the time taken for the depth to reach \(${d1}\) cm.`, tex`${sf(time)}\ \mathrm{s}`, [
          mark('M1', tex`Their \(V\) at depth \(${d1}\) cm divided by the rate`, tex`\frac{${piTex(frac(c, 2))} \times ${d1}^{2}}{${Q}}`),
          mark('A1', 'Correct time, awrt', tex`${sf(time)}\ \mathrm{s}`, ['d.1']),
        ]),
      ],
      notes: [
        tex`(b) \(1\) litre \(= 1000\ \mathrm{cm}^{3}\).`,
        tex`(c) Accept the answer from implicit differentiation of \(V\) with respect to \(t\).`,
      ],
      facts: { c, h, Q, d1, litres, rise, time },
    };
  },
};

const TRIPLES: [number, number, number][] = [
  [5, 3, 4],
  [5, 4, 3],
  [13, 5, 12],
  [13, 12, 5],
  [10, 6, 8],
  [10, 8, 6],
  [17, 8, 15],
  [17, 15, 8],
  [25, 7, 24],
  [25, 24, 7],
  [15, 9, 12],
  [15, 12, 9],
  [20, 12, 16],
  [20, 16, 12],
  [26, 10, 24],
  [26, 24, 10],
];
const DENSITIES = ['1.2', '2.5', '7.8', '8.9', '10.5', '19.3'];

const bead: QuestionTemplate = {
  id: 'cp2.volumes.bead-model',
  subtopicId: `${V}.modelling`,
  difficulty: 4,
  frequency: 'rare',
  tags: ['volumes of revolution', 'modelling', 'subtracting volumes'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.bead-model');
    const [R, rho, L] = rng.pick(TRIPLES);
    const density = rng.pick(DENSITIES);
    const volume = piTex(frac(4 * L ** 3, 3));
    const mass = ((4 * Math.PI * L ** 3) / 3 / 1000) * Number(density);
    return {
      title: 'Modelling a bead as a sphere with a hole',
      introTex: rng.pick([
        tex`A bead is modelled as the solid formed when the region between the circle \(x^{2} + y^{2} = ${R * R}\) and the line \(y = ${rho}\), lying above the line, is rotated through \(2\pi\) radians about the \(x\)-axis. The units are millimetres.`,
        tex`A jeweller makes a bead by drilling a cylindrical hole through a sphere. It is modelled as the solid formed when the region between the circle \(x^{2} + y^{2} = ${R * R}\) and the line \(y = ${rho}\), above the line, is rotated through \(2\pi\) radians about the \(x\)-axis. The units are millimetres.`,
      ]),
      parts: [
        part(
          tex`Show that the volume of the bead is given by \(\displaystyle\pi\int_{-${L}}^{${L}} (${R * R - rho * rho} - x^{2})\,\mathrm{d}x\).`,
          tex`\pi\int_{-${L}}^{${L}} (${R * R - rho * rho} - x^{2})\,\mathrm{d}x`,
          [
            mark(
              'M1',
              tex`Volume of the sphere cap region minus the cylinder: \(\pi\int (y_1^{2} - y_2^{2})\,\mathrm{d}x\)`,
              tex`\pi\int \left((${R * R} - x^{2}) - ${rho * rho}\right)\mathrm{d}x`,
            ),
            mark('A1*', 'Finds the limits where the line meets the circle, cso', tex`x = \pm${L}`, ['a.1']),
          ],
        ),
        part(tex`Hence show that the volume of the bead is \(${volume}\ \mathrm{mm}^{3}\).`, volume, [
          mark('M1', 'Integrates and substitutes the limits', tex`\pi\left[${R * R - rho * rho}x - \frac{x^{3}}{3}\right]_{-${L}}^{${L}}`),
          mark('A1*', 'Printed answer, cso', volume, ['b.1']),
        ]),
        part(
          tex`The bead is made of a material of density \(${density}\) grams per \(\mathrm{cm}^{3}\). Using your answer to part (b), find the mass of the bead in grams, to 3 significant figures, and give one reason why the model may not give the exact mass of a real bead.`,
          tex`${sf(mass)}\ \mathrm{g}; \; \text{e.g. the edges of the hole are rounded}`,
          [
            mark(
              'M1',
              tex`Converts \(\mathrm{mm}^{3}\) to \(\mathrm{cm}^{3}\) and multiplies by the density`,
              tex`\frac{${piTex(frac(4 * L ** 3, 3))}}{1000} \times ${density}`,
            ),
            mark('A1', 'Correct mass, awrt', tex`${sf(mass)}\ \mathrm{g}`, ['c.1']),
            mark('B1', 'A sensible reason in context', tex`\text{e.g. the bead is not exactly spherical}`),
          ],
        ),
      ],
      notes: [
        '(a) The hole is the cylinder of radius equal to the distance of the line from the axis.',
        tex`(c) \(1\ \mathrm{cm}^{3} = 1000\ \mathrm{mm}^{3}\).`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region rotated to form the bead',
          description: `The circle of radius ${R} and the line y = ${rho}; the part of the disc above the line is shaded.`,
          svg: regionDiagram(
            (x) => Math.sqrt(Math.max(0, R * R - x * x)),
            () => rho,
            -L,
            L,
            R * 1.2,
            {},
          ),
        },
      ],
      facts: { R, rho, L, density: Number(density), volume: (4 * Math.PI * L ** 3) / 3, mass },
    };
  },
};

export const cp2VolumeTemplates: QuestionTemplate[] = [
  partialFractions,
  improper,
  sineYAxis,
  reciprocalYAxis,
  ellipseArc,
  doubleAngleLoop,
  bowl,
  bead,
];
