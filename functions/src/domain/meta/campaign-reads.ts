import {
  CAMPAIGNS_PAGE_SIZE,
  type CampaignCounts,
  type CampaignDetail,
  type CampaignListQuery,
  type CampaignListResponse,
  type CampaignRow,
} from '#shared/schemas/meta-campaigns';
import type { KeywordRepository } from '../../ports/keywords';
import type { CampaignRecord, CampaignRepository } from '../../ports/meta-campaigns';
import { isMetaGraphFailure, type MetaGraphClient } from '../../ports/meta-graph';
import { notFound } from '../domain-error';
import type { CampaignSites } from './campaign-sites';

/** A created campaign as the list shows it; creations still running or failed are not listed. */
function toRow(record: CampaignRecord): CampaignRow | undefined {
  if (record.state !== 'created' || !record.settings || !record.status) return undefined;
  return {
    id: record.id,
    keywordId: record.keywordId,
    campaignName: record.campaignName,
    status: record.status,
    adTitle: record.adTitle,
    adDescription: record.adDescription,
    settings: record.settings,
    createdAt: record.createdAt,
  };
}

/** The list, the per-keyword counts and one campaign with its article and its status as Meta has it now. */
export function createCampaignReads(deps: {
  campaigns: CampaignRepository;
  keywords: Pick<KeywordRepository, 'findById'>;
  sites: Pick<CampaignSites, 'filter'>;
  metaClient: () => Promise<MetaGraphClient>;
}) {
  /** Meta's current status, or why it could not be read: the page still shows what is stored. */
  async function metaStatus(
    campaignId: string,
  ): Promise<Pick<CampaignDetail, 'metaStatus' | 'metaStatusMessage'>> {
    try {
      const client = await deps.metaClient();
      const answer = await client.get<{ effective_status?: string; status?: string }>(campaignId, {
        fields: 'status,effective_status',
      });
      return { metaStatus: answer.effective_status ?? answer.status };
    } catch (error) {
      const message = isMetaGraphFailure(error)
        ? (error.userMessage ?? error.message)
        : (error as Error).message;
      return { metaStatusMessage: message };
    }
  }

  /** A copy's source: linked while it is one of our records, else known by Meta's id alone. */
  async function duplicateOf(sourceCampaignId: string): Promise<CampaignDetail['duplicateOf']> {
    const source = await deps.campaigns.findByMetaCampaignId(sourceCampaignId);
    return source
      ? { campaignId: sourceCampaignId, id: source.id, campaignName: source.campaignName }
      : { campaignId: sourceCampaignId };
  }

  return {
    async list(query: CampaignListQuery): Promise<CampaignListResponse> {
      const { campaigns, hasMore } = await deps.campaigns.list(
        query.page,
        CAMPAIGNS_PAGE_SIZE,
        query.search,
        query.site === undefined ? undefined : deps.sites.filter(query.site),
      );
      return {
        campaigns: campaigns.flatMap((record) => toRow(record) ?? []),
        page: query.page,
        hasMore,
      };
    },

    async counts(): Promise<CampaignCounts> {
      return { counts: await deps.campaigns.countsByKeyword() };
    },

    async get(id: string): Promise<CampaignDetail> {
      const record = await deps.campaigns.findById(id);
      const row = record && toRow(record);
      if (!record || !row) throw notFound('Campaign not found');
      const [keyword, status, source] = await Promise.all([
        deps.keywords.findById(row.keywordId),
        metaStatus(row.settings.campaignId),
        record.duplicateOf ? duplicateOf(record.duplicateOf) : undefined,
      ]);
      return {
        ...row,
        keyword: keyword && {
          masterKeyword: keyword.masterKeyword,
          title: keyword.title,
          publishedUrl: keyword.publishedUrl,
        },
        ...status,
        ...(source && { duplicateOf: source }),
      };
    },
  };
}

export type CampaignReads = ReturnType<typeof createCampaignReads>;
