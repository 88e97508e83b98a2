import { splitTags } from '#shared/keywords/tag-lists';
import { type CreateKeywordInput, createKeywordSchema } from '#shared/schemas/keyword-input';
import * as z from '#shared/validation/zod';

/** The simple page's form: the primary keyword (non-empty once trimmed) and comma-separated tags. */
export const addKeywordFormSchema = z.object({
  primaryTag: createKeywordSchema.shape.primaryTag,
  secondaryTags: z.string(),
});
export type AddKeywordFormInput = z.input<typeof addKeywordFormSchema>;

/** `POST /api/keywords` body: secondary tags split on commas, trimmed, empties dropped. */
export function toCreateKeywordPayload(values: z.output<typeof addKeywordFormSchema>): CreateKeywordInput {
  return { primaryTag: values.primaryTag, secondaryTags: splitTags(values.secondaryTags) };
}
