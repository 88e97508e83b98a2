/**
 * Meta's ad account `account_status` codes, named as `GET /api/meta/status` reports them (`statusLabel`), and
 * whether an account in that status can run ads. The contract names 1 and 2
 * (docs/contract.md#meta-integration); the rest are from Meta's ad account reference
 * (docs/upstream/meta-marketing-api.md, "Ad account").
 */
export const AD_ACCOUNT_STATUSES: Record<number, { label: string; canRunAds: boolean }> = {
  1: { label: 'Active', canRunAds: true },
  2: { label: 'Disabled', canRunAds: false },
  3: { label: 'Unsettled', canRunAds: false },
  7: { label: 'Pending risk review', canRunAds: false },
  8: { label: 'Pending settlement', canRunAds: false },
  9: { label: 'In grace period (can still run ads)', canRunAds: true },
  100: { label: 'Pending closure', canRunAds: false },
  101: { label: 'Closed', canRunAds: false },
};
