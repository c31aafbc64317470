import { tex } from '../math/tex.js';
import { mark, part, type QuestionDraft } from '../template.js';
import { axes, dot, frame, label, line, path, regionName, sample, SHADE, svgDoc } from '../svg.js';
import { argandPoints } from '../templates/core-pure/cp1-complex-equations-and-roots.js';
import { polarCurveDiagram } from '../templates/core-pure/cp2-volumes-de-shared.js';
import { handWritten } from './define.js';

const cubicRoots: QuestionDraft = {
  title: 'Roots of a cubic with a given complex root',
  introTex: tex`\(\mathrm{f}(z) = z^{3} - 2z^{2} + 5z + 26\). Given that \(z = 2 + 3\mathrm{i}\) is a root of \(\mathrm{f}(z) = 0\),`,
  parts: [
    part(tex`write down another complex root of \(\mathrm{f}(z) = 0\),`, tex`2 - 3\mathrm{i}`, [
      mark('B1', 'Complex conjugate', tex`2 - 3\mathrm{i}`),
    ]),
    part(tex`solve \(\mathrm{f}(z) = 0\) completely,`, tex`z = 2 \pm 3\mathrm{i}, \; z = -2`, [
      mark('M1', 'Forms the quadratic factor from the conjugate pair', tex`(z - (2 + 3\mathrm{i}))(z - (2 - 3\mathrm{i}))`),
      mark('A1', 'Correct quadratic factor', tex`z^{2} - 4z + 13`, ['b.1']),
      mark(
        'dM1',
        tex`Divides \(\mathrm{f}(z)\) by their quadratic or compares coefficients, dependent on the M1`,
        tex`\mathrm{f}(z) = (z^{2} - 4z + 13)(z + 2)`,
        ['b.1'],
      ),
      mark('A1', 'Real root', tex`z = -2`, ['b.3']),
    ]),
    part(tex`show the roots of \(\mathrm{f}(z) = 0\) on a single Argand diagram.`, tex`\text{points } (2, 3), (2, -3), (-2, 0)`, [
      mark('B1', 'Conjugate pair plotted symmetrically about the real axis', tex`(2, 3), \; (2, -3)`),
      mark('B1ft', 'Their real root from (b) plotted on the real axis', tex`(-2, 0)`),
    ]),
  ],
  notes: [tex`(b) Alternative: the sum of the roots, \(2\), gives the real root directly; M1 A1 for the method, dM1 A1 as above.`],
  diagrams: [
    {
      role: 'scheme',
      title: 'Roots of f(z) = 0',
      description: 'Argand diagram with points at 2 + 3i, 2 - 3i and -2.',
      svg: argandPoints(
        [
          ['2 + 3i', 2, 3],
          ['2 − 3i', 2, -3],
          ['−2', -2, 0],
        ],
        undefined,
        4,
      ),
    },
  ],
};

const bisector: QuestionDraft = (() => {
  const f = frame(-3, 4, -3, 4, 240);
  return {
    title: 'Perpendicular bisector locus and least modulus',
    introTex: tex`The locus \(L\) of points \(z\) satisfies \(|z - 3| = |z + 1 - 2\mathrm{i}|\).`,
    parts: [
      part(tex`Show that \(L\) has Cartesian equation \(y = 2x - 1\).`, tex`y = 2x - 1`, [
        mark('M1', tex`Uses \(z = x + \mathrm{i}y\) and squares both moduli`, tex`(x - 3)^{2} + y^{2} = (x + 1)^{2} + (y - 2)^{2}`),
        mark('A1*', 'Correct simplification to the printed equation, cso', tex`-8x + 4y + 4 = 0 \Rightarrow y = 2x - 1`, ['a.1']),
      ]),
      part(tex`Find the exact least value of \(|z|\) for points on \(L\).`, tex`\frac{\sqrt{5}}{5}`, [
        mark('M1', tex`Perpendicular distance from \(O\) to the line`, tex`\frac{|2(0) - 0 - 1|}{\sqrt{2^{2} + 1^{2}}}`),
        mark('A1', 'Correct exact value, oe', tex`\frac{1}{\sqrt{5}} = \frac{\sqrt{5}}{5}`, ['b.1']),
      ]),
      part(tex`Find the complex number \(z\) on \(L\) for which \(|z|\) is least.`, tex`\frac{2}{5} - \frac{1}{5}\mathrm{i}`, [
        mark('M1', tex`Intersects \(L\) with the perpendicular line through \(O\), \(y = -\frac{x}{2}\)`, tex`-\frac{x}{2} = 2x - 1`),
        mark('A1', 'Correct complex number', tex`z = \frac{2}{5} - \frac{1}{5}\mathrm{i}`, ['c.1']),
      ]),
    ],
    notes: [tex`(a) A geometric argument via the midpoint \((1, 1)\) and gradient \(2\) is acceptable.`],
    diagrams: [
      {
        role: 'question',
        title: 'Locus L',
        description:
          'Argand diagram showing the points 3 and -1 + 2i and the straight line y = 2x - 1, the perpendicular bisector of the segment joining them.',
        svg: svgDoc(f, [
          axes(f, -3, 4, -3, 4, 'Re', 'Im'),
          dot(f, 3, 0),
          label(f, 3, 0, '3'),
          dot(f, -1, 2),
          label(f, -1, 2, '−1 + 2i'),
          line(f, -1, -3, 2.5, 4),
        ]),
      },
    ],
  };
})();

const seriesSum: QuestionDraft = {
  title: 'Sum of a series and a sum between n + 1 and 2n',
  parts: [
    part(tex`Show that \(\sum_{r=1}^{n} r(2r - 1) = \frac{1}{6}n(n + 1)(4n - 1)\).`, tex`\frac{1}{6}n(n+1)(4n-1)`, [
      mark('M1', 'Expands and uses the standard results', tex`2\cdot\frac{n(n+1)(2n+1)}{6} - \frac{n(n+1)}{2}`),
      mark('dM1', tex`Factorises \(n(n + 1)\), dependent on the M1`, tex`\frac{n(n+1)}{6}\left(2(2n+1) - 3\right)`, ['a.1']),
      mark('A1*', 'Correct printed answer, cso', tex`\frac{1}{6}n(n+1)(4n-1)`, ['a.2']),
    ]),
    part(tex`Hence show that \(\sum_{r=n+1}^{2n} r(2r - 1) = \frac{1}{6}n(28n^{2} + 9n - 1)\).`, tex`\frac{1}{6}n(28n^{2} + 9n - 1)`, [
      mark('M1', tex`Uses \(\mathrm{f}(2n) - \mathrm{f}(n)\)`, tex`\frac{1}{6}(2n)(2n+1)(8n-1) - \frac{1}{6}n(n+1)(4n-1)`),
      mark('dM1', 'Expands and collects, dependent on the M1', tex`\frac{n}{6}\left(32n^{2} + 12n - 2 - 4n^{2} - 3n + 1\right)`, ['b.1']),
      mark('A1*', 'Correct printed answer, cso', tex`\frac{1}{6}n(28n^{2} + 9n - 1)`, ['b.2']),
    ]),
  ],
  notes: [tex`(b) \(\mathrm{f}(2n) - \mathrm{f}(n + 1)\) is a wrong method: M0.`],
};

const cubicTransform: QuestionDraft = {
  title: 'Symmetric functions and a transformed cubic',
  introTex: tex`The cubic equation \(2x^{3} - 5x^{2} + 3x - 4 = 0\) has roots \(\alpha\), \(\beta\) and \(\gamma\).`,
  parts: [
    part(
      tex`Write down the values of \(\alpha + \beta + \gamma\), \(\alpha\beta + \beta\gamma + \gamma\alpha\) and \(\alpha\beta\gamma\).`,
      tex`\frac{5}{2}, \; \frac{3}{2}, \; 2`,
      [mark('B1', 'Correct sum of roots', tex`\frac{5}{2}`), mark('B1', 'Both other values correct', tex`\frac{3}{2}, \; 2`)],
    ),
    part(tex`Find the value of \(\alpha^{2} + \beta^{2} + \gamma^{2}\).`, tex`\frac{13}{4}`, [
      mark('M1', 'Uses the identity', tex`\left(\frac{5}{2}\right)^{2} - 2\left(\frac{3}{2}\right)`),
      mark('A1', 'Correct value', tex`\frac{13}{4}`, ['b.1']),
    ]),
    part(
      tex`Find a cubic equation with integer coefficients whose roots are \(\alpha + 1\), \(\beta + 1\) and \(\gamma + 1\).`,
      tex`2w^{3} - 11w^{2} + 19w - 14 = 0`,
      [
        mark('M1', tex`Substitutes \(x = w - 1\)`, tex`2(w-1)^{3} - 5(w-1)^{2} + 3(w-1) - 4 = 0`),
        mark('A1', 'Two coefficients correct', tex`2w^{3} - 11w^{2} + \dots`, ['c.1']),
        mark('A1', 'Fully correct equation', tex`2w^{3} - 11w^{2} + 19w - 14 = 0`, ['c.1']),
      ],
    ),
  ],
  notes: ['(c) A method via the symmetric functions of the new roots is acceptable for all marks.'],
};

const volumeHump: QuestionDraft = {
  title: 'Volume of revolution of a parabolic hump',
  introTex: tex`The curve \(C\) has equation \(y = x(4 - x)\). The region \(R\) is bounded by \(C\) and the \(x\)-axis.`,
  parts: [
    part(tex`Write down the \(x\)-coordinates of the points where \(C\) meets the \(x\)-axis.`, tex`0, \; 4`, [
      mark('B1', 'Both values', tex`x = 0, \; x = 4`),
    ]),
    part(
      tex`The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis. Find the exact volume of the solid generated.`,
      tex`\frac{512\pi}{15}`,
      [
        mark('M1', tex`Uses \(\pi\int y^{2}\,\mathrm{d}x\)`, tex`\pi\int_{0}^{4} x^{2}(4 - x)^{2}\,\mathrm{d}x`),
        mark('M1', 'Expands and integrates', tex`\pi\left[\frac{16x^{3}}{3} - 2x^{4} + \frac{x^{5}}{5}\right]_{0}^{4}`),
        mark('A1', 'Correct integration', tex`\frac{16x^{3}}{3} - 2x^{4} + \frac{x^{5}}{5}`, ['b.2']),
        mark('A1', 'Correct exact volume', tex`\frac{512\pi}{15}`, ['b.1', 'b.2']),
      ],
    ),
  ],
  notes: ['Decimal answers only: maximum 3 marks in (b).'],
  diagrams: [
    (() => {
      const f = frame(-0.5, 5, -0.5, 5, 240);
      return {
        role: 'question' as const,
        title: 'Region R',
        description: 'Graph of y = x(4 - x), an arch from x = 0 to x = 4 with maximum 4 at x = 2; the region under the arch is shaded.',
        svg: svgDoc(f, [
          axes(f, -0.5, 5, -0.5, 5),
          path(
            f,
            sample((x) => x * (4 - x), 0, 4),
            true,
            SHADE,
          ),
          regionName(
            f,
            sample((x) => x * (4 - x), 0, 4),
            'R',
          ),
        ]),
      };
    })(),
  ],
};

const invariant: QuestionDraft = {
  title: 'Area scale factor and invariant lines',
  introTex: tex`The transformation \(T\) is represented by \(\mathbf{M} = \begin{pmatrix} 3 & 1 \\ 2 & 2 \end{pmatrix}\).`,
  parts: [
    part(tex`A triangle of area \(5\) square units is transformed by \(T\). Find the area of its image.`, '20', [
      mark('M1', 'Uses the determinant as the area scale factor', tex`\det\mathbf{M} = 6 - 2 = 4`),
      mark('A1', 'Correct area', '20', ['a.1']),
    ]),
    part(tex`Find the equation of the line of invariant points of \(T\).`, tex`y = -2x`, [
      mark(
        'M1',
        tex`Sets \(\mathbf{M}\begin{pmatrix} x \\ y \end{pmatrix} = \begin{pmatrix} x \\ y \end{pmatrix}\) and forms an equation`,
        tex`3x + y = x, \; 2x + 2y = y`,
      ),
      mark('A1', 'Correct line', tex`y = -2x`, ['b.1']),
    ]),
    part(
      tex`Show that the line \(y = x\) is an invariant line of \(T\) but not a line of invariant points.`,
      tex`(t, t) \mapsto (4t, 4t)`,
      [
        mark(
          'M1',
          'Maps a general point of the line',
          tex`\begin{pmatrix} 3 & 1 \\ 2 & 2 \end{pmatrix}\begin{pmatrix} t \\ t \end{pmatrix} = \begin{pmatrix} 4t \\ 4t \end{pmatrix}`,
        ),
        mark(
          'A1*',
          tex`Image lies on \(y = x\) but points move, with conclusion`,
          tex`(4t, 4t) \text{ on } y = x, \; (4t, 4t) \neq (t, t)`,
          ['c.1'],
        ),
      ],
    ),
  ],
  notes: [tex`(b) Both equations reduce to \(y = -2x\); one is enough.`],
};

const planesLine: QuestionDraft = {
  title: 'Angle between planes and their line of intersection',
  introTex: tex`The planes \(\Pi_1\) and \(\Pi_2\) have equations \(x + 2y - 2z = 5\) and \(2x - y + z = 5\).`,
  parts: [
    part(
      tex`Find the acute angle between \(\Pi_1\) and \(\Pi_2\), giving your answer in degrees to one decimal place.`,
      tex`74.2^{\circ}`,
      [
        mark('M1', 'Scalar product of the normals', tex`(1)(2) + (2)(-1) + (-2)(1) = -2`),
        mark('M1', 'Divides by the product of the magnitudes', tex`\cos\theta = \frac{2}{3\sqrt{6}}`),
        mark('A1', 'Correct acute angle, awrt', tex`74.2^{\circ}`, ['a.1', 'a.2']),
      ],
    ),
    part(
      tex`Find a vector equation of the line of intersection of \(\Pi_1\) and \(\Pi_2\).`,
      tex`\mathbf{r} = \begin{pmatrix} 3 \\ 0 \\ -1 \end{pmatrix} + \lambda\begin{pmatrix} 0 \\ 1 \\ 1 \end{pmatrix}`,
      [
        mark(
          'M1',
          tex`Direction \(\mathbf{d} = \begin{pmatrix} a \\ b \\ c \end{pmatrix}\) perpendicular to both normals: sets both scalar products to zero and solves`,
          tex`a + 2b - 2c = 0, \; 2a - b + c = 0 \Rightarrow a = 0, \; b = c`,
        ),
        mark('A1', 'Correct direction, any multiple', tex`\begin{pmatrix} 0 \\ 1 \\ 1 \end{pmatrix}`, ['b.1']),
        mark('M1', 'Finds a common point', tex`y = 0: \; x - 2z = 5, \; 2x + z = 5`),
        mark(
          'A1',
          'Correct vector equation, oe',
          tex`\mathbf{r} = \begin{pmatrix} 3 \\ 0 \\ -1 \end{pmatrix} + \lambda\begin{pmatrix} 0 \\ 1 \\ 1 \end{pmatrix}`,
          ['b.2', 'b.3'],
        ),
      ],
    ),
  ],
  notes: [
    tex`(a) An obtuse angle of \(105.8^{\circ}\) not converted scores A0.`,
    tex`(b) Or otherwise: a correct vector product method, \(\begin{pmatrix} 1 \\ 2 \\ -2 \end{pmatrix} \times \begin{pmatrix} 2 \\ -1 \\ 1 \end{pmatrix} = \begin{pmatrix} 0 \\ -5 \\ -5 \end{pmatrix}\), or solving the two equations with a parameter, earns the same marks.`,
  ],
};

const induction: QuestionDraft = {
  title: 'Two proofs by induction',
  parts: [
    part(
      tex`Prove by induction that \(7^{n} - 3^{n}\) is divisible by \(4\) for all positive integers \(n\).`,
      tex`\text{Proof: see scheme}`,
      [
        mark('B1', tex`True for \(n = 1\)`, tex`7 - 3 = 4`),
        mark(
          'M1',
          tex`Expresses \(\mathrm{f}(k + 1)\) in terms of \(\mathrm{f}(k)\)`,
          tex`7^{k+1} - 3^{k+1} = 7(7^{k} - 3^{k}) + 4\times 3^{k}`,
        ),
        mark('A1', tex`Both terms shown divisible by \(4\)`, tex`7\,\mathrm{f}(k) + 4\times 3^{k}`, ['a.2']),
        mark('A1', 'Complete conclusion, cso', tex`\text{true for all positive integers } n`, ['a.1', 'a.3']),
      ],
    ),
    part(
      tex`Prove by induction that \(\sum_{r=1}^{n} r\,2^{r} = 2 + (n - 1)2^{n+1}\) for all positive integers \(n\).`,
      tex`\text{Proof: see scheme}`,
      [
        mark('B1', tex`True for \(n = 1\)`, tex`2 = 2 + 0`),
        mark('M1', tex`Adds the \((k + 1)\)th term to the assumed sum`, tex`2 + (k - 1)2^{k+1} + (k + 1)2^{k+1}`),
        mark('A1', tex`Reaches the form for \(n = k + 1\)`, tex`2 + 2k\cdot 2^{k+1} = 2 + ((k + 1) - 1)2^{(k+1)+1}`, ['b.2']),
        mark('A1', 'Complete conclusion, cso', tex`\text{true for all positive integers } n`, ['b.1', 'b.3']),
      ],
    ),
  ],
  notes: ['Final A1 in each part needs all previous marks in that part and a full conclusion.'],
};

const fourthRoots: QuestionDraft = {
  title: 'Fourth roots of a negative number',
  parts: [
    part(
      tex`Solve \(z^{4} = -16\), giving your answers in the form \(r\mathrm{e}^{\mathrm{i}\theta}\) with \(-\pi < \theta \leqslant \pi\).`,
      tex`2\mathrm{e}^{\pm\frac{\pi}{4}\mathrm{i}}, \; 2\mathrm{e}^{\pm\frac{3\pi}{4}\mathrm{i}}`,
      [
        mark(
          'M1',
          tex`Writes \(-16\) as \(16\mathrm{e}^{(\pi + 2k\pi)\mathrm{i}}\) and takes fourth roots`,
          tex`z = 2\mathrm{e}^{\frac{(\pi + 2k\pi)\mathrm{i}}{4}}`,
        ),
        mark('A1', 'Two correct roots', tex`2\mathrm{e}^{\frac{\pi}{4}\mathrm{i}}, \; 2\mathrm{e}^{\frac{3\pi}{4}\mathrm{i}}`, ['a.1']),
        mark('A1', 'All four roots in range', tex`2\mathrm{e}^{\pm\frac{\pi}{4}\mathrm{i}}, \; 2\mathrm{e}^{\pm\frac{3\pi}{4}\mathrm{i}}`, [
          'a.1',
        ]),
      ],
    ),
    part(tex`The roots are the vertices of a quadrilateral on an Argand diagram. Find its exact area.`, '8', [
      mark('M1', tex`Recognises a square with diagonals \(4\) or side \(2\sqrt{2}\)`, tex`\frac{1}{2}\times 4 \times 4`),
      mark('A1', 'Correct area', '8', ['b.1']),
    ]),
  ],
  notes: [tex`(b) Four triangles of area \(\frac{1}{2}(2)(2)\sin\frac{\pi}{2}\) also score M1.`],
  diagrams: [
    {
      role: 'scheme',
      title: 'Fourth roots of -16',
      description:
        'Argand diagram with four points at distance 2 from the origin at arguments plus or minus pi/4 and plus or minus 3pi/4, forming a square.',
      svg: argandPoints(
        [
          ['', Math.SQRT2, Math.SQRT2],
          ['', -Math.SQRT2, Math.SQRT2],
          ['', -Math.SQRT2, -Math.SQRT2],
          ['', Math.SQRT2, -Math.SQRT2],
        ],
        undefined,
        3,
      ),
    },
  ],
};

const hyperbolicEquation: QuestionDraft = {
  title: 'A hyperbolic identity and equation',
  parts: [
    part(
      tex`Using the definitions of \(\cosh x\) and \(\sinh x\) in terms of exponentials, prove that \(\cosh 2x \equiv 1 + 2\sinh^{2}x\).`,
      tex`\cosh 2x \equiv 1 + 2\sinh^{2}x`,
      [
        mark(
          'M1',
          'Substitutes exponential forms into the right-hand side',
          tex`1 + 2\left(\frac{\mathrm{e}^{x} - \mathrm{e}^{-x}}{2}\right)^{2}`,
        ),
        mark(
          'A1*',
          tex`Simplifies to \(\frac{\mathrm{e}^{2x} + \mathrm{e}^{-2x}}{2}\), cso`,
          tex`1 + \frac{\mathrm{e}^{2x} - 2 + \mathrm{e}^{-2x}}{2} = \frac{\mathrm{e}^{2x} + \mathrm{e}^{-2x}}{2}`,
          ['a.1'],
        ),
      ],
    ),
    part(
      tex`Hence solve \(\cosh 2x - 3\sinh x = 3\), giving your answers as exact logarithms.`,
      tex`x = \ln\left(2 + \sqrt{5}\right), \; x = \ln\left(\frac{\sqrt{5} - 1}{2}\right)`,
      [
        mark('M1', tex`Uses the identity to form a quadratic in \(\sinh x\)`, tex`2\sinh^{2}x - 3\sinh x - 2 = 0`),
        mark('A1', tex`Correct values of \(\sinh x\)`, tex`\sinh x = 2, \; -\frac{1}{2}`, ['b.1']),
        mark('M1', tex`Uses the logarithmic form of \(\operatorname{arsinh}\)`, tex`\ln\left(s + \sqrt{s^{2} + 1}\right)`),
        mark('A1', 'Both exact solutions', tex`\ln\left(2 + \sqrt{5}\right), \; \ln\left(\frac{\sqrt{5} - 1}{2}\right)`, ['b.2', 'b.3']),
      ],
    ),
  ],
  notes: ['(b) Equivalent exact logarithms accepted.'],
};

const polarRegion: QuestionDraft = (() => {
  return {
    title: 'Area inside a cardioid and outside a circle',
    introTex: tex`The curves \(C_1\) and \(C_2\) have polar equations \(r = 2 + 2\cos\theta\) and \(r = 3\) respectively.`,
    parts: [
      part(tex`Find the polar coordinates of the points where \(C_1\) and \(C_2\) meet.`, tex`\left(3, \pm\frac{\pi}{3}\right)`, [
        mark('M1', tex`Equates and solves for \(\cos\theta\)`, tex`2 + 2\cos\theta = 3 \Rightarrow \cos\theta = \frac{1}{2}`),
        mark('A1', 'Both points', tex`\left(3, \frac{\pi}{3}\right), \; \left(3, -\frac{\pi}{3}\right)`, ['a.1']),
      ]),
      part(
        tex`Find the exact area of the region inside \(C_1\) and outside \(C_2\), giving your answer in the form \(a\sqrt{3} + b\pi\).`,
        tex`\frac{9\sqrt{3}}{2} - \pi`,
        [
          mark(
            'M1',
            tex`Uses \(\frac{1}{2}\int\) of the difference of \(r^{2}\) between the intersection angles`,
            tex`\frac{1}{2}\int_{-\frac{\pi}{3}}^{\frac{\pi}{3}} \left((2 + 2\cos\theta)^{2} - 9\right)\mathrm{d}\theta`,
          ),
          mark('M1', tex`Uses the double angle formula for \(\cos^{2}\theta\)`, tex`4\cos^{2}\theta = 2 + 2\cos 2\theta`),
          mark('A1', 'Correct integration', tex`\left[-3\theta + 8\sin\theta + \sin 2\theta\right]`, ['b.1', 'b.2']),
          mark('dM1', 'Applies the limits, dependent on both M marks', tex`-\pi + 4\sqrt{3} + \frac{\sqrt{3}}{2}`, ['b.1', 'b.2']),
          mark('A1', 'Correct exact area', tex`\frac{9\sqrt{3}}{2} - \pi`, ['b.4']),
        ],
      ),
    ],
    notes: [tex`(b) Symmetry: twice the integral from \(0\) to \(\frac{\pi}{3}\) is acceptable.`],
    diagrams: [
      {
        role: 'question',
        title: 'Cardioid and circle',
        description:
          'The cardioid r = 2 + 2 cos theta, with its cusp at the pole and furthest point 4 on the initial line, and the circle r = 3 centred at the pole; they cross at angles plus or minus pi/3.',
        svg: polarCurveDiagram((t) => 2 + 2 * Math.cos(t), 0, 2 * Math.PI, { second: () => 3, names: ['C₁', 'C₂'] }),
      },
    ],
  };
})();

const secondOrder: QuestionDraft = {
  title: 'A second-order differential equation with a linear right-hand side',
  introTex: tex`\(\dfrac{\mathrm{d}^{2}x}{\mathrm{d}t^{2}} + 6\dfrac{\mathrm{d}x}{\mathrm{d}t} + 9x = 9t\), with \(x = 0\) and \(\dfrac{\mathrm{d}x}{\mathrm{d}t} = 0\) when \(t = 0\).`,
  parts: [
    part(tex`Find the complementary function.`, tex`x = (A + Bt)\mathrm{e}^{-3t}`, [
      mark('M1', 'Solves the auxiliary equation', tex`m^{2} + 6m + 9 = 0 \Rightarrow m = -3`),
      mark('A1', 'Correct form for a repeated root', tex`(A + Bt)\mathrm{e}^{-3t}`, ['a.1']),
    ]),
    part(tex`Find a particular integral.`, tex`x = t - \frac{2}{3}`, [
      mark('M1', tex`Substitutes \(x = at + b\)`, tex`6a + 9(at + b) = 9t`),
      mark('A1', 'Correct particular integral', tex`t - \frac{2}{3}`, ['b.1']),
    ]),
    part(
      tex`Find the particular solution satisfying the initial conditions.`,
      tex`x = \left(\frac{2}{3} + t\right)\mathrm{e}^{-3t} + t - \frac{2}{3}`,
      [
        mark('M1', 'Uses both conditions with their general solution', tex`A - \frac{2}{3} = 0, \; B - 3A + 1 = 0`),
        mark('A1', 'Correct constants', tex`A = \frac{2}{3}, \; B = 1`, ['c.1']),
        mark('A1', 'Correct particular solution', tex`x = \left(\frac{2}{3} + t\right)\mathrm{e}^{-3t} + t - \frac{2}{3}`, ['c.1']),
      ],
    ),
    part(tex`Describe the behaviour of \(x\) for large values of \(t\).`, tex`x \approx t - \frac{2}{3}`, [
      mark(
        'B1ft',
        tex`The exponential terms tend to zero, \(x\) behaves like their particular integral from (b)`,
        tex`x \approx t - \frac{2}{3}`,
      ),
    ]),
  ],
  notes: ['(c) Differentiation of the product term must be seen for M1.'],
};

const differences: QuestionDraft = {
  title: 'Method of differences and the limit of a sum',
  parts: [
    part(tex`Express \(\dfrac{1}{r(r + 2)}\) in partial fractions.`, tex`\frac{1}{2r} - \frac{1}{2(r + 2)}`, [
      mark('B1', 'Correct partial fractions', tex`\frac{1}{2}\left(\frac{1}{r} - \frac{1}{r + 2}\right)`),
    ]),
    part(
      tex`Hence show that \(\sum_{r=1}^{n} \frac{1}{r(r + 2)} = \frac{3}{4} - \frac{2n + 3}{2(n + 1)(n + 2)}\).`,
      tex`\frac{3}{4} - \frac{2n + 3}{2(n + 1)(n + 2)}`,
      [
        mark(
          'M1',
          'Lists terms showing cancellation at both ends',
          tex`\frac{1}{2}\left[\left(1 - \frac{1}{3}\right) + \left(\frac{1}{2} - \frac{1}{4}\right) + \dots + \left(\frac{1}{n} - \frac{1}{n + 2}\right)\right]`,
        ),
        mark(
          'A1',
          'Identifies the four remaining terms',
          tex`\frac{1}{2}\left(1 + \frac{1}{2} - \frac{1}{n + 1} - \frac{1}{n + 2}\right)`,
          ['b.1'],
        ),
        mark('A1*', 'Correct printed answer, cso', tex`\frac{3}{4} - \frac{2n + 3}{2(n + 1)(n + 2)}`, ['b.2']),
      ],
    ),
    part(tex`State the limit of the sum as \(n \to \infty\).`, tex`\frac{3}{4}`, [mark('B1', 'Correct limit', tex`\frac{3}{4}`)]),
  ],
  notes: ['(b) Four terms must remain; only two remaining scores A0.'],
};

const improper: QuestionDraft = {
  title: 'An improper integral with partial fractions',
  parts: [
    part(tex`Express \(\dfrac{1}{x(x + 1)}\) in partial fractions.`, tex`\frac{1}{x} - \frac{1}{x + 1}`, [
      mark('B1', 'Correct partial fractions', tex`\frac{1}{x} - \frac{1}{x + 1}`),
    ]),
    part(tex`Hence show that \(\displaystyle\int_{1}^{\infty} \frac{1}{x(x + 1)}\,\mathrm{d}x = \ln 2\).`, tex`\ln 2`, [
      mark('M1', tex`Integrates to logarithms with a finite upper limit \(t\)`, tex`\left[\ln\frac{x}{x + 1}\right]_{1}^{t}`),
      mark('A1', tex`Correct expression in \(t\)`, tex`\ln\frac{t}{t + 1} - \ln\frac{1}{2}`, ['b.1']),
      mark('M1', tex`Considers the limit as \(t \to \infty\)`, tex`\ln\frac{t}{t + 1} \to \ln 1 = 0`),
      mark('A1*', 'Correct printed answer, cso', tex`\ln 2`, ['b.2', 'b.3']),
    ]),
  ],
  notes: [tex`(b) Writing \(\ln\infty - \ln\infty\) scores the second M0.`],
};

export const CORE_PURE_HAND_WRITTEN = [
  handWritten(
    'cp1-cubic-roots-argand',
    'cp1-complex-numbers.cubics-and-quartics',
    3,
    'frequent',
    ['complex numbers', 'cubic equations', 'Argand diagram'],
    cubicRoots,
  ),
  handWritten(
    'cp1-bisector-least-modulus',
    'cp1-argand-diagrams.loci',
    4,
    'frequent',
    ['loci', 'perpendicular bisector', 'modulus'],
    bisector,
  ),
  handWritten('cp1-series-n-to-2n', 'cp1-series.sums-of-squares-and-cubes', 3, 'frequent', ['series', 'sigma notation'], seriesSum),
  handWritten(
    'cp1-cubic-transformed',
    'cp1-roots-of-polynomials.linear-transformations-of-roots',
    3,
    'frequent',
    ['roots of polynomials', 'transformed equation'],
    cubicTransform,
  ),
  handWritten('cp1-volume-hump', 'cp1-volumes-of-revolution.about-the-x-axis', 2, 'frequent', ['volumes of revolution'], volumeHump),
  handWritten(
    'cp1-invariant-lines',
    'cp1-linear-transformations.invariant-points-and-lines',
    3,
    'occasional',
    ['linear transformations', 'invariant lines'],
    invariant,
  ),
  handWritten('cp1-planes-intersection', 'cp1-vectors.intersections', 4, 'frequent', ['vectors', 'planes', 'angles'], planesLine),
  handWritten('cp1-two-inductions', 'cp1-proof-by-induction.divisibility', 3, 'frequent', ['proof by induction'], induction),
  handWritten('cp2-fourth-roots', 'cp2-complex-numbers.nth-roots', 3, 'frequent', ['nth roots', 'exponential form'], fourthRoots),
  handWritten(
    'cp2-hyperbolic-equation',
    'cp2-hyperbolic-functions.identities-and-equations',
    3,
    'frequent',
    ['hyperbolic functions', 'equations'],
    hyperbolicEquation,
  ),
  handWritten('cp2-cardioid-circle', 'cp2-polar-coordinates.areas', 5, 'frequent', ['polar coordinates', 'area'], polarRegion),
  handWritten(
    'cp2-de-linear-rhs',
    'cp2-methods-in-differential-equations.boundary-conditions',
    4,
    'frequent',
    ['differential equations', 'particular solution'],
    secondOrder,
  ),
  handWritten('cp2-differences-limit', 'cp2-series.method-of-differences', 3, 'frequent', ['method of differences', 'limits'], differences),
  handWritten(
    'cp2-improper-log',
    'cp2-methods-in-calculus.improper-integrals',
    3,
    'occasional',
    ['improper integrals', 'partial fractions'],
    improper,
  ),
];
