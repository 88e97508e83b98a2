import { toMinorUnits } from '#shared/meta/currency';
import { isMetaGraphFailure, type MetaGraphClient } from '../../../ports/meta-graph';
import { invalid } from '../../domain-error';
import type { BudgetChangeLedger } from './budget-change-ledger';
import { type CampaignStructure, hasBudget } from './campaign-structure';
import { toActionError } from './meta-refusal';
import { adsetCount, moneyText } from './money-text';
import type { SnapshotChange } from './snapshot-patch';
import { writeEach } from './write-each';

const lifetimeBudget = (what: string) =>
  invalid(`${what} has a lifetime budget, not a daily one: change it in Meta Ads Manager`);

/**
 * Sets the daily budget where Meta keeps it: on the campaign with campaign budget optimization, otherwise
 * on each of its ad sets, in the account currency's minor units. Ad set changes are counted in the
 * ledger first, so a 5th change within an hour is refused here instead of by Meta.
 */
export async function updateBudget(
  client: MetaGraphClient,
  ledger: BudgetChangeLedger,
  structure: CampaignStructure,
  dailyBudget: number,
): Promise<{ message: string; change: SnapshotChange }> {
  const { campaign, adsets, currency } = structure;
  const units = toMinorUnits(dailyBudget, currency);
  const amount = moneyText(dailyBudget, currency);
  if (structure.cbo) {
    if (campaign.daily_budget === undefined) throw lifetimeBudget('This campaign');
    try {
      await client.post(campaign.id, { daily_budget: units }, { retryLostAnswer: true });
    } catch (error) {
      throw toActionError(error, campaign.id);
    }
    return {
      message: `Daily budget of campaign ${campaign.name} set to ${amount}`,
      change: { dailyBudget },
    };
  }
  const budgeted = adsets.filter(hasBudget);
  if (budgeted.length === 0) throw invalid('This campaign has no ad sets with a budget to change');
  const lifetime = budgeted.find((adset) => adset.daily_budget === undefined);
  if (lifetime) throw lifetimeBudget(`Ad set ${lifetime.name}`);
  // The insights row shows a campaign without a campaign budget at the sum of its ad sets' budgets.
  const change = { dailyBudget: dailyBudget * budgeted.length };
  // An ad set already at this budget is left alone: a change Meta would count for nothing.
  const changing = budgeted.filter((adset) => Number(adset.daily_budget) !== units);
  if (changing.length === 0)
    return { message: `Daily budget is already ${amount} on ${adsetCount(budgeted.length)}`, change };
  const reservations = await ledger.reserveAll(changing);
  await writeEach(
    campaign.id,
    changing,
    // Not sent again after a lost answer: Meta would count the change twice.
    (adset) => client.post(adset.id, { daily_budget: units }),
    async (failed, error) => {
      // Changes never made give their place back; one whose answer was lost may have been made.
      const unknown = isMetaGraphFailure(error) && error.outcomeUnknown;
      await Promise.all(reservations.slice(unknown ? failed + 1 : failed).map(ledger.release));
    },
  );
  return {
    message: `Daily budget set to ${amount} on ${adsetCount(changing.length)} of campaign ${campaign.name}`,
    change,
  };
}
