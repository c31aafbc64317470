import type { ModuleId, Taxonomy, TaxonomyNode } from './question-content.js';

type TopicRow = [id: string, label: string, subtopics: [slug: string, label: string][]];

const COURSE = { id: 'edexcel-9fm0', label: 'Pearson Edexcel A level Further Mathematics (9FM0)' } as const;

const MODULE_LABELS: Record<ModuleId, string> = {
  'core-pure': 'Core Pure Mathematics',
  'further-statistics-1': 'Further Statistics 1',
  'further-mechanics-1': 'Further Mechanics 1',
};

// Core Pure topics are the chapters of the two textbooks, subtopics their sections.
const TOPICS: Record<ModuleId, TopicRow[]> = {
  'core-pure': [
    [
      'cp1-complex-numbers',
      'Book 1 Ch 1: Complex numbers',
      [
        ['imaginary-and-complex-numbers', 'Imaginary and complex numbers'],
        ['multiplying', 'Multiplying complex numbers'],
        ['conjugation', 'Complex conjugation'],
        ['roots-of-quadratics', 'Roots of quadratic equations'],
        ['cubics-and-quartics', 'Solving cubic and quartic equations'],
      ],
    ],
    [
      'cp1-argand-diagrams',
      'Book 1 Ch 2: Argand diagrams',
      [
        ['argand-diagram', 'The Argand diagram'],
        ['modulus-and-argument', 'Modulus and argument'],
        ['modulus-argument-form', 'Modulus-argument form'],
        ['loci', 'Loci in the Argand diagram'],
        ['regions', 'Regions in the Argand diagram'],
      ],
    ],
    [
      'cp1-series',
      'Book 1 Ch 3: Series',
      [
        ['sums-of-natural-numbers', 'Sums of natural numbers'],
        ['sums-of-squares-and-cubes', 'Sums of squares and cubes'],
      ],
    ],
    [
      'cp1-roots-of-polynomials',
      'Book 1 Ch 4: Roots of polynomials',
      [
        ['quadratic-cubic-and-quartic-roots', 'Roots of quadratic, cubic and quartic equations'],
        ['expressions-in-the-roots', 'Expressions relating to the roots'],
        ['linear-transformations-of-roots', 'Linear transformations of roots'],
      ],
    ],
    [
      'cp1-volumes-of-revolution',
      'Book 1 Ch 5: Volumes of revolution',
      [
        ['about-the-x-axis', 'Volumes of revolution around the x-axis'],
        ['about-the-y-axis', 'Volumes of revolution around the y-axis'],
        ['adding-and-subtracting-volumes', 'Adding and subtracting volumes'],
        ['modelling', 'Modelling with volumes of revolution'],
      ],
    ],
    [
      'cp1-matrices',
      'Book 1 Ch 6: Matrices',
      [
        ['introduction', 'Introduction to matrices'],
        ['multiplication', 'Matrix multiplication'],
        ['determinants', 'Determinants'],
        ['inverting-2x2-and-3x3', 'Inverting 2 x 2 and 3 x 3 matrices'],
        ['systems-of-equations', 'Solving systems of equations using matrices'],
      ],
    ],
    [
      'cp1-linear-transformations',
      'Book 1 Ch 7: Linear transformations',
      [
        ['linear-transformations-in-2d', 'Linear transformations in two dimensions'],
        ['reflections-and-rotations', 'Reflections and rotations'],
        ['enlargements-and-stretches', 'Enlargements and stretches'],
        ['successive-transformations', 'Successive transformations'],
        ['linear-transformations-in-3d', 'Linear transformations in three dimensions'],
        ['inverse-linear-transformations', 'The inverse of a linear transformation'],
        ['invariant-points-and-lines', 'Invariant points and lines'],
      ],
    ],
    [
      'cp1-proof-by-induction',
      'Book 1 Ch 8: Proof by induction',
      [
        ['sums', 'Proving sums of series'],
        ['divisibility', 'Proving divisibility results'],
        ['matrix-statements', 'Proving statements about matrices'],
      ],
    ],
    [
      'cp1-vectors',
      'Book 1 Ch 9: Vectors',
      [
        ['lines-in-3d', 'Equation of a line in three dimensions'],
        ['planes', 'Equation of a plane in three dimensions'],
        ['scalar-product', 'Scalar product'],
        ['angles', 'Calculating angles between lines and planes'],
        ['intersections', 'Points of intersection'],
        ['perpendiculars', 'Finding perpendiculars'],
      ],
    ],
    [
      'cp2-complex-numbers',
      'Book 2 Ch 1: Complex numbers',
      [
        ['exponential-form', 'Exponential form of complex numbers'],
        ['multiplying-and-dividing', 'Multiplying and dividing complex numbers'],
        ['de-moivres-theorem', "De Moivre's theorem"],
        ['trigonometric-identities', 'Trigonometric identities'],
        ['sums-of-series', 'Sums of series'],
        ['nth-roots', 'nth roots of a complex number'],
        ['geometric-problems', 'Solving geometric problems'],
      ],
    ],
    [
      'cp2-series',
      'Book 2 Ch 2: Series',
      [
        ['method-of-differences', 'The method of differences'],
        ['higher-derivatives', 'Higher derivatives'],
        ['maclaurin-series', 'Maclaurin series'],
        ['compound-functions', 'Series expansions of compound functions'],
      ],
    ],
    [
      'cp2-methods-in-calculus',
      'Book 2 Ch 3: Methods in calculus',
      [
        ['improper-integrals', 'Improper integrals'],
        ['mean-value', 'The mean value of a function'],
        ['inverse-trigonometric-functions', 'Differentiating and integrating inverse trigonometric functions'],
        ['partial-fractions', 'Integrating with partial fractions'],
      ],
    ],
    [
      'cp2-volumes-of-revolution',
      'Book 2 Ch 4: Volumes of revolution',
      [
        ['about-the-x-axis', 'Volumes of revolution around the x-axis'],
        ['about-the-y-axis', 'Volumes of revolution around the y-axis'],
        ['parametric-curves', 'Volumes of revolution with parametric curves'],
        ['modelling', 'Modelling with volumes of revolution'],
      ],
    ],
    [
      'cp2-polar-coordinates',
      'Book 2 Ch 5: Polar coordinates',
      [
        ['polar-equations', 'Polar coordinates and equations'],
        ['sketching', 'Sketching curves'],
        ['areas', 'Area enclosed by a polar curve'],
        ['tangents', 'Tangents to polar curves'],
      ],
    ],
    [
      'cp2-hyperbolic-functions',
      'Book 2 Ch 6: Hyperbolic functions',
      [
        ['definitions', 'Introduction to hyperbolic functions'],
        ['inverses', 'Inverse hyperbolic functions'],
        ['identities-and-equations', 'Identities and equations'],
        ['differentiation', 'Differentiating hyperbolic functions'],
        ['integration', 'Integrating hyperbolic functions'],
      ],
    ],
    [
      'cp2-methods-in-differential-equations',
      'Book 2 Ch 7: Methods in differential equations',
      [
        ['first-order', 'First-order differential equations'],
        ['second-order-homogeneous', 'Second-order homogeneous differential equations'],
        ['non-homogeneous', 'Second-order non-homogeneous differential equations'],
        ['boundary-conditions', 'Using boundary conditions'],
      ],
    ],
    [
      'cp2-modelling-with-differential-equations',
      'Book 2 Ch 8: Modelling with differential equations',
      [
        ['first-order-models', 'Modelling with first-order differential equations'],
        ['simple-harmonic-motion', 'Simple harmonic motion'],
        ['damped-and-forced-motion', 'Damped and forced harmonic motion'],
        ['coupled-systems', 'Coupled first-order linear differential equations'],
      ],
    ],
  ],
  'further-statistics-1': [
    [
      'fs1-discrete-random-variables',
      'Discrete random variables',
      [
        ['expected-value', 'Expected value E(X)'],
        ['variance', 'Variance Var(X)'],
        ['functions-of-x', 'Expected value and variance of a function of X'],
      ],
    ],
    [
      'fs1-poisson-distribution',
      'Poisson distribution',
      [
        ['modelling', 'Modelling with the Poisson distribution'],
        ['additive-property', 'Adding Poisson distributions'],
        ['mean-and-variance', 'Mean and variance of a Poisson distribution'],
        ['approximation-to-the-binomial', 'Poisson approximation to the binomial'],
      ],
    ],
    [
      'fs1-geometric-and-negative-binomial',
      'Geometric and negative binomial distributions',
      [
        ['distributions', 'Geometric and negative binomial distributions'],
        ['means-and-variances', 'Means and variances'],
      ],
    ],
    [
      'fs1-hypothesis-testing',
      'Hypothesis testing',
      [
        ['poisson-mean', 'Testing the mean of a Poisson distribution'],
        ['geometric-p', 'Testing p in a geometric distribution'],
        ['critical-regions', 'Critical regions'],
      ],
    ],
    ['fs1-central-limit-theorem', 'Central limit theorem', [['sample-means', 'Sample means of any distribution']]],
    [
      'fs1-chi-squared-tests',
      'Chi-squared tests',
      [
        ['goodness-of-fit', 'Goodness of fit'],
        ['degrees-of-freedom', 'Degrees of freedom and the chi-squared family'],
        ['contingency-tables', 'Contingency tables'],
        ['fitting-distributions', 'Fitting distributions'],
      ],
    ],
    [
      'fs1-probability-generating-functions',
      'Probability generating functions',
      [
        ['standard-pgfs', 'Probability generating functions of standard distributions'],
        ['mean-and-variance', 'Mean and variance from a probability generating function'],
        ['sums-of-independent-variables', 'Sums of independent random variables'],
      ],
    ],
    [
      'fs1-quality-of-tests',
      'Quality of tests',
      [
        ['type-i-and-type-ii-errors', 'Type I and Type II errors'],
        ['size-and-power', 'Size and power of a test'],
        ['power-function', 'The power function'],
      ],
    ],
  ],
  'further-mechanics-1': [
    [
      'fm1-momentum-and-impulse',
      'Momentum and impulse',
      [
        ['one-dimension', 'Momentum and impulse in one dimension'],
        ['conservation', 'Conservation of momentum'],
        ['momentum-as-a-vector', 'Momentum as a vector'],
      ],
    ],
    [
      'fm1-work-energy-and-power',
      'Work, energy and power',
      [
        ['work-done', 'Work done'],
        ['kinetic-and-potential-energy', 'Kinetic and potential energy'],
        ['work-energy-principle', 'Conservation of energy and the work-energy principle'],
        ['power', 'Power'],
      ],
    ],
    [
      'fm1-elastic-strings-and-springs',
      'Elastic strings and springs',
      [
        ['hookes-law', "Hooke's law"],
        ['dynamics', "Hooke's law and dynamics"],
        ['elastic-potential-energy', 'Elastic potential energy'],
      ],
    ],
    [
      'fm1-elastic-collisions-1d',
      'Elastic collisions in one dimension',
      [
        ['newtons-law-of-restitution', "Newton's law of restitution"],
        ['impact-with-a-plane', 'Direct impact with a fixed plane'],
        ['energy-loss', 'Loss of kinetic energy'],
        ['successive-impacts', 'Successive direct impacts'],
      ],
    ],
    [
      'fm1-elastic-collisions-2d',
      'Elastic collisions in two dimensions',
      [
        ['oblique-impact-with-a-surface', 'Oblique impact of a sphere with a smooth surface'],
        ['successive-oblique-impacts', 'Successive oblique impacts'],
        ['oblique-impact-of-spheres', 'Oblique impact of smooth spheres'],
      ],
    ],
  ],
};

function buildTaxonomy(): Taxonomy {
  const moduleIds = Object.keys(TOPICS) as ModuleId[];
  const rows = moduleIds.flatMap((moduleId) => TOPICS[moduleId].map((row) => ({ moduleId, row })));
  return {
    course: { ...COURSE },
    modules: moduleIds.map((id) => ({ id, label: MODULE_LABELS[id], parentId: COURSE.id })),
    topics: rows.map(({ moduleId, row: [id, label] }) => ({ id, label, parentId: moduleId })),
    subtopics: rows.flatMap(({ row: [topicId, , subs] }) =>
      subs.map(([slug, label]) => ({ id: `${topicId}.${slug}`, label, parentId: topicId })),
    ),
  };
}

export const TAXONOMY: Taxonomy = buildTaxonomy();

const SUBTOPICS = new Map(TAXONOMY.subtopics.map((node) => [node.id, node]));
const TOPIC_NODES = new Map(TAXONOMY.topics.map((node) => [node.id, node]));

export function findSubtopic(id: string): TaxonomyNode | undefined {
  return SUBTOPICS.get(id);
}

export function findTopic(id: string): TaxonomyNode | undefined {
  return TOPIC_NODES.get(id);
}

/** The topic and module a subtopic sits in; throws on an unknown id (a content bug). */
export function placeSubtopic(subtopicId: string): { moduleId: ModuleId; topicId: string; subtopicId: string } {
  const subtopic = SUBTOPICS.get(subtopicId);
  if (!subtopic) throw new Error(`unknown subtopic: ${subtopicId}`);
  const topic = TOPIC_NODES.get(subtopic.parentId)!;
  return { moduleId: topic.parentId as ModuleId, topicId: topic.id, subtopicId };
}
