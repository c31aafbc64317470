import type { QuestionTemplate } from '../template.js';
import { cp1ComplexTemplates } from './core-pure/cp1-complex-numbers.js';
import { cp1ArgandTemplates } from './core-pure/cp1-argand-diagrams.js';
import { cp1SeriesRootsTemplates } from './core-pure/cp1-series-and-roots.js';
import { cp1VolumeTemplates } from './core-pure/cp1-volumes-of-revolution.js';

/** Every template, in a fixed order (the order feeds which variants get drafts and revisions). */
export const ALL_TEMPLATES: QuestionTemplate[] = [
  ...cp1ComplexTemplates,
  ...cp1ArgandTemplates,
  ...cp1SeriesRootsTemplates,
  ...cp1VolumeTemplates,
];
