import { Type } from '@sinclair/typebox';
import { compileSchema } from './schema-validator.js';

describe('compileSchema', () => {
  const params = compileSchema(Type.Object({ id: Type.String({ format: 'uuid' }) }), 'query', 'params');

  it.each(['0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50', '0B6F2E1C-5A4D-4E8B-9C3F-7D2A1E6B4C50'])('takes the UUID %s in either case', (id) => {
    expect(params.check({ id })).toEqual({ ok: true, value: { id } });
  });

  it.each(['urn:uuid:0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50', '{0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50}', '0b6f2e1c5a4d4e8b9c3f7d2a1e6b4c50'])(
    'refuses %s, which the database would not take as a uuid',
    (id) => {
      expect(params.check({ id })).toEqual({ ok: false, errors: [{ path: 'params.id', message: expect.any(String) }] });
    },
  );
});
