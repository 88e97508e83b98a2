import type { CampaignRecord } from '../../ports/meta-campaigns';
import { failureKindOf } from './campaign-failure-code';

export const campaignKey = (id: string) => ({ pk: `CAMPAIGN#${id}`, sk: 'CAMPAIGN' });
/** Created campaigns share one `gsi1` partition sorted by creation time: the list is one key range. */
export const LIST_PARTITION = 'CAMPAIGNS';

const RECORD_FIELDS = [
  'id',
  'owner',
  'keywordId',
  'campaignName',
  'adsetName',
  'adTitle',
  'adDescription',
  'primaryText',
  'form',
  'fingerprint',
  'targeting',
  'duplicateOf',
  'state',
  'pendingStep',
  'created',
  'status',
  'settings',
  'failure',
  'createdAt',
  'updatedAt',
] as const;

/** A stored campaign item as the port's record: its fields, and the failure's kind from its stored code. */
export function toRecord(item: Record<string, unknown>): CampaignRecord {
  const record: Record<string, unknown> = {};
  for (const field of RECORD_FIELDS) if (item[field] !== undefined) record[field] = item[field];
  const failureKind = failureKindOf(item.failureStatus);
  if (failureKind) record.failureKind = failureKind;
  return record as unknown as CampaignRecord;
}

/** Lower-case text the list's search matches against: names, keyword, ad copy and Meta's ids. */
export function searchTextOf(record: CampaignRecord): string {
  return [
    record.campaignName,
    record.adsetName,
    record.adTitle,
    record.adDescription,
    record.settings?.campaignId,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
