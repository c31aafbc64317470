/** The options of `pp questions search`, as commander parses them. */
export interface SearchOptions {
  module?: string;
  topic?: string;
  subtopic?: string;
  level?: string;
  subject?: string;
  board?: string;
  year?: number;
  tag?: string;
  difficulty?: number;
  minMarks?: number;
  maxMarks?: number;
  frequency?: string;
  exclude?: string[];
  favouritesOnly?: boolean;
  random?: boolean;
  cursor?: string;
  limit?: number;
}

/** The GET /questions query: the filters under the API's names, only those given (the service applies its own defaults). */
export function searchQueryOf(words: string[], options: SearchOptions): Record<string, string | number | boolean | string[]> {
  const { exclude, ...rest } = options;
  const query: Record<string, string | number | boolean | string[]> = {};
  const text = words.join(' ').trim();
  if (text) query.q = text;
  for (const [name, value] of Object.entries(rest)) if (value !== undefined && value !== false) query[name] = value;
  if (exclude?.length) query.excludeIds = exclude;
  return query;
}
