import { Type } from '@sinclair/typebox';

export const FieldErrorSchema = Type.Object({ path: Type.String(), message: Type.String() }, { $id: 'FieldError' });

/** The one shape of every error response. */
export const ErrorEnvelopeSchema = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Machine-readable code, for example `insufficient_scope`.' }),
      message: Type.String(),
      requiredScopes: Type.Optional(
        Type.Array(Type.String(), {
          description:
            'Present for `insufficient_scope`: every scope the operation needs (its `x-required-scopes`), not only the missing ones.',
        }),
      ),
      details: Type.Optional(Type.Array(FieldErrorSchema, { description: 'Present for 422: each field to correct.' })),
    }),
    requestId: Type.String({ description: 'Matches the X-Request-Id response header.' }),
  },
  { $id: 'ErrorEnvelope' },
);
