import { channelNumberOf } from '#shared/meta/adset-names';
import { PRODUCT_ABBREVIATION } from '#shared/product/product';

/** The keyword as a name part: lower case, words joined by underscores, nothing else. */
export const keywordNamePart = (masterKeyword: string) =>
  masterKeyword
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

/**
 * Names `{product}_{keyword}_{suffix}` (docs/contract.md#campaign-names), so insights can read the keyword
 * back from a campaign's name. The suffix is the channel's number: unique per campaign, as its channel is,
 * which also lets a resumed creation find its objects again by name.
 */
export function campaignObjectNames(masterKeyword: string, adsetName: string) {
  const channel = channelNumberOf(adsetName);
  const suffix = channel === undefined ? keywordNamePart(adsetName) : String(channel).padStart(5, '0');
  const campaign = `${PRODUCT_ABBREVIATION}_${keywordNamePart(masterKeyword)}_${suffix}`;
  return { campaign, creative: `${campaign} creative`, ad: `${campaign} ad` };
}
