import { imageKeyFromUrl } from '#shared/keywords/keywords-images';
import {
  type CampaignForm,
  type CampaignSettings,
  CREATION_RUNNING_MESSAGE,
  type CreateCampaignResponse,
} from '#shared/schemas/meta-campaigns';
import { logger } from '../../../lib/logger';
import type { BlobStore } from '../../../ports/blobs';
import type { Clock } from '../../../ports/clock';
import type { KeywordRecord, KeywordRepository } from '../../../ports/keywords';
import {
  type CampaignRecord,
  type CampaignRepository,
  CREATION_STEPS,
  type CreationFailureKind,
} from '../../../ports/meta-campaigns';
import { isMetaGraphFailure, type MetaGraphClient, type MetaGraphFailure } from '../../../ports/meta-graph';
import type { Notifier } from '../../notifications/notifier';
import { notifyCampaignFailed } from '../../notifications/sources/campaign-failure';
import type { AdsetNamePool } from '../adset-name-pool';
import { getAdAccount } from '../meta-account-reads';
import { CampaignCreationError } from './campaign-creation-error';
import { campaignObjectNames } from './campaign-names';
import { type CreationRequest, OTHER_BODY_MESSAGE, sameRequest } from './creation-key';
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
  /** Told of a creation that failed after Meta was called: what was undone, what was kept. */
  notifier?: Notifier;
}

/** The reservation owner of a creation: the creation itself, so its retries hold the same name. */
export const ownerOf = (id: string) => `campaign:${id}`;

/** The keyword must have a published article, ad copy and an image to advertise with. */
async function advertisedKeyword(deps: CampaignCreationDeps, keywordId: string): Promise<KeywordRecord> {
  const keyword = await deps.keywords.findById(keywordId);
  if (!keyword) throw new CampaignCreationError('not_found', 'Keyword not found');
  if (!keyword.publishedUrl)
    throw new CampaignCreationError('invalid', 'The article of this keyword is not published yet');
  if (!keyword.adTitle || !keyword.adDescription)
    throw new CampaignCreationError('invalid', 'This keyword has no ad title and description yet');
  if (!keyword.images[0])
    throw new CampaignCreationError('invalid', 'This keyword has no image to advertise with');
  return keyword;
}

/** Meta's own explanation when it gave one: what the 'Failed to create campaign' toast shows. */
const metaExplanation = (error: MetaGraphFailure) => error.userMessage ?? error.message;

/**
 * `POST /api/meta/campaigns` as a saga: reserve the adset name, record the creation, make campaign, ad set,
 * image, creative and ad in order (each id recorded), then set the requested status. The creation id (from
 * the idempotency key) makes it idempotent: the same request again answers its first outcome or resumes it
 * (decision 017). A permanent failure deletes what was made, frees the name and says why; a passing one
 * (Meta busy) leaves it resumable.
 */
export function createCampaignCreation(deps: CampaignCreationDeps) {
  const now = () => new Date(deps.clock.now()).toISOString();

  /** The pool refuses a used name (a conflict) or an unknown one (invalid) itself. */
  const reserve = (name: string, owner: string) => deps.names.take(name, owner);

  /** A new creation's record, stored once its adset name is held. */
  async function startRecord(request: CreationRequest, keyword: KeywordRecord): Promise<CampaignRecord> {
    const { id, form, fingerprint, origin, copy } = request;
    const owner = ownerOf(id);
    await reserve(form.adsetName, owner);
    const at = now();
    const record: CampaignRecord = {
      id,
      owner,
      keywordId: keyword.id,
      campaignName: campaignObjectNames(keyword.masterKeyword, form.adsetName).campaign,
      adsetName: form.adsetName,
      adTitle: copy?.adTitle ?? keyword.adTitle,
      adDescription: copy?.adDescription ?? keyword.adDescription,
      ...(copy?.primaryText ? { primaryText: copy.primaryText } : {}),
      form,
      ...(fingerprint ? { fingerprint } : {}),
      ...origin,
      state: 'creating',
      created: {},
      createdAt: at,
      updatedAt: at,
    };
    if (await deps.campaigns.start(record)) return record;
    // The same key arrived twice at once and the other request stored its creation first. With the same
    // body it holds this name and runs; with another, the name this one took goes back to the pool.
    const first = await deps.campaigns.findById(id);
    if (!first || sameRequest(first, request))
      throw new CampaignCreationError('conflict', CREATION_RUNNING_MESSAGE);
    if (first.adsetName !== form.adsetName) await deps.names.release(form.adsetName, owner);
    throw new CampaignCreationError('unprocessable', OTHER_BODY_MESSAGE);
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
      ...(record.primaryText ? { primaryText: record.primaryText } : {}),
      dsaName: pageName,
    };
  }

  async function imageBytes(keyword: KeywordRecord): Promise<Uint8Array> {
    const key = imageKeyFromUrl(keyword.images[0]!.url);
    const blob = key ? await deps.blobs.get(key) : undefined;
    if (!blob) throw new CampaignCreationError('invalid', "The keyword's image could not be read");
    return blob.bytes;
  }

  async function fail(
    client: MetaGraphClient | undefined,
    record: CampaignRecord,
    reason: string,
    kind: CreationFailureKind,
  ) {
    const made = CREATION_STEPS.filter((step) => record.created[step]);
    const left = client ? await rollBack(client, record, deps.campaigns, now) : [];
    if (left.length === 0) await deps.names.release(record.adsetName, record.owner);
    await deps.campaigns.fail(record.id, { reason, kind }, now());
    if (client && deps.notifier) {
      const kept = made.filter((step) => step === 'image' || left.includes(step));
      const undone = made.filter((step) => !kept.includes(step));
      await notifyCampaignFailed(deps.notifier, {
        record: { ...record, updatedAt: now() },
        reason,
        undone,
        kept,
      });
    }
  }

  async function run(record: CampaignRecord, keyword: KeywordRecord) {
    let client: MetaGraphClient | undefined;
    try {
      client = await deps.meta.client();
      const accountId = await deps.meta.adAccountId();
      const context = await contextFor(client, accountId, record.form, record, keyword);
      const plan = planCampaign(record.form, record.adsetName, {
        targeting: record.targeting,
        copy: {
          title: record.adTitle,
          description: record.adDescription,
          imageText: keyword.images[0]?.text ?? '',
        },
      });
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
        throw new CampaignCreationError(
          'unavailable',
          `Meta is busy, please try again: ${metaExplanation(error)}`,
        );
      }
      const reason = isMetaGraphFailure(error)
        ? metaExplanation(error)
        : error instanceof CampaignCreationError
          ? error.message
          : undefined;
      if (reason === undefined) throw error; // our own fault (storage): left resumable, answered as 500
      logger.warn('Campaign creation failed; undoing it', { id: record.id, reason });
      const kind =
        isMetaGraphFailure(error) && error.kind !== 'invalid-parameter' ? 'upstream_refused' : 'invalid';
      await fail(client, record, reason, kind);
      throw new CampaignCreationError(kind, reason);
    }
  }

  /** Runs the missing steps of a creation, one request at a time. */
  async function runClaimed(record: CampaignRecord, keyword: KeywordRecord) {
    if (!(await deps.campaigns.claim(record.id, deps.clock.now(), CREATION_LEASE_MS)))
      throw new CampaignCreationError('conflict', CREATION_RUNNING_MESSAGE);
    try {
      return await run(record, keyword);
    } finally {
      await deps.campaigns.unclaim(record.id);
    }
  }

  /** The same id again: the first outcome (a made campaign or the failure), or the unfinished creation resumed. */
  async function again(record: CampaignRecord, request: CreationRequest): Promise<CreateCampaignResponse> {
    if (!sameRequest(record, request)) throw new CampaignCreationError('unprocessable', OTHER_BODY_MESSAGE);
    if (record.state === 'created') return { id: record.id, campaignId: record.created.campaign! };
    if (record.state === 'failed')
      throw new CampaignCreationError(
        record.failureKind ?? 'invalid',
        record.failure ?? 'The campaign could not be created',
      );
    return runClaimed(record, await advertisedKeyword(deps, record.keywordId));
  }

  return {
    async create(request: CreationRequest): Promise<CreateCampaignResponse> {
      const existing = await deps.campaigns.findById(request.id);
      if (existing) return again(existing, request);
      const keyword = await advertisedKeyword(deps, request.form.keywordId);
      return runClaimed(await startRecord(request, keyword), keyword);
    },
  };
}

export type CampaignCreation = ReturnType<typeof createCampaignCreation>;
