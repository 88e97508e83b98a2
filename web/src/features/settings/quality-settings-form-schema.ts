import { qualitySettingsSchema } from '#shared/schemas/quality';
import * as z from '#shared/validation/zod';
import { numberFromText } from '../../components/form/number-from-text';

const shape = qualitySettingsSchema.shape;

/** A number input's text read as a number and checked with the field's own rule and message. */
const fromText = <T extends z.ZodType>(schema: T) => z.preprocess(numberFromText, schema);

/**
 * The shared settings schema, reading the numbers from their inputs' text: each field is checked with its
 * own message first (an empty one is "Required": the API's defaults are for clients that leave a field out,
 * not for a field cleared on screen), then the whole goes through the shared schema for the limits that
 * depend on each other (a minimum above its maximum), reported on the field they name.
 */
export const qualitySettingsFormSchema = z
  .object({
    wordCountMin: fromText(shape.wordCountMin),
    wordCountMax: fromText(shape.wordCountMax),
    readabilityMin: fromText(shape.readabilityMin),
    readabilityMax: fromText(shape.readabilityMax),
    duplicateWarning: fromText(shape.duplicateWarning),
    duplicateFailure: fromText(shape.duplicateFailure),
    seoTitleMax: fromText(shape.seoTitleMax.unwrap()),
    seoDescriptionMin: fromText(shape.seoDescriptionMin.unwrap()),
    seoDescriptionMax: fromText(shape.seoDescriptionMax.unwrap()),
    blocking: shape.blocking,
  })
  .superRefine((values, context) => {
    const whole = qualitySettingsSchema.safeParse(values);
    if (whole.success) return;
    for (const issue of whole.error.issues)
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
