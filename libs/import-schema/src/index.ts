export * from './import-submission.schema.js';
export * from './schema-document.js';
export type { ImportFieldError } from './schema-errors.js';
export type { ImportAsset, ImportAssetKind, ImportContext } from './page-references.js';
export { REVIEW_FLAG_KINDS, type ReviewFlag, type ReviewFlagKind } from './review-flags.js';
export * from './validate-import-submission.js';
export * from './examples/examples.js';
