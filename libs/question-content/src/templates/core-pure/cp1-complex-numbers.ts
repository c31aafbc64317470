import { frac } from '../../math/rational.js';
import { cx, poly, surdTex, terms, tex } from '../../math/tex.js';
import { cmul } from '../../math/complex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';

const T = 'cp1-complex-numbers';

const imaginary: QuestionTemplate = {
  id: 'cp1.complex.imaginary',
  subtopicId: `${T}.imaginary-and-complex-numbers`,
  difficulty: 1,
  frequency: 'frequent',
  tags: ['complex numbers', 'surds'],
  build(rng) {
    const [k, m] = [rng.int(2, 7), rng.pick([2, 3, 5, 6, 7])];
    const [a, b, c, d] = [rng.nonZero(-6, 6), rng.nonZero(-6, 6), rng.nonZero(-6, 6), rng.nonZero(-6, 6)];
    const [p, q] = [rng.int(2, 4), rng.int(2, 3)];
    const re = p * a - q * c;
    const im = p * b - q * d;
    return {
      title: 'Square roots of negative numbers and combining complex numbers',
      introTex: tex`Given that \(z = ${cx(a, b)}\) and \(w = ${cx(c, d)}\),`,
      parts: [
        part(tex`Write \(\sqrt{-${k * k * m}}\) in the form \(p\sqrt{q}\,\mathrm{i}\), where \(p\) and \(q\) are integers and \(q\) is prime or has no square factors.`,
          tex`${k}\sqrt{${m}}\,\mathrm{i}`,
          [mark('B1', 'Correct simplified imaginary surd', tex`\sqrt{-${k * k * m}} = ${k}\sqrt{${m}}\,\mathrm{i}`)]),
        part(tex`find \(${p}z - ${q}w\), giving your answer in the form \(a + b\mathrm{i}\).`,
          cx(re, im),
          [
            mark('M1', 'Multiplies each number by its scalar and collects real and imaginary parts', tex`(${p * a} - ${q}\times(${c})) + (${p * b} - ${q}\times(${d}))\mathrm{i}`),
            mark('A1', 'Correct complex number, cao', cx(re, im), ['b.1']),
          ]),
      ],
      notes: ['(b) M1: at least one of the real or imaginary parts correct for their scalar multiples.'],
      facts: { k, m, a, b, c, d, p, q, re, im },
    };
  },
};

const multiplying: QuestionTemplate = {
  id: 'cp1.complex.multiplying',
  subtopicId: `${T}.multiplying`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['complex numbers', 'multiplication'],
  build(rng) {
    const z: [number, number] = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const w: [number, number] = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const zw = cmul(z, w);
    const z2 = cmul(z, z);
    return {
      title: 'Products and squares of complex numbers',
      introTex: tex`The complex numbers \(z\) and \(w\) are given by \(z = ${cx(...z)}\) and \(w = ${cx(...w)}\).`,
      parts: [
        part(tex`Find \(zw\) in the form \(a + b\mathrm{i}\), where \(a\) and \(b\) are real.`, cx(...zw), [
          mark('M1', 'Expands the product and uses i^2 = -1', tex`${terms([[z[0] * w[0], ''], [-z[1] * w[1], '']])} + (${terms([[z[0] * w[1], ''], [z[1] * w[0], '']])})\mathrm{i}`),
          mark('A1', 'Correct product, cao', cx(...zw), ['a.1']),
        ]),
        part(tex`Find \(z^{2}\) in the form \(a + b\mathrm{i}\).`, cx(...z2), [
          mark('M1', 'Squares using i^2 = -1', tex`${z[0] ** 2} - ${z[1] ** 2} ${2 * z[0] * z[1] < 0 ? '-' : '+'} ${Math.abs(2 * z[0] * z[1])}\mathrm{i}`),
          mark('A1', 'Correct square, cao', cx(...z2), ['b.1']),
        ]),
      ],
      notes: ['M1: attempt to multiply out with at least three of the four terms correct and i^2 replaced by -1.'],
      facts: { z, w, zw, z2 },
    };
  },
};

const conjugation: QuestionTemplate = {
  id: 'cp1.complex.conjugation',
  subtopicId: `${T}.conjugation`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['complex numbers', 'complex conjugate', 'division'],
  build(rng) {
    const [a, b, c, d] = [rng.nonZero(-6, 6), rng.nonZero(-6, 6), rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    const den = c * c + d * d;
    const re = frac(a * c + b * d, den);
    const im = frac(b * c - a * d, den);
    return {
      title: 'Dividing complex numbers using the conjugate',
      introTex: tex`The complex numbers \(z_1 = ${cx(a, b)}\) and \(z_2 = ${cx(c, d)}\).`,
      parts: [
        part(tex`Write down \(z_2^{*}\), the complex conjugate of \(z_2\).`, cx(c, -d), [
          mark('B1', 'Correct conjugate', cx(c, -d)),
        ]),
        part(tex`Express \(\dfrac{z_1}{z_2}\) in the form \(a + b\mathrm{i}\), where \(a\) and \(b\) are rational numbers.`, cx(re, im), [
          mark('M1', 'Multiplies numerator and denominator by the conjugate of the denominator', tex`\frac{(${cx(a, b)})(${cx(c, -d)})}{(${cx(c, d)})(${cx(c, -d)})}`),
          mark('A1', 'Correct real denominator', String(den), ['b.1']),
          mark('A1', 'Correct answer in the required form, oe', cx(re, im), ['b.1']),
        ]),
      ],
      notes: ['(b) M1 may be implied by a correct real denominator; A1 marks need the M1.'],
      facts: { a, b, c, d, re, im },
    };
  },
};

const quadraticRoots: QuestionTemplate = {
  id: 'cp1.complex.quadratic-roots',
  subtopicId: `${T}.roots-of-quadratics`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['complex numbers', 'quadratic equations', 'complex roots'],
  build(rng) {
    const [p, q] = [rng.nonZero(-5, 5), rng.int(1, 6)];
    const [b, c] = [-2 * p, p * p + q * q];
    const roots = tex`${cx(p, q)}, \quad ${cx(p, -q)}`;
    return {
      title: 'Solving a quadratic equation with complex roots',
      parts: [
        part(tex`Solve the equation \(${poly([1, b, c], 'z')} = 0\), giving your answers in the form \(a + b\mathrm{i}\).`, tex`z = ${roots}`, [
          mark('M1', 'Uses the quadratic formula or completes the square', tex`z = \frac{${-b} \pm \sqrt{${b * b - 4 * c}}}{2}`),
          mark('A1', 'Both roots correct', tex`z = ${roots}`, ['a.1']),
        ]),
        part(tex`Find the exact value of the modulus of either root.`, surdTex(c), [
          mark('B1ft', 'Modulus from their root', tex`\sqrt{${p * p} + ${q * q}} = ${surdTex(c)}`, ['a.2']),
        ]),
      ],
      notes: ['(b) B1ft: follow through on their complex root from (a).'],
      facts: { b, c, p, q },
    };
  },
};

const cubics: QuestionTemplate = {
  id: 'cp1.complex.cubic',
  subtopicId: `${T}.cubics-and-quartics`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['complex numbers', 'cubic equations', 'factor theorem'],
  build(rng) {
    const [r, p, q] = [rng.nonZero(-4, 4), rng.nonZero(-3, 3), rng.int(1, 4)];
    const n = p * p + q * q;
    const coeffs = [1, -2 * p - r, n + 2 * p * r, -r * n];
    const fr = tex`(${r})^{3} ${coeffs[1] < 0 ? '-' : '+'} ${Math.abs(coeffs[1])}(${r})^{2} ${coeffs[2] < 0 ? '-' : '+'} ${Math.abs(coeffs[2])}(${r}) ${coeffs[3] < 0 ? '-' : '+'} ${Math.abs(coeffs[3])} = 0`;
    const quadratic = poly([1, -2 * p, n], 'z');
    return {
      title: 'Solving a cubic equation with one real root',
      introTex: tex`\(\mathrm{f}(z) = ${poly(coeffs, 'z')}\)`,
      parts: [
        part(tex`Show that \(z = ${r}\) is a root of \(\mathrm{f}(z) = 0\).`, tex`\mathrm{f}(${r}) = 0`, [
          mark('B1', 'Substitutes and shows the value is zero', fr),
        ]),
        part(tex`Hence solve \(\mathrm{f}(z) = 0\) completely.`, tex`z = ${r}, \; ${cx(p, q)}, \; ${cx(p, -q)}`, [
          mark('M1', 'Divides by the linear factor or compares coefficients to find the quadratic factor', tex`(z ${r < 0 ? '+' : '-'} ${Math.abs(r)})(${quadratic})`),
          mark('A1', 'Correct quadratic factor', quadratic, ['b.1']),
          mark('dM1', 'Solves their three-term quadratic, dependent on the first M1', tex`z = ${p} \pm \sqrt{${-q * q}}`, ['b.1']),
          mark('A1', 'All three roots correct', tex`z = ${r}, \; ${cx(p, q)}, \; ${cx(p, -q)}`, ['b.3']),
        ]),
      ],
      notes: ['(b) dM1 depends on the first M1: the quadratic must come from a valid division.', 'Complex roots may be found from the conjugate pair property.'],
      facts: { coeffs, r, p, q },
    };
  },
};

export const cp1ComplexTemplates = [imaginary, multiplying, conjugation, quadraticRoots, cubics];
