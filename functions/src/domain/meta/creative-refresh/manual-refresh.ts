import { CAMPAIGN_PAGE_RULE_ID, CAMPAIGN_PAGE_RULE_NAME } from '#shared/meta/rules/campaign-page-rule';
import type { RefreshCreativeResponse } from '#shared/schemas/meta-creative-refresh';
import type { RuleFigures, RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import { RULE_METRICS } from '#shared/schemas/meta-rules';
import type { CampaignAdsCache } from '../../../ports/campaign-ads-cache';
import type { Clock } from '../../../ports/clock';
import type { CreativeRefreshStore } from '../../../ports/creative-refresh';
import type { CampaignRepository } from '../../../ports/meta-campaigns';
import type { RuleActionNotifier, RuleLogStore } from '../../../ports/meta-rules';
import { notFound } from '../../domain-error';
import { timeId } from '../rules/rule-ids';
import type { CreativeRefresh } from './creative-refresh-service';

/** A person's refresh reads no figures. */
const NO_FIGURES = Object.fromEntries(RULE_METRICS.map((metric) => [metric, null])) as RuleFigures;

/**
 * The campaign page's "Refresh creative": the same refresh a rule makes, keyed by the request's idempotency
 * key, written once to the action log with before and after (where it can be undone).
 */
export function createManualRefresh(deps: {
  creativeRefresh: Pick<CreativeRefresh, 'refresh'>;
  store: Pick<CreativeRefreshStore, 'save'>;
  campaigns: Pick<CampaignRepository, 'findById'>;
  log: Pick<RuleLogStore, 'append'>;
  /** Tells the team of the refresh, as of a rule's action. */
  actionNotifier: RuleActionNotifier;
  /** The campaign's cached listing of ads, which no longer holds once a new ad runs. */
  adsCache: Pick<CampaignAdsCache, 'forget'>;
  clock: Clock;
}) {
  return async function refreshFromPage(request: {
    /** The campaign record's id (the page's). */
    id: string;
    adId: string;
    newImage: boolean;
    key: string;
    actor: string;
  }): Promise<RefreshCreativeResponse> {
    const campaign = await deps.campaigns.findById(request.id);
    if (!campaign?.settings) throw notFound('Campaign not found');
    const { refresh, message } = await deps.creativeRefresh.refresh({
      key: `page:${request.key}`,
      campaignId: campaign.settings.campaignId,
      adId: request.adId,
      newImage: request.newImage,
    });
    await deps.adsCache.forget(refresh.campaignId);
    if (!refresh.entryId) {
      const nowMs = deps.clock.now();
      const entry: RuleLogEntry = {
        id: timeId(nowMs),
        at: new Date(nowMs).toISOString(),
        evaluationId: refresh.id,
        ruleId: CAMPAIGN_PAGE_RULE_ID,
        ruleName: CAMPAIGN_PAGE_RULE_NAME,
        campaignId: refresh.campaignId,
        campaignName: campaign.campaignName,
        trigger: 'manual',
        actor: request.actor,
        dryRun: false,
        figures: NO_FIGURES,
        action: { type: 'refresh_creative', newImage: refresh.newImage },
        before: { adId: refresh.oldAdId, adTitle: refresh.oldAdTitle },
        after: { adId: refresh.newAdId, adTitle: refresh.copy.adTitle, refreshId: refresh.id },
        status: 'applied',
        message,
        undoable: true,
        undoneAt: null,
        undoneBy: null,
        undoOf: null,
        revenueData: null,
      };
      await deps.log.append([entry]);
      await deps.actionNotifier.notify([entry]);
      refresh.entryId = entry.id;
      await deps.store.save(refresh);
    }
    return {
      message,
      oldAdId: refresh.oldAdId,
      newAdId: refresh.newAdId,
      adTitle: refresh.copy.adTitle,
      adDescription: refresh.copy.adDescription,
      entryId: refresh.entryId,
    };
  };
}
