import type { ApiOperation } from './api-operation.js';
import { getDocsPage, getGuide, getImportSchema, getOpenApiDocument } from '../docs/docs.operations.js';
import { getIdentity } from '../identity/identity.operations.js';
import { questionFacets, readQuestion, readQuestionAsset, searchQuestions } from '../questions/questions.operations.js';
import { PAPER_OPERATIONS } from '../papers/papers.operations.js';
import { MARKING_SESSION_OPERATIONS } from '../marking/marking.operations.js';
import { IMPORT_OPERATIONS } from '../imports/imports.operations.js';
import { PROGRESS_OPERATIONS } from '../progress/progress.operations.js';

/** Every public operation, in the order the documents list them. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  getIdentity,
  questionFacets,
  searchQuestions,
  readQuestion,
  readQuestionAsset,
  ...PAPER_OPERATIONS,
  ...MARKING_SESSION_OPERATIONS,
  ...IMPORT_OPERATIONS,
  ...PROGRESS_OPERATIONS,
  getOpenApiDocument,
  getGuide,
  getDocsPage,
  getImportSchema,
];
