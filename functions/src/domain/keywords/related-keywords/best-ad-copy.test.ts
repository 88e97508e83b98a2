import { describe, expect, it } from 'vitest';
import type { KeywordCampaignEconomics, KeywordEconomics } from '#shared/schemas/keyword-economics';
import type { KeywordRecord } from '../../../ports/keywords';
import type { CampaignRecord } from '../../../ports/meta-campaigns';
import { bestAdCopy, bestCampaign } from './best-ad-copy';

const campaign = (id: string, netRoi: string) => ({ id, netRoi }) as KeywordCampaignEconomics;
const keyword = { id: 'k1', adTitle: 'Own Title', adDescription: 'Own text.' } as KeywordRecord;
const range = { since: '2026-06-01', until: '2026-06-10' };

describe('bestCampaign', () => {
  it('is the campaign with the highest net ROI, the newest (first listed) of equals', () => {
    const campaigns = [campaign('a', '80.00%'), campaign('b', '240.50%'), campaign('c', '240.50%')];

    expect(bestCampaign(campaigns)?.id).toBe('b');
    expect(bestCampaign([campaign('a', '12.00%'), campaign('b', 'n/a')])?.id).toBe('a');
    expect(bestCampaign([])).toBeUndefined();
  });
});

describe('bestAdCopy', () => {
  const records: Record<string, Partial<CampaignRecord>> = {
    b: { adTitle: 'Winning Title', adDescription: 'Winning text.', campaignName: 'kw_boots_00002' },
    c: { adTitle: '', adDescription: '', campaignName: 'kw_boots_00003' },
  };
  const deps = (campaigns: KeywordCampaignEconomics[]) => ({
    economics: { read: async () => ({ campaigns }) as unknown as KeywordEconomics },
    campaigns: { findById: async (id: string) => records[id] as CampaignRecord | undefined },
  });

  it('is the copy of the best campaign over the range, named', async () => {
    const copy = await bestAdCopy(deps([campaign('a', '50.00%'), campaign('b', '300.00%')]), keyword, range);

    expect(copy).toEqual({
      adTitle: 'Winning Title',
      adDescription: 'Winning text.',
      campaignName: 'kw_boots_00002',
    });
  });

  it('is the keyword’s own without a range, without campaigns, or when the best has no copy', async () => {
    const own = { adTitle: 'Own Title', adDescription: 'Own text.', campaignName: null };

    expect(await bestAdCopy(deps([campaign('b', '300.00%')]), keyword, undefined)).toEqual(own);
    expect(await bestAdCopy(deps([]), keyword, range)).toEqual(own);
    expect(await bestAdCopy(deps([campaign('c', '300.00%')]), keyword, range)).toEqual(own);
    expect(await bestAdCopy(deps([campaign('gone', '300.00%')]), keyword, range)).toEqual(own);
  });
});
