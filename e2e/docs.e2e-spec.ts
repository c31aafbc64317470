import { API_OPERATIONS } from '@pp/contracts';
import { call, describeOnSharedStacks, stackOf } from './support/stacks.js';

describeOnSharedStacks('published documents (%s mode)', (mode) => {
  const stack = stackOf(mode);

  it('serves the OpenAPI 3.1.0 document without a key, listing every operation with its scopes', async () => {
    const response = await call(stack, '/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ openapi: '3.1.0', info: { version: '1.0.0' } });
    for (const operation of API_OPERATIONS) {
      const documented = response.body.paths[operation.path][operation.method.toLowerCase()];
      expect(documented.operationId).toBe(operation.operationId);
      expect(documented.security).toEqual(operation.auth === 'public' ? [] : [{ apiKey: operation.auth }]);
    }
    expect(response.body.paths['/me'].get.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
  });

  it('serves the plain-text guide without a key', async () => {
    const response = await call(stack, '/guide.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    for (const operation of API_OPERATIONS) expect(response.text).toContain(`${operation.method} /v1${operation.path}`);
  });
});
