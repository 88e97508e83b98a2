import type { PromptCategory } from '#shared/product/prompt-categories';
import { type Clock, systemClock } from '../../ports/clock';
import type { PromptStore } from '../../ports/prompts';
import { DEFAULT_PROMPTS, type DefaultPrompt } from './default-prompts';

/** Deterministic, so concurrent starts (Lambda containers) write the same item and only one succeeds. */
export const defaultPromptId = (category: PromptCategory) => `default-${category}`;

/**
 * Stores the default prompt, active, of every category that has never had an active prompt: all of them
 * on a first start, none afterwards (the last active prompt of a category cannot be removed), and a new
 * category's when one is added. Resolves the categories it seeded.
 */
export async function seedDefaultPrompts(
  store: PromptStore,
  clock: Clock = systemClock,
  defaults: readonly DefaultPrompt[] = DEFAULT_PROMPTS,
): Promise<PromptCategory[]> {
  const missing = new Set(await store.categoriesNeverActive());
  const seeded = defaults.filter((prompt) => missing.has(prompt.category));
  const at = new Date(clock.now()).toISOString();
  await Promise.all(
    seeded.map((prompt) =>
      store.seed({
        ...prompt,
        id: defaultPromptId(prompt.category),
        isActive: true,
        createdAt: at,
        updatedAt: at,
      }),
    ),
  );
  return seeded.map((prompt) => prompt.category);
}
