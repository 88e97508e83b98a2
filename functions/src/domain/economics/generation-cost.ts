import { type AiPriceTable, priceOf } from '#shared/economics/ai-prices';
import type { AiCost, AiCostLine } from '#shared/schemas/keyword-economics';

/** AI costs are cents per keyword: kept to a millionth of a dollar so small steps do not round to zero. */
export const roundMicroUsd = (amount: number) => Math.round(amount * 1e6) / 1e6;

type Counts = Pick<AiCostLine, 'calls' | 'inputTokens' | 'outputTokens' | 'images'>;
const COUNTED = new Set<string>(['calls', 'inputTokens', 'outputTokens', 'images']);

/**
 * The usage counters the pipeline stores per keyword (`step:model:field`, see `usageCounters`) grouped by
 * step and model. A model name never holds the separator, but the split keeps any middle part whole.
 */
function countsByStepAndModel(
  usage: Record<string, number>,
): Map<string, Counts & { step: string; model: string }> {
  const groups = new Map<string, Counts & { step: string; model: string }>();
  for (const [key, value] of Object.entries(usage)) {
    const parts = key.split(':');
    const field = parts.pop();
    const step = parts.shift();
    const model = parts.join(':');
    if (!field || !step || !model || !COUNTED.has(field) || !Number.isFinite(value)) continue;
    const groupKey = `${step}:${model}`;
    const group = groups.get(groupKey) ?? {
      step,
      model,
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      images: 0,
    };
    group[field as keyof Counts] += value;
    groups.set(groupKey, group);
  }
  return groups;
}

/** Tokens when the calls reported any; otherwise images at the per-image price (Vision, or no token counts). */
function costOf(counts: Counts, price: NonNullable<ReturnType<typeof priceOf>>): number {
  const tokens = counts.inputTokens + counts.outputTokens;
  if (tokens > 0 && (price.inputPerMillion !== undefined || price.outputPerMillion !== undefined)) {
    return (
      (counts.inputTokens * (price.inputPerMillion ?? 0) +
        counts.outputTokens * (price.outputPerMillion ?? 0)) /
      1e6
    );
  }
  return counts.images * (price.perImage ?? 0);
}

/**
 * A keyword's generation cost from its recorded usage: one line per step and model, in step order as
 * recorded. A model without a price costs nothing and is named in `unpriced`, so a missing price shows
 * instead of passing for a free call.
 */
export function generationCost(usage: Record<string, number>, prices: AiPriceTable): AiCost {
  const lines: AiCostLine[] = [];
  const unpriced = new Set<string>();
  for (const { step, model, ...counts } of countsByStepAndModel(usage).values()) {
    const price = priceOf(prices, model);
    if (!price) unpriced.add(model);
    lines.push({
      step,
      model,
      provider: price?.provider ?? null,
      ...counts,
      cost: price ? roundMicroUsd(costOf(counts, price)) : null,
    });
  }
  const total = roundMicroUsd(lines.reduce((sum, line) => sum + (line.cost ?? 0), 0));
  return { total, lines, unpriced: [...unpriced].sort() };
}
