/** The nine permissions a key can hold; each is independent of the others. */
export const SCOPES = [
  'questions:read',
  'papers:read',
  'papers:write',
  'marking:read',
  'marking:submit',
  'marking:import',
  'marking:review',
  'progress:read',
  'mapping:write',
] as const;

export type Scope = (typeof SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  'questions:read': 'Search published questions and read their content, schemes and diagrams.',
  'papers:read': 'Read saved papers and prepared PDFs.',
  'papers:write': 'Create and update papers and prepare PDFs.',
  'marking:read': 'Read uploaded scans, marking sessions and results, including drafts and in-progress work of the owner.',
  'marking:submit': 'Upload work and request automated marking.',
  'marking:import': 'Upload and submit externally marked work.',
  'marking:review': 'Edit existing mark decisions and annotations.',
  'progress:read': 'Read the pathway, skill profile, records, history, insights and mappings.',
  'mapping:write': 'Correct question and criterion mappings.',
};

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
