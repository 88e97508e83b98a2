import type { z } from 'zod';
import type { PromptCategory } from '#shared/product/prompt-categories';
import { renderPrompt } from '../../domain/prompts/render-prompt';
import type { UsageRecord } from '../../ports/usage';
import type { Generated, Generation } from './generation-inputs';

/** A model answered, but not in the format the prompt asked for. */
export class ModelOutputError extends Error {
  override name = 'ModelOutputError';
}

/** Answers are read twice at most: a model that strays from the format once usually keeps to it next time. */
const ATTEMPTS = 2;

/**
 * The JSON object in a model's answer: code fences and prose around it are tolerated, keys are matched
 * case-insensitively (`Title` or `title`).
 */
export function readModelJson<T>(text: string, schema: z.ZodType<T>, what: string): T {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  let parsed: unknown;
  try {
    parsed = start >= 0 && end > start ? JSON.parse(text.slice(start, end + 1)) : undefined;
  } catch {
    parsed = undefined;
  }
  const result = schema.safeParse(lowerCaseKeys(parsed));
  if (!result.success) throw new ModelOutputError(`The model's ${what} was not in the expected JSON format`);
  return result.data;
}

function lowerCaseKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.toLowerCase(), inner]));
}

/**
 * Renders the category's active prompt, asks the text model for JSON and reads it with `schema`, asking once
 * more when the answer is not in the format.
 */
export async function generateJson<T>(
  generation: Generation,
  category: PromptCategory,
  values: Record<string, string>,
  schema: z.ZodType<T>,
  what: string,
): Promise<Generated<T>> {
  const prompt = await generation.prompt(category);
  const text = renderPrompt(prompt.prompt, values);
  const usage: UsageRecord[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const answer = await generation.text.generate({ prompt: text, json: true });
    usage.push(answer.usage);
    try {
      return { value: readModelJson(answer.text, schema, what), promptIds: { [category]: prompt.id }, usage };
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
