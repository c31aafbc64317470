/** One keyset page: its items and the cursor of the next one (null at the end). */
export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Every item from `cursor` on (the start when undefined), page after page until a page says it is the last. */
export async function joinPages<T>(cursor: string | undefined, page: (cursor: string | undefined) => Promise<KeysetPage<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let next = cursor; ;) {
    const answer = await page(next);
    items.push(...answer.items);
    if (answer.nextCursor === null) return items;
    next = answer.nextCursor;
  }
}
