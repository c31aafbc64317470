import type { ImportSubmission } from '../import-submission.schema.js';
import type { ImportContext } from '../page-references.js';
import aiSubmission from './ai-submission.json' with { type: 'json' };
import humanSubmission from './human-submission.json' with { type: 'json' };

/** The uploads both examples refer to: a three-page completed scan (page 3 unused) and a two-page mark scheme. */
export const EXAMPLE_WORK_ASSET_ID = '0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50';
export const EXAMPLE_SCHEME_ASSET_ID = 'a3d9c7e2-1f4b-4c6a-8e5d-2b7f9c1a3e60';
export const EXAMPLE_IMPORT_CONTEXT: ImportContext = {
  assets: [
    { id: EXAMPLE_WORK_ASSET_ID, kind: 'work', pageCount: 3 },
    { id: EXAMPLE_SCHEME_ASSET_ID, kind: 'scheme', pageCount: 2 },
  ],
};

/**
 * Two complete submissions of the same marked paper, which validate against EXAMPLE_IMPORT_CONTEXT
 * (the specs prove it): by a teacher, and by an AI that leaves one mark uncertain.
 */
export const HUMAN_SUBMISSION_EXAMPLE = humanSubmission as ImportSubmission;
export const AI_SUBMISSION_EXAMPLE = aiSubmission as ImportSubmission;
