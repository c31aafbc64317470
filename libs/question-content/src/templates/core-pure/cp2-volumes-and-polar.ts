import { add, frac, mul } from '../../math/rational.js';
import { fracTex, piTex, sf, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { axes, frame, path, SHADE, svgDoc } from '../../svg.js';
import { regionDiagram } from './volume-diagrams.js';

const V = 'cp2-volumes-of-revolution';
const P = 'cp2-polar-coordinates';
const exp = (k: ReturnType<typeof frac> | number, v = 'x') => tex`\mathrm{e}^{${terms([[k, v]])}}`;

const xAxis: QuestionTemplate = {
  id: 'cp2.volumes.x-axis-exponential',
  subtopicId: `${V}.about-the-x-axis`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['volumes of revolution', 'integration by parts', 'exponential'],
  build(rng) {
    const [k, h] = [rng.int(1, 2), rng.int(1, 3)];
    const volume = tex`\frac{\pi}{${k * k}}\left(${terms([[k * h - 1, exp(k * h, '')]])} + 1\right)`.replace('\\frac{\\pi}{1}', '\\pi');
    const value = (Math.PI / (k * k)) * ((k * h - 1) * Math.exp(k * h) + 1);
    return {
      title: 'Volume of revolution needing integration by parts',
      introTex: tex`The region \(R\) is bounded by the curve \(y = \sqrt{x}\,${exp(frac(k, 2))}\), the \(x\)-axis and the line \(x = ${h}\). It is rotated through \(2\pi\) radians about the \(x\)-axis.`,
      parts: [
        part(tex`Show that the volume of the solid formed is \(${volume}\).`, volume, [
          mark('M1', 'Uses pi times the integral of y squared', tex`\pi\int_{0}^{${h}} x${exp(k)}\,\mathrm{d}x`),
          mark('M1', 'Integrates by parts', tex`\frac{x}{${k}}${exp(k)} - \frac{1}{${k * k}}${exp(k)}`),
          mark('A1', 'Correct integration', tex`\frac{x}{${k}}${exp(k)} - \frac{1}{${k * k}}${exp(k)}`, ['a.2']),
          mark('A1*', 'Correct limits to the printed answer, cso', volume, ['a.1', 'a.2']),
        ]),
      ],
      notes: ['A1*: the lower limit must be seen to contribute.'],
      diagrams: [{
        title: 'Region R',
        description: `Graph of y = root x times e to the power ${k}x/2 from x = 0 to x = ${h}; region between the curve, the x-axis and x = ${h} shaded.`,
        svg: regionDiagram((x) => Math.sqrt(x) * Math.exp((k * x) / 2), () => 0, 0, h),
      }],
      facts: { k, h, value },
    };
  },
};

const yAxis: QuestionTemplate = {
  id: 'cp2.volumes.y-axis-logarithm',
  subtopicId: `${V}.about-the-y-axis`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'y-axis', 'logarithms'],
  build(rng) {
    const [k, H] = [rng.int(1, 2), rng.int(1, 3)];
    const power = frac(2 * H, k);
    const volume = tex`\frac{${k === 1 ? '' : k}\pi}{2}\left(\mathrm{e}^{${fracTex(power)}} - 1\right)`;
    const value = ((k * Math.PI) / 2) * (Math.exp((2 * H) / k) - 1);
    return {
      title: 'Volume of revolution about the y-axis for a logarithmic curve',
      introTex: tex`The region \(R\) is bounded by the curve \(y = ${k === 1 ? '' : k}\ln x\), the \(y\)-axis, the \(x\)-axis and the line \(y = ${H}\). It is rotated through \(2\pi\) radians about the \(y\)-axis.`,
      parts: [
        part(tex`Find the exact volume of the solid formed.`, volume, [
          mark('M1', 'Makes x the subject and squares', tex`x^{2} = ${exp(frac(2, k), 'y')}`),
          mark('M1', 'Uses pi times the integral of x squared with respect to y between 0 and H', tex`\pi\int_{0}^{${H}} ${exp(frac(2, k), 'y')}\,\mathrm{d}y`),
          mark('A1', 'Correct exact volume', volume, ['a.1', 'a.2']),
        ]),
      ],
      notes: ['Limits in x score M0 for the second M mark.'],
      diagrams: [{
        title: 'Region R beside the y-axis',
        description: `Graph of y = ${k} ln x; the region between the curve, the y-axis, the x-axis and the line y = ${H} is shaded.`,
        svg: regionDiagram(() => H, (x) => (x <= 1 ? 0 : Math.min(H, k * Math.log(x))), 0, Math.exp(H / k)),
      }],
      facts: { k, H, value },
    };
  },
};

const parametric: QuestionTemplate = {
  id: 'cp2.volumes.parametric',
  subtopicId: `${V}.parametric-curves`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'parametric equations'],
  build(rng) {
    const [p, q, T] = [rng.int(1, 3), rng.int(1, 3), rng.int(1, 2)];
    const volume = frac(p * q * q * T ** 8, 4);
    return {
      title: 'Volume of revolution from a parametric curve',
      introTex: tex`The curve \(C\) has parametric equations \(x = ${p === 1 ? '' : p}t^{2}\), \(y = ${q === 1 ? '' : q}t^{3}\), \(0 \leqslant t \leqslant ${T}\). The region between \(C\), the \(x\)-axis and the line \(x = ${p * T * T}\) is rotated through \(2\pi\) radians about the \(x\)-axis.`,
      parts: [
        part(tex`Find the exact volume of the solid formed.`, piTex(volume), [
          mark('M1', 'Uses pi times the integral of y^2 dx/dt with respect to t', tex`\pi\int_{0}^{${T}} (${terms([[q, 't^{3}']])})^{2}(${2 * p}t)\,\mathrm{d}t`),
          mark('A1', 'Correct integrand and limits in t', tex`${2 * p * q * q}\pi\int_{0}^{${T}} t^{7}\,\mathrm{d}t`, ['a.1']),
          mark('dM1', 'Integrates and substitutes the limits, dependent on the M1', tex`${2 * p * q * q}\pi\left[\frac{t^{8}}{8}\right]_{0}^{${T}}`, ['a.1']),
          mark('A1', 'Correct exact volume', piTex(volume), ['a.3']),
        ]),
      ],
      notes: ['Limits must be in t for the A1 on the integrand.'],
      diagrams: [{
        title: 'Parametric curve C',
        description: `Graph of the curve x = ${p}t squared, y = ${q}t cubed for t from 0 to ${T}; the region under C up to x = ${p * T * T} is shaded.`,
        svg: regionDiagram((x) => q * (x / p) ** 1.5, () => 0, 0, p * T * T),
      }],
      facts: { p, q, T, volume: (volume.n / volume.d) * Math.PI },
    };
  },
};

const modelling: QuestionTemplate = {
  id: 'cp2.volumes.vase-model',
  subtopicId: `${V}.modelling`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'modelling', 'exponential'],
  build(rng) {
    const [a, b, h] = [rng.int(2, 4), rng.pick([10, 20, 25]), rng.int(10, 20)];
    const volume = ((Math.PI * a * a * b) / 2) * (Math.exp((2 * h) / b) - 1);
    return {
      title: 'Modelling a vase with a volume of revolution',
      introTex: tex`The inside of a vase is modelled by rotating the curve \(x = ${a}\mathrm{e}^{\frac{y}{${b}}}\), \(0 \leqslant y \leqslant ${h}\), through \(2\pi\) radians about the \(y\)-axis. The units are centimetres and the base of the vase is flat.`,
      parts: [
        part(tex`Use the model to find the volume of water the vase can hold, in \(\mathrm{cm}^{3}\) to 3 significant figures.`, tex`${sf(volume)}\ \mathrm{cm}^{3}`, [
          mark('M1', 'Uses pi times the integral of x squared with respect to y', tex`\pi\int_{0}^{${h}} ${a * a}\mathrm{e}^{\frac{2y}{${b}}}\,\mathrm{d}y`),
          mark('A1', 'Correct integration', tex`${fracTex(frac(a * a * b, 2))}\pi\left[\mathrm{e}^{\frac{2y}{${b}}}\right]_{0}^{${h}}`, ['a.1']),
          mark('A1', 'Correct volume, awrt', tex`${sf(volume)}\ \mathrm{cm}^{3}`, ['a.1']),
        ]),
        part(tex`Give one reason why the model may not give the exact capacity of the vase.`, tex`\text{e.g. the vase wall or base has thickness}`, [mark('B1', 'A sensible reason in context', tex`\text{e.g. the shape is not exactly the curve}`)]),
      ],
      notes: ['(b) B1: any sensible refinement in context.'],
      facts: { a, b, h, volume },
    };
  },
};

/** Polar curve drawn in Cartesian coordinates, points with r < 0 skipped. */
function polarDiagram(r: (t: number) => number, t0: number, t1: number, shadeTo?: number): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= 120; i++) {
    const t = t0 + ((t1 - t0) * i) / 120;
    if (r(t) >= 0) pts.push([r(t) * Math.cos(t), r(t) * Math.sin(t)]);
  }
  const lim = Math.max(...pts.map(([x, y]) => Math.max(Math.abs(x), Math.abs(y)))) * 1.1 + 0.2;
  const f = frame(-lim, lim, -lim, lim, 260);
  const shade: [number, number][] = [];
  if (shadeTo !== undefined) {
    shade.push([0, 0]);
    for (let i = 0; i <= 60; i++) {
      const t = (shadeTo * i) / 60;
      shade.push([r(t) * Math.cos(t), r(t) * Math.sin(t)]);
    }
  }
  return svgDoc(f, [axes(f, -lim, lim, -lim, lim, '', ''), ...(shade.length ? [path(f, shade, true, SHADE)] : []), path(f, pts, false)]);
}

const polarEquations: QuestionTemplate = {
  id: 'cp2.polar.circle-conversion',
  subtopicId: `${P}.polar-equations`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['polar coordinates', 'Cartesian equations', 'circles'],
  build(rng) {
    const [p, q] = [2 * rng.nonZero(-4, 4), 2 * rng.nonZero(-4, 4)];
    const centre = [p / 2, q / 2];
    const r2 = centre[0] ** 2 + centre[1] ** 2;
    const cartesian = tex`x^{2} + y^{2} = ${terms([[p, 'x'], [q, 'y']])}`;
    const circleTex = tex`(x ${centre[0] < 0 ? '+' : '-'} ${Math.abs(centre[0])})^{2} + (y ${centre[1] < 0 ? '+' : '-'} ${Math.abs(centre[1])})^{2} = ${r2}`;
    return {
      title: 'Converting a polar equation to Cartesian form',
      introTex: tex`A curve has polar equation \(r = ${terms([[p, '\\cos\\theta'], [q, '\\sin\\theta']])}\).`,
      parts: [
        part(tex`Find a Cartesian equation of the curve.`, cartesian, [
          mark('M1', 'Multiplies by r and uses r^2 = x^2 + y^2, x = r cos theta, y = r sin theta', tex`r^{2} = ${terms([[p, 'r\\cos\\theta'], [q, 'r\\sin\\theta']])}`),
          mark('A1', 'Correct Cartesian equation', cartesian, ['a.1']),
        ]),
        part(tex`Hence show that the curve is a circle and state its centre and radius.`, tex`\text{centre } (${centre.join(', ')}), \; \text{radius } \sqrt{${r2}}`, [
          mark('M1', 'Completes the square in x and y', circleTex),
          mark('A1', 'Correct centre and exact radius', tex`(${centre.join(', ')}), \; \sqrt{${r2}}`, ['b.1']),
        ]),
      ],
      notes: ['(b) Accept the radius as a simplified surd.'],
      facts: { p, q, centre, r2 },
    };
  },
};

const sketching: QuestionTemplate = {
  id: 'cp2.polar.rose-loop',
  subtopicId: `${P}.sketching`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['polar coordinates', 'sketching', 'rose curves'],
  build(rng) {
    const [a, n] = [rng.int(2, 6), rng.int(2, 4)];
    const edge = frac(1, 2 * n);
    return {
      title: 'Features of a loop of a polar curve',
      introTex: tex`The curve \(C\) has polar equation \(r = ${a}\cos ${n}\theta\), \(-${piTex(edge)} \leqslant \theta \leqslant ${piTex(edge)}\). The diagram shows \(C\), a single loop.`,
      parts: [
        part(tex`State the maximum value of \(r\) on \(C\) and the value of \(\theta\) at which it occurs.`, tex`r = ${a}, \; \theta = 0`, [mark('B1', 'Both values', tex`r_{\max} = ${a} \text{ at } \theta = 0`)]),
        part(tex`Write down the equations of the tangents to \(C\) at the pole.`, tex`\theta = \pm${piTex(edge)}`, [mark('B1', 'Both half-lines', tex`\theta = ${piTex(edge)}, \; \theta = -${piTex(edge)}`)]),
        part(tex`Find the exact area enclosed by \(C\).`, piTex(frac(a * a, 4 * n)), [
          mark('M1', 'Uses (1/2) integral of r^2 with the double angle formula', tex`\frac{1}{2}\int_{-${piTex(edge)}}^{${piTex(edge)}} ${a * a}\cos^{2}${n}\theta\,\mathrm{d}\theta = \frac{${a * a}}{4}\int (1 + \cos ${2 * n}\theta)\,\mathrm{d}\theta`),
          mark('A1', 'Correct exact area', piTex(frac(a * a, 4 * n)), ['c.1']),
        ]),
      ],
      notes: ['(c) Without the double angle formula the M mark is not available.'],
      diagrams: [{
        title: 'One loop of C',
        description: `Polar curve r = ${a} cos ${n} theta forming a single loop symmetric about the initial line, reaching r = ${a} on the initial line and meeting the pole at theta = plus or minus pi over ${2 * n}.`,
        svg: polarDiagram((t) => a * Math.cos(n * t), -Math.PI / (2 * n), Math.PI / (2 * n)),
      }],
      facts: { a, n, area: (Math.PI * a * a) / (4 * n) },
    };
  },
};

const areas: QuestionTemplate = {
  id: 'cp2.polar.limacon-area',
  subtopicId: `${P}.areas`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['polar coordinates', 'area', 'integration'],
  build(rng) {
    const b = rng.int(1, 3);
    const a = b + rng.int(0, 3);
    // (1/2) integral_0^{pi/2} (a + b cos t)^2 dt = (1/2)(a^2 pi/2 + 2ab + b^2 pi/4)
    const piPart = add(frac(a * a, 4), frac(b * b, 8));
    const area = terms([[piPart, '\\pi'], [a * b, '']]);
    const value = (piPart.n / piPart.d) * Math.PI + a * b;
    return {
      title: 'Area of a region bounded by a polar curve',
      introTex: tex`The curve \(C\) has polar equation \(r = ${a} + ${b === 1 ? '' : b}\cos\theta\), \(0 \leqslant \theta < 2\pi\). The region \(R\) is bounded by \(C\), the initial line and the half-line \(\theta = \frac{\pi}{2}\).`,
      parts: [
        part(tex`Show that the area of \(R\) is \(${area}\).`, area, [
          mark('M1', 'Uses (1/2) integral of r squared with limits 0 and pi/2', tex`\frac{1}{2}\int_{0}^{\frac{\pi}{2}} (${a} + ${b}\cos\theta)^{2}\,\mathrm{d}\theta`),
          mark('M1', 'Uses the double angle formula for cos^2', tex`\cos^{2}\theta = \frac{1}{2}(1 + \cos 2\theta)`),
          mark('A1', 'Correct integration', tex`\frac{1}{2}\left[${terms([[a * a, '\\theta'], [2 * a * b, '\\sin\\theta'], [frac(b * b, 2), '\\theta'], [frac(b * b, 4), '\\sin 2\\theta']])}\right]`, ['a.1', 'a.2']),
          mark('A1*', 'Correct limits to the printed answer, cso', area, ['a.3']),
        ]),
      ],
      notes: ['The factor 1/2 must be seen for the first M1.'],
      diagrams: [{
        title: 'Curve C with region R',
        description: `Polar curve r = ${a} + ${b} cos theta; the region between the curve, the initial line and the half-line theta = pi/2 is shaded.`,
        svg: polarDiagram((t) => a + b * Math.cos(t), 0, 2 * Math.PI, Math.PI / 2),
      }],
      facts: { a, b, value },
    };
  },
};

const tangents: QuestionTemplate = {
  id: 'cp2.polar.horizontal-tangents',
  subtopicId: `${P}.tangents`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['polar coordinates', 'tangents'],
  build(rng) {
    const s = rng.int(1, 3);
    const [a, b] = rng.pick([[s, s], [7 * s, 3 * s]]);
    // dy/dtheta = a cos t + b cos 2t = 2b c^2 + a c - b = 0
    const c = frac(-a + Math.sqrt(a * a + 8 * b * b), 4 * b);
    const r = add(a, mul(b, c));
    const theta = c.n * 2 === c.d ? tex`\frac{\pi}{3}` : tex`\arccos\left(${fracTex(c)}\right) = ${sf(Math.acos(c.n / c.d))}`;
    return {
      title: 'Tangents parallel to the initial line',
      introTex: tex`The curve \(C\) has polar equation \(r = ${a} + ${b === 1 ? '' : b}\cos\theta\), \(-\pi < \theta \leqslant \pi\).`,
      parts: [
        part(tex`Find the polar coordinates of the points on \(C\), other than the pole, where the tangent is parallel to the initial line, giving \(\theta\) to 3 significant figures where it is not exact.`, tex`\left(${fracTex(r)}, \pm ${theta.replace(/ = .*$/, '')}\right)`, [
          mark('M1', 'Uses y = r sin theta', tex`y = ${a}\sin\theta + ${b}\sin\theta\cos\theta`),
          mark('M1', 'Differentiates and sets dy/dtheta = 0', tex`${a}\cos\theta + ${b}\cos 2\theta = 0`),
          mark('dM1', 'Forms and solves a quadratic in cos theta, dependent on the previous M', tex`${terms([[2 * b, '\\cos^{2}\\theta'], [a, '\\cos\\theta'], [-b, '']])} = 0 \Rightarrow \cos\theta = ${fracTex(c)}`, ['a.2']),
          mark('A1', 'Correct values of theta', tex`\theta = \pm ${theta}`, ['a.3']),
          mark('A1', 'Correct value of r', tex`r = ${fracTex(r)}`, ['a.3']),
        ]),
      ],
      notes: ['Points at the pole must be excluded.', 'Differentiating x = r cos theta instead scores M0 M0.'],
      diagrams: [{
        title: 'Curve C',
        description: `Polar curve r = ${a} + ${b} cos theta drawn for a full turn about the pole.`,
        svg: polarDiagram((t) => a + b * Math.cos(t), 0, 2 * Math.PI),
      }],
      facts: { a, b, cos: c.n / c.d, r: r.n / r.d },
    };
  },
};

export const cp2VolumePolarTemplates = [xAxis, yAxis, parametric, modelling, polarEquations, sketching, areas, tangents];
