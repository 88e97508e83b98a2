import { splitTags } from '#shared/keywords/tag-lists';
import { type UpdateKeywordInput, updateKeywordSchema } from '#shared/schemas/keyword-input';
import type { KeywordSummary } from '#shared/schemas/keywords';
import * as z from '#shared/validation/zod';

const { title, adTitle, adDescription } = updateKeywordSchema.shape;

/** The edit dialog's form: the API's fields, with each tag list typed comma-separated. */
export const editKeywordFormSchema = z.object({
  title: title.unwrap(),
  transactionalTags: z.string(),
  navigationalTags: z.string(),
  adTitle: adTitle.unwrap(),
  adDescription: adDescription.unwrap(),
});
export type EditKeywordFormInput = z.input<typeof editKeywordFormSchema>;
export type EditKeywordFormValues = z.output<typeof editKeywordFormSchema>;

/** The form's starting values from the listed keyword. */
export function editKeywordDefaults(keyword: KeywordSummary): EditKeywordFormInput {
  return {
    title: keyword.title,
    transactionalTags: (keyword.tags?.Transactional ?? []).join(', '),
    navigationalTags: (keyword.tags?.Navigational ?? []).join(', '),
    adTitle: keyword.adTitle,
    adDescription: keyword.adDescription,
  };
}

/** `PATCH /api/keywords/{id}` body from the form: tags split on commas, trimmed, empties dropped. */
export function toUpdateKeywordPayload(values: EditKeywordFormValues): UpdateKeywordInput {
  return {
    title: values.title,
    tags: {
      Transactional: splitTags(values.transactionalTags),
      Navigational: splitTags(values.navigationalTags),
    },
    adTitle: values.adTitle,
    adDescription: values.adDescription,
  };
}
