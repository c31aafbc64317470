// Generated from /v1/openapi.json by `npm run sdk:generate` (tools/sdk/sdk-sources.js). Do not edit.
import type { OperationFacts } from '../operation-facts.js';

/** Every operation of the document: method, path, the scopes a key needs (null: no key), whether it takes an Idempotency-Key. */
export const OPERATIONS = {
  "getIdentity": {
    "method": "GET",
    "path": "/me",
    "scopes": [],
    "idempotencyKey": false
  },
  "questionFacets": {
    "method": "GET",
    "path": "/questions/facets",
    "scopes": [
      "questions:read"
    ],
    "idempotencyKey": false
  },
  "searchQuestions": {
    "method": "GET",
    "path": "/questions",
    "scopes": [
      "questions:read"
    ],
    "idempotencyKey": false
  },
  "readQuestion": {
    "method": "GET",
    "path": "/questions/{questionId}/revisions/{revision}",
    "scopes": [
      "questions:read"
    ],
    "idempotencyKey": false
  },
  "readQuestionAsset": {
    "method": "GET",
    "path": "/questions/{questionId}/revisions/{revision}/assets/{assetId}",
    "scopes": [
      "questions:read"
    ],
    "idempotencyKey": false
  },
  "listPapers": {
    "method": "GET",
    "path": "/papers",
    "scopes": [
      "papers:read"
    ],
    "idempotencyKey": false
  },
  "createPaper": {
    "method": "POST",
    "path": "/papers",
    "scopes": [
      "papers:write"
    ],
    "idempotencyKey": false
  },
  "readPaper": {
    "method": "GET",
    "path": "/papers/{id}",
    "scopes": [
      "papers:read"
    ],
    "idempotencyKey": false
  },
  "updatePaper": {
    "method": "PATCH",
    "path": "/papers/{id}",
    "scopes": [
      "papers:write"
    ],
    "idempotencyKey": false
  },
  "readPaperRevision": {
    "method": "GET",
    "path": "/papers/{id}/revisions/{revision}",
    "scopes": [
      "papers:read"
    ],
    "idempotencyKey": false
  },
  "preparePaperExports": {
    "method": "POST",
    "path": "/papers/{id}/revisions/{revision}/exports",
    "scopes": [
      "papers:write"
    ],
    "idempotencyKey": false
  },
  "readPaperExports": {
    "method": "GET",
    "path": "/papers/{id}/revisions/{revision}/exports",
    "scopes": [
      "papers:read"
    ],
    "idempotencyKey": false
  },
  "downloadQuestionPaper": {
    "method": "GET",
    "path": "/papers/{id}/revisions/{revision}/exports/question-paper",
    "scopes": [
      "papers:read"
    ],
    "idempotencyKey": false
  },
  "downloadMarkScheme": {
    "method": "GET",
    "path": "/papers/{id}/revisions/{revision}/exports/mark-scheme",
    "scopes": [
      "papers:read"
    ],
    "idempotencyKey": false
  },
  "createMarkingSession": {
    "method": "POST",
    "path": "/marking/sessions",
    "scopes": [
      "marking:submit"
    ],
    "idempotencyKey": true
  },
  "listMarkingSessions": {
    "method": "GET",
    "path": "/marking/sessions",
    "scopes": [
      "marking:read"
    ],
    "idempotencyKey": false
  },
  "createMarkingSessionFromPaper": {
    "method": "POST",
    "path": "/marking/sessions/from-builder",
    "scopes": [
      "marking:submit",
      "papers:read"
    ],
    "idempotencyKey": true
  },
  "readMarkingSession": {
    "method": "GET",
    "path": "/marking/sessions/{id}",
    "scopes": [
      "marking:read"
    ],
    "idempotencyKey": false
  },
  "uploadMarkingAsset": {
    "method": "POST",
    "path": "/marking/sessions/{id}/assets",
    "scopes": [
      "marking:submit"
    ],
    "idempotencyKey": false
  },
  "listMarkingAssets": {
    "method": "GET",
    "path": "/marking/sessions/{id}/assets",
    "scopes": [
      "marking:read"
    ],
    "idempotencyKey": false
  },
  "downloadMarkingAsset": {
    "method": "GET",
    "path": "/marking/sessions/{id}/assets/{assetId}",
    "scopes": [
      "marking:read"
    ],
    "idempotencyKey": false
  },
  "requestMarkingQuestion": {
    "method": "POST",
    "path": "/marking/sessions/{id}/questions",
    "scopes": [
      "marking:submit"
    ],
    "idempotencyKey": true
  },
  "readMarkingQuestion": {
    "method": "GET",
    "path": "/marking/sessions/{id}/questions/{questionId}",
    "scopes": [
      "marking:read"
    ],
    "idempotencyKey": false
  },
  "startMarking": {
    "method": "POST",
    "path": "/marking/sessions/{id}/start",
    "scopes": [
      "marking:submit"
    ],
    "idempotencyKey": true
  },
  "cancelMarkingQuestion": {
    "method": "POST",
    "path": "/marking/sessions/{id}/questions/{questionId}/cancel",
    "scopes": [
      "marking:submit"
    ],
    "idempotencyKey": false
  },
  "reviewMarkingDecision": {
    "method": "POST",
    "path": "/marking/sessions/{id}/questions/{questionId}/reviews",
    "scopes": [
      "marking:review"
    ],
    "idempotencyKey": false
  },
  "readMarkingCredits": {
    "method": "GET",
    "path": "/marking/credits",
    "scopes": [
      "marking:read"
    ],
    "idempotencyKey": false
  },
  "createMarkingImport": {
    "method": "POST",
    "path": "/marking/imports",
    "scopes": [
      "marking:import"
    ],
    "idempotencyKey": true
  },
  "readMarkingImport": {
    "method": "GET",
    "path": "/marking/imports/{id}",
    "scopes": [
      "marking:import"
    ],
    "idempotencyKey": false
  },
  "uploadImportAsset": {
    "method": "POST",
    "path": "/marking/imports/{id}/assets",
    "scopes": [
      "marking:import"
    ],
    "idempotencyKey": false
  },
  "listImportAssets": {
    "method": "GET",
    "path": "/marking/imports/{id}/assets",
    "scopes": [
      "marking:import"
    ],
    "idempotencyKey": false
  },
  "downloadImportAsset": {
    "method": "GET",
    "path": "/marking/imports/{id}/assets/{assetId}",
    "scopes": [
      "marking:import"
    ],
    "idempotencyKey": false
  },
  "validateMarkingImport": {
    "method": "POST",
    "path": "/marking/imports/{id}/validate",
    "scopes": [
      "marking:import"
    ],
    "idempotencyKey": false
  },
  "completeMarkingImport": {
    "method": "POST",
    "path": "/marking/imports/{id}/complete",
    "scopes": [
      "marking:import"
    ],
    "idempotencyKey": true
  },
  "readPathway": {
    "method": "GET",
    "path": "/pathway",
    "scopes": [
      "progress:read"
    ],
    "idempotencyKey": false
  },
  "readSkillProfile": {
    "method": "GET",
    "path": "/skill-profile",
    "scopes": [
      "progress:read"
    ],
    "idempotencyKey": false
  },
  "readSkillRecords": {
    "method": "GET",
    "path": "/skill-profile/records",
    "scopes": [
      "progress:read"
    ],
    "idempotencyKey": false
  },
  "readSkillHistory": {
    "method": "GET",
    "path": "/skill-profile/history",
    "scopes": [
      "progress:read"
    ],
    "idempotencyKey": false
  },
  "readSkillInsights": {
    "method": "GET",
    "path": "/skill-profile/insights",
    "scopes": [
      "progress:read"
    ],
    "idempotencyKey": false
  },
  "readQuestionMappings": {
    "method": "GET",
    "path": "/skill-profile/mappings",
    "scopes": [
      "progress:read"
    ],
    "idempotencyKey": false
  },
  "correctQuestionMapping": {
    "method": "POST",
    "path": "/skill-profile/mappings",
    "scopes": [
      "mapping:write"
    ],
    "idempotencyKey": false
  },
  "readCriterionMappings": {
    "method": "GET",
    "path": "/skill-profile/criteria",
    "scopes": [
      "progress:read"
    ],
    "idempotencyKey": false
  },
  "correctCriterionMappings": {
    "method": "POST",
    "path": "/skill-profile/criteria",
    "scopes": [
      "mapping:write"
    ],
    "idempotencyKey": false
  },
  "getOpenApiDocument": {
    "method": "GET",
    "path": "/openapi.json",
    "scopes": null,
    "idempotencyKey": false
  },
  "getGuide": {
    "method": "GET",
    "path": "/guide.txt",
    "scopes": null,
    "idempotencyKey": false
  },
  "getDocsPage": {
    "method": "GET",
    "path": "/docs",
    "scopes": null,
    "idempotencyKey": false
  },
  "getImportSchema": {
    "method": "GET",
    "path": "/schemas/svc-marking-import-v1.json",
    "scopes": null,
    "idempotencyKey": false
  }
} as const satisfies Record<string, OperationFacts>;

export type OperationId = keyof typeof OPERATIONS;
