import { describe, expect, it } from 'vitest';
import { duplicationToast } from './duplication-toast';

const names: Record<string, string> = { c1: 'kw_lamps_00001', c2: 'kw_lamps_00002' };
const nameOf = (id: string) => names[id] ?? id;

describe('the duplication result toast', () => {
  it('names the copies made when every one was made', () => {
    const toast = duplicationToast(
      {
        results: [
          {
            ok: true,
            sourceCampaignId: 'c1',
            id: 'r1',
            campaignId: 'n1',
            campaignName: 'kw_lamps_00007',
            adsetName: 'channel_00007',
          },
          {
            ok: true,
            sourceCampaignId: 'c2',
            id: 'r2',
            campaignId: 'n2',
            campaignName: 'kw_lamps_00008',
            adsetName: 'channel_00008',
          },
        ],
        succeeded: 2,
        failed: 0,
      },
      nameOf,
    );
    expect(toast).toEqual({
      title: '2 Campaign(s) Duplicated',
      description: 'Created and activated: kw_lamps_00007, kw_lamps_00008.',
    });
  });

  it("is destructive and gives each refused source's name with Meta's reason", () => {
    const toast = duplicationToast(
      {
        results: [
          {
            ok: true,
            sourceCampaignId: 'c1',
            id: 'r1',
            campaignId: 'n1',
            campaignName: 'kw_lamps_00007',
            adsetName: 'channel_00007',
          },
          { ok: false, sourceCampaignId: 'c2', message: 'The page is not allowed to advertise.' },
        ],
        succeeded: 1,
        failed: 1,
      },
      nameOf,
    );
    expect(toast).toEqual({
      title: '1 of 2 duplication(s) failed',
      description:
        'Created and activated: kw_lamps_00007. kw_lamps_00002: The page is not allowed to advertise.',
      variant: 'destructive',
    });
  });
});
