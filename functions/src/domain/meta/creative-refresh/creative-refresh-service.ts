import { logger } from '../../../lib/logger';
import { nameBasedUuid } from '../../../lib/name-based-uuid';
import type { Clock } from '../../../ports/clock';
import type {
  CreativeRefreshRecord,
  CreativeRefreshStore,
  CreativeWriter,
} from '../../../ports/creative-refresh';
import type { KeywordRecord, KeywordRepository } from '../../../ports/keywords';
import type { CampaignRecord, CampaignRepository } from '../../../ports/meta-campaigns';
import { isMetaGraphFailure, type MetaGraphClient } from '../../../ports/meta-graph';
import type { SpendRecorder } from '../../ai-budget/spend-recorder';
import { conflict, DomainError, invalid, notFound, unavailable, unprocessable } from '../../domain-error';
import { toActionError } from '../campaign-actions/meta-refusal';
import { type AdNode, readAd, readCreative, refusalOf, setAdStatus, uploadImage } from './ad-graph';
import { newAdParams } from './refresh-payloads';

/** Long enough for one refresh's calls with retries; a crashed run frees its refresh after this. */
const REFRESH_LEASE_MS = 5 * 60_000;
/** The old ad keeps running whenever a refresh does not finish: every failure says so. */
const OLD_AD_RUNS = 'the old ad keeps running';

export const NOT_OURS =
  'Only a campaign created here can have its creative refreshed: its new copy is written from its article';
export const REFRESH_RUNNING = 'This creative refresh is running; try again in a moment';
export const OTHER_REQUEST = 'This idempotency key was used to refresh another ad';

export interface CreativeRefreshDeps {
  store: CreativeRefreshStore;
  campaigns: Pick<CampaignRepository, 'findByMetaCampaignId'>;
  keywords: Pick<KeywordRepository, 'findById' | 'update'>;
  metaClient: () => Promise<MetaGraphClient>;
  /** Absent where the function bundles no AI client: a refresh there fails and says so. */
  writer?: CreativeWriter;
  /** Adds the copy's AI cost to the budget's ledger (decision 052); absent where no copy is written. */
  recordSpend?: SpendRecorder;
  clock: Clock;
}

export interface RefreshRequest {
  /** The same key is the same refresh (an idempotency key, or a rule's key for an ad). */
  key: string;
  /** Meta's ids. */
  campaignId: string;
  adId: string;
  newImage: boolean;
}

export interface RefreshResult {
  refresh: CreativeRefreshRecord & { copy: NonNullable<CreativeRefreshRecord['copy']>; newAdId: string };
  message: string;
}

/**
 * What a stopped refresh answers, and whether that is its outcome for good: Meta's refusal of a value (or
 * our own refusal) is; Meta busy, or the copy not written, is not: the same key again resumes it.
 */
function failureOf(error: unknown, campaignId: string): { error: Error; final: boolean } {
  if (isMetaGraphFailure(error)) {
    const mapped = toActionError(error, campaignId, 'The new ad was not made: ') as DomainError;
    const message = `${mapped.message.replace(/\.$/, '')}; ${OLD_AD_RUNS}`;
    const final = error.kind !== 'transient' && error.kind !== 'throttled';
    return {
      error: new DomainError(mapped.kind, message, { retryAfterSeconds: mapped.retryAfterSeconds }),
      final,
    };
  }
  if (error instanceof DomainError) return { error, final: error.kind === 'invalid' };
  return { error: error instanceof Error ? error : new Error(String(error)), final: false };
}

/** The refresh of a key: its first one, or (once that one was undone) the next, `key~1`, `key~2`... */
async function currentRecord(store: CreativeRefreshStore, key: string) {
  for (let generation = 0; ; generation += 1) {
    const id = nameBasedUuid(`creative-refresh:${generation === 0 ? key : `${key}~${generation}`}`);
    const record = await store.get(id);
    if (!record?.undoneAt) return { id, record };
  }
}

/**
 * Replaces an ad with a fresh one in the same ad set (decision 042): new copy from the keyword's article
 * with the active ad prompts (and a new image when asked), a new creative with the campaign's URL tags and
 * its own ad text on the landing URL, a new ad, and only once Meta has accepted that ad is the old one
 * paused. Each step is recorded, so the same key again resumes it or answers its outcome: no second ad, no
 * second copy paid for. Any failure leaves the old ad running and says why.
 */
export function createCreativeRefresh(deps: CreativeRefreshDeps) {
  const now = () => new Date(deps.clock.now()).toISOString();
  const save = async (record: CreativeRefreshRecord) => {
    record.updatedAt = now();
    await deps.store.save(record);
  };

  async function campaignOf(
    campaignId: string,
  ): Promise<{ campaign: CampaignRecord; keyword: KeywordRecord }> {
    const campaign = await deps.campaigns.findByMetaCampaignId(campaignId);
    if (!campaign?.settings) throw invalid(NOT_OURS);
    const keyword = await deps.keywords.findById(campaign.keywordId);
    if (!keyword?.publishedUrl) throw invalid("The campaign's keyword or its published article is gone");
    return { campaign, keyword };
  }

  async function oldAdOf(client: MetaGraphClient, request: RefreshRequest): Promise<AdNode> {
    let ad: AdNode;
    try {
      ad = await readAd(client, request.adId);
    } catch (error) {
      if (isMetaGraphFailure(error) && error.code === 100) throw notFound('Meta has no ad with this id');
      throw toActionError(error, request.campaignId);
    }
    if (ad.campaign_id !== request.campaignId) throw notFound('This ad is not in this campaign');
    return ad;
  }

  /** The copy, written once: its AI cost goes to the keyword as soon as it is paid. */
  async function writeCopy(
    record: CreativeRefreshRecord,
    keyword: KeywordRecord,
    client: MetaGraphClient,
    accountId: string,
  ) {
    if (record.copy) return;
    if (!deps.writer)
      throw unavailable(`Creative refresh needs the AI clients, which this function lacks; ${OLD_AD_RUNS}`);
    let written: Awaited<ReturnType<CreativeWriter['write']>>;
    try {
      written = await deps.writer.write(keyword, { newImage: record.newImage });
    } catch (error) {
      const said = error instanceof Error ? error.message : String(error);
      throw unavailable(`The new ad copy could not be written (${said}); ${OLD_AD_RUNS}`);
    }
    await deps.keywords.update(keyword.id, { addUsage: written.usage });
    await deps.recordSpend?.(written.usage, keyword.siteId);
    if (written.image)
      record.imageHash = await uploadImage(
        client,
        accountId,
        written.image.bytes,
        `refresh-${record.id}.png`,
      );
    record.copy = {
      adTitle: written.adTitle,
      adDescription: written.adDescription,
      imageText: written.image?.text ?? keyword.images[0]?.text ?? '',
    };
    await save(record);
  }

  /** Makes the new ad, then pauses the old one only once Meta accepted the new one. */
  async function run(
    record: CreativeRefreshRecord,
    resumed: boolean,
    context: Awaited<ReturnType<typeof campaignOf>>,
  ) {
    const client = await deps.metaClient();
    const { campaign, keyword } = context;
    const settings = campaign.settings!;
    await writeCopy(record, keyword, client, settings.adAccountId);
    // The old ad's image (read when the refresh started), unless a new one was made.
    record.imageHash ??= settings.imageHash;
    const payloads = newAdParams(campaign, keyword, record);
    if (!record.creativeId) {
      record.creativeId = (await client.createOnce({ ...payloads.creative, lookFirst: resumed })).id;
      await save(record);
    }
    if (!record.newAdId) {
      record.newAdId = (
        await client.createOnce({ ...payloads.ad(record.creativeId), lookFirst: resumed })
      ).id;
      await save(record);
    }
    const refused = await refusalOf(client, record.newAdId);
    if (refused) {
      await setAdStatus(client, record.newAdId, 'PAUSED').catch(() => undefined);
      throw invalid(`Meta did not accept the new ad (${refused}); ${OLD_AD_RUNS}`);
    }
    try {
      await setAdStatus(client, record.oldAdId, 'PAUSED');
    } catch (error) {
      // Two ads would run: the new one is paused again, the old one keeps running.
      await setAdStatus(client, record.newAdId, 'PAUSED').catch(() => undefined);
      throw error;
    }
  }

  async function refresh(request: RefreshRequest): Promise<RefreshResult> {
    const context = await campaignOf(request.campaignId);
    const { id, record: existing } = await currentRecord(deps.store, request.key);
    if (
      existing &&
      (existing.campaignId !== request.campaignId ||
        existing.oldAdId !== request.adId ||
        existing.newImage !== request.newImage)
    )
      throw unprocessable(OTHER_REQUEST);
    if (existing?.state === 'done') return result(existing);
    if (existing?.state === 'failed') throw invalid(existing.failure ?? `The refresh failed; ${OLD_AD_RUNS}`);
    const client = await deps.metaClient();
    let record = existing;
    if (!record) {
      const ad = await oldAdOf(client, request);
      if (ad.status !== 'ACTIVE') throw invalid(`Only an active ad is refreshed; this one is ${ad.status}`);
      const old = ad.creative ? await readCreative(client, ad.creative.id) : undefined;
      const at = now();
      record = {
        id,
        campaignId: request.campaignId,
        oldAdId: ad.id,
        adsetId: ad.adset_id,
        newImage: request.newImage,
        state: 'running',
        oldAdTitle: old?.headline ?? context.campaign.adTitle,
        ...(request.newImage || !old?.imageHash ? {} : { imageHash: old.imageHash }),
        leaseUntil: deps.clock.now() + REFRESH_LEASE_MS,
        createdAt: at,
        updatedAt: at,
      };
      if (!(await deps.store.start(record))) throw conflict(REFRESH_RUNNING);
    } else {
      if ((record.leaseUntil ?? 0) > deps.clock.now()) throw conflict(REFRESH_RUNNING);
      record.leaseUntil = deps.clock.now() + REFRESH_LEASE_MS;
      await save(record);
    }
    try {
      await run(record, existing !== undefined, context);
      record.state = 'done';
      return result(record);
    } catch (error) {
      const failure = failureOf(error, request.campaignId);
      logger.warn('Creative refresh stopped', {
        id: record.id,
        final: failure.final,
        reason: failure.error.message,
      });
      if (failure.final) {
        record.state = 'failed';
        record.failure = failure.error.message;
      }
      throw failure.error;
    } finally {
      record.leaseUntil = undefined;
      await save(record);
    }
  }

  function result(record: CreativeRefreshRecord): RefreshResult {
    const done = record as RefreshResult['refresh'];
    return {
      refresh: done,
      message: `New ad ${done.newAdId} ("${done.copy.adTitle}") is running; ad ${done.oldAdId} paused`,
    };
  }

  /**
   * Puts the old ad back on, then pauses the new one (so the ad set never runs empty); a refusal of the
   * pause turns the old ad off again, leaving things as they were. The refresh is marked undone: the same
   * key then makes a new refresh.
   */
  async function undo(change: { campaignId: string; oldAdId: string; newAdId: string; refreshId?: string }) {
    const client = await deps.metaClient();
    try {
      await setAdStatus(client, change.oldAdId, 'ACTIVE');
    } catch (error) {
      throw toActionError(error, change.campaignId, 'The old ad was not turned back on: ');
    }
    try {
      await setAdStatus(client, change.newAdId, 'PAUSED');
    } catch (error) {
      await setAdStatus(client, change.oldAdId, 'PAUSED').catch(() => undefined);
      throw toActionError(error, change.campaignId, 'The new ad was not paused: ');
    }
    const record = change.refreshId ? await deps.store.get(change.refreshId) : undefined;
    if (record) {
      record.undoneAt = now();
      await save(record);
    }
    return `Ad ${change.oldAdId} is running again; the new ad ${change.newAdId} is paused`;
  }

  return { refresh, undo };
}

export type CreativeRefresh = ReturnType<typeof createCreativeRefresh>;
