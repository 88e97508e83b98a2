import { randomUUID } from 'node:crypto';
import type { AdsetNamesResponse } from '#shared/schemas/adset-names';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';
import { FAST_RETRIES } from './pipeline-stack';
import { startTestStack, type TestStack, type TestStackOptions } from './test-stack';

/**
 * A stack with the Meta sandbox's credentials saved and one keyword published by the pipeline: what a
 * campaign needs (`options`: a fixed clock...). Resolves the stack, the admin's cookie and the published keyword's id.
 */
export async function startCampaignStack(
  options: Omit<TestStackOptions, 'pipeline'> = {},
): Promise<{ t: TestStack; cookie: string; keywordId: string }> {
  const t = await startTestStack({
    ...options,
    pipeline: { maxConcurrency: 2, providerOptions: FAST_RETRIES },
  });
  const cookie = await t.signIn();
  const sandbox = await t.call('POST', '/api/meta/use-sandbox', { cookie });
  if (sandbox.status !== 200) throw new Error(`use-sandbox: ${sandbox.status} ${await sandbox.text()}`);
  const batch = await t.call('POST', '/api/keywords/batch', {
    cookie,
    body: {
      keywords: ['hiking boots'],
      transactionalTagsCount: 4,
      navigationalTagsCount: 3,
      generateVariants: false,
      publishToWordPress: true,
      generateAds: true,
    },
  });
  if (batch.status !== 201) throw new Error(`keyword batch: ${batch.status} ${await batch.text()}`);
  const { created } = (await batch.json()) as { created: { id: string }[] };
  await t.stack.pipeline.idle();
  const keyword = await t.stack.deps.keywords.findById(created[0]!.id);
  if (!keyword?.publishedUrl) throw new Error(`the keyword was not published: ${keyword?.errorReason}`);
  return { t, cookie, keywordId: keyword.id };
}

/** The first `count` available adset names of the pool. */
export async function availableNames(t: TestStack, cookie: string, count = 1): Promise<string[]> {
  const response = await t.call('GET', '/api/adset-names', { cookie });
  const body = (await response.json()) as AdsetNamesResponse;
  return body.availableNames.slice(0, count).map((entry) => entry.adset_name);
}

/** The creator's payload for a keyword and an adset name, with the sandbox's page; overrides on top. */
export function campaignForm(
  t: TestStack,
  keywordId: string,
  adsetName: string,
  overrides: Partial<CampaignFormInput> = {},
): CampaignFormInput {
  return {
    requestId: randomUUID(),
    useDefaultProfile: false,
    keywordId,
    campaignObjective: 'OUTCOME_TRAFFIC',
    dailyBudget: 12.5,
    useCBO: false,
    adsetName,
    bidStrategy: 'AUTO',
    countries: ['US', 'GB'],
    deviceTypes: ['MOBILE'],
    osTypes: ['ALL'],
    genders: ['FEMALE'],
    ageMin: 25,
    ageMax: 54,
    useCustomUrlParams: false,
    pageId: t.stack.sandbox.meta.page.id,
    callToAction: 'LEARN_MORE',
    urlParameters: { utm_source: 'df', utm_campaign: 'fb_hiking_boots', utm_term: '{{adset.name}}' },
    ...overrides,
  };
}

/** Every live (not deleted) object of a type in the sandbox's ad account, with the fields asked for. */
export async function liveObjects<T>(
  t: TestStack,
  edge: 'campaigns' | 'adsets' | 'adcreatives' | 'ads',
  fields: string,
): Promise<T[]> {
  const client = await t.stack.deps.metaAccess.client();
  const rows: T[] = [];
  for await (const row of client.paginate<T>(`act_${t.stack.sandbox.meta.adAccount.id}/${edge}`, { fields }))
    rows.push(row);
  return rows;
}

/** An ad settings profile for the sandbox's page (traffic, US, $15 a day) through the API: its id. */
export async function createTrafficProfile(t: TestStack, cookie: string): Promise<string> {
  const profile = await t.call('POST', '/api/meta/ad-settings/profiles', {
    cookie,
    body: {
      name: 'US traffic',
      defaultObjective: 'TRAFFIC',
      defaultDailyBudget: 15,
      defaultBidStrategy: 'AUTO',
      defaultCountries: ['US'],
      defaultDeviceTypes: ['ALL'],
      defaultPageId: t.stack.sandbox.meta.page.id,
    },
  });
  if (profile.status !== 201) throw new Error(`profile: ${profile.status} ${await profile.text()}`);
  return ((await profile.json()) as { id: string }).id;
}
