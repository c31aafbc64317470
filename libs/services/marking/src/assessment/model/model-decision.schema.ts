import { type Static, Type } from '@sinclair/typebox';

/** A string that is one of `values`, as a JSON schema `enum` (the form every structured-output engine takes). */
const OneOf = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T>(Type.String({ enum: [...values], description }));

export const MODEL_DECISIONS = ['awarded', 'withheld', 'uncertain'] as const;

/**
 * The JSON schema a marking model answers in (OpenAI's `response_format: json_schema`, strict): one
 * decision per open allocation, each located by a quote and a box on a page it was shown. Strict
 * structured output wants every field required and no other fields, so an `uncertain` decision still
 * gives a page, a box and a quote (which the service ignores). Bounds (a box inside its page) are the
 * service's guardrails to check, not the schema's: not every engine enforces `minimum`.
 */
export function modelDecisionsSchema(allocationIds: readonly string[], pageIds: readonly string[]) {
  const fraction = (description: string) => Type.Number({ description });
  return Type.Object(
    {
      decisions: Type.Array(
        Type.Object(
          {
            allocationId: OneOf(allocationIds, 'The allocation decided: one of the ids listed.'),
            decision: OneOf(MODEL_DECISIONS, 'awarded: the work earns this mark; withheld: it does not; uncertain: you cannot tell.'),
            quote: Type.String({ description: 'The writing in the box, transcribed exactly as written.' }),
            pageId: OneOf(pageIds, 'The page the box is on.'),
            box: Type.Object(
              {
                x: fraction('Left edge, as a fraction (0 to 1) of the page width.'),
                y: fraction('Top edge, as a fraction (0 to 1) of the page height.'),
                width: fraction('Width, as a fraction of the page width.'),
                height: fraction('Height, as a fraction of the page height.'),
              },
              { additionalProperties: false },
            ),
            reason: Type.String({ description: 'One sentence: why, in terms of the scheme.' }),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  );
}

export type ModelDecisions = Static<ReturnType<typeof modelDecisionsSchema>>;
export type ModelDecision = ModelDecisions['decisions'][number];
