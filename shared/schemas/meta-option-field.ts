import { findOption, type MetaOption, optionValues, unavailableMessage } from '../meta/options/meta-option';
import * as z from '../validation/zod';
import { whenMissing } from './required-message';

/**
 * A field taking one value of an option list: listed values only, and the ones Meta refuses answered
 * with why (e.g. "TRY_IT is not available: Meta has no Try It call to action"), in the form and the 400.
 */
export function metaOptionField<const V extends string>(
  options: readonly MetaOption<V, unknown>[],
  requiredMessage?: string,
) {
  return z
    .enum(optionValues(options), requiredMessage ? { error: whenMissing(requiredMessage) } : undefined)
    .superRefine((value, context) => {
      const entry = findOption(options, value);
      if (entry?.unavailable) context.addIssue({ code: 'custom', message: unavailableMessage(entry) });
    });
}
