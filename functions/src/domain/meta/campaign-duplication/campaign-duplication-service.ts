import { roundUsd } from '#shared/insights/insights-formulas';
import { MIN_DAILY_BUDGET } from '#shared/meta/form-limits';
import type {
  DuplicateCampaignsRequest,
  DuplicateCampaignsResponse,
  DuplicateCustomSettings,
  DuplicateResult,
} from '#shared/schemas/meta-duplicate';
import { logger } from '../../../lib/logger';
import { nameBasedUuid } from '../../../lib/name-based-uuid';
import type { CampaignRecord, CampaignRepository } from '../../../ports/meta-campaigns';
import { isMetaGraphFailure, type MetaGraphClient } from '../../../ports/meta-graph';
import { type AdsetNamePool, AdsetNameUnavailableError } from '../adset-name-pool';
import { readCampaignStructure } from '../campaign-actions/campaign-structure';
import { CampaignCreationError } from '../campaign-creation/campaign-creation-error';
import { type CampaignCreation, ownerOf } from '../campaign-creation/campaign-creation-service';
import {
  type CurrentMoneySettings,
  currentMoneySettings,
  duplicateForm,
  duplicateTargeting,
} from './duplicate-settings';

/** Records read while looking a source up by Meta's id (the list's search matches it). */
const SOURCE_SEARCH_PAGE = 20;

export interface CampaignDuplicationDeps {
  campaigns: Pick<CampaignRepository, 'findById' | 'list'>;
  creation: Pick<CampaignCreation, 'create'>;
  names: Pick<AdsetNamePool, 'take' | 'takeNext' | 'release'>;
  /** Throws MetaNotConfiguredError (invalid) when no credentials are saved. */
  metaClient: () => Promise<MetaGraphClient>;
}

/**
 * The copy's creation id, derived from the dialog's request id and the source: the same request again
 * finds the same creations (and resumes or returns them), a new request makes new copies. UUID-shaped
 * (version 8, name-based) because creation ids are UUIDs.
 */
export const duplicateRequestId = (requestId: string, sourceCampaignId: string) =>
  nameBasedUuid(`duplicate:${requestId}:${sourceCampaignId}`);

/** A reason a person can act on, or undefined for our own faults (logged, answered generically). */
function refusalOf(error: unknown): string | undefined {
  if (isMetaGraphFailure(error)) return error.userMessage ?? error.message;
  if (error instanceof CampaignCreationError || error instanceof AdsetNameUnavailableError)
    return error.message;
  return undefined;
}

/** Why a campaign cannot be copied, in words a person can act on. */
export class DuplicationRefusal extends Error {}

/** One copy asked for: its creation id, the source, and what the copy changes. */
export interface CopyOptions {
  /** The creation id: the same id again resumes or answers the same copy. */
  id: string;
  /** Meta's id of the source campaign. */
  sourceCampaignId: string;
  /** Meta's id of the ad set copied; the first one when absent. */
  adsetId?: string;
  /** The copy's daily budget is the source's times this (1 when absent). */
  budgetFactor?: number;
  /** The copy stays paused once created (it is activated otherwise, as the dialog's copies are). */
  startPaused?: boolean;
  custom?: DuplicateCustomSettings;
}

/** A copy made (or found) for a rule, with its daily budget as created. */
export type DuplicateCopy = Extract<DuplicateResult, { ok: true }> & { dailyBudget: number | null };

/** The source's money settings with the daily budget times `factor`, at Meta's minimum at least. */
export function scaledBudget(current: CurrentMoneySettings, factor = 1): CurrentMoneySettings {
  if (factor === 1 || current.dailyBudget === undefined) return current;
  return { ...current, dailyBudget: Math.max(MIN_DAILY_BUDGET, roundUsd(current.dailyBudget * factor)) };
}

const succeeded = (
  sourceCampaignId: string,
  record: CampaignRecord,
  campaignId: string,
): DuplicateResult => ({
  ok: true,
  sourceCampaignId,
  id: record.id,
  campaignId,
  campaignName: record.campaignName,
  adsetName: record.adsetName,
});

/**
 * `POST /api/meta/campaigns/duplicate`: each chosen campaign is created anew through the creation saga
 * (decision 020) from its record's form, Meta's current budget, bid and targeting, and the dialog's
 * custom settings, on a channel of its own, and activated. The copies run side by side; one failing
 * (rolled back by the saga, its name freed) leaves the others.
 */
export function createCampaignDuplication(deps: CampaignDuplicationDeps) {
  /** Our record of a campaign by Meta's id: only campaigns made here have an article to advertise. */
  async function sourceRecord(campaignId: string): Promise<CampaignRecord> {
    const { campaigns } = await deps.campaigns.list(1, SOURCE_SEARCH_PAGE, campaignId);
    const record = campaigns.find((entry) => entry.settings?.campaignId === campaignId);
    if (!record)
      throw new DuplicationRefusal(
        'Only campaigns created in this app can be duplicated: this one has no article on record',
      );
    return record;
  }

  /** The copy's channel: the one it holds already (a retry), the chosen one (must be free), or the next. */
  async function adsetNameFor(id: string, existing: CampaignRecord | undefined, chosen?: string) {
    if (existing) return existing.adsetName;
    if (chosen) {
      await deps.names.take(chosen, ownerOf(id));
      return chosen;
    }
    return deps.names.takeNext(ownerOf(id));
  }

  /**
   * One copy under creation id `id`: resumed or answered when it exists, else made from the source's record
   * and Meta's current settings of the chosen ad set (the first by default).
   */
  async function copyOne(client: MetaGraphClient, options: CopyOptions): Promise<DuplicateResult> {
    const { id, sourceCampaignId: sourceId, custom } = options;
    const existing = await deps.campaigns.findById(id);
    if (existing?.state === 'created' && existing.created.campaign)
      return succeeded(sourceId, existing, existing.created.campaign);
    const source = await sourceRecord(sourceId);
    const structure = await readCampaignStructure(client, sourceId);
    const adset = options.adsetId
      ? structure.adsets.find((entry) => entry.id === options.adsetId)
      : structure.adsets[0];
    if (!adset) throw new DuplicationRefusal('This campaign has no ad set to copy');
    const { targeting } = await client.get<{ targeting?: Record<string, unknown> }>(adset.id, {
      fields: 'targeting',
    });
    const adsetName = await adsetNameFor(id, existing, custom?.adsetName);
    try {
      const current = currentMoneySettings(structure, adset);
      const form = duplicateForm(source.form, scaledBudget(current, options.budgetFactor), custom, {
        requestId: id,
        adsetName,
        createPaused: options.startPaused ?? false,
      });
      const origin = {
        duplicateOf: sourceId,
        targeting: duplicateTargeting(targeting ?? source.settings?.targeting ?? {}, custom),
      };
      const created = await deps.creation.create({ id, form, origin });
      const record = await deps.campaigns.findById(id);
      return succeeded(sourceId, record!, created.campaignId);
    } catch (error) {
      // Refused before its record was written (e.g. the keyword is gone): the saga never held the name.
      if (!(await deps.campaigns.findById(id))) await deps.names.release(adsetName, ownerOf(id));
      throw error;
    }
  }

  return {
    async duplicate(request: DuplicateCampaignsRequest): Promise<DuplicateCampaignsResponse> {
      const client = await deps.metaClient();
      const results = await Promise.all(
        request.campaignIds.map(async (sourceId): Promise<DuplicateResult> => {
          try {
            return await copyOne(client, {
              id: duplicateRequestId(request.requestId, sourceId),
              sourceCampaignId: sourceId,
              custom: request.mode === 'custom' ? request.custom : undefined,
            });
          } catch (error) {
            const reason = error instanceof DuplicationRefusal ? error.message : refusalOf(error);
            if (reason !== undefined) return { ok: false, sourceCampaignId: sourceId, message: reason };
            logger.error('Duplicating a campaign failed unexpectedly', { sourceId, error });
            return {
              ok: false,
              sourceCampaignId: sourceId,
              message: 'An unexpected error occurred; the same request again resumes it',
            };
          }
        }),
      );
      const copies = results.filter((result) => result.ok).length;
      return { results, succeeded: copies, failed: results.length - copies };
    },

    /**
     * One copy for a rule action (decision 055): the same `id` again resumes or answers the same copy. A
     * refusal throws with the reason a person can act on.
     */
    async copy(options: CopyOptions): Promise<DuplicateCopy> {
      const result = await copyOne(await deps.metaClient(), options).catch((error: unknown) => {
        const reason = error instanceof DuplicationRefusal ? error.message : refusalOf(error);
        throw reason === undefined ? error : new DuplicationRefusal(reason);
      });
      if (!result.ok) throw new DuplicationRefusal(result.message);
      const record = await deps.campaigns.findById(result.id);
      return { ...result, dailyBudget: record?.form.dailyBudget ?? null };
    },
  };
}

export type CampaignDuplication = ReturnType<typeof createCampaignDuplication>;
