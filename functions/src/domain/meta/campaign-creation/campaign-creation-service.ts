import { imageKeyFromUrl } from '#shared/keywords-images';
import type { CampaignForm, CampaignSettings, CreateCampaignResponse } from '#shared/schemas/meta-campaigns';
import { logger } from '../../../lib/logger';
import type { BlobStore } from '../../../ports/blobs';
import type { Clock } from '../../../ports/clock';
import type { KeywordRecord, KeywordRepository } from '../../../ports/keywords';
import { type CampaignRecord, type CampaignRepository, CREATION_STEPS } from '../../../ports/meta-campaigns';
import { isMetaGraphFailure, type MetaGraphClient, type MetaGraphFailure } from '../../../ports/meta-graph';
import type { AdsetNamePool } from '../adset-name-pool';
import { getAdAccount } from '../meta-account-reads';
import { CampaignCreationError } from './campaign-creation-error';
import { campaignObjectNames } from './campaign-names';
import { runMissingSteps, type StepRun } from './creation-steps';
import { type CreationContext, planCampaign } from './graph-payloads';
import { rollBack } from './rollback';

/** Long enough for every Graph call of one creation with retries; a crashed request frees it after this. */
const CREATION_LEASE_MS = 5 * 60_000;

/** The Meta account the campaigns are made in. */
export interface CampaignMetaAccess {
  client(): Promise<MetaGraphClient>;
  adAccountId(): Promise<string>;
  /** The page's name as saved with the credentials (the EU's DSA beneficiary and payor). */
  pageName(pageId: string): Promise<string | undefined>;
}

export interface CampaignCreationDeps {
  campaigns: CampaignRepository;
  keywords: Pick<KeywordRepository, 'findById'>;
  blobs: Pick<BlobStore, 'get'>;
  meta: CampaignMetaAccess;
  /** The adset name pool: a name is held by one owner at a time. */
  names: Pick<AdsetNamePool, 'take' | 'release'>;
  clock: Clock;
}

/** The reservation owner of a creation: the creation itself, so its retries hold the same name. */
export const ownerOf = (requestId: string) => `campaign:${requestId}`;

/** What a duplicate adds to its form: the source's targeting as Meta has it (with the dialog's changes). */
export interface DuplicateOrigin {
  /** Meta's id of the source campaign. */
  duplicateOf: string;
  targeting: Record<string, unknown>;
}

/** The keyword must have a published article, ad copy and an image to advertise with. */
async function advertisedKeyword(deps: CampaignCreationDeps, keywordId: string): Promise<KeywordRecord> {
  const keyword = await deps.keywords.findById(keywordId);
  if (!keyword) throw new CampaignCreationError(404, 'Keyword not found');
  if (!keyword.publishedUrl)
    throw new CampaignCreationError(400, 'The article of this keyword is not published yet');
  if (!keyword.adTitle || !keyword.adDescription)
    throw new CampaignCreationError(400, 'This keyword has no ad title and description yet');
  if (!keyword.images[0]) throw new CampaignCreationError(400, 'This keyword has no image to advertise with');
  return keyword;
}

/** Meta's own explanation when it gave one: what the 'Failed to create campaign' toast shows. */
const metaExplanation = (error: MetaGraphFailure) => error.userMessage ?? error.message;

/**
 * `POST /api/meta/campaigns` as a saga: reserve the adset name, record the creation, make campaign, ad set,
 * image, creative and ad in order (each id recorded), then set the requested status. The request id makes
 * it idempotent: the same request again resumes or returns the finished campaign. A permanent failure
 * deletes what was made, frees the name and says why; a passing one (Meta busy) leaves it resumable.
 */
export function createCampaignCreation(deps: CampaignCreationDeps) {
  const now = () => new Date(deps.clock.now()).toISOString();

  /** The pool refuses a used or unknown name with its own 409 or 400. */
  const reserve = (name: string, owner: string) => deps.names.take(name, owner);

  /** The stored creation for this request, started (or restarted after a failure) when needed. */
  async function openRecord(
    form: CampaignForm,
    keyword: KeywordRecord,
    origin?: DuplicateOrigin,
  ): Promise<CampaignRecord> {
    const owner = ownerOf(form.requestId);
    const existing = await deps.campaigns.findById(form.requestId);
    if (existing) {
      if (existing.keywordId !== form.keywordId || existing.adsetName !== form.adsetName)
        throw new CampaignCreationError(409, 'This request id belongs to another campaign');
      if (existing.state !== 'failed') return existing;
      await reserve(form.adsetName, owner);
      if (!(await deps.campaigns.reopen(existing.id, now())))
        throw new CampaignCreationError(409, 'This campaign is being created already');
      return { ...existing, form, state: 'creating', failure: undefined };
    }
    await reserve(form.adsetName, owner);
    const at = now();
    const record: CampaignRecord = {
      id: form.requestId,
      owner,
      keywordId: keyword.id,
      campaignName: campaignObjectNames(keyword.masterKeyword, form.adsetName).campaign,
      adsetName: form.adsetName,
      adTitle: keyword.adTitle,
      adDescription: keyword.adDescription,
      form,
      ...origin,
      state: 'creating',
      created: {},
      createdAt: at,
      updatedAt: at,
    };
    if (await deps.campaigns.start(record)) return record;
    // The same request arrived twice at once: the other one stored it and holds the name.
    throw new CampaignCreationError(409, 'This campaign is being created already');
  }

  async function contextFor(
    client: MetaGraphClient,
    accountId: string,
    form: CampaignForm,
    record: CampaignRecord,
    keyword: KeywordRecord,
  ): Promise<CreationContext> {
    const account = await getAdAccount(client, accountId);
    const pageName = (await deps.meta.pageName(form.pageId)) ?? form.pageId;
    return {
      currency: account.currency,
      link: keyword.publishedUrl!,
      adTitle: record.adTitle,
      adDescription: record.adDescription,
      dsaName: pageName,
    };
  }

  async function imageBytes(keyword: KeywordRecord): Promise<Uint8Array> {
    const key = imageKeyFromUrl(keyword.images[0]!.url);
    const blob = key ? await deps.blobs.get(key) : undefined;
    if (!blob) throw new CampaignCreationError(400, "The keyword's image could not be read");
    return blob.bytes;
  }

  async function fail(client: MetaGraphClient | undefined, record: CampaignRecord, reason: string) {
    const left = client ? await rollBack(client, record, deps.campaigns, now) : [];
    if (left.length === 0) await deps.names.release(record.adsetName, record.owner);
    await deps.campaigns.fail(record.id, reason, now());
  }

  async function run(form: CampaignForm, record: CampaignRecord, keyword: KeywordRecord) {
    let client: MetaGraphClient | undefined;
    try {
      client = await deps.meta.client();
      const accountId = await deps.meta.adAccountId();
      const context = await contextFor(client, accountId, form, record, keyword);
      const plan = planCampaign(record.form, record.adsetName, record.targeting);
      const steps: StepRun = {
        client,
        accountId,
        record,
        form: record.form,
        plan,
        context,
        masterKeyword: keyword.masterKeyword,
        imageBytes: () => imageBytes(keyword),
      };
      await runMissingSteps(steps, CREATION_STEPS, deps.campaigns, deps.clock);
      const status = record.form.createPaused ? 'PAUSED' : 'ACTIVE';
      // Setting a status twice is harmless, so a lost answer may be sent again.
      if (status === 'ACTIVE')
        await client.post(record.created.campaign!, { status: 'ACTIVE' }, { retryLostAnswer: true });
      const settings: CampaignSettings = {
        campaignId: record.created.campaign!,
        adsetId: record.created.adset!,
        imageHash: record.created.image!,
        creativeId: record.created.creative!,
        adId: record.created.ad!,
        adAccountId: accountId,
        adsetName: record.adsetName,
        objective: plan.objective,
        bidStrategy: plan.bidStrategy,
        bidAmount: record.form.bidAmount,
        dailyBudget: record.form.dailyBudget,
        currency: context.currency,
        useCBO: record.form.useCBO,
        optimizationGoal: plan.optimizationGoal,
        callToAction: plan.callToAction,
        pageId: record.form.pageId,
        pixelId: record.form.pixelId,
        conversionEvent: plan.conversionEvent,
        link: context.link,
        urlTags: plan.urlTags,
        urlParameters: plan.urlParameters,
        targeting: plan.targeting,
      };
      await deps.campaigns.complete(record.id, settings, status, now());
      return { id: record.id, campaignId: settings.campaignId };
    } catch (error) {
      if (isMetaGraphFailure(error) && (error.kind === 'transient' || error.kind === 'throttled')) {
        // Resumable: the same request again continues from the last recorded step.
        throw new CampaignCreationError(503, `Meta is busy, please try again: ${metaExplanation(error)}`);
      }
      const reason = isMetaGraphFailure(error)
        ? metaExplanation(error)
        : error instanceof CampaignCreationError
          ? error.message
          : undefined;
      if (reason === undefined) throw error; // our own fault (storage): left resumable, answered as 500
      logger.warn('Campaign creation failed; undoing it', { id: record.id, reason });
      await fail(client, record, reason);
      const status = isMetaGraphFailure(error) && error.kind !== 'invalid-parameter' ? 502 : 400;
      throw new CampaignCreationError(status, reason);
    }
  }

  return {
    /** `origin` makes it a duplicate: the record keeps the source and the targeting to send. */
    async create(form: CampaignForm, origin?: DuplicateOrigin): Promise<CreateCampaignResponse> {
      const keyword = await advertisedKeyword(deps, form.keywordId);
      const record = await openRecord(form, keyword, origin);
      if (record.state === 'created') return { id: record.id, campaignId: record.created.campaign! };
      if (!(await deps.campaigns.claim(record.id, deps.clock.now(), CREATION_LEASE_MS)))
        throw new CampaignCreationError(409, 'This campaign is being created already');
      try {
        return await run(form, record, keyword);
      } finally {
        await deps.campaigns.unclaim(record.id);
      }
    },
  };
}

export type CampaignCreation = ReturnType<typeof createCampaignCreation>;
