import { createHash } from 'node:crypto';
import type { QuestionRevisionContent, QuestionStatus, SeedQuestion } from './question-content.js';
import { createRng } from './random.js';
import { assembleRevision, CONTENT_YEAR, stableId, type QuestionTemplate } from './template.js';
import { ALL_TEMPLATES } from './templates/index.js';
import { HAND_WRITTEN } from './hand-written/index.js';
import { canonicalJson } from '@pp/contracts';
import { questionText } from './question-text.js';

export interface SeedBankOptions {
  /** Published variants generated per template; the default gives a bank of about 700 questions. */
  variantsPerTemplate?: number;
}

export const DEFAULT_VARIANTS_PER_TEMPLATE = 6;
/** Variants per template that give a bank of 20,000+ published questions (the scale tests and benchmarks). */
export const LARGE_BANK_VARIANTS = 54;
/** Every 7th template's first variant carries a second revision; every 8th template has a draft. */
const REVISED_EVERY = 7;
const DRAFT_EVERY = 8;
/** Keys tried per variant wanted before a template with few distinct texts gives up. */
const MAX_TRIES_PER_VARIANT = 4;

export const templateSource = (template: QuestionTemplate) =>
  ({
    kind: 'original',
    author: 'pp-question-bank generator',
    generator: template.id,
    year: CONTENT_YEAR,
    licence: 'original-work',
  }) as const;

function templateRevision(template: QuestionTemplate, key: string): QuestionRevisionContent {
  const { facts: _facts, ...draft } = template.build(createRng(key));
  return assembleRevision(key, draft, template, templateSource(template));
}

/** A part that asks to write down or state a result has no working to show. */
const asksForWorking = (part: QuestionRevisionContent['parts'][number]): boolean =>
  part.marks >= 2 && !/\b(write down|state)\b/i.test(part.stemTex);

/**
 * Revision 2 of a generated question: the last part with working to show is clarified to demand
 * it, and the scheme says what that means for marking. Revision 1 stays as it was.
 */
export function clarifiedRevision(rev: QuestionRevisionContent): QuestionRevisionContent {
  const target = rev.parts.findLastIndex(asksForWorking);
  const clarified = target === -1 ? rev.parts.length - 1 : target;
  return {
    ...rev,
    parts: rev.parts.map((p, i) => (i === clarified ? { ...p, stemTex: `${p.stemTex} You must show all stages of your working.` } : p)),
    scheme: {
      ...rev.scheme,
      notes: [
        ...rev.scheme.notes,
        `Revision 2: part ${rev.parts[clarified].label} now asks for all stages of working; a correct answer with no working scores no marks in that part.`,
      ],
    },
  };
}

function templateQuestion(template: QuestionTemplate, key: string, status: QuestionStatus, revised: boolean): SeedQuestion {
  const first = templateRevision(template, key);
  return { id: stableId(`question:${key}`), status, revisions: revised ? [first, clarifiedRevision(first)] : [first] };
}

/** The whole seed bank, deterministic: the same options always give deep-equal output. */
export function generateSeedBank(options: SeedBankOptions = {}): SeedQuestion[] {
  const variants = options.variantsPerTemplate ?? DEFAULT_VARIANTS_PER_TEMPLATE;
  const bank: SeedQuestion[] = [];
  // A variant whose text repeats a published question is skipped for the next key: no two published
  // questions read the same. Keys (and so ids) of the variants kept do not depend on the skipped ones.
  const publishedTexts = new Set(
    HAND_WRITTEN.filter((hand) => (hand.status ?? 'published') === 'published').map((hand) => questionText(hand.revisions.at(-1)!)),
  );
  ALL_TEMPLATES.forEach((template, index) => {
    for (let v = 0, kept = 0; kept < variants && v < variants * MAX_TRIES_PER_VARIANT; v++) {
      const question = templateQuestion(template, `${template.id}#${v}`, 'published', kept === 0 && index % REVISED_EVERY === 0);
      const text = questionText(question.revisions.at(-1)!);
      if (publishedTexts.has(text)) continue;
      publishedTexts.add(text);
      bank.push(question);
      kept++;
    }
    if (index % DRAFT_EVERY === 0) bank.push(templateQuestion(template, `${template.id}#draft`, 'draft', false));
  });
  for (const hand of HAND_WRITTEN) {
    const key = `hand-written:${hand.key}`;
    bank.push({
      id: stableId(`question:${key}`),
      status: hand.status ?? 'published',
      revisions: hand.revisions.map((draft) => assembleRevision(key, draft, hand.meta, hand.source)),
    });
  }
  return bank;
}

/** JSON with object keys sorted, so equal content always hashes equally. */
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Pin of everything in a revision except its mark scheme. */
export function contentVersion(rev: QuestionRevisionContent): string {
  const { scheme: _scheme, ...content } = rev;
  return sha256(canonicalJson(content));
}

/** Pin of a revision's mark scheme. */
export function schemeVersion(rev: QuestionRevisionContent): string {
  return sha256(canonicalJson(rev.scheme));
}
