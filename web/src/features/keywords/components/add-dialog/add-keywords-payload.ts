import { DEFAULT_NAVIGATIONAL_TAGS, DEFAULT_TRANSACTIONAL_TAGS } from '#shared/constants';
import { splitKeywordLines } from '#shared/master-keyword-text';
import type { AddKeywordsFormValues, AddKeywordsInput } from '#shared/schemas/keywords';
import type { Preferences } from '#shared/schemas/settings';

/**
 * What the form holds before a user types: saved preferences when there are any, else 4 and 3, all checked;
 * "Publish to WordPress" unchecked for a role that may not publish.
 */
export function addKeywordsDefaults(preferences: Preferences | undefined, mayPublish = true) {
  return {
    keywords: '',
    manualTags: '',
    transactionalTagsCount: preferences?.transactionalTagsCount ?? DEFAULT_TRANSACTIONAL_TAGS,
    navigationalTagsCount: preferences?.navigationalTagsCount ?? DEFAULT_NAVIGATIONAL_TAGS,
    generateVariants: true,
    publishToWordPress: mayPublish,
    generateAds: true,
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
  };
}
