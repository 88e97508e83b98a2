import { toMinorUnits } from '#shared/meta/currency';
import type { MetaBidStrategy } from '#shared/meta/options/bid-strategies';
import type { MetaGraphClient } from '../../../ports/meta-graph';
import { invalid } from '../../domain-error';
import type { CampaignStructure } from './campaign-structure';
import { toActionError } from './meta-refusal';
import { adsetCount, moneyText } from './money-text';
import { writeEach } from './write-each';

/**
 * Sets the bid on each ad set (Meta keeps `bid_amount` only there since 2024), with the bid strategy
 * where it differs; under campaign budget optimization the campaign holds the strategy, so it changes
 * there once every ad set has a bid the new strategy can use.
 */
export async function updateBidCap(
  client: MetaGraphClient,
  structure: CampaignStructure,
  bidAmount: number,
  strategy: MetaBidStrategy,
): Promise<string> {
  const { campaign, adsets, currency } = structure;
  if (adsets.length === 0) throw invalid('This campaign has no ad sets to set a bid cap on');
  const units = toMinorUnits(bidAmount, currency);
  await writeEach(campaign.id, adsets, (adset) =>
    client.post(
      adset.id,
      { bid_amount: units, bid_strategy: adset.bid_strategy === strategy ? undefined : strategy },
      // Setting the same bid twice changes nothing: a lost answer may be sent again.
      { retryLostAnswer: true },
    ),
  );
  if (structure.cbo && campaign.bid_strategy !== strategy) {
    try {
      await client.post(campaign.id, { bid_strategy: strategy }, { retryLostAnswer: true });
    } catch (error) {
      throw toActionError(error, campaign.id, `${adsetCount(adsets.length)} changed, then `);
    }
  }
  return `Bid cap set to ${moneyText(bidAmount, currency)} on ${adsetCount(adsets.length)} of campaign ${campaign.name}`;
}
