import { Logger } from '@nestjs/common';
import { BlobStore } from '@pp/platform';
import { encodePng, type RgbaImage } from '@pp/paper-pdf/identity';
import { PageRenderer } from '../../rendering/page-renderer.js';
import { AnswerSpaceAssessor, MARK_SCHEME_EXPLANATION } from '../answer-space-assessor.js';
import { CLEAN_PAPER_EXPLANATION, UNLOCATED_EXPLANATION } from '../answer-spaces.js';
import type { AllocationAssessment, AssessmentInput, Assessor } from '../assessor.js';
import { FOREIGN_CLEAN_PAPER_EXPLANATION, FOREIGN_SCHEME_EXPLANATION } from '../foreign-work.js';
import { type ChatModelClient, ModelUnavailable } from './chat-model.client.js';
import { modelDecisionsSchema } from './model-decision.schema.js';
import { openAllocationIds, settleWithModel, withoutModel } from './model-guardrails.js';
import { MODEL_SYSTEM_PROMPT, rubricPrompt } from './model-prompt.js';

/** The resolution pages are shown to the model at, and its boxes checked for ink on: A4 is 827 × 1169 pixels, which vision models take whole. */
export const MODEL_PAGE_DPI = 100;

/**
 * Why the readers left an allocation uncertain where the pages cannot hold its evidence (a mark
 * scheme or a clean question paper given as work, the part's answer space not on the pages): the
 * model is not asked about those.
 */
const CLOSED_TO_THE_MODEL = new Set([
  MARK_SCHEME_EXPLANATION,
  FOREIGN_SCHEME_EXPLANATION,
  FOREIGN_CLEAN_PAPER_EXPLANATION,
  CLEAN_PAPER_EXPLANATION,
  UNLOCATED_EXPLANATION,
]);

/**
 * The readers' assessor with a marking model behind it (decision 0043, docs/marking-model.md): the
 * AnswerSpaceAssessor decides first and its decisions stand; the allocations it leaves uncertain
 * are put to an OpenAI-compatible vision model with the work pages, and a model's decision is kept
 * only where the service's guardrails confirm it (model-guardrails.ts). A model that is down, slow
 * or answers out of schema leaves the readers' result as it was, saying so.
 */
export class ModelAssessor implements Assessor {
  readonly name: string;
  private readonly logger = new Logger(ModelAssessor.name);

  constructor(
    private readonly base: AnswerSpaceAssessor,
    private readonly blobs: BlobStore,
    private readonly renderer: PageRenderer,
    private readonly client: ChatModelClient,
  ) {
    this.name = `${base.name}+model:${client.model}`;
  }

  async assess(input: AssessmentInput): Promise<AllocationAssessment[]> {
    const base = await this.base.assess(input);
    const open = openAllocationIds(base, CLOSED_TO_THE_MODEL);
    if (open.length === 0) return base;
    const pages = await this.pagesOf(input);
    if (pages.size === 0) return base;
    try {
      const answer = await this.client.ask(
        {
          system: MODEL_SYSTEM_PROMPT,
          text: rubricPrompt(input.label, input.rubric, open),
          pages: await Promise.all([...pages].map(async ([pageId, image]) => ({ pageId, png: await encodePng(image) }))),
          schemaName: 'marking_decisions',
          schema: modelDecisionsSchema(open, [...pages.keys()]),
        },
        input.signal,
      );
      return settleWithModel(base, open, answer.decisions, this.client.model, pages);
    } catch (error) {
      if (!(error instanceof ModelUnavailable)) throw error;
      this.logger.warn(`marking model ${this.client.model} gave no usable answer (${error.message}): the readers' decisions stand`);
      return withoutModel(base, open, this.client.model, error.message);
    }
  }

  /** The selected work pages as displayed, at MODEL_PAGE_DPI, by page id; a file that cannot be rendered is left out. */
  private async pagesOf(input: AssessmentInput): Promise<Map<string, RgbaImage>> {
    const pages = new Map<string, RgbaImage>();
    const byAsset = new Map<string, AssessmentInput['workPages']>();
    for (const page of input.workPages) byAsset.set(page.assetId, [...(byAsset.get(page.assetId) ?? []), page]);
    for (const [assetId, selected] of byAsset) {
      const bytes = await this.blobs.bytes(selected[0].blobKey);
      await this.renderer
        .visit(
          bytes,
          selected[0].mediaType,
          MODEL_PAGE_DPI,
          selected.map((p) => p.page),
          (image, page) => void pages.set(`${assetId}:p${page}`, image),
          input.signal,
        )
        .catch(() => input.signal.throwIfAborted());
    }
    return pages;
  }
}
