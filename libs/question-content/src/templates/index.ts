import type { QuestionTemplate } from '../template.js';
import { cp1ComplexTemplates } from './core-pure/cp1-complex-numbers.js';
import { cp1ArgandTemplates } from './core-pure/cp1-argand-diagrams.js';
import { cp1SeriesRootsTemplates } from './core-pure/cp1-series-and-roots.js';
import { cp1VolumeTemplates } from './core-pure/cp1-volumes-of-revolution.js';
import { cp1MatrixTemplates } from './core-pure/cp1-matrices.js';
import { cp1TransformationTemplates } from './core-pure/cp1-linear-transformations.js';
import { cp1InductionVectorTemplates } from './core-pure/cp1-induction-and-vectors.js';
import { cp2ComplexTemplates } from './core-pure/cp2-complex-numbers.js';
import { cp2SeriesCalculusTemplates } from './core-pure/cp2-series-and-calculus.js';
import { cp2VolumePolarTemplates } from './core-pure/cp2-volumes-and-polar.js';
import { cp2HyperbolicTemplates } from './core-pure/cp2-hyperbolic-functions.js';
import { cp2DifferentialEquationTemplates } from './core-pure/cp2-differential-equations.js';
import { fs1DistributionTemplates } from './further-statistics-1/fs1-distributions.js';
import { fs1TestingTemplates } from './further-statistics-1/fs1-testing.js';
import { fm1MomentumEnergyTemplates } from './further-mechanics-1/fm1-momentum-energy-elasticity.js';
import { fm1CollisionTemplates } from './further-mechanics-1/fm1-collisions.js';
import { cp1VectorScalarProductTemplates } from './core-pure/cp1-vectors-scalar-product.js';
import { cp2SeriesGeneralTermTemplates } from './core-pure/cp2-series.js';

/** Every template, in a fixed order (the order feeds which variants get drafts and revisions). */
export const ALL_TEMPLATES: QuestionTemplate[] = [
  ...cp1ComplexTemplates,
  ...cp1ArgandTemplates,
  ...cp1SeriesRootsTemplates,
  ...cp1VolumeTemplates,
  ...cp1MatrixTemplates,
  ...cp1TransformationTemplates,
  ...cp1InductionVectorTemplates,
  ...cp2ComplexTemplates,
  ...cp2SeriesCalculusTemplates,
  ...cp2VolumePolarTemplates,
  ...cp2HyperbolicTemplates,
  ...cp2DifferentialEquationTemplates,
  ...fs1DistributionTemplates,
  ...fs1TestingTemplates,
  ...fm1MomentumEnergyTemplates,
  ...fm1CollisionTemplates,
  // Templates added after the bank was first published go last, so earlier templates keep their drafts and revisions.
  ...cp1VectorScalarProductTemplates,
  ...cp2SeriesGeneralTermTemplates,
];
