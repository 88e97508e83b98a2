import { splitKeywordLines } from '#shared/keywords/master-keyword-text';
import {
  DEFAULT_NAVIGATIONAL_TAGS,
  DEFAULT_TRANSACTIONAL_TAGS,
  VARIANTS_PER_KEYWORD,
} from '#shared/product/constants';
import type { AddKeywordsFormValues, AddKeywordsInput } from '#shared/schemas/keyword-input';
import type { Preferences } from '#shared/schemas/settings';

/**
 * What the form holds before a user types: saved preferences when there are any, else 4 and 3, all checked;
 * "Publish to WordPress" unchecked for a role that may not publish. The Variants Count preference is the
 * batch's variants per keyword; 0 leaves "Generate keyword variants" unchecked (checked anyway: the 3 of
 * docs/contract.md#constants). Without preferences the batch names no count, and the server uses that 3.
 */
export function addKeywordsDefaults(preferences: Preferences | undefined, mayPublish = true) {
  const variants = preferences?.variantsCount;
  return {
    keywords: '',
    manualTags: '',
    transactionalTagsCount: preferences?.transactionalTagsCount ?? DEFAULT_TRANSACTIONAL_TAGS,
    navigationalTagsCount: preferences?.navigationalTagsCount ?? DEFAULT_NAVIGATIONAL_TAGS,
    generateVariants: variants !== 0,
    publishToWordPress: mayPublish,
    generateAds: true,
    ...(variants === undefined ? {} : { variantsCount: variants || VARIANTS_PER_KEYWORD }),
  };
}

/**
 * `POST /api/keywords/batch` body from the form: one keyword per line, lines trimmed and empty ones
 * dropped; manual tags sent as typed (trimmed), or left out when empty.
 */
export function toAddKeywordsPayload(values: AddKeywordsFormValues): AddKeywordsInput {
  const manualTags = values.manualTags?.trim();
  return {
    keywords: splitKeywordLines(values.keywords),
    ...(manualTags ? { manualTags } : {}),
    transactionalTagsCount: values.transactionalTagsCount,
    navigationalTagsCount: values.navigationalTagsCount,
    generateVariants: values.generateVariants,
    publishToWordPress: values.publishToWordPress,
    generateAds: values.generateAds,
    ...(values.variantsCount === undefined ? {} : { variantsCount: values.variantsCount }),
    ...(values.siteId ? { siteId: values.siteId } : {}),
  };
}
