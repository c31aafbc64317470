export type * from './question-content.js';
export { TAXONOMY, findSubtopic, findTopic, placeSubtopic } from './taxonomy.js';
export {
  generateSeedBank,
  contentVersion,
  schemeVersion,
  DEFAULT_VARIANTS_PER_TEMPLATE,
  LARGE_BANK_VARIANTS,
  type SeedBankOptions,
} from './seed-bank.js';
export { canonicalJson } from '@pp/contracts';
export { ALL_TEMPLATES } from './templates/index.js';
export { HAND_WRITTEN } from './hand-written/index.js';
