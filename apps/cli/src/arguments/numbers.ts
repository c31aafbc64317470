import { InvalidArgumentError } from 'commander';

/** A commander parser for a whole number of at least `min`; the service checks the upper bounds and answers 422 with the field. */
export const wholeNumber =
  (min = 0) =>
  (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) < min)
      throw new InvalidArgumentError(`must be a whole number${min > 0 ? ` from ${min}` : ''}`);
    return Number(value);
  };

/** For options given more than once (`--exclude a --exclude b`). */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];
