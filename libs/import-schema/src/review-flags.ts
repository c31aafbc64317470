import type { Decision } from '@pp/scoring';
import type { ConditionMode, ConditionResult, ImportCriterion, ImportDecision, ImportQuestion } from './import-submission.schema.js';
import { pointer } from './json-pointer.js';

export const REVIEW_FLAG_KINDS = ['uncertain-decision', 'conflicting-conditions', 'uncertain-condition', 'awarded-on-blank'] as const;
export type ReviewFlagKind = (typeof REVIEW_FLAG_KINDS)[number];

/** Something a reviewer should see; it never blocks an import, since import does not judge the mathematics. */
export interface ReviewFlag {
  kind: ReviewFlagKind;
  criterionId: string;
  /** JSON Pointer to the decision or condition check concerned. */
  path: string;
  message: string;
}

/** A quote that describes an empty answer space, by the convention `blank` or `blank: …`. */
const BLANK_QUOTE = /^blank\b/i;

/** What the condition checks alone say about the mark, or null when the criterion has no conditions. */
export function decisionByConditions(mode: ConditionMode, results: readonly ConditionResult[]): Decision | null {
  if (results.length === 0) return null;
  if (mode === 'all') return results.includes('not_met') ? 'withheld' : results.includes('uncertain') ? 'uncertain' : 'awarded';
  return results.includes('met') ? 'awarded' : results.includes('uncertain') ? 'uncertain' : 'withheld';
}

function flagsOfDecision(criterion: ImportCriterion, decision: ImportDecision, at: ReadonlyArray<string | number>): ReviewFlag[] {
  const flag = (kind: ReviewFlagKind, path: ReadonlyArray<string | number>, message: string): ReviewFlag => ({
    kind,
    criterionId: criterion.id,
    path: pointer(...path),
    message,
  });
  const flags: ReviewFlag[] = [];
  if (decision.decision === 'uncertain')
    flags.push(
      flag('uncertain-decision', [...at, 'decision'], `${criterion.id} is uncertain: the score range stays open until it is reviewed`),
    );
  const byConditions = decisionByConditions(
    criterion.conditionMode,
    decision.conditionChecks.map((check) => check.result),
  );
  const decided = decision.decision !== 'uncertain' && byConditions !== null && byConditions !== 'uncertain';
  if (decided && byConditions !== decision.decision) {
    flags.push(
      flag(
        'conflicting-conditions',
        [...at, 'decision'],
        `${criterion.id} is ${decision.decision}, but its condition checks (conditionMode ${criterion.conditionMode}) say ${byConditions}`,
      ),
    );
  }
  decision.conditionChecks.forEach((check, c) => {
    if (check.result === 'uncertain')
      flags.push(
        flag(
          'uncertain-condition',
          [...at, 'conditionChecks', c, 'result'],
          `condition ${check.conditionIndex} of ${criterion.id} is uncertain`,
        ),
      );
  });
  if (decision.decision === 'awarded' && decision.evidence.every((evidence) => BLANK_QUOTE.test(evidence.quote.trim()))) {
    flags.push(flag('awarded-on-blank', [...at, 'decision'], `${criterion.id} is awarded, but all its evidence is quoted as blank`));
  }
  return flags;
}

/** The review flags of a valid question, in the order of its decisions. */
export function reviewFlagsOf(question: ImportQuestion, at: ReadonlyArray<string | number>): ReviewFlag[] {
  const criteria = new Map(question.criteria.map((criterion) => [criterion.id, criterion]));
  return question.decisions.flatMap((decision, k) => {
    const criterion = criteria.get(decision.criterionId);
    return criterion ? flagsOfDecision(criterion, decision, [...at, 'decisions', k]) : [];
  });
}
