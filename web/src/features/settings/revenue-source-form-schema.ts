import { revenueSourceFormSchema } from '#shared/schemas/revenue-source';
import * as z from '#shared/validation/zod';
import { numberFromText } from '../../components/form/number-from-text';

/** The shared revenue source schema, reading the hours from their input's text. */
export const revenueSourceCardSchema = revenueSourceFormSchema.extend({
  finalAfterHours: z.preprocess(numberFromText, revenueSourceFormSchema.shape.finalAfterHours),
});
