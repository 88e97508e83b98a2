import type {
  DuplicateCampaignsRequest,
  DuplicateCampaignsResponse,
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
import { currentMoneySettings, duplicateForm, duplicateTargeting } from './duplicate-settings';

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

class DuplicationRefusal extends Error {}

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

  async function duplicateOne(
    client: MetaGraphClient,
    request: DuplicateCampaignsRequest,
    sourceId: string,
  ): Promise<DuplicateResult> {
    const id = duplicateRequestId(request.requestId, sourceId);
    const existing = await deps.campaigns.findById(id);
    if (existing?.state === 'created' && existing.created.campaign)
      return succeeded(sourceId, existing, existing.created.campaign);
    const source = await sourceRecord(sourceId);
    const structure = await readCampaignStructure(client, sourceId);
    const firstAdset = structure.adsets[0];
    if (!firstAdset) throw new DuplicationRefusal('This campaign has no ad set to copy');
    const { targeting } = await client.get<{ targeting?: Record<string, unknown> }>(firstAdset.id, {
      fields: 'targeting',
    });
    const custom = request.mode === 'custom' ? request.custom : undefined;
    const adsetName = await adsetNameFor(id, existing, custom?.adsetName);
    try {
      const form = duplicateForm(source.form, currentMoneySettings(structure), custom, {
        requestId: id,
        adsetName,
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
            return await duplicateOne(client, request, sourceId);
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
  };
}

export type CampaignDuplication = ReturnType<typeof createCampaignDuplication>;
