import type { MetaGraphClient } from '../../../ports/meta-graph';
import { getAdAccount } from '../meta-account-reads';

/** Graph returns budgets as strings of minor units and bids as numbers; both are read as given. */
type Units = string | number;

export interface MetaCampaignState {
  id: string;
  name: string;
  status: string;
  /** The ad account's id without `act_`: its currency gives the budget's units. */
  account_id: string;
  daily_budget?: Units;
  lifetime_budget?: Units;
  bid_strategy?: string;
}

export interface MetaAdsetState {
  id: string;
  name: string;
  daily_budget?: Units;
  lifetime_budget?: Units;
  bid_amount?: Units;
  bid_strategy?: string;
}

/** A campaign as the actions need it: its budget and strategy, its ad sets', and the account currency. */
export interface CampaignStructure {
  campaign: MetaCampaignState;
  adsets: MetaAdsetState[];
  currency: string;
  /** Campaign budget optimization: the campaign holds the budget, its ad sets none. */
  cbo: boolean;
}

/** Meta allows at most 200 ad sets per campaign: one page. */
const ADSETS_PAGE = 200;

const hasValue = (units: Units | undefined) => units !== undefined && units !== null && units !== '';

export const hasBudget = (object: { daily_budget?: Units; lifetime_budget?: Units }) =>
  hasValue(object.daily_budget) || hasValue(object.lifetime_budget);

/** Reads the campaign, its ad sets (Meta leaves deleted and archived ones out) and its account's currency. */
export async function readCampaignStructure(
  client: MetaGraphClient,
  campaignId: string,
): Promise<CampaignStructure> {
  const campaign = await client.get<MetaCampaignState>(campaignId, {
    fields: 'id,name,status,account_id,daily_budget,lifetime_budget,bid_strategy',
  });
  const adsets: MetaAdsetState[] = [];
  const rows = client.paginate<MetaAdsetState>(`${campaignId}/adsets`, {
    fields: 'id,name,daily_budget,lifetime_budget,bid_amount,bid_strategy',
    limit: ADSETS_PAGE,
  });
  for await (const row of rows) adsets.push(row);
  const { currency } = await getAdAccount(client, campaign.account_id);
  return { campaign, adsets, currency, cbo: hasBudget(campaign) };
}
