import type { QuestionPin } from '@pp/contracts';

/** One one-mark allocation of a rubric, as the scheme states it. */
export interface RubricAllocation {
  id: string;
  partId: string;
  code: string;
  requirement: string;
  expected?: string;
  /**
   * A scanned scheme's value as OCR read it, unsurely, where no expected value could be taken
   * (`printedValueOf`): awarded only where the learner's sure writing reads as it, never withheld on.
   */
  expectedAsRead?: string;
  conditions: string[];
  dependsOn: string[];
}

/** What a question is marked against: exact from a paper revision or our embedded rubric, imported, or read off another printed scheme. */
export interface QuestionRubric {
  origin: 'paper-revision' | 'embedded-rubric' | 'imported' | 'read-from-scheme';
  pin: QuestionPin | null;
  parts: Array<{ id: string; label: string; marks: number }>;
  allocations: RubricAllocation[];
}
