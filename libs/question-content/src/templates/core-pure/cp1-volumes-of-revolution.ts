import { add, frac, mul, sub } from '../../math/rational.js';
import { fracTex, piTex, poly, sf, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { regionDiagram } from './volume-diagrams.js';

const T = 'cp1-volumes-of-revolution';

const xAxis: QuestionTemplate = {
  id: 'cp1.volumes.x-axis-quadratic',
  subtopicId: `${T}.about-the-x-axis`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['volumes of revolution', 'integration', 'x-axis'],
  build(rng) {
    const [c, h] = [rng.int(1, 4), rng.int(1, 3)];
    // pi * integral of (x^2 + c)^2 from 0 to h
    const volume = add(add(frac(h ** 5, 5), frac(2 * c * h ** 3, 3)), c * c * h);
    return {
      title: 'Volume of revolution about the x-axis',
      introTex: tex`The region \(R\) is bounded by the curve \(y = ${poly([1, 0, c])}\), the coordinate axes and the line \(x = ${h}\). The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis.`,
      parts: [
        part(tex`Find the exact volume of the solid generated.`, piTex(volume), [
          mark('M1', 'Uses pi times the integral of y squared', tex`\pi\int_{0}^{${h}} (x^{2} + ${c})^{2}\,\mathrm{d}x`),
          mark('M1', 'Expands and integrates, powers increased by one', tex`\pi\left[\frac{x^{5}}{5} + \frac{${2 * c}x^{3}}{3} + ${terms([[c * c, 'x']])}\right]_{0}^{${h}}`),
          mark('A1', 'Correct integration', tex`\frac{x^{5}}{5} + \frac{${2 * c}x^{3}}{3} + ${terms([[c * c, 'x']])}`, ['a.2']),
          mark('A1', 'Correct exact volume, oe', piTex(volume), ['a.1', 'a.2']),
        ]),
      ],
      notes: ['The first M1 may be implied by later work; pi may appear at the end.', 'A decimal answer only scores M1 M1 A1 A0.'],
      diagrams: [{
        title: 'Region R under the curve',
        description: `Graph of y = x squared plus ${c} for x from 0 to ${h}, with the region R between the curve, the axes and the line x = ${h} shaded.`,
        svg: regionDiagram((x) => x * x + c, () => 0, 0, h),
      }],
      facts: { c, h, volume: (volume.n / volume.d) * Math.PI },
    };
  },
};

const yAxis: QuestionTemplate = {
  id: 'cp1.volumes.y-axis-cubic',
  subtopicId: `${T}.about-the-y-axis`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'integration', 'y-axis'],
  build(rng) {
    const [p, m] = [rng.int(1, 3), rng.int(1, 3)];
    const H = p * m ** 3;
    const volume = frac(3 * p * m ** 5, 5);
    return {
      title: 'Volume of revolution about the y-axis',
      introTex: tex`The region \(R\) is bounded by the curve \(y = ${p === 1 ? '' : p}x^{3}\), \(x \geqslant 0\), the \(y\)-axis and the line \(y = ${H}\). The region is rotated through \(2\pi\) radians about the \(y\)-axis.`,
      parts: [
        part(tex`Show that the volume of the solid formed is \(${piTex(volume)}\).`, piTex(volume), [
          mark('M1', 'Writes x squared in terms of y', tex`x^{2} = \left(\frac{y}{${p}}\right)^{\frac{2}{3}}`),
          mark('M1', 'Uses pi times the integral of x squared with respect to y and integrates', tex`\pi\int_{0}^{${H}} \left(\frac{y}{${p}}\right)^{\frac{2}{3}}\mathrm{d}y = \pi\left[\frac{3}{5}\cdot\frac{y^{\frac{5}{3}}}{${p}^{\frac{2}{3}}}\right]_{0}^{${H}}`),
          mark('A1*', 'Correct limits applied to reach the printed answer, cso', piTex(volume), ['a.1', 'a.2']),
        ]),
      ],
      notes: ['A1*: the limits must be y = 0 and y = H; using x-limits scores A0.'],
      diagrams: [{
        title: 'Region R next to the y-axis',
        description: `Graph of y = ${p}x cubed for x from 0 to ${m}; region R between the curve, the y-axis and the line y = ${H} is shaded.`,
        svg: regionDiagram(() => H, (x) => p * x ** 3, 0, m),
      }],
      facts: { p, m, H, volume: (volume.n / volume.d) * Math.PI },
    };
  },
};

const addSubtract: QuestionTemplate = {
  id: 'cp1.volumes.between-line-and-curve',
  subtopicId: `${T}.adding-and-subtracting-volumes`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['volumes of revolution', 'subtracting volumes', 'cone'],
  build(rng) {
    const [a, b] = rng.pick([[1, 1], [1, 2], [1, 3], [2, 1], [2, 3], [3, 2], [2, 5]] as const);
    const X = frac(b, a);
    const lineVolume = mul(b * b, mul(frac(1, 3), mul(X, mul(X, X))));
    const curveVolume = mul(a * a, mul(frac(1, 5), mul(mul(X, X), mul(X, mul(X, X)))));
    const volume = sub(lineVolume, curveVolume);
    const curve = `${a === 1 ? '' : a}x^{2}`;
    const lineEq = `${b === 1 ? '' : b}x`;
    return {
      title: 'Volume of revolution of a region between a line and a curve',
      introTex: tex`The region \(R\) is bounded by the line \(y = ${lineEq}\) and the curve \(y = ${curve}\). The region is rotated through \(2\pi\) radians about the \(x\)-axis.`,
      parts: [
        part(tex`Find the \(x\)-coordinates of the points where the line meets the curve.`, tex`x = 0, \; x = ${fracTex(X)}`, [
          mark('B1', 'Both x-coordinates', tex`x = 0, \; x = ${fracTex(X)}`),
        ]),
        part(tex`Find the exact volume of the solid generated.`, piTex(volume), [
          mark('M1', 'Volume from the line: pi times the integral of the line squared, or a cone', tex`\pi\int_{0}^{${fracTex(X)}} ${b * b}x^{2}\,\mathrm{d}x = ${piTex(lineVolume)}`),
          mark('M1', 'Volume from the curve', tex`\pi\int_{0}^{${fracTex(X)}} ${a * a}x^{4}\,\mathrm{d}x = ${piTex(curveVolume)}`),
          mark('dM1', 'Subtracts the volumes the correct way round, dependent on both M marks', tex`${piTex(lineVolume)} - ${piTex(curveVolume)}`, ['b.1', 'b.2']),
          mark('A1', 'Correct exact volume', piTex(volume), ['b.3']),
        ]),
      ],
      notes: ['Rotating the difference of the functions, pi times the integral of (line - curve) squared, is a wrong method: M0 for the dM1.', 'Cone formula (1/3) pi r^2 h is acceptable for the line volume.'],
      diagrams: [{
        title: 'Region R between the line and the curve',
        description: `Graph of the line y = ${lineEq} and the curve y = ${curve}, meeting at the origin and at x = ${X.n}/${X.d}; the region R between them is shaded.`,
        svg: regionDiagram((x) => b * x, (x) => a * x * x, 0, X.n / X.d),
      }],
      facts: { a, b, X: X.n / X.d, volume: (volume.n / volume.d) * Math.PI },
    };
  },
};

const modelling: QuestionTemplate = {
  id: 'cp1.volumes.paraboloid-bowl',
  subtopicId: `${T}.modelling`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'modelling', 'units'],
  build(rng) {
    const [k, h] = [rng.int(2, 5), rng.int(6, 15)];
    const volume = (Math.PI * k * k * h * h) / 2;
    return {
      title: 'Modelling a bowl as a solid of revolution',
      introTex: tex`The inside of a bowl is modelled by rotating the curve \(y = ${k}\sqrt{x}\), \(0 \leqslant x \leqslant ${h}\), through \(2\pi\) radians about the \(x\)-axis, where the units are centimetres.`,
      parts: [
        part(tex`Use the model to find the capacity of the bowl in \(\mathrm{cm}^{3}\), to 3 significant figures.`, tex`${sf(volume)}\ \mathrm{cm}^{3}`, [
          mark('M1', 'Uses pi times the integral of y squared', tex`\pi\int_{0}^{${h}} ${k * k}x\,\mathrm{d}x`),
          mark('A1', 'Correct integration', tex`\pi\left[\frac{${k * k}x^{2}}{2}\right]_{0}^{${h}}`, ['a.1']),
          mark('A1', 'Correct capacity, awrt', tex`${sf(volume)}\ \mathrm{cm}^{3}`, ['a.1']),
        ]),
        part(tex`State one limitation of the model.`, tex`\text{e.g. the bowl has thickness, or its profile is not exactly this curve}`, [
          mark('B1', 'A sensible limitation in context', tex`\text{e.g. the thickness of the bowl is ignored}`),
        ]),
      ],
      notes: ['(b) B1: accept any sensible limitation referring to the bowl, e.g. the rim or base is not modelled.'],
      diagrams: [{
        title: 'Curve forming the bowl profile',
        description: `Graph of y = ${k} root x for x from 0 to ${h}; the region under the curve is shaded and rotated about the x-axis to form the bowl.`,
        svg: regionDiagram((x) => k * Math.sqrt(x), () => 0, 0, h),
      }],
      facts: { k, h, volume },
    };
  },
};

export const cp1VolumeTemplates = [xAxis, yAxis, addSubtract, modelling];
