import { variantsPerKeyword } from '#shared/keywords/keyword-variants';
import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import type { AddKeywordsInput } from '#shared/schemas/keyword-input';
import type { Keyword } from '#shared/schemas/keywords';

/**
 * `POST /api/keywords/batch` for the chosen suggestions: the source keyword's site (the primary one for a
 * keyword from before sites), processed as the source was (its tags, variants, ad materials), publishing
 * only for a role that may publish.
 */
export function relatedBatch(
  source: Pick<Keyword, 'options' | 'siteId'>,
  keywords: string[],
  mayPublish: boolean,
): AddKeywordsInput {
  const { options } = source;
  return {
    keywords,
    transactionalTagsCount: options.transactionalTagsCount,
    navigationalTagsCount: options.navigationalTagsCount,
    generateVariants: options.generateVariants,
    publishToWordPress: options.publishToWordPress && mayPublish,
    generateAds: options.generateAds,
    ...(options.variantsCount === undefined ? {} : { variantsCount: options.variantsCount }),
    siteId: source.siteId ?? PRIMARY_SITE_ID,
  };
}

/** How the batch processes its keywords, in words: "4 transactional and 3 navigational tags, …". */
export function processingSummary(batch: AddKeywordsInput): string {
  const variants = batch.generateVariants
    ? `${variantsPerKeyword({ ...batch, variantsCount: batch.variantsCount })} variants each`
    : 'no variants';
  return [
    `${batch.transactionalTagsCount} transactional and ${batch.navigationalTagsCount} navigational tags`,
    variants,
    batch.generateAds ? 'ad materials' : 'no ad materials',
    batch.publishToWordPress ? 'published to WordPress' : 'not published',
  ].join(', ');
}
