import { preferencesSchema } from '#shared/schemas/settings';
import * as z from '#shared/validation/zod';
import { numberFromText } from '../../components/form/number-from-text';

const { transactionalTagsCount, navigationalTagsCount, variantsCount } = preferencesSchema.shape;

/** The shared preferences schema, reading each count from its input's text (the form holds text). */
export const preferencesFormSchema = z.object({
  transactionalTagsCount: z.preprocess(numberFromText, transactionalTagsCount),
  navigationalTagsCount: z.preprocess(numberFromText, navigationalTagsCount),
  variantsCount: z.preprocess(numberFromText, variantsCount),
});
