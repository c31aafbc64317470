import { operationOf } from './operation-match.js';

describe('operationOf', () => {
  it('finds an operation by method and path below the base address', () => {
    expect(operationOf('GET', '/questions')).toBe('searchQuestions');
    expect(operationOf('GET', '/questions/facets')).toBe('questionFacets');
    expect(operationOf('post', '/papers/6b0c/revisions/2/exports')).toBe('preparePaperExports');
    expect(operationOf('GET', '/papers/6b0c/revisions/2/exports')).toBe('readPaperExports');
    expect(operationOf('POST', '/marking/sessions/from-builder')).toBe('createMarkingSessionFromPaper');
    expect(operationOf('POST', '/marking/sessions/s1/start')).toBe('startMarking');
    expect(operationOf('GET', '/openapi.json')).toBe('getOpenApiDocument');
  });

  it('knows no operation for another method or path', () => {
    expect(operationOf('DELETE', '/papers/6b0c')).toBeUndefined();
    expect(operationOf('GET', '/papers/6b0c/extra/segments/here')).toBeUndefined();
    expect(operationOf('GET', '/openapiXjson')).toBeUndefined();
  });
});
