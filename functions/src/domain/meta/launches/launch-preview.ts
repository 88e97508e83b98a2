import { valuesFromProfile } from '#shared/meta/campaign-form/apply-profile';
import { newCampaignForm } from '#shared/meta/campaign-form/new-campaign-form';
import { valuesFromSite } from '#shared/meta/campaign-form/site-defaults';
import { type CampaignForm, campaignFormSchema } from '#shared/schemas/meta-campaigns';
import type { LaunchCheck, LaunchPreviewItem, LaunchRequest } from '#shared/schemas/meta-launches';
import type { Profile } from '#shared/schemas/meta-profiles';
import type { Clock } from '../../../ports/clock';
import type { KeywordRecord, KeywordRepository } from '../../../ports/keywords';
import type { CampaignRepository } from '../../../ports/meta-campaigns';
import type { ProfileStore } from '../../../ports/meta-profiles';
import type { SiteRecord, SiteStore } from '../../../ports/sites';
import { invalid, notFound } from '../../domain-error';
import type { AdsetNamePool } from '../adset-name-pool';
import { campaignObjectNames } from '../campaign-creation/campaign-names';
import { planCampaign } from '../campaign-creation/graph-payloads';
import { launchChecks } from './launch-checks';

export interface LaunchPreviewDeps {
  keywords: Pick<KeywordRepository, 'findMany'>;
  profiles: Pick<ProfileStore, 'findById'>;
  sites: Pick<SiteStore, 'findById'>;
  names: Pick<AdsetNamePool, 'available'>;
  campaigns: Pick<CampaignRepository, 'countsByKeyword'>;
  clock: Clock;
}

/**
 * The campaign form the creator would hold for this article with this profile: its defaults, the article's
 * site's Page, pixel and utm_source, then the profile's values on top (as the creator applies them).
 */
export function launchForm(
  profile: Profile,
  keyword: KeywordRecord,
  site: Pick<SiteRecord, 'metaPageId' | 'metaPixelId' | 'utmSource'> | undefined,
  options: { adsetName: string; chosenAt: number; dailyBudget?: number; status?: LaunchRequest['status'] },
) {
  const fresh = newCampaignForm();
  const fromSite = { ...fresh, ...valuesFromSite(site, fresh) };
  const chosen = {
    masterKeyword: keyword.masterKeyword,
    chosenAt: options.chosenAt,
    siteUtmSource: site?.utmSource,
  };
  return campaignFormSchema.safeParse({
    ...fromSite,
    ...valuesFromProfile(profile, fromSite, chosen),
    keywordId: keyword.id,
    adsetName: options.adsetName,
    ...(options.dailyBudget === undefined ? {} : { dailyBudget: options.dailyBudget }),
    createPaused: options.status !== 'ACTIVE',
  });
}

/** The URL the ad opens: the article's, with the campaign's tracking and ad-text parameters. */
export function landingUrlOf(form: CampaignForm, keyword: KeywordRecord): string {
  const image = keyword.images[0];
  const { urlTags } = planCampaign(form, form.adsetName, {
    copy: { title: keyword.adTitle, description: keyword.adDescription, imageText: image?.text ?? '' },
  });
  const url = keyword.publishedUrl ?? '';
  return urlTags ? `${url}${url.includes('?') ? '&' : '?'}${urlTags}` : url;
}

/** A preview's row with the keyword and the profile it was built from (what the launch itself keeps). */
export interface LaunchPreviewRow {
  item: LaunchPreviewItem;
  keyword: KeywordRecord;
  profile: Profile;
}

/**
 * `POST /api/meta/launches/preview`: one row per campaign the launch would create, in the order asked, each
 * with the adset name the pool would give it (the next free ones, taken only when the launch runs) and its
 * checks. Reads only.
 */
export async function previewLaunch(
  deps: LaunchPreviewDeps,
  request: LaunchRequest,
): Promise<LaunchPreviewItem[]> {
  return (await previewRows(deps, request)).map((row) => row.item);
}

export async function previewRows(
  deps: LaunchPreviewDeps,
  request: LaunchRequest,
): Promise<LaunchPreviewRow[]> {
  const profile = await deps.profiles.findById(request.profileId);
  if (!profile) throw notFound('No ad settings profile with this id');
  const ids = [...new Set(request.keywordIds)];
  const [keywords, available, campaignCounts] = await Promise.all([
    deps.keywords.findMany(ids),
    // As many names as campaigns: the pool keeps only a few spare and grows when asked for more.
    deps.names.available(ids.length),
    deps.campaigns.countsByKeyword(),
  ]);
  const byId = new Map(keywords.map((keyword) => [keyword.id, keyword]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw notFound(`Keyword not found: ${missing.join(', ')}`);
  if (available.length < ids.length) {
    throw invalid(
      `Only ${available.length} adset names are free; launch at most that many campaigns at once`,
    );
  }
  const sites = new Map<string, SiteRecord | undefined>();
  const siteOf = async (siteId: string | undefined) => {
    if (!siteId) return undefined;
    if (!sites.has(siteId)) sites.set(siteId, await deps.sites.findById(siteId));
    return sites.get(siteId);
  };
  const chosenAt = deps.clock.now();
  const rows: LaunchPreviewRow[] = [];
  for (const [index, id] of ids.entries()) {
    const keyword = byId.get(id)!;
    const adsetName = available[index]!.adset_name;
    const parsed = launchForm({ ...profile, isDefault: false }, keyword, await siteOf(keyword.siteId), {
      adsetName,
      chosenAt,
      dailyBudget: request.dailyBudget,
      status: request.status,
    });
    const form = parsed.success ? parsed.data : undefined;
    const landingUrl =
      form && keyword.publishedUrl ? landingUrlOf(form, keyword) : (keyword.publishedUrl ?? '');
    const checks: LaunchCheck[] = launchChecks({
      keyword,
      landingUrl,
      formProblem: parsed.success ? undefined : parsed.error.issues[0]?.message,
      campaigns: campaignCounts[id] ?? 0,
    });
    const item: LaunchPreviewItem = {
      keywordId: id,
      campaignName: campaignObjectNames(keyword.masterKeyword, adsetName).campaign,
      adsetName,
      adTitle: keyword.adTitle,
      adDescription: keyword.adDescription,
      primaryText: keyword.adDescription,
      landingUrl,
      pageId: form?.pageId ?? '',
      pixelId: form?.pixelId ?? null,
      dailyBudget: form?.dailyBudget ?? request.dailyBudget ?? profile.defaultDailyBudget,
      checks,
    };
    rows.push({ item, keyword, profile: { ...profile, isDefault: false } });
  }
  return rows;
}
