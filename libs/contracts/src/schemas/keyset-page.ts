import { Type, type Static } from '@sinclair/typebox';
import { Int4, Uuid } from './scalars.js';

export const DEFAULT_LIST_LIMIT = 30;
export const MAX_LIST_LIMIT = 100;

/** The query of an owner's list in keyset pages (papers, marking sessions): a page size and the previous page's nextCursor. */
export const KeysetPageQuerySchema = Type.Object(
  {
    limit: Int4({ minimum: 1, maximum: MAX_LIST_LIMIT, default: DEFAULT_LIST_LIMIT }),
    cursor: Type.Optional(Uuid({ description: "The previous page's nextCursor." })),
  },
  { additionalProperties: false },
);
export type KeysetPageQuery = Static<typeof KeysetPageQuerySchema>;
