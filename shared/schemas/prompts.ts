import { PROMPT_CATEGORIES } from '../product/prompt-categories';
import * as z from '../validation/zod';
import { whenMissing } from './required-message';

export const PROMPT_NAME_MAX_LENGTH = 100;
export const PROMPT_DESCRIPTION_MAX_LENGTH = 500;
export const PROMPT_TEXT_MAX_LENGTH = 20_000;

export const promptCategorySchema = z.enum(PROMPT_CATEGORIES, { error: whenMissing('Category is required') });

/** The prompt form's fields with the messages of docs/contract.md#ai-prompts. */
const promptFields = {
  name: z
    .string({ error: whenMissing('Name is required') })
    .trim()
    .min(1, 'Name is required')
    .max(PROMPT_NAME_MAX_LENGTH),
  category: promptCategorySchema,
  description: z.string().trim().max(PROMPT_DESCRIPTION_MAX_LENGTH),
  prompt: z
    .string({ error: whenMissing('Prompt content is required') })
    .trim()
    .min(1, 'Prompt content is required')
    .max(PROMPT_TEXT_MAX_LENGTH),
  isActive: z.boolean(),
};

/** Add New Prompt dialog and `POST /api/prompts`: description optional, isActive true unless said. */
export const promptInputSchema = z.object({
  ...promptFields,
  description: promptFields.description.default(''),
  isActive: promptFields.isActive.default(true),
});
export type PromptInput = z.input<typeof promptInputSchema>;
export type NewPrompt = z.output<typeof promptInputSchema>;

/** Edit dialog and `PATCH /api/prompts/{id}`: any subset of the fields. */
export const promptUpdateSchema = z.object(promptFields).partial();
export type PromptChanges = z.output<typeof promptUpdateSchema>;

/** A prompt as the API shows it (docs/contract.md#ai-prompts). */
export const promptSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(PROMPT_CATEGORIES),
  description: z.string(),
  prompt: z.string(),
  isActive: z.boolean(),
});
export type Prompt = z.infer<typeof promptSchema>;

/** `GET /api/prompts?category=`: clients read the list from `prompts` (docs/contract.md#ai-prompts). */
export const promptsQuerySchema = z.object({ category: z.enum(PROMPT_CATEGORIES).optional() });
export const promptsResponseSchema = z.object({ prompts: z.array(promptSchema) });
export type PromptsResponse = z.infer<typeof promptsResponseSchema>;
