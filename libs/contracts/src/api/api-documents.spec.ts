import { buildGuideText } from './guide-text.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { API_OPERATIONS } from './operations.js';

type Json = Record<string, any>;

describe('the OpenAPI document and the guide', () => {
  const document = buildOpenApiDocument(API_OPERATIONS) as Json;
  const guide = buildGuideText(API_OPERATIONS);
  const exports = document.paths['/papers/{id}/revisions/{revision}/exports'];

  it('publish an operation’s optional request headers: Prefer on the exports POST', () => {
    expect(exports.post.parameters).toContainEqual(expect.objectContaining({ name: 'Prefer', in: 'header', required: false }));
    expect(guide).toContain('Prefer header (optional): RFC 7240. respond-async: answer 202 at once');
  });

  it('publish the read of an export beside its preparation, and the 503 of a failed render with Retry-After', () => {
    expect(exports.get).toMatchObject({ operationId: 'readPaperExports', 'x-required-scopes': ['papers:read'] });
    expect(exports.post.responses['503'].description).toContain('`export_failed`');
    expect(exports.post.responses['503'].headers).toHaveProperty('Retry-After');
    expect(guide).toContain('GET /v1/papers/{id}/revisions/{revision}/exports   (readPaperExports)');
  });

  it('list a request property or query parameter with a default as optional (the server fills it in), and keep responses as they are', () => {
    expect(document.paths['/papers'].post.requestBody.content['application/json'].schema.required).toEqual(['id', 'title', 'questions']);
    const query = Object.fromEntries(
      document.paths['/questions'].get.parameters.filter((p: Json) => p.in === 'query').map((p: Json) => [p.name, p]),
    );
    expect([query.limit.required, query.random.required, query.limit.schema.default]).toEqual([false, false, 30]);
    expect(document.components.schemas.PaperResponse.properties.paper.required).toEqual(
      expect.arrayContaining(['writingSpace', 'gradeGuide']),
    );
  });
});
