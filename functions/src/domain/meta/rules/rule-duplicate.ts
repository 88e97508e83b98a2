import { withoutActPrefix } from '#shared/meta/ad-account-id';
import type { RuleDuplicateAction } from '#shared/schemas/meta-rule-duplicate';
import type { Rule } from '#shared/schemas/meta-rules';
import type { Clock } from '../../../ports/clock';
import type { InsightsStore } from '../../../ports/insights-store';
import type { CampaignRepository } from '../../../ports/meta-campaigns';
import type { MetaGraphClient } from '../../../ports/meta-graph';
import { readCampaignStructure } from '../campaign-actions/campaign-structure';
import { type CampaignDuplication, scaledBudget } from '../campaign-duplication/campaign-duplication-service';
import { currentMoneySettings } from '../campaign-duplication/duplicate-settings';
import { adsetFigures, bestAdset } from './rule-best-adset';
import { copyOrdinals, nextCopy, ruleCopyId } from './rule-copy-limit';
import type { WindowCampaign } from './rule-figures';
import { type PreparedAction, skipped } from './rule-prepared-action';
import { windowRange } from './rule-window';

export interface RuleDuplicateDeps {
  duplication: Pick<CampaignDuplication, 'copy'>;
  /** The creation records: whose campaign the source is, and the rule's copies of it so far. */
  copies: Pick<CampaignRepository, 'findById' | 'findByMetaCampaignId'>;
  metaClient: () => Promise<MetaGraphClient>;
  insights: Pick<InsightsStore, 'revenueDays'>;
  clock: Clock;
}

/** The ad set copied: the best by the rule's first condition, when asked and there is a choice. */
async function chosenAdset(
  deps: RuleDuplicateDeps,
  client: MetaGraphClient,
  rule: Rule,
  campaign: WindowCampaign,
  structure: Awaited<ReturnType<typeof readCampaignStructure>>,
) {
  const action = rule.action as RuleDuplicateAction;
  if (action.source !== 'best_adset' || structure.adsets.length < 2) return structure.adsets[0];
  // Meta's figures per ad set in the ad account's days, the revenue in the partner's (decision 057).
  const nowMs = deps.clock.now();
  const range = windowRange(rule.window, nowMs, campaign.timeZone);
  const figures = await adsetFigures(
    client,
    structure.campaign.account_id,
    structure.campaign.id,
    range,
    await deps.insights.revenueDays(windowRange(rule.window, nowMs)),
  );
  const best = bestAdset(figures, rule.conditions[0]!);
  return structure.adsets.find((adset) => adset.id === best?.adsetId) ?? structure.adsets[0];
}

/**
 * A copy of the matched campaign (or of its best ad set) through the duplication: a campaign made in this
 * app and no copy itself (a copy of a copy would escape its source's limit), under the copies limit. Before
 * is the source and its budget; after is the copy, known once made. Its skips repeat on every evaluation
 * until something changes, so the schedule does not log them.
 */
export async function prepareDuplicate(
  deps: RuleDuplicateDeps,
  rule: Rule,
  campaign: WindowCampaign,
): Promise<PreparedAction> {
  const action = rule.action;
  if (action.type !== 'duplicate') throw new Error(`Not a duplicate action: ${action.type}`);
  const source = { campaignId: campaign.campaignId, campaignName: campaign.name };
  const record = await deps.copies.findByMetaCampaignId(campaign.campaignId);
  if (!record) return skipped(source, 'Skipped: only campaigns created in this app can be copied');
  if (record.duplicateOf)
    return skipped(source, 'Skipped: the campaign is a copy itself; copies count against their source');
  const states = await Promise.all(
    copyOrdinals(action.maxCopies).map(
      async (ordinal) =>
        (await deps.copies.findById(ruleCopyId(rule.id, campaign.campaignId, ordinal)))?.state,
    ),
  );
  const plan = nextCopy(states, action.maxCopies);
  if ('skip' in plan) return skipped(source, plan.skip);
  const client = await deps.metaClient();
  const structure = await readCampaignStructure(client, campaign.campaignId);
  const adset = await chosenAdset(deps, client, rule, campaign, structure);
  if (!adset) return skipped(source, 'Skipped: the campaign has no ad set to copy');
  const money = currentMoneySettings(structure, adset);
  const before = { ...source, dailyBudget: money.dailyBudget ?? null };
  const planned = scaledBudget(money, action.budgetFactor).dailyBudget ?? null;
  const prepared: PreparedAction = {
    before,
    after: { dailyBudget: planned, status: action.startStatus },
    // The copy's budget is added to the account's daily budgets, and it is one more copy (decision 056).
    cap: {
      accountId: withoutActPrefix(structure.campaign.account_id),
      addUsd: planned ?? 0,
      copies: 1,
      ...(planned !== null && { campaignBudgetUsd: planned }),
    },
    apply: async () => {
      const copy = await deps.duplication.copy({
        id: ruleCopyId(rule.id, campaign.campaignId, plan.ordinal),
        sourceCampaignId: campaign.campaignId,
        adsetId: adset.id,
        budgetFactor: action.budgetFactor,
        startPaused: action.startStatus === 'PAUSED',
      });
      prepared.after = {
        campaignId: copy.campaignId,
        campaignName: copy.campaignName,
        dailyBudget: copy.dailyBudget,
        status: action.startStatus,
      };
      const which = structure.adsets.length > 1 ? ` (ad set ${adset.name})` : '';
      return `Copied${which} as ${copy.campaignName}, copy ${plan.made + 1} of at most ${action.maxCopies}`;
    },
  };
  return prepared;
}
