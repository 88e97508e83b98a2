import { type AiPriceTable, DEFAULT_AI_PRICES, withPriceOverrides } from '#shared/economics/ai-prices';
import { createAdsetNameRepository } from '../adapters/dynamodb/adset-name-repository';
import { createBudgetChangeStore } from '../adapters/dynamodb/budget-change-store';
import { createCampaignAdsCache } from '../adapters/dynamodb/campaign-ads-cache';
import { createCampaignRepository } from '../adapters/dynamodb/campaign-repository';
import { createCampaignAiCosts } from '../domain/economics/campaign-ai-costs';
import { createKeywordEconomics } from '../domain/economics/keyword-economics';
import { createSiteEconomics } from '../domain/economics/site-economics';
import { createAdsetNamePool } from '../domain/meta/adset-name-pool';
import { createCampaignDeps } from '../domain/meta/campaign-deps';
import { createCampaignSites } from '../domain/meta/campaign-sites';
import { createCampaignAdsRead } from '../domain/meta/creative-refresh/campaign-ads';
import { createManualRefresh } from '../domain/meta/creative-refresh/manual-refresh';
import { createEnrichedInsights } from '../domain/meta/insights-refresh/enriched-insights';
import type { Notifier } from '../domain/notifications/notifier';
import type { SiteService } from '../domain/sites/site-service';
import type { KeywordRepository } from '../ports/keywords';
import type { PromptRepository } from '../ports/prompts';
import { createLaunchDeps } from './launch-deps';
import type { createMetaDeps } from './meta-deps';
import type { Platform } from './platform';

/** What the API uses of the launches: the preview and the service (the worker runs in its own function). */
const launchApi = ({ launchPreview, launches }: ReturnType<typeof createLaunchDeps>) => ({
  launchPreview,
  launches,
});

/**
 * The API's campaigns (decision 020 onwards): their records and actions, the ads read from Meta, a manual
 * creative refresh, and the economics that join insights to AI costs.
 */
export function createCampaignApiDeps(
  platform: Pick<Platform, 'table' | 'blobs' | 'clock' | 'launches'>,
  deps: {
    keywords: KeywordRepository;
    prompts: PromptRepository;
    sites: Pick<SiteService, 'list'>;
    meta: ReturnType<typeof createMetaDeps>;
    notifier: Notifier;
    aiPrices?: AiPriceTable;
  },
) {
  const { table, clock } = platform;
  const { keywords, meta } = deps;
  const campaigns = createCampaignRepository(table);
  const aiCosts = createCampaignAiCosts({
    keywords,
    campaigns,
    prices: withPriceOverrides(DEFAULT_AI_PRICES, deps.aiPrices),
  });
  const campaignSites = createCampaignSites({ campaigns, keywords });
  const enrichedInsights = createEnrichedInsights(meta.insightsStore, aiCosts, campaignSites);
  const adsetNames = createAdsetNamePool({ store: createAdsetNameRepository(table), meta: meta.metaAccess });
  const adsCache = createCampaignAdsCache(table);
  return {
    campaigns,
    adsetNames,
    ...createCampaignDeps({
      campaigns,
      keywords,
      campaignSites,
      blobs: platform.blobs,
      metaAccess: meta.metaAccess,
      adsetNames,
      clock,
      budgetChanges: createBudgetChangeStore(table),
      insightsSnapshots: meta.insightsStore,
      notifier: deps.notifier,
    }),
    enrichedInsights,
    keywordEconomics: createKeywordEconomics({
      keywords,
      campaigns,
      prompts: deps.prompts,
      insights: enrichedInsights,
      aiCosts,
    }),
    siteEconomics: createSiteEconomics({
      sites: deps.sites.list,
      insights: enrichedInsights,
      aiCosts,
      campaignSites,
    }),
    campaignAds: createCampaignAdsRead({
      campaigns,
      insights: meta.insightsStore,
      metaClient: () => meta.metaAccess.client(),
      cache: adsCache,
      clock,
    }),
    ...launchApi(
      createLaunchDeps(platform, { keywords, metaAccess: meta.metaAccess, notifier: deps.notifier }),
    ),
    refreshCreative: createManualRefresh({
      creativeRefresh: meta.creativeRefresh,
      store: meta.creativeRefreshStore,
      campaigns,
      log: meta.ruleLog,
      actionNotifier: meta.ruleActionNotifier,
      adsCache,
      clock,
    }),
  };
}
