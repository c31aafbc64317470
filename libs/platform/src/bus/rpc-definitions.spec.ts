import { RPC_DEFINITIONS, SERVICE_NAMES } from '@pp/contracts';
import { compileSchema } from '../validation/schema-validator.js';

// A schema Ajv cannot compile (the same $id twice in one reply) would only fail at its first call over NATS.
describe('the operations the services serve over the bus', () => {
  it('each has its own subject, under the service that serves it', () => {
    const subjects = RPC_DEFINITIONS.map((definition) => definition.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    for (const definition of RPC_DEFINITIONS) {
      expect(SERVICE_NAMES).toContain(definition.service);
      expect(definition.subject).toBe(`rpc.${definition.service}.${definition.operation}`);
    }
  });

  it.each(RPC_DEFINITIONS.map((definition) => [definition.subject, definition] as const))(
    '%s: its input compiles as its handler checks it, and its output as its callers check a reply',
    (_subject, definition) => {
      const purpose = definition.inputPart === 'query' || definition.inputPart === 'params' ? 'query' : 'body';
      expect(() => compileSchema(definition.input, purpose)).not.toThrow();
      expect(() => compileSchema(definition.output, 'reply')).not.toThrow();
    },
  );
});
