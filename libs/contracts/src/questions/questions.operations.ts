import type { ApiOperation } from '../api/api-operation.js';
import {
  QuestionFacetsSchema,
  QuestionSearchResultSchema,
  ReadQuestionAssetParamsSchema,
  ReadQuestionParamsSchema,
  ReadQuestionResponseSchema,
  SearchQuestionsQuerySchema,
} from './questions.schemas.js';

const TAG = 'Questions';

export const questionFacets: ApiOperation = {
  operationId: 'questionFacets',
  method: 'GET',
  path: '/questions/facets',
  tag: TAG,
  summary: 'List course, module, topic and subtopic options with published counts',
  description:
    'Every option of the taxonomy with a stable id, a display label, its parent id (module -> course, topic -> module, subtopic -> topic) and how many published questions it has. Use each id exactly as the module, topic or subtopic search filter.',
  auth: ['questions:read'],
  responses: [{ status: 200, description: 'The facet options.', schema: QuestionFacetsSchema }],
  errors: [],
};

export const searchQuestions: ApiOperation = {
  operationId: 'searchQuestions',
  method: 'GET',
  path: '/questions',
  tag: TAG,
  summary: 'Search published questions',
  description: [
    'Only published questions are returned, each as its latest revision with a version pin to pass unchanged when creating a paper.',
    'Order is stable: ascending question id. Pages are keyset pages: pass nextCursor as cursor with the same filters; pages never skip or repeat a question, and nextCursor is null at the end.',
    'random=true returns a random sample of limit questions matching the filters, each equally likely, with nextCursor null (samples of module, topic and subtopic filters come from a list of ids read at most a minute earlier, so a question published in that minute may not be drawn yet); random=true with a cursor is refused with 422 validation_failed (details path query.cursor).',
    'minMarks greater than maxMarks is 422 validation_failed listing both fields. Unknown query parameters are 422 (is not an allowed field). A scalar parameter sent twice is 422.',
    'Filters combine with AND. module, topic and subtopic take facet ids; tag matches one tag exactly; excludeIds is repeated, at most 1000.',
  ].join(' '),
  auth: ['questions:read'],
  query: SearchQuestionsQuerySchema,
  responses: [{ status: 200, description: 'A page of questions and the cursor of the next one.', schema: QuestionSearchResultSchema }],
  errors: ['validation_failed'],
};

export const readQuestion: ApiOperation = {
  operationId: 'readQuestion',
  method: 'GET',
  path: '/questions/{questionId}/revisions/{revision}',
  tag: TAG,
  summary: 'Read a pinned question revision with its complete mark scheme',
  description:
    'The revision exactly as pinned: content, complete mark scheme, sources and diagram descriptors (each with the href of its bytes, its drawn size in points and a role: `question` diagrams go with the question, `scheme` diagrams show an answer and belong with the mark scheme). Earlier revisions of a published question stay readable with their own pin. An unknown or unpublished question or revision is 404.',
  auth: ['questions:read'],
  params: ReadQuestionParamsSchema,
  responses: [{ status: 200, description: 'The question revision.', schema: ReadQuestionResponseSchema }],
  errors: ['validation_failed', 'not_found'],
};

export const readQuestionAsset: ApiOperation = {
  operationId: 'readQuestionAsset',
  method: 'GET',
  path: '/questions/{questionId}/revisions/{revision}/assets/{assetId}',
  tag: TAG,
  summary: 'Download the bytes of a diagram',
  description:
    'The private bytes of a diagram of the revision (SVG documents; the descriptor names the media type), as application/octet-stream with Content-Length. The bearer key is required: the URL alone grants no access. Unknown or unpublished: 404.',
  auth: ['questions:read'],
  params: ReadQuestionAssetParamsSchema,
  responses: [{ status: 200, description: 'The bytes.', contentType: 'application/octet-stream' }],
  errors: ['validation_failed', 'not_found'],
};

export const QUESTION_OPERATIONS: readonly ApiOperation[] = [questionFacets, searchQuestions, readQuestion, readQuestionAsset];
