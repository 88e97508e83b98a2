import { describe, expect, it } from 'vitest';
import type { CampaignSnapshot } from '../../../ports/insights-store';
import { snapshotAccountDay } from './account-day';

const snapshot = (accountId: string, timeZone?: string): CampaignSnapshot => ({
  campaignId: `c-${accountId}`,
  accountId,
  name: 'Campaign',
  status: 'ACTIVE',
  objective: 'OUTCOME_SALES',
  refreshedAt: '2026-06-10T17:00:00.000Z',
  ...(timeZone && { timeZone }),
});

describe("an ad account's day for its caps", () => {
  const day = snapshotAccountDay({
    snapshots: async () => [snapshot('act_1', 'Asia/Singapore'), snapshot('act_2')],
  });
  // 17:30 UTC on 10 June: 01:30 on 11 June in Singapore (UTC+8), 13:30 on 10 June in New York (EDT).
  const nowMs = Date.parse('2026-06-10T17:30:00Z');

  it("counts in the account's own time zone, whichever way its id is written", async () => {
    expect(await day('1', nowMs)).toBe('2026-06-11');
    expect(await day('act_1', nowMs)).toBe('2026-06-11');
  });

  it('counts in US Eastern for an account whose zone is not known yet', async () => {
    expect(await day('2', nowMs)).toBe('2026-06-10');
    expect(await day('3', nowMs)).toBe('2026-06-10');
  });
});
