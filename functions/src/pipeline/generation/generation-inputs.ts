import type { PromptCategory } from '#shared/product/prompt-categories';
import type { PromptRecord, PromptRepository } from '../../ports/prompts';
import type { TextGenerator } from '../../ports/text-generator';
import type { UsageRecord } from '../../ports/usage';

/** What the generation functions need: a text model and the active prompts. */
export interface Generation {
  text: TextGenerator;
  prompt(category: PromptCategory): Promise<PromptRecord>;
}

/** What a keyword's generated content is built from; later steps fill in what earlier ones produced. */
export interface ContentInputs {
  keyword: string;
  manualTags: string[];
  primaryTag: string;
  /** Every generated tag, transactional first. */
  tags: string[];
  title: string;
}

/** One generated output with what it cost and which prompt produced it. */
export interface Generated<T> {
  value: T;
  promptIds: Partial<Record<PromptCategory, string>>;
  usage: UsageRecord[];
}

/** A step's input or configuration makes it impossible (no active prompt, nothing to work from): not retried. */
export class StepInputError extends Error {
  override name = 'StepInputError';
}

/** The active prompt of a category, from the store; inactive prompts are never used. */
export function promptsFrom(prompts: PromptRepository) {
  return async (category: PromptCategory): Promise<PromptRecord> => {
    const prompt = await prompts.activeFor(category);
    if (!prompt) throw new StepInputError(`No active "${category}" prompt: activate one in AI Prompts`);
    return prompt;
  };
}

/** The variables every prompt may use, from the keyword's inputs. */
export function commonValues(inputs: ContentInputs) {
  return {
    keyword: inputs.keyword,
    manualTags: inputs.manualTags.length > 0 ? inputs.manualTags.join(', ') : 'none',
    primaryTag: inputs.primaryTag || inputs.keyword,
    tags: inputs.tags.length > 0 ? inputs.tags.join(', ') : 'none',
    title: inputs.title || inputs.keyword,
  };
}
