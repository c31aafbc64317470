import { frac } from '../../math/rational.js';
import { fracTex, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';

const T = 'cp2-hyperbolic-functions';
const lnTex = (q: ReturnType<typeof frac>) => (q.n === q.d ? '0' : tex`\ln ${q.d === 1 ? q.n : `\\left(${fracTex(q)}\\right)`}`);

const definitions: QuestionTemplate = {
  id: 'cp2.hyperbolic.definitions',
  subtopicId: `${T}.definitions`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['hyperbolic functions', 'exponential definitions'],
  build(rng) {
    const k = rng.int(2, 7);
    const cosh = frac(k * k + 1, 2 * k);
    const tanh = frac(k * k - 1, k * k + 1);
    return {
      title: 'Hyperbolic functions from their definitions',
      parts: [
        part(tex`Using the definition of \(\cosh x\) in terms of exponentials, find the exact value of \(\cosh(\ln ${k})\).`, fracTex(cosh), [
          mark('M1', 'Uses cosh x = (e^x + e^{-x})/2 with e^{ln k} = k', tex`\frac{${k} + \frac{1}{${k}}}{2}`),
          mark('A1', 'Correct exact value', fracTex(cosh), ['a.1']),
        ]),
        part(tex`Find the exact value of \(\tanh(\ln ${k})\).`, fracTex(tanh), [
          mark('M1', 'Uses tanh x = (e^{2x} - 1)/(e^{2x} + 1) or sinh/cosh', tex`\frac{${k * k} - 1}{${k * k} + 1}`),
          mark('A1', 'Correct exact value', fracTex(tanh), ['b.1']),
        ]),
        part(tex`Using the definitions, prove that \(\cosh^{2}x - \sinh^{2}x \equiv 1\).`, tex`\cosh^{2}x - \sinh^{2}x \equiv 1`, [
          mark('M1', 'Squares both exponential forms', tex`\frac{\mathrm{e}^{2x} + 2 + \mathrm{e}^{-2x}}{4} - \frac{\mathrm{e}^{2x} - 2 + \mathrm{e}^{-2x}}{4}`),
          mark('A1*', 'Correct simplification to 1, cso', tex`\frac{4}{4} = 1`, ['c.1']),
        ]),
      ],
      notes: ['(a), (b): calculator decimals without exact working score M0.'],
      facts: { k, cosh: cosh.n / cosh.d, tanh: tanh.n / tanh.d },
    };
  },
};

const inverses: QuestionTemplate = {
  id: 'cp2.hyperbolic.inverse-equations',
  subtopicId: `${T}.inverses`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['inverse hyperbolic functions', 'logarithmic form'],
  build(rng) {
    const k = rng.int(2, 6);
    const c = frac(k * k + 1, 2 * k);
    const s = frac(k * k - 1, 2 * k);
    return {
      title: 'Inverse hyperbolic functions in logarithmic form',
      parts: [
        part(tex`Solve \(\cosh x = ${fracTex(c)}\), giving your answers as exact logarithms.`, tex`x = \pm\ln ${k}`, [
          mark('M1', 'Forms a quadratic in e^x', tex`${2 * k}\mathrm{e}^{2x} - ${2 * (k * k + 1)}\mathrm{e}^{x} + ${2 * k} = 0`),
          mark('A1', 'Correct values of e^x', tex`\mathrm{e}^{x} = ${k}, \; \frac{1}{${k}}`, ['a.1']),
          mark('A1', 'Both values of x', tex`x = \pm\ln ${k}`, ['a.1']),
        ]),
        part(tex`Use the logarithmic form of \(\operatorname{arsinh} x\) to show that \(\operatorname{arsinh}\left(${fracTex(s)}\right) = \ln ${k}\).`, tex`\ln ${k}`, [
          mark('B1*', 'Correct substitution and simplification, cso', tex`\ln\left(${fracTex(s)} + \sqrt{${fracTex(frac((k * k - 1) ** 2, 4 * k * k))} + 1}\right) = \ln\left(${fracTex(s)} + ${fracTex(c)}\right) = \ln ${k}`),
        ]),
      ],
      notes: ['(a) Using arcosh alone gives only ln k: A0 for the second A mark.'],
      facts: { k, c: c.n / c.d, s: s.n / s.d },
    };
  },
};

const equations: QuestionTemplate = {
  id: 'cp2.hyperbolic.linear-combination-equation',
  subtopicId: `${T}.identities-and-equations`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['hyperbolic functions', 'equations', 'exponential form'],
  build(rng) {
    const [u1, u2] = rng.sample([1, 2, 3, 4, 5, 6], 2).sort((x, y) => x - y);
    // (p - q)u^2 - 2ru + (p + q) = 0 with p - q = 2 has roots u1, u2
    const [p, q, r] = [u1 * u2 + 1, u1 * u2 - 1, u1 + u2];
    const answer = tex`x = ${lnTex(frac(u1))}, \; x = ${lnTex(frac(u2))}`;
    return {
      title: 'Solving an equation in hyperbolic functions',
      parts: [
        part(tex`Solve the equation \(${terms([[p, '\\cosh x'], [-q, '\\sinh x']])} = ${r}\), giving your answers in exact form.`, answer, [
          mark('M1', 'Replaces cosh x and sinh x by their exponential forms', tex`${p}\cdot\frac{\mathrm{e}^{x} + \mathrm{e}^{-x}}{2} - ${q}\cdot\frac{\mathrm{e}^{x} - \mathrm{e}^{-x}}{2} = ${r}`),
          mark('M1', 'Forms a three-term quadratic in e^x', tex`\mathrm{e}^{2x} - ${r}\mathrm{e}^{x} + ${u1 * u2} = 0`),
          mark('A1', 'Correct roots of the quadratic', tex`\mathrm{e}^{x} = ${u1}, \; ${u2}`, ['a.2']),
          mark('A1', 'Both exact solutions', answer, ['a.2']),
        ]),
      ],
      notes: ['x = ln 1 must be simplified to 0 for the final A1.'],
      facts: { p, q, r, u1, u2 },
    };
  },
};

const differentiation: QuestionTemplate = {
  id: 'cp2.hyperbolic.stationary-point',
  subtopicId: `${T}.differentiation`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['hyperbolic functions', 'differentiation', 'stationary points'],
  build(rng) {
    const k = rng.int(2, 5);
    const [c, d] = [2 * k, k * k - 1];
    const yTex = tex`${k * k + 1} - ${d}\ln ${k}`;
    return {
      title: 'Stationary point of a hyperbolic curve',
      introTex: tex`The curve \(C\) has equation \(y = ${c}\cosh x - ${d}x\).`,
      parts: [
        part(tex`Find \(\dfrac{\mathrm{d}y}{\mathrm{d}x}\).`, tex`${c}\sinh x - ${d}`, [mark('B1', 'Correct derivative', tex`${c}\sinh x - ${d}`)]),
        part(tex`Find the exact coordinates of the stationary point of \(C\), giving your answer in the form \((\ln a, b + c\ln a)\).`, tex`\left(\ln ${k}, \; ${yTex}\right)`, [
          mark('M1', 'Sets their derivative to zero and solves for sinh x', tex`\sinh x = \frac{${d}}{${c}}`),
          mark('M1', 'Uses the logarithmic form of arsinh or a quadratic in e^x', tex`x = \ln\left(\frac{${d}}{${c}} + \sqrt{\left(\frac{${d}}{${c}}\right)^{2} + 1}\right)`),
          mark('A1', 'Correct x', tex`x = \ln ${k}`, ['b.1', 'b.2']),
          mark('A1', 'Correct exact y', tex`y = ${yTex}`, ['b.1', 'b.2']),
        ]),
      ],
      notes: ['(b) cosh(ln k) = (k^2 + 1)/(2k) is needed for the y-coordinate.'],
      facts: { k, c, d, x: Math.log(k), y: k * k + 1 - d * Math.log(k) },
    };
  },
};

const TRIPLES = [[3, 4, 5], [4, 3, 5], [5, 12, 13], [12, 5, 13], [8, 15, 17], [6, 8, 10], [20, 21, 29]];

const integration: QuestionTemplate = {
  id: 'cp2.hyperbolic.arsinh-integral',
  subtopicId: `${T}.integration`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['hyperbolic functions', 'integration', 'inverse hyperbolic functions'],
  build(rng) {
    const [a, b, c] = rng.pick(TRIPLES);
    const value = frac(b + c, a);
    return {
      title: 'An integral giving an inverse hyperbolic function',
      parts: [
        part(tex`Show that \(\displaystyle\int_{0}^{${b}} \frac{1}{\sqrt{x^{2} + ${a * a}}}\,\mathrm{d}x = \ln ${value.d === 1 ? value.n : `\\left(${fracTex(value)}\\right)`}\).`, lnTex(value), [
          mark('M1', 'Integrates to arsinh(x/a)', tex`\left[\operatorname{arsinh}\left(\frac{x}{${a}}\right)\right]_{0}^{${b}}`),
          mark('A1', 'Correct limits applied', tex`\operatorname{arsinh}\left(${fracTex(frac(b, a))}\right)`, ['a.1']),
          mark('M1', 'Uses the logarithmic form of arsinh', tex`\ln\left(${fracTex(frac(b, a))} + \sqrt{${fracTex(frac(b * b, a * a))} + 1}\right)`),
          mark('A1*', 'Correct simplification to the printed answer, cso', lnTex(value), ['a.2', 'a.3']),
        ]),
        part(tex`Find \(\displaystyle\int \sinh^{2}x\,\mathrm{d}x\).`, tex`\frac{1}{4}\sinh 2x - \frac{x}{2} + C`, [
          mark('M1', 'Uses sinh^2 x = (cosh 2x - 1)/2', tex`\frac{1}{2}\int (\cosh 2x - 1)\,\mathrm{d}x`),
          mark('A1', 'Correct integral with constant', tex`\frac{1}{4}\sinh 2x - \frac{x}{2} + C`, ['b.1']),
        ]),
      ],
      notes: ['(b) Exponential methods are acceptable.'],
      facts: { a, b, c, value: value.n / value.d },
    };
  },
};

export const cp2HyperbolicTemplates = [definitions, inverses, equations, differentiation, integration];
