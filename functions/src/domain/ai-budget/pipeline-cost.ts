import { ESTIMATED_STEPS, type EstimatedStep } from '#shared/economics/ai-budget-defaults';
import { type AiPriceTable, priceOf } from '#shared/economics/ai-prices';
import { variantsPerKeyword } from '#shared/keywords/keyword-variants';
import { IMAGE_MODEL } from '#shared/product/constants';
import type { KeywordOptions } from '#shared/schemas/keywords';
import type { RunMode } from '../../ports/processing';

/** One text call as a step typically makes it: tokens in (prompt and inputs) and out (thinking included). */
interface TextCall {
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

/**
 * What each step typically sends and receives (decision 052): tags, a title and the article with its SEO
 * fields on the preferred text model; the image step writes one prompt, draws the images and checks each
 * with Vision; ad copy is a headline and a description; the variants step one list.
 */
const TEXT_USAGE: Record<Exclude<EstimatedStep, 'images'>, TextCall> & { imagePrompt: TextCall } = {
  tags: { calls: 1, inputTokens: 350, outputTokens: 150 },
  title: { calls: 1, inputTokens: 250, outputTokens: 60 },
  article: { calls: 1, inputTokens: 700, outputTokens: 2_600 },
  imagePrompt: { calls: 1, inputTokens: 400, outputTokens: 150 },
  adCopy: { calls: 2, inputTokens: 400, outputTokens: 80 },
  variants: { calls: 1, inputTokens: 250, outputTokens: 120 },
};

/** The steps a keyword's pipeline runs, as `BeginKeyword` plans them, and the variants it creates. */
export interface PlannedPipeline {
  steps: EstimatedStep[];
  /** Variants created, each processed as a full pipeline of its own (without variants). */
  variants: number;
  options: KeywordOptions;
}

/** The steps a keyword goes through in a run of `mode`, as the progress step's plan would say. */
export function plannedPipeline(mode: RunMode, options: KeywordOptions, isVariant: boolean): PlannedPipeline {
  const content: EstimatedStep[] = ['tags', 'title', 'article'];
  const variants = !isVariant && (mode === 'variants' || (mode === 'full' && options.generateVariants));
  const steps: EstimatedStep[] =
    mode === 'full'
      ? [...content, 'images', ...(options.generateAds ? (['adCopy'] as const) : [])]
      : mode === 'images'
        ? ['images']
        : mode === 'article'
          ? content
          : [];
  return {
    steps: variants ? [...steps, 'variants'] : steps,
    variants: variants ? variantsPerKeyword(options) : 0,
    options,
  };
}

/** What a run's work is priced at: the price table, the text model tried first, and images per keyword. */
export interface Pricing {
  prices: AiPriceTable;
  textModel: string;
  imageCount: number;
}

/** The cost of one step; a model without a price counts nothing, as the ledger does. */
export function stepCost(step: EstimatedStep, { prices, textModel, imageCount }: Pricing): number {
  const text = (usage: TextCall) => {
    const price = priceOf(prices, textModel);
    return (
      (usage.calls *
        (usage.inputTokens * (price?.inputPerMillion ?? 0) +
          usage.outputTokens * (price?.outputPerMillion ?? 0))) /
      1e6
    );
  };
  if (step !== 'images') return text(TEXT_USAGE[step]);
  const perImage = (priceOf(prices, IMAGE_MODEL)?.perImage ?? 0) + (priceOf(prices, 'vision')?.perImage ?? 0);
  return text(TEXT_USAGE.imagePrompt) + imageCount * perImage;
}

/** Costs by step of a set of planned pipelines, their variants' full pipelines included. */
export function pipelinesCost(planned: PlannedPipeline[], pricing: Pricing) {
  const byStep = new Map<EstimatedStep, number>(ESTIMATED_STEPS.map((step) => [step, 0]));
  let pipelines = 0;
  const add = (pipeline: PlannedPipeline, times: number) => {
    pipelines += times;
    for (const step of pipeline.steps) {
      byStep.set(step, (byStep.get(step) ?? 0) + times * stepCost(step, pricing));
    }
  };
  for (const pipeline of planned) {
    add(pipeline, 1);
    if (pipeline.variants > 0) add(plannedPipeline('full', pipeline.options, true), pipeline.variants);
  }
  return { pipelines, byStep };
}
