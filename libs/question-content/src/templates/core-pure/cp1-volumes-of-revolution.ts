import { add, type Frac, frac, mul, sub, value } from '../../math/rational.js';
import { fracTex, matTex, piTex, poly, sf, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { regionDiagram } from './volume-diagrams.js';

const T = 'cp1-volumes-of-revolution';
const coef = (k: number | Frac) => (value(k) === 1 ? '' : fracTex(k));
const pi = (f: Frac) => value(f) * Math.PI;

const xAxis: QuestionTemplate = {
  id: 'cp1.volumes.x-axis-quadratic',
  subtopicId: `${T}.about-the-x-axis`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['volumes of revolution', 'integration', 'x-axis'],
  build(rng) {
    const [a, c, h] = [rng.int(1, 4), rng.int(1, 6), rng.int(1, 3)];
    // pi * integral of (a x^2 + c)^2 from 0 to h
    const area = add(frac(a * h ** 3, 3), c * h);
    const volume = add(add(frac(a * a * h ** 5, 5), frac(2 * a * c * h ** 3, 3)), c * c * h);
    const radius = Math.sqrt(value(volume) / h);
    const curve = poly([a, 0, c]);
    const antiderivative = terms([
      [frac(a * a, 5), 'x^{5}'],
      [frac(2 * a * c, 3), 'x^{3}'],
      [c * c, 'x'],
    ]);
    return {
      title: 'Volume of revolution about the x-axis',
      introTex: rng.pick([
        tex`The region \(R\) is bounded by the curve \(y = ${curve}\), the coordinate axes and the line \(x = ${h}\).`,
        tex`The finite region \(R\) lies between the curve with equation \(y = ${curve}\) and the \(x\)-axis, and is bounded on the left by the \(y\)-axis and on the right by the line \(x = ${h}\).`,
        tex`A designer models the profile of a solid ornament using the region \(R\), which is bounded by the curve \(y = ${curve}\), the coordinate axes and the line \(x = ${h}\).`,
      ]),
      parts: [
        part(tex`Find the exact area of \(R\).`, fracTex(area), [
          mark(
            'M1',
            tex`Integrates the curve between \(0\) and \(${h}\)`,
            tex`\int_{0}^{${h}} (${curve})\,\mathrm{d}x = \left[${terms([
              [frac(a, 3), 'x^{3}'],
              [c, 'x'],
            ])}\right]_{0}^{${h}}`,
          ),
          mark('A1', 'Correct exact area', fracTex(area), ['a.1']),
        ]),
        part(
          tex`The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis. Find the exact volume of the solid generated.`,
          piTex(volume),
          [
            mark('M1', tex`Uses \(\pi\int y^{2}\,\mathrm{d}x\)`, tex`\pi\int_{0}^{${h}} (${curve})^{2}\,\mathrm{d}x`),
            mark('M1', 'Expands and integrates, powers increased by one', tex`\pi\left[${antiderivative}\right]_{0}^{${h}}`),
            mark('A1', 'Correct integration', antiderivative, ['b.2']),
            mark('A1', 'Correct exact volume, oe', piTex(volume), ['b.1', 'b.2']),
          ],
        ),
        part(
          tex`A solid cylinder of length \(${h}\) has the same volume as this solid. Using your answer to part (b), find the radius of the cylinder, giving your answer to 3 significant figures.`,
          sf(radius),
          [
            mark('M1', tex`Sets \(\pi r^{2}h\) equal to their volume and solves for \(r\)`, tex`\pi r^{2} \times ${h} = ${piTex(volume)}`),
            mark('A1ft', 'Correct radius, ft their volume from (b)', sf(radius), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) The first M1 may be implied by later work; \(\pi\) may appear at the end.`,
        '(b) A decimal answer only scores M1 M1 A1 A0.',
        '(c) A1ft: follow through their exact or decimal volume from (b).',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region R under the curve',
          description: `Graph of y = ${a === 1 ? '' : `${a} `}x squared plus ${c} for x from 0 to ${h}, with the region R between the curve, the axes and the line x = ${h} shaded.`,
          svg: regionDiagram(
            (x) => a * x * x + c,
            () => 0,
            0,
            h,
          ),
        },
      ],
      facts: { a, c, h, area: value(area), volume: pi(volume), radius: Number(sf(radius)) },
    };
  },
};

const yAxis: QuestionTemplate = {
  id: 'cp1.volumes.y-axis-cubic',
  subtopicId: `${T}.about-the-y-axis`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'integration', 'y-axis', 'modelling'],
  build(rng) {
    const [p, m] = [rng.int(1, 6), rng.int(2, 6)];
    const j = rng.int(1, m - 1);
    const H = p * m ** 3;
    const area = frac(3 * p * m ** 4, 4);
    const volume = frac(3 * p * m ** 5, 5);
    const partial = frac(3 * p * j ** 5, 5);
    const Y = p * j ** 3;
    return {
      title: 'Volume of revolution about the y-axis',
      introTex: rng.pick([
        tex`The region \(R\) is bounded by the curve \(y = ${coef(p)}x^{3}\), \(x \geqslant 0\), the \(y\)-axis and the line \(y = ${H}\).`,
        tex`The finite region \(R\) lies between the curve with equation \(y = ${coef(p)}x^{3}\), \(x \geqslant 0\), and the \(y\)-axis, below the line \(y = ${H}\).`,
      ]),
      parts: [
        part(rng.pick([tex`Find the area of \(R\).`, tex`Find the area of the region \(R\).`]), fracTex(area), [
          mark(
            'M1',
            tex`Area of the rectangle minus the area under the curve, or integrates \(x\) with respect to \(y\)`,
            tex`${m} \times ${H} - \int_{0}^{${m}} ${coef(p)}x^{3}\,\mathrm{d}x`,
          ),
          mark('A1', 'Correct area', fracTex(area), ['a.1']),
        ]),
        part(
          tex`The region \(R\) is rotated through \(2\pi\) radians about the \(y\)-axis. Show that the volume of the solid formed is \(${piTex(volume)}\).`,
          piTex(volume),
          [
            mark('M1', tex`Writes \(x^{2}\) in terms of \(y\)`, tex`x^{2} = \left(\frac{y}{${p}}\right)^{\frac{2}{3}}`),
            mark(
              'M1',
              tex`Uses \(\pi\int x^{2}\,\mathrm{d}y\) and integrates`,
              tex`\pi\int_{0}^{${H}} \left(\frac{y}{${p}}\right)^{\frac{2}{3}}\mathrm{d}y = \pi\left[\frac{3}{5}\cdot\frac{y^{\frac{5}{3}}}{${p}^{\frac{2}{3}}}\right]_{0}^{${H}}`,
            ),
            mark('A1*', 'Correct limits applied to reach the printed answer, cso', piTex(volume), ['b.1', 'b.2']),
          ],
        ),
        part(
          tex`The solid is used as a model of a container, with the vertex at the bottom and the \(y\)-axis vertical. Liquid is poured into the container until its surface is at height \(y = ${Y}\). Using your integral from part (b), find the exact volume of liquid in the container.`,
          piTex(partial),
          [
            mark(
              'M1',
              'Uses their integral from (b) with upper limit the new height',
              tex`\pi\left[\frac{3}{5}\cdot\frac{y^{\frac{5}{3}}}{${p}^{\frac{2}{3}}}\right]_{0}^{${Y}}`,
            ),
            mark('A1', 'Correct exact volume of liquid', piTex(partial), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) The answer is printed: its A1 needs the limits \(y = 0\) and \(y = ${H}\); using \(x\)-limits scores A0.`,
        tex`(c) The scaling argument (volume proportional to the height to the power \(\frac{5}{3}\)) is acceptable for M1.`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region R next to the y-axis',
          description: `Graph of y = ${p}x cubed for x from 0 to ${m}; region R between the curve, the y-axis and the line y = ${H} is shaded.`,
          svg: regionDiagram(
            () => H,
            (x) => p * x ** 3,
            0,
            m,
          ),
        },
      ],
      facts: { p, m, H, Y, area: value(area), volume: pi(volume), partial: pi(partial) },
    };
  },
};

const addSubtract: QuestionTemplate = {
  id: 'cp1.volumes.between-line-and-curve',
  subtopicId: `${T}.adding-and-subtracting-volumes`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['volumes of revolution', 'subtracting volumes'],
  build(rng) {
    const [a, r1] = [rng.int(1, 5), rng.int(0, 4)];
    const r2 = r1 + rng.int(1, 3);
    const [s, t] = [a * (r1 + r2), a * r1 * r2];
    const F = (x: number) => add(sub(frac(s * s * x ** 3, 3), s * t * x * x), t * t * x); // integral of (s x - t)^2
    const G = (x: number) => frac(a * a * x ** 5, 5);
    const lineVolume = sub(F(r2), F(r1));
    const curveVolume = sub(G(r2), G(r1));
    const volume = sub(lineVolume, curveVolume);
    // the student's integral of (s x - t - a x^2)^2
    const W = (x: number) =>
      add(
        add(sub(frac(a * a * x ** 5, 5), frac(2 * a * s * x ** 4, 4)), frac((s * s + 2 * a * t) * x ** 3, 3)),
        sub(t * t * x, s * t * x * x),
      );
    const wrong = sub(W(r2), W(r1));
    const curve = `${coef(a)}x^{2}`;
    const lineEq = terms([
      [s, 'x'],
      [-t, ''],
    ]);
    return {
      title: 'Volume of revolution of a region between a line and a curve',
      introTex: rng.pick([
        tex`The region \(R\) is bounded by the line \(y = ${lineEq}\) and the curve \(y = ${curve}\).`,
        tex`The line with equation \(y = ${lineEq}\) meets the curve with equation \(y = ${curve}\) at two points. The finite region enclosed between the line and the curve is \(R\).`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Find the \(x\)-coordinates of the points where the line meets the curve.`,
            tex`Find the \(x\)-coordinates of the two points of intersection of the line and the curve.`,
          ]),
          tex`x = ${r1}, \; x = ${r2}`,
          [
            mark('M1', 'Equates and solves the quadratic', `${poly([a, -s, t])} = 0`),
            mark('A1', tex`Both \(x\)-coordinates`, tex`x = ${r1}, \; x = ${r2}`, ['a.1']),
          ],
        ),
        part(
          tex`The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis. Find the exact volume of the solid generated.`,
          piTex(volume),
          [
            mark(
              'M1',
              tex`Volume from the line: \(\pi\) times the integral of the line squared between their limits`,
              tex`\pi\int_{${r1}}^{${r2}} (${lineEq})^{2}\,\mathrm{d}x = ${piTex(lineVolume)}`,
            ),
            mark(
              'M1',
              'Volume from the curve between their limits',
              tex`\pi\int_{${r1}}^{${r2}} ${coef(a * a)}x^{4}\,\mathrm{d}x = ${piTex(curveVolume)}`,
            ),
            mark(
              'dM1',
              'Subtracts the volumes the correct way round, dependent on both M marks',
              tex`${piTex(lineVolume)} - ${piTex(curveVolume)}`,
              ['b.1', 'b.2'],
            ),
            mark('A1', 'Correct exact volume', piTex(volume), ['b.3']),
          ],
        ),
        part(
          tex`A student instead calculates \(\pi\displaystyle\int (y_{\text{line}} - y_{\text{curve}})^{2}\,\mathrm{d}x\), using the limits from part (a). Find the exact value the student obtains, and explain why it is not the volume in part (b).`,
          tex`${piTex(wrong)}\text{; the cross-sections are annuli of area } \pi(y_{1}^{2} - y_{2}^{2}) \neq \pi(y_{1} - y_{2})^{2}`,
          [
            mark(
              'M1',
              'Expands the square of the difference and integrates between their limits',
              tex`\pi\int_{${r1}}^{${r2}} (${poly([-a, s, -t])})^{2}\,\mathrm{d}x`,
            ),
            mark('A1', 'Correct exact value', piTex(wrong), ['c.1']),
            mark(
              'B1',
              tex`Cross-sections are annuli with area \(\pi(y_1^{2} - y_2^{2})\), not \(\pi(y_1 - y_2)^{2}\)`,
              tex`\pi(y_{1}^{2} - y_{2}^{2}) \neq \pi(y_{1} - y_{2})^{2}`,
            ),
          ],
        ),
      ],
      notes: [
        '(b) Rotating the difference of the functions is a wrong method: M0 for the dM1.',
        '(b) A cone or frustum formula is acceptable for the line volume.',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region R between the line and the curve',
          description: `Graph of the line and the curve y = ${a === 1 ? '' : a}x squared; the region R between them is shaded.`,
          svg: regionDiagram(
            (x) => s * x - t,
            (x) => a * x * x,
            r1,
            r2,
            r2 * 1.2,
          ),
        },
      ],
      facts: { a, s, t, r1, r2, volume: pi(volume), wrong: pi(wrong) },
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
    const [k, h] = [rng.int(2, 7), rng.int(5, 20)];
    const volume = (Math.PI * k * k * h * h) / 2;
    const depth = h / Math.SQRT2;
    // (b) carries their capacity from (a) to 3 s.f.: half of it is the volume to depth d, k^2 pi d^2 / 2.
    const depthCarried = Math.sqrt(Number(sf(volume)) / (k * k * Math.PI));
    return {
      title: 'Modelling a bowl as a solid of revolution',
      introTex: rng.pick([
        tex`The inside of a bowl is modelled by rotating the curve \(y = ${k}\sqrt{x}\), \(0 \leqslant x \leqslant ${h}\), through \(2\pi\) radians about the \(x\)-axis, where the units are centimetres. The bowl is held with the \(x\)-axis vertical and the origin at the bottom.`,
        tex`A manufacturer designs a bowl. The inside surface is modelled by the surface formed when the curve \(y = ${k}\sqrt{x}\), \(0 \leqslant x \leqslant ${h}\), is rotated through \(2\pi\) radians about the \(x\)-axis; units are centimetres. In use, the \(x\)-axis is vertical and the origin is at the bottom of the bowl.`,
      ]),
      parts: [
        part(
          tex`Use the model to find the capacity of the bowl in \(\mathrm{cm}^{3}\), to 3 significant figures.`,
          tex`${sf(volume)}\ \mathrm{cm}^{3}`,
          [
            mark('M1', tex`Uses \(\pi\int y^{2}\,\mathrm{d}x\)`, tex`\pi\int_{0}^{${h}} ${k * k}x\,\mathrm{d}x`),
            mark('A1', 'Correct integration', tex`\pi\left[\frac{${k * k}x^{2}}{2}\right]_{0}^{${h}}`, ['a.1']),
            mark('A1', 'Correct capacity, awrt', tex`${sf(volume)}\ \mathrm{cm}^{3}`, ['a.1']),
          ],
        ),
        part(
          tex`The bowl is filled with water to a depth of \(d\) cm, so that it is half full. Using your answer to part (a), find \(d\) to 3 significant figures.`,
          tex`d = ${sf(depth)}`,
          [
            mark(
              'M1',
              tex`Volume to depth \(d\) from the same integral, set equal to half their capacity`,
              tex`\frac{${k * k}\pi d^{2}}{2} = \frac{1}{2} \times ${sf(volume)}`,
            ),
            mark('dM1', tex`Solves for \(d\), dependent on the M1`, tex`d^{2} = \frac{${h * h}}{2}`, ['b.1']),
            mark('A1', 'Correct depth, awrt', roundedAnswerTex(depth, depthCarried), ['b.2']),
          ],
        ),
        part(
          rng.pick([
            tex`State one limitation of the model.`,
            tex`Give one reason why the model may not give the true capacity of the bowl.`,
          ]),
          tex`\text{e.g. the bowl has thickness, or its profile is not exactly this curve}`,
          [mark('B1', 'A sensible limitation in context', tex`\text{e.g. the thickness of the bowl is ignored}`)],
        ),
      ],
      notes: [
        tex`(b) Half the height (\(d = \frac{${h}}{2}\)) scores M0.`,
        '(c) B1: accept any sensible limitation referring to the bowl, e.g. the rim or base is not modelled.',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Curve forming the bowl profile',
          description: `Graph of y = ${k} root x for x from 0 to ${h}; the region under the curve is shaded and rotated about the x-axis to form the bowl.`,
          svg: regionDiagram(
            (x) => k * Math.sqrt(x),
            () => 0,
            0,
            h,
            undefined,
            {},
          ),
        },
      ],
      facts: {
        k,
        h,
        volume,
        depth: Number(sf(depth)),
        carriedRoundings: [{ allocationId: 'b.3', fromExact: depth, fromCarried: depthCarried }],
      },
    };
  },
};

/** Synoptic: a region is stretched by a matrix; area by the determinant, volume of the image by integration. */
const transformedRegion: QuestionTemplate = {
  id: 'cp1.volumes.transformed-region',
  subtopicId: `${T}.about-the-x-axis`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'linear transformations', 'determinant', 'stretch', 'synoptic'],
  build(rng) {
    const [c, s, p, q] = [rng.int(1, 5), rng.int(1, 4), rng.int(2, 5), rng.int(2, 4)];
    const h = s * s;
    const area = frac(2 * c * s ** 3, 3);
    const imageArea = mul(area, p * q);
    const volume = frac(c * c * h * h, 2);
    const imageVolume = mul(volume, p * q * q);
    const M = [
      [p, 0],
      [0, q],
    ];
    const image = tex`y = ${q * c}\sqrt{\frac{x}{${p}}}`;
    return {
      title: 'Volume of revolution of a region after a stretch',
      introTex: rng.pick([
        tex`The region \(R\) is bounded by the curve \(y = ${coef(c)}\sqrt{x}\), the \(x\)-axis and the line \(x = ${h}\). The region \(R\) is mapped onto the region \(R'\) by the transformation represented by the matrix \(\mathbf{M} = ${matTex(M)}\).`,
        tex`The transformation represented by the matrix \(\mathbf{M} = ${matTex(M)}\) maps the region \(R\) onto the region \(R'\), where \(R\) is bounded by the curve \(y = ${coef(c)}\sqrt{x}\), the \(x\)-axis and the line \(x = ${h}\).`,
      ]),
      parts: [
        part(tex`Find the exact area of \(R\).`, fracTex(area), [
          mark(
            'M1',
            tex`Integrates \(x^{\frac{1}{2}}\)`,
            tex`\int_{0}^{${h}} ${coef(c)}x^{\frac{1}{2}}\,\mathrm{d}x = \left[${fracTex(frac(2 * c, 3))}x^{\frac{3}{2}}\right]_{0}^{${h}}`,
          ),
          mark('A1', 'Correct area', fracTex(area), ['a.1']),
        ]),
        part(
          rng.pick([tex`Hence find the area of \(R'\).`, tex`Using the determinant of \(\mathbf{M}\), find the area of \(R'\).`]),
          fracTex(imageArea),
          [
            mark('M1', tex`Multiplies their area by \(\det\mathbf{M}\)`, tex`${fracTex(area)} \times ${p * q}`),
            mark('A1ft', 'Correct area, ft their area from (a)', fracTex(imageArea), ['b.1']),
          ],
        ),
        part(
          tex`Show that the curved boundary of \(R'\) has equation \(${image}\), and state the interval of \(x\) it covers.`,
          tex`${image}, \; 0 \leqslant x \leqslant ${p * h}`,
          [
            mark(
              'M1',
              tex`Uses \(X = ${p}x\), \(Y = ${q}y\) and eliminates \(x\) and \(y\)`,
              tex`X = ${p}x,\; Y = ${q}y \Rightarrow Y = ${q}\times ${coef(c)}\sqrt{\frac{X}{${p}}}`,
            ),
            mark('A1*', 'Printed equation with the interval, cso', tex`0 \leqslant x \leqslant ${p * h}`, ['c.1']),
          ],
        ),
        part(
          tex`The region \(R'\) is rotated through \(2\pi\) radians about the \(x\)-axis. Find the exact volume of the solid generated.`,
          piTex(imageVolume),
          [
            mark(
              'M1',
              tex`Uses \(\pi\int y^{2}\,\mathrm{d}x\) for the curve of (c)`,
              tex`\pi\int_{0}^{${p * h}} ${terms([[frac(q * q * c * c, p), 'x']])}\,\mathrm{d}x`,
            ),
            mark(
              'dM1',
              'Integrates and applies their limits, dependent on the M1',
              tex`\pi\left[${terms([[frac(q * q * c * c, 2 * p), 'x^{2}']])}\right]_{0}^{${p * h}}`,
              ['d.1'],
            ),
            mark('A1', 'Correct exact volume', piTex(imageVolume), ['d.2']),
          ],
        ),
      ],
      notes: [
        '(b) Finding the area of the image by integration also scores M1 A1ft.',
        tex`(d) Equivalently the volume from \(R\), \(${piTex(volume)}\), is multiplied by \(${p}\) (stretch along the axis) and \(${q}^{2}\) (radii scaled by \(${q}\)).`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region R',
          description: `Graph of y = ${c === 1 ? '' : c} root x from x = 0 to x = ${h}; the region R under the curve is shaded.`,
          svg: regionDiagram(
            (x) => c * Math.sqrt(x),
            () => 0,
            0,
            h,
          ),
        },
      ],
      facts: { c, h, p, q, area: value(area), imageArea: value(imageArea), imageVolume: pi(imageVolume) },
    };
  },
};

const paraboloidCylinder: QuestionTemplate = {
  id: 'cp1.volumes.paraboloid-both-axes',
  subtopicId: `${T}.about-the-y-axis`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['volumes of revolution', 'y-axis', 'x-axis', 'cylinder'],
  build(rng) {
    const [a, m, b] = [rng.int(1, 5), rng.int(1, 4), rng.int(0, 4)];
    const H = a * m * m + b;
    const yVolume = frac(a * m ** 4, 2);
    const cylinder = a * m ** 4;
    // pi * integral of H^2 - (a x^2 + b)^2 from 0 to m
    const xVolume = sub(H * H * m, add(add(frac(a * a * m ** 5, 5), frac(2 * a * b * m ** 3, 3)), b * b * m));
    const curve = poly([a, 0, b]);
    return {
      title: 'Rotating one region about each axis',
      introTex: rng.pick([
        tex`The region \(R\) is bounded by the curve \(y = ${curve}\), \(x \geqslant 0\), the \(y\)-axis and the line \(y = ${H}\).`,
        tex`The finite region \(R\) in the first quadrant is enclosed by the curve with equation \(y = ${curve}\), the \(y\)-axis and the line \(y = ${H}\).`,
      ]),
      parts: [
        part(
          tex`The region \(R\) is rotated through \(2\pi\) radians about the \(y\)-axis. Find the exact volume of the solid generated.`,
          piTex(yVolume),
          [
            mark('M1', tex`Writes \(x^{2}\) in terms of \(y\)`, tex`x^{2} = ${b ? tex`\frac{y - ${b}}{${a}}` : tex`\frac{y}{${a}}`}`),
            mark(
              'M1',
              tex`Uses \(\pi\int x^{2}\,\mathrm{d}y\) with limits in \(y\)`,
              tex`\pi\int_{${b}}^{${H}} ${b ? tex`\frac{y - ${b}}{${a}}` : tex`\frac{y}{${a}}`}\,\mathrm{d}y`,
            ),
            mark('A1', 'Correct exact volume', piTex(yVolume), ['a.1', 'a.2']),
          ],
        ),
        part(
          tex`Using your answer to part (a), show that this volume is half the volume of the smallest cylinder, with axis the \(y\)-axis, that contains the solid.`,
          tex`\pi \times ${m}^{2} \times ${H - b} = ${piTex(cylinder)} = 2 \times ${piTex(yVolume)}`,
          [
            mark(
              'M1',
              tex`Cylinder of radius \(${m}\) and height from \(y = ${b}\) to \(y = ${H}\)`,
              tex`\pi \times ${m}^{2} \times ${H - b}`,
            ),
            mark('A1*', 'Compares with their (a) to reach the printed result, cso', tex`${piTex(cylinder)} = 2 \times ${piTex(yVolume)}`, [
              'b.1',
            ]),
          ],
        ),
        part(
          rng.pick([
            tex`The region \(R\) is instead rotated through \(2\pi\) radians about the \(x\)-axis. Find the exact volume of the solid generated.`,
            tex`A second solid is formed by rotating \(R\) through \(2\pi\) radians about the \(x\)-axis instead. Find its exact volume.`,
          ]),
          piTex(xVolume),
          [
            mark(
              'M1',
              tex`Volume of the cylinder from the line \(y = ${H}\) minus the volume under the curve`,
              tex`\pi \times ${H}^{2} \times ${m} - \pi\int_{0}^{${m}} (${curve})^{2}\,\mathrm{d}x`,
            ),
            mark(
              'M1',
              'Expands and integrates the curve squared',
              tex`\pi\left[${terms([
                [frac(a * a, 5), 'x^{5}'],
                [frac(2 * a * b, 3), 'x^{3}'],
                [b * b, 'x'],
              ])}\right]_{0}^{${m}}`,
            ),
            mark('A1', 'Correct exact volume', piTex(xVolume), ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [
        tex`(a) Limits must be in \(y\): from \(y = ${b}\) to \(y = ${H}\).`,
        '(c) Rotating the curve alone, without subtracting from the cylinder, scores M0 M1 A0.',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region R between the curve and the y-axis',
          description: `Graph of y = ${curve.replace(/[{}^]/g, '')} for x from 0 to ${m}; the region R between the curve, the y-axis and the line y = ${H} is shaded.`,
          svg: regionDiagram(
            () => H,
            (x) => a * x * x + b,
            0,
            m,
          ),
        },
      ],
      facts: { a, b, m, H, yVolume: pi(yVolume), cylinder: cylinder * Math.PI, xVolume: pi(xVolume) },
    };
  },
};

const reciprocalYAxis: QuestionTemplate = {
  id: 'cp1.volumes.reciprocal-y-axis',
  subtopicId: `${T}.about-the-y-axis`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'y-axis', 'limits'],
  build(rng) {
    const [k, a] = [rng.int(1, 6), rng.int(1, 4)];
    const b = a + rng.int(1, 4);
    const n0 = a * rng.int(2, 6) + rng.int(0, 1);
    const kk = k * k;
    const volume = mul(kk, frac(b - a, a * b));
    const target = mul(kk, frac(n0 - a, a * n0));
    const limit = frac(kk, a);
    return {
      title: 'Volume about the y-axis for a reciprocal curve',
      introTex: rng.pick([
        tex`The curve \(C\) has equation \(y = \frac{${k}}{x}\), \(x > 0\). The region \(R\) is bounded by \(C\), the \(y\)-axis and the lines \(y = ${a}\) and \(y = ${b}\). The region \(R\) is rotated through \(2\pi\) radians about the \(y\)-axis.`,
        tex`The region \(R\) lies between the curve \(C\) with equation \(y = \frac{${k}}{x}\), \(x > 0\), and the \(y\)-axis, for \(${a} \leqslant y \leqslant ${b}\). A solid is formed by rotating \(R\) through \(2\pi\) radians about the \(y\)-axis.`,
      ]),
      parts: [
        part(tex`Show that the volume of the solid generated is \(${piTex(volume)}\).`, piTex(volume), [
          mark('M1', tex`Writes \(x^{2}\) in terms of \(y\)`, tex`x^{2} = \frac{${kk}}{y^{2}}`),
          mark(
            'M1',
            tex`Uses \(\pi\int x^{2}\,\mathrm{d}y\) and integrates \(y^{-2}\)`,
            tex`\pi\int_{${a}}^{${b}} \frac{${kk}}{y^{2}}\,\mathrm{d}y = \pi\left[-\frac{${kk}}{y}\right]_{${a}}^{${b}}`,
          ),
          mark('A1*', 'Correct limits to the printed answer, cso', piTex(volume), ['a.1', 'a.2']),
        ]),
        part(
          tex`The line \(y = ${b}\) is replaced by the line \(y = n\), where \(n > ${a}\). Find, in terms of \(n\), the volume \(V\) of the solid generated.`,
          tex`V = ${coef(kk)}\pi\left(${fracTex(frac(1, a))} - \frac{1}{n}\right)`,
          [
            mark('M1', tex`Same integral with upper limit \(n\)`, tex`\pi\left[-\frac{${kk}}{y}\right]_{${a}}^{n}`),
            mark('A1', 'Correct expression, oe', tex`${coef(kk)}\pi\left(${fracTex(frac(1, a))} - \frac{1}{n}\right)`, ['b.1']),
          ],
        ),
        part(
          rng.pick([
            tex`Hence find the value that \(V\) approaches as \(n\) increases without limit.`,
            tex`Find the limit of \(V\) as \(n \to \infty\).`,
          ]),
          piTex(limit),
          [mark('B1ft', tex`Correct limit, ft their expression in \(n\)`, piTex(limit))],
        ),
        part(tex`Find the value of \(n\) for which \(V = ${piTex(target)}\).`, tex`n = ${n0}`, [
          mark(
            'M1',
            tex`Sets their expression equal to the given volume and rearranges for \(\frac{1}{n}\)`,
            tex`\frac{1}{n} = ${fracTex(frac(1, a))} - ${fracTex(frac(n0 - a, a * n0))}`,
          ),
          mark('A1', tex`Correct \(n\)`, tex`n = ${n0}`, ['d.1']),
        ]),
      ],
      notes: [
        tex`(c) B1ft: the limit of their expression from (b) as \(n \to \infty\).`,
        tex`(d) Accept \(n\) found from a correct equation with no errors seen.`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region R between the curve and the y-axis',
          description: `Graph of y = ${k}/x for x > 0; the region R between the curve, the y-axis and the lines y = ${a} and y = ${b} is shaded.`,
          svg: regionDiagram(
            (x) => Math.min(b, k / Math.max(x, 1e-9)),
            (x) => Math.min(a, k / Math.max(x, 1e-9)),
            0,
            k / a,
            (k / a) * 1.2,
          ),
        },
      ],
      facts: { k, a, b, n0, volume: pi(volume), target: pi(target), limit: pi(limit) },
    };
  },
};

const cylinderMinus: QuestionTemplate = {
  id: 'cp1.volumes.cylinder-minus-y-axis',
  subtopicId: `${T}.adding-and-subtracting-volumes`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['volumes of revolution', 'subtracting volumes', 'y-axis', 'cylinder'],
  build(rng) {
    const [k, s] = [rng.int(1, 12), rng.int(1, 6)];
    const h = s * s;
    const Y = k * s;
    const cylinder = k * s ** 5;
    const inner = frac(k * s ** 5, 5);
    const yVolume = sub(cylinder, inner);
    const xVolume = frac(k * k * s ** 4, 2);
    const ratio = frac(8 * s, 5 * k);
    return {
      title: 'Subtracting a volume from a cylinder',
      introTex: rng.pick([
        tex`The region \(R\) is bounded by the curve \(y = ${coef(k)}\sqrt{x}\), the \(x\)-axis and the line \(x = ${h}\).`,
        tex`The finite region \(R\) lies between the curve with equation \(y = ${coef(k)}\sqrt{x}\) and the \(x\)-axis, for \(0 \leqslant x \leqslant ${h}\).`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Find the \(y\)-coordinate of the point where the curve meets the line \(x = ${h}\).`,
            tex`The curve meets the line \(x = ${h}\) at the point \(P\). Find the \(y\)-coordinate of \(P\).`,
          ]),
          `y = ${Y}`,
          [mark('B1', tex`Correct \(y\)-coordinate`, `y = ${Y}`)],
        ),
        part(
          tex`The region \(R\) is rotated through \(2\pi\) radians about the \(y\)-axis. By subtracting the volume of a solid from the volume of a cylinder, find the exact volume of the solid generated.`,
          piTex(yVolume),
          [
            mark(
              'M1',
              tex`Volume of the cylinder of radius \(${h}\) and height their \(y\)-coordinate`,
              tex`\pi \times ${h}^{2} \times ${Y} = ${piTex(cylinder)}`,
            ),
            mark(
              'M1',
              tex`Writes \(x\) in terms of \(y\) and uses \(\pi\int x^{2}\,\mathrm{d}y\) from \(0\) to their \(y\)-coordinate`,
              tex`\pi\int_{0}^{${Y}} \frac{y^{4}}{${k ** 4}}\,\mathrm{d}y = ${piTex(inner)}`,
            ),
            mark('dM1', 'Subtracts, dependent on both M marks', tex`${piTex(cylinder)} - ${piTex(inner)}`, ['b.1', 'b.2']),
            mark('A1', 'Correct exact volume', piTex(yVolume), ['b.3']),
          ],
        ),
        part(
          tex`The region \(R\) is instead rotated through \(2\pi\) radians about the \(x\)-axis. Find the exact volume of this solid, and hence find the ratio of the volume in part (b) to this volume, in its simplest form.`,
          tex`${piTex(xVolume)}; \; ${ratio.n} : ${ratio.d}`,
          [
            mark('M1', tex`Uses \(\pi\int y^{2}\,\mathrm{d}x\)`, tex`\pi\int_{0}^{${h}} ${coef(k * k)}x\,\mathrm{d}x`),
            mark('A1', 'Correct volume', piTex(xVolume), ['c.1']),
            mark('B1ft', 'Ratio in simplest form, ft their volume from (b)', tex`${ratio.n} : ${ratio.d}`),
          ],
        ),
      ],
      notes: [
        tex`(b) Integrating the curve about the \(y\)-axis from the wrong side (the volume between the curve and the \(y\)-axis alone) scores M1 M1 dM0.`,
        '(c) B1ft: their (b) divided by their first answer in (c), as a ratio of integers.',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region R under the curve',
          description: `Graph of y = ${k === 1 ? '' : k} root x for x from 0 to ${h}; the region R between the curve, the x-axis and the line x = ${h} is shaded.`,
          svg: regionDiagram(
            (x) => k * Math.sqrt(x),
            () => 0,
            0,
            h,
          ),
        },
      ],
      facts: { k, h, Y, yVolume: pi(yVolume), xVolume: pi(xVolume), ratio: value(ratio) },
    };
  },
};

const composite: QuestionTemplate = {
  id: 'cp1.volumes.paraboloid-and-cone',
  subtopicId: `${T}.adding-and-subtracting-volumes`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'adding volumes', 'cone'],
  build(rng) {
    const [k, s, d] = [rng.int(1, 5), rng.int(1, 3), rng.int(1, 5)];
    const h = s * s;
    const P = [h, k * s];
    const grad = frac(-k * s, d);
    const lineEq = terms([
      [grad, 'x'],
      [frac(k * s * (h + d), d), ''],
    ]);
    const curvePart = frac(k * k * h * h, 2);
    const cone = frac(k * k * s * s * d, 3);
    const volume = add(curvePart, cone);
    return {
      title: 'Adding volumes: a curve and a cone',
      introTex: rng.pick([
        tex`The curve \(C\) has equation \(y = ${coef(k)}\sqrt{x}\). The point \(P(${P[0]}, ${P[1]})\) lies on \(C\), and the point \(Q\) has coordinates \((${h + d}, 0)\). The region \(R\) is bounded by \(C\) from the origin to \(P\), the line segment \(PQ\) and the \(x\)-axis. The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis to form a solid \(S\).`,
        tex`A nose cone \(S\) is modelled by rotating a region \(R\) through \(2\pi\) radians about the \(x\)-axis. The region \(R\) is bounded by the \(x\)-axis, the curve \(C\) with equation \(y = ${coef(k)}\sqrt{x}\) from the origin to the point \(P(${P[0]}, ${P[1]})\), and the line segment from \(P\) to the point \(Q(${h + d}, 0)\).`,
      ]),
      parts: [
        part(
          rng.pick([tex`Find an equation of the line \(PQ\).`, tex`Find an equation of the straight line through \(P\) and \(Q\).`]),
          `y = ${lineEq}`,
          [
            mark('M1', tex`Gradient from \(P\) and \(Q\), used with either point`, tex`m = \frac{0 - ${P[1]}}{${h + d} - ${h}}`),
            mark('A1', 'Correct equation, oe', `y = ${lineEq}`, ['a.1']),
          ],
        ),
        part(tex`Find the exact volume of the part of \(S\) for which \(0 \leqslant x \leqslant ${h}\).`, piTex(curvePart), [
          mark('M1', tex`Uses \(\pi\int y^{2}\,\mathrm{d}x\)`, tex`\pi\int_{0}^{${h}} ${coef(k * k)}x\,\mathrm{d}x`),
          mark('A1', 'Correct volume', piTex(curvePart), ['b.1']),
        ]),
        part(tex`Hence find the exact volume of \(S\).`, piTex(volume), [
          mark(
            'M1',
            tex`Volume of the cone from \(PQ\), by formula or by integrating their line squared`,
            tex`\frac{1}{3}\pi \times ${P[1]}^{2} \times ${d} = ${piTex(cone)}`,
          ),
          mark('dM1', 'Adds to their volume from (b), dependent on the M1', tex`${piTex(curvePart)} + ${piTex(cone)}`, ['c.1']),
          mark('A1', tex`Correct exact volume of \(S\)`, piTex(volume), ['c.1', 'c.2']),
        ]),
      ],
      notes: [
        tex`(c) Integrating the square of their line from (a) between \(x = ${h}\) and \(x = ${h + d}\) is an alternative to the cone formula.`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region R: curve, then a line segment to the x-axis',
          description: `The curve y = ${k === 1 ? '' : k} root x from the origin to P(${P[0]}, ${P[1]}), then the segment PQ to Q(${h + d}, 0); the region under them is shaded.`,
          svg: regionDiagram(
            (x) => (x <= h ? k * Math.sqrt(x) : (k * s * (h + d - x)) / d),
            () => 0,
            0,
            h + d,
          ),
        },
      ],
      facts: { k, h, d, gradient: value(grad), curvePart: pi(curvePart), volume: pi(volume) },
    };
  },
};

const barrel: QuestionTemplate = {
  id: 'cp1.volumes.barrel-model',
  subtopicId: `${T}.modelling`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'modelling', 'units'],
  build(rng) {
    for (;;) {
      const [A, B, L] = [rng.int(20, 32), rng.pick([40, 50, 60, 80, 100]), rng.pick([20, 25, 30, 35, 40])];
      const end = frac(A * B - L * L, B);
      if (value(end) < A / 2) continue;
      // 2 pi * integral over [0, L] of (A - x^2/B)^2
      const exact = mul(2, add(sub(A * A * L, frac(2 * A * L ** 3, 3 * B)), frac(L ** 5, 5 * B * B)));
      const litres = pi(exact) / 1000;
      const cylinderLitres = (Math.PI * A * A * 2 * L) / 1000;
      const over = ((cylinderLitres - litres) / litres) * 100;
      // (c) uses their capacity from (b), to 3 s.f.
      const overCarried = ((cylinderLitres - Number(sf(litres))) / Number(sf(litres))) * 100;
      const curve = tex`y = ${A} - \frac{x^{2}}{${B}}`;
      return {
        title: 'Modelling a barrel',
        introTex: rng.pick([
          tex`A barrel is modelled by rotating the curve \(${curve}\), \(-${L} \leqslant x \leqslant ${L}\), through \(2\pi\) radians about the \(x\)-axis. The units are centimetres, and the barrel is modelled as a closed container of negligible thickness.`,
          tex`A barrel used to store rainwater is modelled as a closed container of negligible thickness, formed by rotating the curve \(${curve}\), \(-${L} \leqslant x \leqslant ${L}\), through \(2\pi\) radians about the \(x\)-axis, with units in centimetres.`,
        ]),
        parts: [
          part(
            rng.pick([tex`Find the radius of each end of the barrel.`, tex`Find the radius, in cm, of each flat end of the barrel.`]),
            tex`${fracTex(end)}\ \mathrm{cm}`,
            [mark('B1', 'Correct radius', fracTex(end))],
          ),
          part(
            tex`Find the capacity of the barrel according to the model, giving your answer in litres to 3 significant figures.`,
            tex`${sf(litres)}\ \text{litres}`,
            [
              mark(
                'M1',
                tex`Uses \(\pi\int y^{2}\,\mathrm{d}x\) over the correct interval, or twice from \(0\)`,
                tex`2\pi\int_{0}^{${L}} \left(${A} - \frac{x^{2}}{${B}}\right)^{2}\mathrm{d}x`,
              ),
              mark(
                'M1',
                'Expands and integrates',
                tex`2\pi\left[${terms([
                  [A * A, 'x'],
                  [frac(-2 * A, 3 * B), 'x^{3}'],
                  [frac(1, 5 * B * B), 'x^{5}'],
                ])}\right]_{0}^{${L}}`,
              ),
              mark('A1', 'Correct volume in cubic centimetres', tex`${sf(pi(exact))}\ \mathrm{cm}^{3}`, ['b.1', 'b.2']),
              mark('A1', 'Converts to litres, awrt', tex`${sf(litres)}`, ['b.1', 'b.2']),
            ],
          ),
          part(
            tex`A simpler model treats the barrel as a cylinder of radius \(${A}\) cm and length \(${2 * L}\) cm. Using your answer to part (b), find the percentage by which the simpler model overestimates the capacity, to 3 significant figures.`,
            tex`${sf(over)}\%`,
            [
              mark(
                'M1',
                'Cylinder capacity and the percentage difference relative to their (b)',
                tex`\frac{${sf(cylinderLitres)} - ${sf(litres)}}{${sf(litres)}} \times 100`,
              ),
              mark('A1ft', 'Correct percentage, ft their capacity', roundedAnswerTex(over, overCarried, '\\%'), ['c.1']),
            ],
          ),
          part(
            tex`Give one reason why the capacity of the real barrel may differ from the value given by the model.`,
            tex`\text{e.g. the wood has thickness, so the inside is smaller}`,
            [mark('B1', 'A sensible reason in context', tex`\text{e.g. the thickness of the wood is ignored}`)],
          ),
        ],
        notes: [
          '(b) 1 litre is 1000 cubic centimetres; an answer in cubic centimetres only loses the final A1.',
          '(c) A1ft: follow through their capacity from (b).',
        ],
        diagrams: [
          {
            role: 'question',
            title: 'Profile of the barrel',
            description: `Graph of y = ${A} - x squared over ${B} for x from 0 to ${L}, the right half of the barrel profile, with the region under it shaded.`,
            svg: regionDiagram(
              (x) => A - (x * x) / B,
              () => 0,
              0,
              L,
              undefined,
              {},
            ),
          },
        ],
        facts: {
          A,
          B,
          L,
          end: value(end),
          litres: Number(sf(litres)),
          cylinderLitres,
          over: Number(sf(over)),
          exactLitres: litres,
          carriedRoundings: [{ allocationId: 'c.2', fromExact: over, fromCarried: overCarried }],
        },
      };
    }
  },
};

const glass: QuestionTemplate = {
  id: 'cp1.volumes.filling-a-glass',
  subtopicId: `${T}.modelling`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'modelling', 'y-axis', 'rates'],
  build(rng) {
    const [c, H, Q] = [rng.pick([2, 3, 4, 5, 6, 8]), rng.int(8, 15), rng.pick([5, 8, 10, 12, 15, 20])];
    const capacity = (Math.PI * c * H * H) / 2;
    const secs = rng.int(2, 9) * 5;
    const depth = Math.sqrt((2 * Q * secs) / (Math.PI * c));
    if (depth >= H) return glass.build(rng);
    return {
      title: 'Filling a glass modelled by a solid of revolution',
      introTex: rng.pick([
        tex`The inside of a glass is modelled by rotating the curve \(y = \frac{x^{2}}{${c}}\), \(0 \leqslant y \leqslant ${H}\), through \(2\pi\) radians about the \(y\)-axis, which is vertical. The units are centimetres.`,
        tex`A drinking glass stands on a horizontal table. Its inside is modelled by the solid formed when the curve \(y = \frac{x^{2}}{${c}}\), \(0 \leqslant y \leqslant ${H}\), is rotated through \(2\pi\) radians about the vertical \(y\)-axis. The units are centimetres.`,
      ]),
      parts: [
        part(
          tex`Show that, when the glass contains liquid to a depth of \(h\) cm, the volume of liquid is \(\frac{${c}\pi h^{2}}{2}\ \mathrm{cm}^{3}\).`,
          tex`\frac{${c}\pi h^{2}}{2}`,
          [
            mark('M1', tex`Uses \(\pi\int_{0}^{h} x^{2}\,\mathrm{d}y\)`, tex`\pi\int_{0}^{h} ${c}y\,\mathrm{d}y`),
            mark('A1*', 'Correct integration to the printed answer, cso', tex`\frac{${c}\pi h^{2}}{2}`, ['a.1']),
          ],
        ),
        part(tex`Hence find the capacity of the glass, to 3 significant figures.`, tex`${sf(capacity)}\ \mathrm{cm}^{3}`, [
          mark('M1', tex`Substitutes \(h = ${H}\) into the result of (a)`, tex`\frac{${c}\pi \times ${H}^{2}}{2}`),
          mark('A1', 'Correct capacity, awrt', tex`${sf(capacity)}\ \mathrm{cm}^{3}`, ['b.1']),
        ]),
        part(
          tex`The empty glass is filled at a constant rate of \(${Q}\ \mathrm{cm}^{3}\,\mathrm{s}^{-1}\). Using the result of part (a), find the depth of the liquid after \(${secs}\) seconds, to 3 significant figures.`,
          tex`${sf(depth)}\ \mathrm{cm}`,
          [
            mark('M1', 'Sets the volume from (a) equal to rate times time', tex`\frac{${c}\pi h^{2}}{2} = ${Q} \times ${secs}`),
            mark('dM1', tex`Rearranges for \(h\), dependent on the M1`, tex`h = \sqrt{\frac{${2 * Q * secs}}{${c}\pi}}`, ['c.1']),
            mark('A1', 'Correct depth, awrt', sf(depth), ['c.2']),
          ],
        ),
        part(
          rng.pick([tex`Suggest one refinement to the model.`, tex`Suggest one way in which the model could be improved.`]),
          tex`\text{e.g. model the thick base of the glass, or use a measured profile}`,
          [mark('B1', 'A sensible refinement in context', tex`\text{e.g. allow for the thickness of the base}`)],
        ),
      ],
      notes: ['(c) Using a linear relationship between depth and time scores M0.'],
      diagrams: [
        {
          role: 'question',
          title: 'Profile of the glass',
          description: `Graph of y = x squared over ${c} for y from 0 to ${H}; the region between the curve, the y-axis and the line y = ${H} is shaded.`,
          svg: regionDiagram(
            () => H,
            (x) => (x * x) / c,
            0,
            Math.sqrt(c * H),
            undefined,
            {},
          ),
        },
      ],
      facts: { c, H, Q, secs, capacity: Number(sf(capacity)), depth: Number(sf(depth)) },
    };
  },
};

const reciprocalXAxis: QuestionTemplate = {
  id: 'cp1.volumes.x-axis-reciprocal-logarithm',
  subtopicId: `${T}.about-the-x-axis`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['volumes of revolution', 'x-axis', 'logarithms', 'modelling'],
  build(rng) {
    const [p, q, n] = [rng.int(1, 4), rng.int(1, 5), rng.pick([2, 3, 5, 6, 7])];
    const rho = rng.pick([0.8, 1.2, 2.7, 7.9]);
    const curve = tex`${p} + \frac{${q}}{x}`;
    const ln = `\\ln ${n}`;
    const areaTex = terms([
      [p * (n - 1), ''],
      [q, ln],
    ]);
    const area = p * (n - 1) + q * Math.log(n);
    const A = add(p * p * (n - 1), mul(q * q, frac(n - 1, n)));
    const B = 2 * p * q;
    const volumeTex = tex`\pi\left(${terms([
      [A, ''],
      [B, ln],
    ])}\right)`;
    const volume = Math.PI * (value(A) + B * Math.log(n));
    const mass = volume * rho;
    return {
      title: 'Volume of revolution giving a logarithm',
      introTex: rng.pick([
        tex`The region \(R\) is bounded by the curve \(y = ${curve}\), the \(x\)-axis and the lines \(x = 1\) and \(x = ${n}\).`,
        tex`The finite region \(R\) lies between the curve with equation \(y = ${curve}\), \(x > 0\), and the \(x\)-axis, for \(1 \leqslant x \leqslant ${n}\).`,
      ]),
      parts: [
        part(tex`Find the exact area of \(R\).`, areaTex, [
          mark(
            'M1',
            'Integrates to a linear term and a logarithm',
            tex`\left[${terms([
              [p, 'x'],
              [q, '\\ln x'],
            ])}\right]_{1}^{${n}}`,
          ),
          mark('A1', 'Correct exact area', areaTex, ['a.1']),
        ]),
        part(
          tex`The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis. Find the exact volume of the solid generated, giving your answer in the form \(\pi(a + b\ln ${n})\), where \(a\) and \(b\) are rational numbers.`,
          volumeTex,
          [
            mark(
              'M1',
              tex`Uses \(\pi\int y^{2}\,\mathrm{d}x\) and expands`,
              tex`\pi\int_{1}^{${n}} \left(${p * p} + \frac{${2 * p * q}}{x} + \frac{${q * q}}{x^{2}}\right)\mathrm{d}x`,
            ),
            mark(
              'M1',
              tex`Integrates to the form \(Ax + B\ln x - \frac{C}{x}\)`,
              tex`\pi\left[${terms([
                [p * p, 'x'],
                [B, '\\ln x'],
              ])} - \frac{${q * q}}{x}\right]_{1}^{${n}}`,
            ),
            mark(
              'A1',
              'Correct integration',
              tex`${terms([
                [p * p, 'x'],
                [B, '\\ln x'],
              ])} - \frac{${q * q}}{x}`,
              ['b.2'],
            ),
            mark('A1', tex`Correct \(a\) and \(b\)`, tex`a = ${fracTex(A)}, \; b = ${B}`, ['b.1', 'b.2']),
          ],
        ),
        part(
          tex`The solid is a model of a wooden handle, where the units are centimetres. The wood has density \(${rho}\) grams per \(\mathrm{cm}^{3}\). Using your answer to part (b), find the mass of the handle, giving your answer to 3 significant figures.`,
          tex`${sf(mass)}\ \mathrm{g}`,
          [
            mark('M1', 'Multiplies their volume by the density', tex`${sf(volume)} \times ${rho}`),
            mark('A1ft', 'Correct mass, ft their volume', tex`${sf(mass)}\ \mathrm{g}`, ['c.1']),
          ],
        ),
      ],
      notes: [
        '(b) Squaring term by term (missing the cross term) scores the first M0.',
        '(c) A1ft: their exact or decimal volume from (b) times the density.',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Region R under the curve',
          description: `Graph of y = ${p} + ${q}/x for x from 1 to ${n}; the region R between the curve, the x-axis and the lines x = 1 and x = ${n} is shaded.`,
          svg: regionDiagram(
            (x) => p + q / x,
            () => 0,
            1,
            n,
            n * 1.2,
          ),
        },
      ],
      facts: { p, q, n, rho, area, volume, mass: Number(sf(mass)) },
    };
  },
};

export const cp1VolumeTemplates = [
  xAxis,
  yAxis,
  addSubtract,
  modelling,
  transformedRegion,
  paraboloidCylinder,
  reciprocalYAxis,
  cylinderMinus,
  composite,
  barrel,
  glass,
  reciprocalXAxis,
];
