import { add, frac, mul, sub } from '../../math/rational.js';
import { fracTex, piTex, power, sf, surdTex, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { regionDiagram } from './volume-diagrams.js';
import { polarCurveDiagram } from './cp2-volumes-de-shared.js';
import { reseeded } from '../../random.js';
import { cp2VolumeTemplates } from './cp2-volumes-of-revolution.js';
import { cp2PolarTemplates } from './cp2-polar-coordinates.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';

const V = 'cp2-volumes-of-revolution';
const P = 'cp2-polar-coordinates';
const exp = (k: ReturnType<typeof frac> | number, v = 'x') => tex`\mathrm{e}^{${terms([[k, v]])}}`;

const xAxis: QuestionTemplate = {
  id: 'cp2.volumes.x-axis-exponential',
  subtopicId: `${V}.about-the-x-axis`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['volumes of revolution', 'integration by parts', 'exponential'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.x-axis-exponential');
    const a = rng.int(1, 8);
    const k = rng.int(1, 3);
    let h = rng.int(1, 5);
    if (k * h === 1) h = rng.int(2, 5);
    const coef = frac(a * a, k * k);
    const volume = tex`${piTex(coef)}\left(${terms([[k * h - 1, exp(k * h, '')]])} + 1\right)`;
    const value = ((Math.PI * a * a) / (k * k)) * ((k * h - 1) * Math.exp(k * h) + 1);
    const integral = tex`${terms([
      [frac(1, k), `x${exp(k)}`],
      [frac(-1, k * k), exp(k)],
    ])} + c`;
    const curve = tex`y = ${a === 1 ? '' : a}\sqrt{x}\,${exp(frac(k, 2))}`;
    const firstStage = tex`${terms([[frac(1, k), `x${exp(k)}`]])} - \int ${terms([[frac(1, k), exp(k)]])}\,\mathrm{d}x`;
    return {
      title: 'Volume of revolution needing integration by parts',
      introTex: rng.pick([
        tex`The region \(R\) is bounded by the curve with equation \(${curve}\), the \(x\)-axis and the line \(x = ${h}\). The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis to form a solid \(S\).`,
        tex`A solid \(S\) is formed by rotating through \(2\pi\) radians about the \(x\)-axis the region \(R\) between the curve with equation \(${curve}\), the \(x\)-axis and the line \(x = ${h}\).`,
        tex`A metal nozzle is modelled by the solid \(S\) formed when the region \(R\), bounded by the curve with equation \(${curve}\), the \(x\)-axis and the line \(x = ${h}\), is rotated through \(2\pi\) radians about the \(x\)-axis.`,
      ]),
      parts: [
        part(tex`Use integration by parts to find \(\displaystyle\int x${exp(k)}\,\mathrm{d}x\).`, integral, [
          mark(
            'M1',
            tex`Integrates by parts in the right direction: \(u = x\), \(\frac{\mathrm{d}v}{\mathrm{d}x} = ${exp(k)}\)`,
            firstStage,
          ),
          mark('A1', 'Correct first stage', firstStage, ['a.1']),
          mark('A1', 'Correct integral (constant not required)', integral, ['a.1']),
        ]),
        part(tex`Hence show that the volume of \(S\) is \(${volume}\).`, volume, [
          mark(
            'M1',
            tex`Uses \(\pi\int y^{2}\,\mathrm{d}x\) with correct integrand`,
            tex`\pi\int_{0}^{${h}} ${a * a === 1 ? '' : a * a}x${exp(k)}\,\mathrm{d}x`,
          ),
          mark(
            'dM1',
            tex`Applies the limits \(0\) and \(${h}\) to their integral from (a), dependent on the M1`,
            tex`${piTex(a * a)}\left[${terms([
              [frac(1, k), `x${exp(k)}`],
              [frac(-1, k * k), exp(k)],
            ])}\right]_{0}^{${h}}`,
            ['b.1'],
          ),
          mark('A1*', 'Printed answer reached with the lower limit seen to contribute, cso', volume, ['b.1', 'b.2']),
        ]),
        part(
          rng.pick([
            tex`Find the volume of \(S\), giving your answer to 3 significant figures.`,
            tex`Use your answer to part (b) to find the volume of \(S\) to 3 significant figures.`,
          ]),
          sf(value),
          [mark('B1', 'Correct volume, awrt', sf(value))],
        ),
      ],
      notes: [tex`(b) A1*: the lower limit must be seen to contribute the term \(1\).`, '(c) B1: from the printed exact answer.'],
      diagrams: [
        {
          role: 'question',
          title: 'Region R',
          description: `Graph of y = ${a} root x times e to the power ${k}x/2 from x = 0 to x = ${h}; region between the curve, the x-axis and x = ${h} shaded.`,
          svg: regionDiagram(
            (x) => a * Math.sqrt(x) * Math.exp((k * x) / 2),
            () => 0,
            0,
            h,
          ),
        },
      ],
      facts: { a, k, h, value },
    };
  },
};

const yAxis: QuestionTemplate = {
  id: 'cp2.volumes.y-axis-logarithm',
  subtopicId: `${V}.about-the-y-axis`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'y-axis', 'logarithms'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.y-axis-logarithm');
    const [k, H, c] = [rng.int(1, 4), rng.int(1, 5), rng.int(1, 4)];
    const power2 = frac(2 * H, k);
    const power1 = frac(H, k);
    const eTo = (x: ReturnType<typeof frac>) => (x.n === x.d ? '\\mathrm{e}' : tex`\mathrm{e}^{${fracTex(x)}}`);
    const volume = tex`${piTex(frac(c * c * k, 2))}\left(${eTo(power2)} - 1\right)`;
    const value = ((c * c * k * Math.PI) / 2) * (Math.exp((2 * H) / k) - 1);
    const area = tex`${c * k === 1 ? '' : c * k}\left(${eTo(power1)} - 1\right)`;
    const areaValue = c * k * (Math.exp(H / k) - 1);
    const lnArg = c === 1 ? 'x' : tex`\left(\frac{x}{${c}}\right)`;
    const xOfY = tex`x = ${c === 1 ? '' : c}${exp(frac(1, k), 'y')}`;
    return {
      title: 'Volume of revolution about the y-axis for a logarithmic curve',
      introTex: tex`The curve \(C\) has equation \(y = ${k === 1 ? '' : k}\ln ${lnArg}\), \(x > 0\). The region \(R\) is bounded by \(C\), the \(y\)-axis, the \(x\)-axis and the line \(y = ${H}\).`,
      parts: [
        part(
          tex`Show that the volume of the solid formed when \(R\) is rotated through \(2\pi\) radians about the \(y\)-axis is given by \(\displaystyle ${piTex(c * c)}\int_{0}^{${H}} ${exp(frac(2, k), 'y')}\,\mathrm{d}y\).`,
          tex`${piTex(c * c)}\int_{0}^{${H}} ${exp(frac(2, k), 'y')}\,\mathrm{d}y`,
          [
            mark('M1', tex`Makes \(x\) the subject`, xOfY),
            mark(
              'A1*',
              tex`Squares and uses \(\pi\int x^{2}\,\mathrm{d}y\) with limits in \(y\), cso`,
              tex`\pi\int_{0}^{${H}} ${c * c === 1 ? '' : c * c}${exp(frac(2, k), 'y')}\,\mathrm{d}y`,
              ['a.1'],
            ),
          ],
        ),
        part(tex`Hence find the exact volume of the solid formed.`, volume, [
          mark(
            'M1',
            'Integrates the exponential',
            tex`${piTex(c * c)}\left[${fracTex(frac(k, 2))}${exp(frac(2, k), 'y')}\right]_{0}^{${H}}`,
          ),
          mark(
            'dM1',
            'Substitutes both limits, dependent on the M1',
            tex`${piTex(frac(c * c * k, 2))}\left(${eTo(power2)} - \mathrm{e}^{0}\right)`,
            ['b.1'],
          ),
          mark('A1', 'Correct exact volume', volume, ['b.1', 'b.2']),
        ]),
        part(tex`Find the exact area of \(R\).`, area, [
          mark(
            'M1',
            tex`Integrates \(x\) with respect to \(y\) between \(0\) and \(${H}\)`,
            tex`\int_{0}^{${H}} ${c === 1 ? '' : c}${exp(frac(1, k), 'y')}\,\mathrm{d}y`,
          ),
          mark('A1', 'Correct exact area', area, ['c.1']),
        ]),
      ],
      notes: [
        tex`(a) Limits in \(x\) score M0.`,
        tex`(c) Integrating \(y\) with respect to \(x\) needs the rectangle subtracted: equivalent methods score in full.`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region R beside the y-axis',
          description: `Graph of y = ${k} ln(x/${c}); the region between the curve, the y-axis, the x-axis and the line y = ${H} is shaded.`,
          svg: regionDiagram(
            () => H,
            (x) => (x <= c ? 0 : Math.min(H, k * Math.log(x / c))),
            0,
            c * Math.exp(H / k),
          ),
        },
      ],
      facts: { k, H, c, value, areaValue },
    };
  },
};

const parametric: QuestionTemplate = {
  id: 'cp2.volumes.parametric',
  subtopicId: `${V}.parametric-curves`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'parametric equations'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.parametric');
    const [p, q, T, n] = [rng.int(1, 4), rng.int(1, 4), rng.int(1, 2), rng.pick([1, 3, 4])];
    const volume = frac(p * q * q * T ** (2 * n + 2), n + 1);
    const area = frac(2 * p * q * T ** (n + 2), n + 2);
    const yT = power('t', n);
    return {
      title: 'Area and volume from a parametric curve',
      introTex: rng.pick([
        tex`The curve \(C\) has parametric equations \(x = ${p === 1 ? '' : p}t^{2}\), \(y = ${q === 1 ? '' : q}${yT}\), \(0 \leqslant t \leqslant ${T}\). The region \(R\) lies between \(C\), the \(x\)-axis and the line \(x = ${p * T * T}\).`,
        tex`The region \(R\) lies between the \(x\)-axis, the line \(x = ${p * T * T}\) and the curve \(C\), which has parametric equations \(x = ${p === 1 ? '' : p}t^{2}\), \(y = ${q === 1 ? '' : q}${yT}\), \(0 \leqslant t \leqslant ${T}\).`,
      ]),
      parts: [
        part(tex`Find the exact area of \(R\).`, fracTex(area), [
          mark(
            'M1',
            tex`Uses \(\int y\frac{\mathrm{d}x}{\mathrm{d}t}\,\mathrm{d}t\)`,
            tex`\int_{0}^{${T}} ${q === 1 ? '' : q}${yT}\,(${2 * p}t)\,\mathrm{d}t`,
          ),
          mark('A1', tex`Correct integrand and limits in \(t\)`, tex`${2 * p * q}\int_{0}^{${T}} t^{${n + 1}}\,\mathrm{d}t`, ['a.1']),
          mark('A1', 'Correct exact area', fracTex(area), ['a.1']),
        ]),
        part(
          tex`The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis. Find the exact volume of the solid formed.`,
          piTex(volume),
          [
            mark(
              'M1',
              tex`Uses \(\pi\int y^{2}\frac{\mathrm{d}x}{\mathrm{d}t}\,\mathrm{d}t\)`,
              tex`\pi\int_{0}^{${T}} (${terms([[q, yT]])})^{2}(${2 * p}t)\,\mathrm{d}t`,
            ),
            mark(
              'A1',
              tex`Correct integrand and limits in \(t\)`,
              tex`${piTex(2 * p * q * q)}\int_{0}^{${T}} t^{${2 * n + 1}}\,\mathrm{d}t`,
              ['b.1'],
            ),
            mark(
              'dM1',
              'Integrates and substitutes the limits, dependent on the M1',
              tex`${piTex(2 * p * q * q)}\left[\frac{t^{${2 * n + 2}}}{${2 * n + 2}}\right]_{0}^{${T}}`,
              ['b.1'],
            ),
            mark('A1', 'Correct exact volume', piTex(volume), ['b.1', 'b.3']),
          ],
        ),
      ],
      notes: [
        tex`Limits must be in \(t\) for the A1 on each integrand.`,
        'Converting to a Cartesian equation first is an equivalent method.',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Parametric curve C',
          description: `Graph of the curve x = ${p}t squared, y = ${q}t to the power ${n} for t from 0 to ${T}; the region under C up to x = ${p * T * T} is shaded.`,
          svg: regionDiagram(
            (x) => q * (x / p) ** (n / 2),
            () => 0,
            0,
            p * T * T,
            undefined,
            { region: 'R', curve: 'C' },
          ),
        },
      ],
      facts: { p, q, T, n, area: area.n / area.d, volume: (volume.n / volume.d) * Math.PI },
    };
  },
};

const modelling: QuestionTemplate = {
  id: 'cp2.volumes.vase-model',
  subtopicId: `${V}.modelling`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'modelling', 'exponential', 'rates of change'],
  build(base) {
    const rng = reseeded(base, 'cp2.volumes.vase-model');
    const [a, b, h] = [rng.int(2, 4), rng.pick([10, 20, 25]), rng.int(10, 20)];
    const Q = rng.pick([5, 10, 15, 20, 25]);
    const d = rng.int(2, h - 2);
    const volume = ((Math.PI * a * a * b) / 2) * (Math.exp((2 * h) / b) - 1);
    // (b) from exact working, and from their volume in (a) to 3 s.f.
    const [timeExact, time] = [volume / Q, Number(sf(volume)) / Q];
    const rise = Q / (Math.PI * a * a * Math.exp((2 * d) / b));
    return {
      title: 'Modelling a vase with a volume of revolution',
      introTex: rng.pick([
        tex`The inside of a vase is modelled by rotating the curve \(x = ${a}\mathrm{e}^{\frac{y}{${b}}}\), \(0 \leqslant y \leqslant ${h}\), through \(2\pi\) radians about the \(y\)-axis. The units are centimetres and the base of the vase is flat.`,
        tex`A potter designs a vase with a flat base. Its inside is modelled by rotating the curve \(x = ${a}\mathrm{e}^{\frac{y}{${b}}}\), \(0 \leqslant y \leqslant ${h}\), through \(2\pi\) radians about the vertical \(y\)-axis, with lengths in centimetres.`,
      ]),
      parts: [
        part(
          tex`Use the model to find the volume of water the vase can hold, in \(\mathrm{cm}^{3}\) to 3 significant figures.`,
          tex`${sf(volume)}\ \mathrm{cm}^{3}`,
          [
            mark('M1', tex`Uses \(\pi\int x^{2}\,\mathrm{d}y\)`, tex`\pi\int_{0}^{${h}} ${a * a}\mathrm{e}^{\frac{2y}{${b}}}\,\mathrm{d}y`),
            mark('A1', 'Correct integration', tex`${fracTex(frac(a * a * b, 2))}\pi\left[\mathrm{e}^{\frac{2y}{${b}}}\right]_{0}^{${h}}`, [
              'a.1',
            ]),
            mark('A1', 'Correct volume, awrt', tex`${sf(volume)}\ \mathrm{cm}^{3}`, ['a.1']),
          ],
        ),
        part(
          tex`Water is poured into the empty vase at a constant rate of \(${Q}\ \mathrm{cm^{3}\,s^{-1}}\). Using your answer to part (a), find the time taken to fill the vase, in seconds to 3 significant figures.`,
          tex`${sf(timeExact)}\ \mathrm{s}`,
          [
            mark('M1', 'Divides their volume by the rate', tex`\frac{${sf(volume)}}{${Q}}`),
            mark('A1ft', 'Correct time for their volume, awrt', roundedAnswerTex(timeExact, time, '\\ \\mathrm{s}'), ['b.1']),
          ],
        ),
        part(
          tex`Find the rate at which the depth of water is increasing at the instant when the depth is \(${d}\) cm, in \(\mathrm{cm\,s^{-1}}\) to 3 significant figures.`,
          tex`${sf(rise)}\ \mathrm{cm\,s^{-1}}`,
          [
            mark(
              'M1',
              tex`Volume to depth \(h\) has derivative \(\pi x^{2}\) at \(y = h\)`,
              tex`\frac{\mathrm{d}V}{\mathrm{d}h} = ${a * a}\pi\mathrm{e}^{\frac{2h}{${b}}}`,
            ),
            mark(
              'M1',
              tex`Uses the chain rule: \(\frac{\mathrm{d}h}{\mathrm{d}t} = \frac{\mathrm{d}V}{\mathrm{d}t} \div \frac{\mathrm{d}V}{\mathrm{d}h}\)`,
              tex`\frac{\mathrm{d}h}{\mathrm{d}t} = \frac{${Q}}{${a * a}\pi\mathrm{e}^{\frac{${2 * d}}{${b}}}}`,
            ),
            mark('A1', 'Correct rate, awrt', tex`${sf(rise)}\ \mathrm{cm\,s^{-1}}`, ['c.1', 'c.2']),
          ],
        ),
        part(
          tex`Give one reason why the model may not give the exact capacity of the vase.`,
          tex`\text{e.g. the vase wall or base has thickness}`,
          [mark('B1', 'A sensible reason in context', tex`\text{e.g. the shape is not exactly the curve}`)],
        ),
      ],
      notes: [
        '(b) A1ft: their volume from (a) divided by the rate.',
        tex`(c) The depth \(h\) is the upper limit of the volume integral, so \(\frac{\mathrm{d}V}{\mathrm{d}h}\) is the cross-section area at height \(h\).`,
        '(d) B1: any sensible refinement in context.',
      ],
      facts: { a, b, h, Q, d, volume, time, rise, carriedRoundings: [{ allocationId: 'b.2', fromExact: timeExact, fromCarried: time }] },
    };
  },
};

const polarEquations: QuestionTemplate = {
  id: 'cp2.polar.circle-conversion',
  subtopicId: `${P}.polar-equations`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['polar coordinates', 'Cartesian equations', 'circles'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.circle-conversion');
    const [q, p] = [2 * rng.nonZero(-8, 8), 2 * rng.nonZero(-6, 6)];
    const centre = [p / 2, q / 2];
    const r2 = centre[0] ** 2 + centre[1] ** 2;
    const cartesian = tex`x^{2} + y^{2} = ${terms([
      [p, 'x'],
      [q, 'y'],
    ])}`;
    const circleTex = tex`(x ${centre[0] < 0 ? '+' : '-'} ${Math.abs(centre[0])})^{2} + (y ${centre[1] < 0 ? '+' : '-'} ${Math.abs(centre[1])})^{2} = ${r2}`;
    const radius = surdTex(r2);
    const diameter = surdTex(4 * r2);
    const thetaMax = Math.atan2(q, p);
    return {
      title: 'Converting a polar equation to Cartesian form',
      introTex: tex`A curve \(C\) has polar equation \(r = ${terms([
        [p, '\\cos\\theta'],
        [q, '\\sin\\theta'],
      ])}\), where \(r \geqslant 0\).`,
      parts: [
        part(
          rng.pick([
            tex`Find a Cartesian equation of \(C\).`,
            tex`By first multiplying both sides of the polar equation by \(r\), find a Cartesian equation of \(C\).`,
            tex`Use \(x = r\cos\theta\) and \(y = r\sin\theta\) to find a Cartesian equation of \(C\).`,
          ]),
          cartesian,
          [
            mark(
              'M1',
              tex`Multiplies by \(r\) and uses \(r^{2} = x^{2} + y^{2}\), \(x = r\cos\theta\), \(y = r\sin\theta\)`,
              tex`r^{2} = ${terms([
                [p, 'r\\cos\\theta'],
                [q, 'r\\sin\\theta'],
              ])}`,
            ),
            mark('A1', 'Correct Cartesian equation', cartesian, ['a.1']),
          ],
        ),
        part(
          tex`Hence show that \(C\) is a circle and state its centre and radius.`,
          tex`\text{centre } (${centre.join(', ')}), \; \text{radius } ${radius}`,
          [
            mark('M1', tex`Completes the square in \(x\) and \(y\)`, circleTex),
            mark('A1', 'Correct centre and exact radius', tex`(${centre.join(', ')}), \; ${radius}`, ['b.1']),
          ],
        ),
        part(
          rng.pick([
            tex`Hence write down the exact area enclosed by \(C\).`,
            tex`Using your answer to part (b), write down the exact area of the region enclosed by \(C\).`,
          ]),
          piTex(r2),
          [mark('B1ft', tex`\(\pi\) times the square of their radius`, piTex(r2), ['b.1'])],
        ),
        part(
          tex`Find the greatest value of \(r\) on \(C\) and the value of \(\theta\), in radians to 3 significant figures in the interval \(-\pi < \theta \leqslant \pi\), at which it occurs.`,
          tex`r = ${diameter}, \; \theta = ${sf(thetaMax)}`,
          [
            mark(
              'M1',
              tex`Writes \(r\) in the form \(R\cos(\theta - \alpha)\), or uses the diameter of their circle through the pole`,
              tex`r = ${diameter}\cos(\theta - \alpha), \; \tan\alpha = ${fracTex(frac(q, p))}`,
            ),
            mark('A1', tex`Correct greatest value of \(r\)`, tex`r = ${diameter}`, ['d.1']),
            mark('A1', 'Correct angle in the correct quadrant, awrt', tex`\theta = ${sf(thetaMax)}`, ['d.1']),
          ],
        ),
      ],
      notes: [
        '(b) Accept the radius as a simplified surd.',
        '(c) B1ft: follow through their radius.',
        tex`(d) The greatest \(r\) is the diameter of the circle, along the diameter through the pole.`,
      ],
      facts: { p, q, centre, r2, thetaMax, rMax: Math.sqrt(4 * r2) },
    };
  },
};

const sketching: QuestionTemplate = {
  id: 'cp2.polar.rose-loop',
  subtopicId: `${P}.sketching`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['polar coordinates', 'sketching', 'rose curves'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.rose-loop');
    const [a, n] = [rng.int(2, 9), rng.int(2, 5)];
    const trig = rng.pick(['cos', 'sin'] as const);
    const fn = trig === 'cos' ? '\\cos' : '\\sin';
    const edge = frac(1, 2 * n);
    const [lo, hi, peak] = trig === 'cos' ? [piTex(frac(-1, 2 * n)), piTex(edge), '0'] : ['0', piTex(frac(1, n)), piTex(edge)];
    const loopArea = frac(a * a, 4 * n);
    const total = frac(a * a, 4);
    return {
      title: 'Features of a loop of a polar curve',
      introTex: rng.pick([
        tex`The curve \(C\) has polar equation \(r = ${a}${fn} ${n}\theta\), \(0 \leqslant \theta < 2\pi\), where only points with \(r \geqslant 0\) are plotted. The diagram shows the loop of \(C\) for \(${lo} \leqslant \theta \leqslant ${hi}\).`,
        tex`The rose curve \(C\) has polar equation \(r = ${a}${fn} ${n}\theta\), \(0 \leqslant \theta < 2\pi\), drawn for \(r \geqslant 0\) only. One of its loops, traced for \(${lo} \leqslant \theta \leqslant ${hi}\), is shown in the diagram.`,
      ]),
      parts: [
        part(
          tex`State the maximum value of \(r\) on this loop and the value of \(\theta\) at which it occurs.`,
          tex`r = ${a}, \; \theta = ${peak}`,
          [mark('B1', tex`Maximum \(r\)`, tex`r_{\max} = ${a}`), mark('B1', 'Correct angle', tex`\theta = ${peak}`)],
        ),
        part(tex`Write down the equations of the tangents to this loop at the pole.`, tex`\theta = ${lo}, \; \theta = ${hi}`, [
          mark('B1', 'Both half-lines', tex`\theta = ${lo}, \; \theta = ${hi}`),
        ]),
        part(tex`Find the exact area enclosed by this loop.`, piTex(loopArea), [
          mark(
            'M1',
            tex`Uses \(\frac{1}{2}\int r^{2}\,\mathrm{d}\theta\) between the pole tangents`,
            tex`\frac{1}{2}\int_{${lo}}^{${hi}} ${a * a}${fn}^{2}${n}\theta\,\mathrm{d}\theta`,
          ),
          mark(
            'M1',
            'Uses the double angle formula',
            tex`${trig === 'cos' ? tex`\cos^{2}${n}\theta = \frac{1}{2}(1 + \cos ${2 * n}\theta)` : tex`\sin^{2}${n}\theta = \frac{1}{2}(1 - \cos ${2 * n}\theta)`}`,
          ),
          mark('A1', 'Correct exact area', piTex(loopArea), ['c.1', 'c.2']),
        ]),
        part(
          tex`State the number of loops of \(C\) and hence find the total area enclosed by \(C\).`,
          tex`${n} \text{ loops}, \; ${piTex(total)}`,
          [
            mark('B1', 'Correct number of loops', tex`${n}`),
            mark('B1ft', 'Their number of loops times their area from (c)', piTex(total), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(c) Without the double angle formula the second M mark is not available.',
        tex`(d) With \(r \geqslant 0\) only, \(${fn} ${n}\theta\) is non-negative on \(${n}\) intervals of length \(${piTex(frac(1, n))}\).`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'One loop of C',
          description: `One loop of the polar curve r = ${a} ${trig} ${n} theta, meeting the pole at its two ends.`,
          svg:
            trig === 'cos'
              ? polarCurveDiagram((t) => a * Math.cos(n * t), -Math.PI / (2 * n), Math.PI / (2 * n))
              : polarCurveDiagram((t) => a * Math.sin(n * t), 0, Math.PI / n),
        },
      ],
      facts: { a, n, trig, area: (Math.PI * a * a) / (4 * n), total: (Math.PI * a * a) / 4 },
    };
  },
};

const areas: QuestionTemplate = {
  id: 'cp2.polar.limacon-area',
  subtopicId: `${P}.areas`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['polar coordinates', 'area', 'integration'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.limacon-area');
    const [a, b] = [rng.int(1, 6), rng.int(1, 6)];
    const trig = rng.pick(['cos', 'sin'] as const);
    const fn = trig === 'cos' ? '\\cos' : '\\sin';
    // (1/2) integral_0^{pi/2} (a + b cos t)^2 dt = (1/2)(a^2 pi/2 + 2ab + b^2 pi/4), the same for sin
    const piPart = add(frac(a * a, 4), frac(b * b, 8));
    const area = terms([
      [piPart, '\\pi'],
      [a * b, ''],
    ]);
    const value = (piPart.n / piPart.d) * Math.PI + a * b;
    const [rA, rB] = trig === 'cos' ? [a + b, a] : [a, a + b];
    const triangle = frac(rA * rB, 2);
    const segment = terms([
      [piPart, '\\pi'],
      [sub(a * b, triangle), ''],
    ]);
    const curve = tex`r = ${a} + ${b === 1 ? '' : b}${fn}\theta`;
    return {
      title: 'Area of a region bounded by a polar curve',
      introTex: rng.pick([
        tex`The curve \(C\) has polar equation \(${curve}\), \(0 \leqslant \theta < 2\pi\). The region \(R\) is bounded by \(C\), the initial line and the half-line \(\theta = \frac{\pi}{2}\). The curve meets the initial line at \(A\) and the half-line \(\theta = \frac{\pi}{2}\) at \(B\).`,
        tex`The curve \(C\) has polar equation \(${curve}\), \(0 \leqslant \theta < 2\pi\), and meets the initial line at \(A\) and the half-line \(\theta = \frac{\pi}{2}\) at \(B\). The region \(R\) lies between \(C\), the initial line and the half-line \(\theta = \frac{\pi}{2}\).`,
        tex`In polar coordinates, the curve \(C\) has equation \(${curve}\), \(0 \leqslant \theta < 2\pi\). The curve meets the initial line at \(A\) and the half-line \(\theta = \frac{\pi}{2}\) at \(B\), and the region \(R\) is bounded by \(C\), the initial line and the half-line \(\theta = \frac{\pi}{2}\).`,
      ]),
      parts: [
        part(tex`Show that the area of \(R\) is \(${area}\).`, area, [
          mark(
            'M1',
            tex`Uses \(\frac{1}{2}\int_{0}^{\frac{\pi}{2}} r^{2}\,\mathrm{d}\theta\)`,
            tex`\frac{1}{2}\int_{0}^{\frac{\pi}{2}} (${a} + ${b}${fn}\theta)^{2}\,\mathrm{d}\theta`,
          ),
          mark(
            'M1',
            'Uses the double angle formula for the squared term',
            tex`${fn}^{2}\theta = \frac{1}{2}(1 ${trig === 'cos' ? '+' : '-'} \cos 2\theta)`,
          ),
          mark(
            'A1',
            'Correct integration',
            tex`\frac{1}{2}\left[${terms([
              [a * a, '\\theta'],
              [trig === 'cos' ? 2 * a * b : -2 * a * b, trig === 'cos' ? '\\sin\\theta' : '\\cos\\theta'],
              [frac(b * b, 2), '\\theta'],
              [frac(trig === 'cos' ? b * b : -b * b, 4), '\\sin 2\\theta'],
            ])}\right]`,
            ['a.1', 'a.2'],
          ),
          mark('A1*', 'Correct limits to the printed answer, cso', area, ['a.1', 'a.2']),
        ]),
        part(tex`Find the area of the triangle \(OAB\), where \(O\) is the pole.`, fracTex(triangle), [
          mark('B1', tex`Both distances \(OA\) and \(OB\)`, tex`OA = ${rA}, \; OB = ${rB}`),
          mark('B1', 'Correct area of the right-angled triangle', fracTex(triangle)),
        ]),
        part(tex`Hence find the exact area of the region between the chord \(AB\) and the curve \(C\).`, segment, [
          mark('M1', tex`Area of \(R\) minus their triangle`, tex`${area} - ${fracTex(triangle)}`),
          mark('A1ft', 'Correct exact area for their triangle', segment, ['c.1']),
        ]),
      ],
      notes: [
        tex`The factor \(\frac{1}{2}\) must be seen for the first M1.`,
        tex`(b) Angle \(AOB\) is a right angle.`,
        '(c) A1ft: follow through their triangle area.',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Curve C with region R',
          description: `Polar curve ${curve.replace(/\\/g, '')}; the region between the curve, the initial line and the half-line theta = pi/2 is shaded.`,
          svg: polarCurveDiagram((t) => a + b * (trig === 'cos' ? Math.cos(t) : Math.sin(t)), 0, 2 * Math.PI, { shade: [0, Math.PI / 2] }),
        },
      ],
      facts: { a, b, trig, value, triangle: triangle.n / triangle.d, segment: value - triangle.n / triangle.d },
    };
  },
};

/** (a, b) with a^2 + 8b^2 square: 2b c^2 + a c - b = 0 has the rational root c in (0, 1). */
const PARALLEL_PAIRS: [number, number][] = [
  [1, 1],
  [7, 2],
  [7, 3],
  [17, 3],
  [23, 5],
  [31, 4],
];

const tangents: QuestionTemplate = {
  id: 'cp2.polar.horizontal-tangents',
  subtopicId: `${P}.tangents`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['polar coordinates', 'tangents'],
  build(base) {
    const rng = reseeded(base, 'cp2.polar.horizontal-tangents');
    const s = rng.int(1, 8);
    const [a0, b0] = rng.pick(PARALLEL_PAIRS);
    const [a, b] = [a0 * s, b0 * s];
    const sign = rng.pick([1, -1]);
    // dy/dtheta = a cos t + sign b cos 2t = 0; with c = sign cos t: 2b c^2 + a c - b = 0
    const c = frac(-a + Math.sqrt(a * a + 8 * b * b), 4 * b);
    const cosT = mul(c, sign);
    const r = add(a, mul(b, c));
    const thetaNum = Math.acos(cosT.n / cosT.d);
    const exact = c.n * 2 === c.d;
    const theta = exact ? piTex(frac(sign > 0 ? 1 : 2, 3)) : sf(thetaNum);
    const distance = 2 * (r.n / r.d) * Math.sin(thetaNum);
    // (b) carries their angle from (a), to 3 s.f. where it is not exact.
    const distanceCarried = exact ? distance : 2 * (r.n / r.d) * Math.sin(Number(theta));
    const curve = tex`r = ${a} ${sign > 0 ? '+' : '-'} ${b === 1 ? '' : b}\cos\theta`;
    return {
      title: 'Tangents parallel to the initial line',
      introTex: rng.pick([
        tex`The curve \(C\) has polar equation \(${curve}\), \(-\pi < \theta \leqslant \pi\).`,
        tex`The curve \(C\), drawn on a polar grid, has equation \(${curve}\), \(-\pi < \theta \leqslant \pi\).`,
      ]),
      parts: [
        part(
          tex`Find the polar coordinates of the points on \(C\), other than the pole, where the tangent is parallel to the initial line, giving \(\theta\) in radians to 3 significant figures where it is not exact.`,
          tex`\left(${fracTex(r)}, ${theta}\right), \; \left(${fracTex(r)}, -${theta}\right)`,
          [
            mark('M1', tex`Uses \(y = r\sin\theta\)`, tex`y = ${a}\sin\theta ${sign > 0 ? '+' : '-'} ${b}\sin\theta\cos\theta`),
            mark(
              'M1',
              tex`Differentiates and sets \(\frac{\mathrm{d}y}{\mathrm{d}\theta} = 0\)`,
              tex`${a}\cos\theta ${sign > 0 ? '+' : '-'} ${b}\cos 2\theta = 0`,
            ),
            mark(
              'dM1',
              tex`Forms and solves a quadratic in \(\cos\theta\), dependent on the previous M`,
              tex`${terms([
                [2 * b * sign, '\\cos^{2}\\theta'],
                [a, '\\cos\\theta'],
                [-b * sign, ''],
              ])} = 0 \Rightarrow \cos\theta = ${fracTex(cosT)}`,
              ['a.2'],
            ),
            mark(
              'A1',
              exact ? tex`Correct exact values of \(\theta\)` : tex`Correct values of \(\theta\), awrt 3 s.f.`,
              tex`\theta = \pm ${theta}`,
              ['a.3'],
            ),
            mark('A1', tex`Correct value of \(r\)`, tex`r = ${fracTex(r)}`, ['a.3']),
          ],
        ),
        part(
          tex`Using your answer to part (a), find the distance between these two points, giving your answer to 3 significant figures.`,
          sf(distance),
          [
            mark('M1', tex`Distance is \(2r\sin\theta\) for their \(r\) and \(\theta\)`, tex`2 \times ${fracTex(r)}\sin\theta`),
            mark('A1ft', 'Correct distance for their point, awrt', roundedAnswerTex(distance, distanceCarried), ['b.1']),
          ],
        ),
      ],
      notes: [
        'Points at the pole must be excluded.',
        tex`Differentiating \(x = r\cos\theta\) instead scores M0 M0.`,
        tex`(a) The other root of the quadratic gives \(|\cos\theta| > 1\) or the pole.`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Curve C',
          description: `Polar curve ${curve.replace(/\\/g, '')} drawn for a full turn about the pole.`,
          svg: polarCurveDiagram((t) => a + sign * b * Math.cos(t), 0, 2 * Math.PI),
        },
      ],
      facts: {
        a,
        b,
        sign,
        cos: cosT.n / cosT.d,
        r: r.n / r.d,
        theta: thetaNum,
        thetaPrinted: exact ? null : Number(theta),
        distance,
        carriedRoundings: [{ allocationId: 'b.2', fromExact: distance, fromCarried: distanceCarried }],
      },
    };
  },
};

/** The templates first written for chapters 4 and 5, checked by this file's spec. */
export const cp2VolumePolarBaseTemplates: QuestionTemplate[] = [
  xAxis,
  yAxis,
  parametric,
  modelling,
  polarEquations,
  sketching,
  areas,
  tangents,
];

export const cp2VolumePolarTemplates: QuestionTemplate[] = [...cp2VolumePolarBaseTemplates, ...cp2VolumeTemplates, ...cp2PolarTemplates];
