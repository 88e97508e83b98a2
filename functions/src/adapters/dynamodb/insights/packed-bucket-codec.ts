import type { AdDay, CampaignDay, CampaignSnapshot, ChannelRevenueDay } from '../../../ports/insights-store';

/**
 * How the insights store packs its rows (decision 016). A day's campaign figures (or channel figures, or
 * the campaigns' snapshots) are spread over `BUCKETS` items chosen by a hash of the id; an item holds all
 * its rows in one JSON attribute, `entries`, from id to a compact array of the values in a fixed field
 * order: the field names are written once, here, not per entry. One attribute per campaign was measured
 * first: DynamoDB (and dynalite) pay per attribute, so a 30-day read of 2,000 campaigns cost 1.7 s that way
 * and 0.15 s as one attribute per item.
 *
 * Each item records in `format` which field order it was written in, so that adding or moving a field
 * (a new format) can never read stored arrays in the wrong order: a reader decodes the formats it knows
 * and refuses any other loudly. Items written before formats were recorded carry none: they are format 1.
 * Nothing outside this module sees the arrays.
 */

/** Buckets per day and kind: 2,000 campaigns make items of about 25 KB, far below DynamoDB's 400 KB. */
const BUCKETS = 8;
const DAY_PARTITION_PREFIX = 'INSIGHTS#';
/** The format of the items written before formats were recorded (they have no `format` attribute). */
const UNRECORDED_FORMAT = 1;

export const dayPartition = (day: string) => `${DAY_PARTITION_PREFIX}${day}`;
const dayOf = (pk: string) => pk.slice(DAY_PARTITION_PREFIX.length);
export const SNAPSHOTS_PARTITION = 'INSIGHTS_CAMPAIGNS';

/** A stable bucket for an id (FNV-1a), so a campaign's figures always land in the same item. */
export function bucketOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % BUCKETS;
}

type Values = unknown[];
type Entries = Record<string, Values>;
type StoredItem = Record<string, unknown>;
/** Decodes one entry of an item; made once per item, so per-item work (the day) is done once. */
type EntryDecoder<Row> = (id: string, values: Values) => Row;

/** How one kind of row is packed and read back. */
export interface PackedKind<Row> {
  /** Sort key prefix of this kind's bucket items. */
  prefix: string;
  /** The field order writers use now. */
  format: number;
  /** The partition a row belongs in and its id within the bucket. */
  keyOf(row: Row): { pk: string; id: string };
  /** The row's values in the field order of `format`. */
  encode(row: Row): Values;
  /** For each format this code reads, the entry decoder of an item in the partition `pk`. */
  readers: Readonly<Record<number, (pk: string) => EntryDecoder<Row>>>;
}

/**
 * Decoders build object literals (not objects keyed in a loop): that is what keeps 60,000 campaign days
 * cheap to read.
 */
export const CAMPAIGN_DAYS: PackedKind<CampaignDay> = {
  prefix: 'CAMPAIGN_DAYS#',
  format: 1,
  keyOf: (row) => ({ pk: dayPartition(row.day), id: row.campaignId }),
  encode: (row) => [
    row.accountId,
    row.campaignName,
    row.spend,
    row.impressions,
    row.clicks,
    row.linkClicks,
    row.results,
    row.conversions,
  ],
  readers: {
    1: (pk) => {
      const day = dayOf(pk);
      return (campaignId, values) => ({
        day,
        campaignId,
        accountId: values[0] as string,
        campaignName: values[1] as string,
        spend: values[2] as number,
        impressions: values[3] as number,
        clicks: values[4] as number,
        linkClicks: values[5] as number,
        results: values[6] as number,
        conversions: values[7] as number,
      });
    },
  },
};

/** An ad's day (the fatigue signal's figures), in the same day partitions as the campaigns'. */
export const AD_DAYS: PackedKind<AdDay> = {
  prefix: 'AD_DAYS#',
  format: 1,
  keyOf: (row) => ({ pk: dayPartition(row.day), id: row.adId }),
  encode: (row) => [row.adName, row.adsetId, row.campaignId, row.impressions, row.reach, row.linkClicks],
  readers: {
    1: (pk) => {
      const day = dayOf(pk);
      return (adId, values) => ({
        day,
        adId,
        adName: values[0] as string,
        adsetId: values[1] as string,
        campaignId: values[2] as string,
        impressions: values[3] as number,
        reach: values[4] as number,
        linkClicks: values[5] as number,
      });
    },
  },
};

/**
 * Format 2 adds the settlement (`final` as 1/0) and the first estimate (or null). Format 1 recorded
 * neither: its rows read as not known to be final, with no first estimate, so nothing claims settled
 * money it never saw settled (the next refresh of the day writes format 2).
 */
export const CHANNEL_DAYS: PackedKind<ChannelRevenueDay> = {
  prefix: 'CHANNEL_DAYS#',
  format: 2,
  keyOf: (row) => ({ pk: dayPartition(row.day), id: row.channel }),
  encode: (row) => [
    row.revenue,
    row.conversions,
    row.pageViews,
    row.sessions,
    row.final ? 1 : 0,
    row.firstEstimate,
  ],
  readers: {
    1: (pk) => {
      const day = dayOf(pk);
      return (channel, values) => ({
        day,
        channel,
        revenue: values[0] as number,
        conversions: values[1] as number,
        pageViews: values[2] as number,
        sessions: values[3] as number,
        final: false,
        firstEstimate: null,
      });
    },
    2: (pk) => {
      const day = dayOf(pk);
      return (channel, values) => ({
        day,
        channel,
        revenue: values[0] as number,
        conversions: values[1] as number,
        pageViews: values[2] as number,
        sessions: values[3] as number,
        final: values[4] === 1,
        firstEstimate: values[5] as number | null,
      });
    },
  },
};

const optional = <T>(value: unknown) => (value === null ? undefined : (value as T));

function decodeSnapshotV1(campaignId: string, values: Values): CampaignSnapshot {
  const snapshot: CampaignSnapshot = {
    campaignId,
    accountId: values[0] as string,
    name: values[1] as string,
    status: values[2] as string,
    objective: values[3] as string,
    refreshedAt: values[8] as string,
  };
  // Optional fields stay absent rather than undefined, as the refresh wrote them.
  const bidStrategy = optional<string>(values[4]);
  const dailyBudget = optional<number>(values[5]);
  const bidCap = optional<number>(values[6]);
  const channel = optional<string>(values[7]);
  if (bidStrategy !== undefined) snapshot.bidStrategy = bidStrategy;
  if (dailyBudget !== undefined) snapshot.dailyBudget = dailyBudget;
  if (bidCap !== undefined) snapshot.bidCap = bidCap;
  if (channel !== undefined) snapshot.channel = channel;
  return snapshot;
}

export const SNAPSHOTS: PackedKind<CampaignSnapshot> = {
  prefix: 'SNAPSHOTS#',
  format: 1,
  keyOf: (snapshot) => ({ pk: SNAPSHOTS_PARTITION, id: snapshot.campaignId }),
  encode: (snapshot) => [
    snapshot.accountId,
    snapshot.name,
    snapshot.status,
    snapshot.objective,
    snapshot.bidStrategy ?? null,
    snapshot.dailyBudget ?? null,
    snapshot.bidCap ?? null,
    snapshot.channel ?? null,
    snapshot.refreshedAt,
  ],
  readers: { 1: () => decodeSnapshotV1 },
};

/** Rows packed for one bucket item, in their kind's current format. */
export interface PackedBucket {
  pk: string;
  sk: string;
  entries: Entries;
}

/** Rows grouped into the bucket items they belong in. */
export function pack<Row>(kind: PackedKind<Row>, rows: Row[]): PackedBucket[] {
  const buckets = new Map<string, PackedBucket>();
  for (const row of rows) {
    const { pk, id } = kind.keyOf(row);
    const sk = `${kind.prefix}${bucketOf(id)}`;
    const bucket = buckets.get(`${pk} ${sk}`) ?? { pk, sk, entries: {} };
    bucket.entries[id] = kind.encode(row);
    buckets.set(`${pk} ${sk}`, bucket);
  }
  return [...buckets.values()];
}

/** The attributes a bucket item is stored with (its key, its format and its entries). */
export const bucketItem = <Row>(kind: PackedKind<Row>, { pk, sk, entries }: PackedBucket) => ({
  pk,
  sk,
  format: kind.format,
  entries: JSON.stringify(entries),
});

const formatOf = (item: StoredItem) => item.format ?? UNRECORDED_FORMAT;

/** The decoder for a stored item's format; throws when this code does not know that format. */
function decoderOf<Row>(kind: PackedKind<Row>, item: StoredItem): EntryDecoder<Row> {
  const format = formatOf(item);
  if (typeof format !== 'number' || !Object.hasOwn(kind.readers, format)) {
    throw new Error(
      `Insights item ${String(item.pk)} ${String(item.sk)} is packed in format ${String(format)}, which this ` +
        `code cannot read (it reads ${Object.keys(kind.readers).join(', ')}): it was written by a newer ` +
        'version of the application.',
    );
  }
  return kind.readers[format]!(String(item.pk));
}

const entriesOf = (item: StoredItem): Entries =>
  item.entries === undefined ? {} : (JSON.parse(String(item.entries)) as Entries);

/** The rows a stored bucket item holds. */
export function unpack<Row>(kind: PackedKind<Row>, item: StoredItem): Row[] {
  const decode = decoderOf(kind, item);
  return Object.entries(entriesOf(item)).map(([id, values]) => decode(id, values));
}

/**
 * `fresh` merged into the stored item of the same bucket (its rows replace those of the same id): the
 * result is all in the current format, so the stored entries of an earlier format are decoded and encoded
 * again; those of a format this code does not know make it throw rather than be dropped or misread.
 */
export function mergeBucket<Row>(
  kind: PackedKind<Row>,
  stored: StoredItem | undefined,
  fresh: PackedBucket,
): PackedBucket {
  if (stored === undefined) return fresh;
  const decode = decoderOf(kind, stored);
  const entries = entriesOf(stored);
  if (formatOf(stored) !== kind.format) {
    for (const [id, values] of Object.entries(entries)) entries[id] = kind.encode(decode(id, values));
  }
  return { ...fresh, entries: { ...entries, ...fresh.entries } };
}
