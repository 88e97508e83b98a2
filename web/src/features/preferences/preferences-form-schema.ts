import { preferencesSchema } from '#shared/schemas/settings';
import * as z from '#shared/zod';

/** A number input's text as a number; an empty input counts as missing ("Required"). */
export function numberFromText(value: unknown): unknown {
  if (value === '') return undefined;
  return typeof value === 'string' ? Number(value) : value;
}

const { transactionalTagsCount, navigationalTagsCount, variantsCount } = preferencesSchema.shape;

/** The shared preferences schema, reading each count from its input's text (the form holds text). */
export const preferencesFormSchema = z.object({
  transactionalTagsCount: z.preprocess(numberFromText, transactionalTagsCount),
  navigationalTagsCount: z.preprocess(numberFromText, navigationalTagsCount),
  variantsCount: z.preprocess(numberFromText, variantsCount),
});
