import { adAccountPath, type MetaGraphClient } from '../../../ports/meta-graph';

/** An ad as the refresh reads it. */
export interface AdNode {
  id: string;
  name: string;
  status: string;
  effective_status?: string;
  adset_id: string;
  campaign_id: string;
  created_time?: string;
  creative?: { id: string };
}

interface CreativeNode {
  id: string;
  image_hash?: string;
  object_story_spec?: { link_data?: { name?: string; image_hash?: string } };
}

/**
 * What Meta says of an ad it will not deliver: refused in review, or with issues to fix. Anything else
 * (active, in review, paused by a parent) is an ad Meta accepted.
 */
const NOT_ACCEPTED = new Set(['DISAPPROVED', 'WITH_ISSUES']);

const AD_FIELDS = 'id,name,status,effective_status,adset_id,campaign_id,created_time,creative{id}';

export const readAd = (client: MetaGraphClient, adId: string) =>
  client.get<AdNode>(adId, { fields: AD_FIELDS });

/** The campaign's ads that are not deleted or archived, newest first. */
export async function campaignAds(client: MetaGraphClient, campaignId: string): Promise<AdNode[]> {
  const ads: AdNode[] = [];
  for await (const ad of client.paginate<AdNode>(`${campaignId}/ads`, { fields: AD_FIELDS, limit: 100 }))
    ads.push(ad);
  return ads.sort(
    (a, b) => (b.created_time ?? '').localeCompare(a.created_time ?? '') || b.id.localeCompare(a.id),
  );
}

/** The image (by hash) and headline of an ad's creative. */
export async function readCreative(client: MetaGraphClient, creativeId: string) {
  const creative = await client.get<CreativeNode>(creativeId, { fields: 'id,image_hash,object_story_spec' });
  const link = creative.object_story_spec?.link_data;
  return { imageHash: creative.image_hash ?? link?.image_hash, headline: link?.name };
}

/** Uploads image bytes; the same bytes give the same hash, so a lost answer may be sent again. */
export async function uploadImage(
  client: MetaGraphClient,
  accountId: string,
  bytes: Uint8Array,
  name: string,
) {
  const answer = await client.post<{ images?: Record<string, { hash?: string }> }>(
    `${adAccountPath(accountId)}/adimages`,
    { bytes: Buffer.from(bytes).toString('base64'), name },
    { retryLostAnswer: true },
  );
  const hash = Object.values(answer.images ?? {})[0]?.hash;
  if (!hash) throw new Error('Meta accepted the image but returned no hash');
  return hash;
}

/** Setting a status twice is harmless, so a lost answer may be sent again. */
export const setAdStatus = (client: MetaGraphClient, adId: string, status: 'ACTIVE' | 'PAUSED') =>
  client.post(adId, { status }, { retryLostAnswer: true });

/** Meta's verdict on a new ad: undefined when accepted, else its effective status. */
export async function refusalOf(client: MetaGraphClient, adId: string): Promise<string | undefined> {
  const ad = await client.get<{ effective_status?: string }>(adId, { fields: 'effective_status' });
  return ad.effective_status && NOT_ACCEPTED.has(ad.effective_status) ? ad.effective_status : undefined;
}
