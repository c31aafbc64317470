import { MAX_PAPER_QUESTIONS } from '@pp/contracts';
import { generateSeedBank, TAXONOMY } from '@pp/question-content';
import { BODY_BOTTOM, BODY_TOP, FIRST_PAGE_TOP } from '../mark-scheme/scheme-geometry.js';
import { layoutMarkScheme } from '../mark-scheme/scheme-pages.js';
import { LINE_PITCH, QR_Y } from '../paper-layout/page-geometry.js';
import { layoutQuestionPaper } from '../paper-layout/paper-layout.js';
import { parseDiagramSvg } from '../question-paper/diagram-svg.js';
import { bankDiagrams, bankRevisions, paperInput } from '../testing/bank-fixtures.js';
import { typesetMathBlock, typesetText } from '../typeset/paragraph.js';

// The seed bank through the typesetter and both layouts, without painting (the document specs paint
// one question of each family). A chunk of 24 questions is typeset and laid out together, so the
// typesetter's formula cache, which holds many chunks, converts each formula with MathJax once for
// all three checks: MathJax is most of their cost. The specs beside this take the bank a share of
// its topics each, so that Jest's workers share the work.

/** The shares of the bank's topics (by id prefix), a spec each: together every topic. */
export const BANK_LAYOUT_SHARES = ['cp1-', 'cp2-', 'fs1-', 'fm1-'] as const;

const MEASURE = 480;
const FURNITURE = /^Page \d+ of \d+$|continues on the next page$| \u2013 mark scheme, revision \d+$/;

const textOf = (block: { lines: Array<{ runs: Array<{ kind: string; text?: string }> }> }) =>
  block.lines.map((line) => line.runs.map((run) => (run.kind === 'text' ? run.text : '')).join('')).join(' ');

export interface BankLayoutReport {
  /** What did not typeset or lay out, one line each: empty when all is well. */
  problems: string[];
  /** The distinct prose texts (stems, intros) and formulas (answers, expected values) typeset. */
  prose: number;
  maths: number;
  /** The published questions laid out on a question paper and in a mark scheme. */
  laidOut: number;
}

/**
 * Typesets every text of every revision of the questions whose topic id starts with `topicPrefix`,
 * within a 480 pt measure, and lays out their published revisions, 24 to a paper, as a question
 * paper (nothing reaches the QR band) and a mark scheme (every row inside the body of its page).
 */
export function checkBankLayout(topicPrefix: (typeof BANK_LAYOUT_SHARES)[number]): BankLayoutReport {
  const inShare = (topicId: string) => topicId.startsWith(topicPrefix);
  const unshared = TAXONOMY.topics.filter((topic) => !BANK_LAYOUT_SHARES.some((share) => topic.id.startsWith(share)));
  const questions = new Map(
    generateSeedBank()
      .filter((question) => inShare(question.revisions[0].topicId))
      .map((question) => [question.id, question]),
  );
  const published = bankRevisions().filter((question) => questions.has(question.id));
  const problems = unshared.map((topic) => `topic ${topic.id} is in no share of the bank layout checks`);
  const attempt = (what: string, check: () => void) => {
    try {
      check();
    } catch (error) {
      problems.push(`${what}: ${(error as Error).message}`);
    }
  };
  // Each distinct text once: revisions and variants repeat many.
  const [prose, maths] = [new Set<string>(), new Set<string>()];
  const typesetRevisionsOf = (id: string) => {
    for (const revision of questions.get(id)!.revisions) {
      for (const text of [...(revision.introTex ? [revision.introTex] : []), ...revision.parts.map((part) => part.stemTex)]) {
        if (prose.has(text)) continue;
        prose.add(text);
        attempt(text, () => {
          if (typesetText(text, MEASURE, { size: 11 }).lines.some((line) => line.width > MEASURE + 1e-6))
            problems.push(`overflow: ${text}`);
        });
      }
      for (const tex of [
        ...revision.parts.map((part) => part.answerTex),
        ...revision.scheme.allocations.map((allocation) => allocation.expected),
      ]) {
        if (maths.has(tex)) continue;
        maths.add(tex);
        attempt(tex, () => {
          if (typesetMathBlock(tex, MEASURE, 11).width > MEASURE + 1e-6) problems.push(`overflow: ${tex}`);
        });
      }
    }
  };

  // The scheme's answer sketches take room beside their part: laid out with them, as exports are.
  const diagrams = new Map([...bankDiagrams()].map(([key, svg]) => [key, parseDiagramSvg(svg)]));
  for (let start = 0; start < published.length; start += MAX_PAPER_QUESTIONS) {
    const chunk = published.slice(start, start + MAX_PAPER_QUESTIONS);
    for (const question of chunk) typesetRevisionsOf(question.id);
    const input = paperInput(chunk);
    const where = `questions ${chunk[0].id} to ${chunk.at(-1)!.id}`;
    for (const page of layoutQuestionPaper(input).pages) {
      for (const item of page.items) {
        const bottom =
          item.kind === 'lines' ? item.y + item.count * LINE_PITCH : item.kind === 'block' ? item.y + item.block.height : item.y;
        if (bottom > QR_Y + 1e-6) problems.push(`question paper of ${where}, page ${page.number}: ${item.kind} reaches the QR band`);
      }
    }
    for (const page of layoutMarkScheme(input, diagrams)) {
      const top = page.number === 1 ? FIRST_PAGE_TOP : BODY_TOP;
      const outside = page.blocks
        .filter((b) => !FURNITURE.test(textOf(b.block)))
        .filter((b) => b.y < top - 1e-6 || b.y + b.block.height > BODY_BOTTOM + 1e-6);
      const rulesOutside = page.rules.filter((r) => r.y1 > top && r.y2 > BODY_BOTTOM + 1e-6);
      if (outside.length || rulesOutside.length)
        problems.push(
          `mark scheme of ${where}, page ${page.number}: ${outside.length} rows and ${rulesOutside.length} rules outside the body`,
        );
    }
  }
  // Drafts are typeset too: they are printed once published.
  const laidOut = new Set(published.map((question) => question.id));
  for (const id of questions.keys()) if (!laidOut.has(id)) typesetRevisionsOf(id);
  return { problems, prose: prose.size, maths: maths.size, laidOut: laidOut.size };
}
