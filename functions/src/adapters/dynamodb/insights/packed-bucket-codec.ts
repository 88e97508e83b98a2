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

type Key<Row> = keyof Row & string;

/** One place of a format's array: the row property it holds and how its value is stored. */
interface StoredField<Row> {
  key: Key<Row>;
  write(value: unknown): unknown;
  /** The property's value, or undefined to leave the property out of the row. */
  read(stored: unknown): unknown;
}

/** A property stored as it is, or one stored another way. */
type FieldSpec<Row> = Key<Row> | StoredField<Row>;

/** A boolean stored as 1 or 0. */
const flag = <Row>(key: Key<Row>): StoredField<Row> => ({
  key,
  write: (value) => (value ? 1 : 0),
  read: (stored) => stored === 1,
});

/** An optional property stored as null when absent, and absent again (not undefined) when read. */
const optional = <Row>(key: Key<Row>): StoredField<Row> => ({
  key,
  write: (value) => value ?? null,
  read: (stored) => (stored === null ? undefined : stored),
});

const asIs = (value: unknown) => value;
const storedField = <Row>(spec: FieldSpec<Row>): StoredField<Row> =>
  typeof spec === 'string' ? { key: spec, write: asIs, read: asIs } : spec;

/** A format: its array's fields in order, and the values of properties it did not record. */
interface FormatSpec<Row> {
  fields: readonly FieldSpec<Row>[];
  unrecorded?: Partial<Row>;
}

/** Where a kind's rows are stored: the key from a row, and the row's key properties back from the key. */
interface Placement<Row> {
  keyOf(row: Row): { pk: string; id: string };
  /** Made once per item: the key properties of the entry of an id. */
  keyFields(pk: string): (id: string) => Partial<Row>;
}

/** Rows in the partition of their day, with the id held by `idKey`. */
const byDay = <Row extends { day: string }>(idKey: Key<Row>): Placement<Row> => ({
  keyOf: (row) => ({ pk: dayPartition(row.day), id: String(row[idKey]) }),
  keyFields: (pk) => {
    const day = dayOf(pk);
    return (id) => ({ day, [idKey]: id }) as Partial<Row>;
  },
});

/** Rows all in one partition, with the id held by `idKey`. */
const inPartition = <Row>(pk: string, idKey: Key<Row>): Placement<Row> => ({
  keyOf: (row) => ({ pk, id: String(row[idKey]) }),
  keyFields: () => (id) => ({ [idKey]: id }) as Partial<Row>,
});

function readerOf<Row>(placement: Placement<Row>, { fields, unrecorded }: FormatSpec<Row>) {
  const stored = fields.map(storedField);
  return (pk: string): EntryDecoder<Row> => {
    const keyFields = placement.keyFields(pk);
    return (id, values) => {
      const row: Record<string, unknown> = keyFields(id);
      for (let index = 0; index < stored.length; index += 1) {
        const field = stored[index]!;
        const value = field.read(values[index]);
        if (value !== undefined) row[field.key] = value;
      }
      return (unrecorded === undefined ? row : Object.assign(row, unrecorded)) as Row;
    };
  };
}

/**
 * A kind from one field list per format: the highest format is the one written, and each list gives
 * both that format's encoder and its reader, so the two cannot disagree on a position.
 */
function packedKind<Row>(spec: {
  prefix: string;
  placement: Placement<Row>;
  formats: Readonly<Record<number, FormatSpec<Row>>>;
}): PackedKind<Row> {
  const format = Math.max(...Object.keys(spec.formats).map(Number));
  const written = spec.formats[format]!.fields.map(storedField);
  const readers: Record<number, (pk: string) => EntryDecoder<Row>> = {};
  for (const [number, formatSpec] of Object.entries(spec.formats)) {
    readers[Number(number)] = readerOf(spec.placement, formatSpec);
  }
  return {
    prefix: spec.prefix,
    format,
    keyOf: spec.placement.keyOf,
    encode: (row) => written.map((field) => field.write(row[field.key])),
    readers,
  };
}

export const CAMPAIGN_DAYS = packedKind<CampaignDay>({
  prefix: 'CAMPAIGN_DAYS#',
  placement: byDay('campaignId'),
  formats: {
    1: {
      fields: [
        'accountId',
        'campaignName',
        'spend',
        'impressions',
        'clicks',
        'linkClicks',
        'results',
        'conversions',
      ],
    },
  },
});

/** An ad's day (the fatigue signal's figures), in the same day partitions as the campaigns'. */
export const AD_DAYS = packedKind<AdDay>({
  prefix: 'AD_DAYS#',
  placement: byDay('adId'),
  formats: { 1: { fields: ['adName', 'adsetId', 'campaignId', 'impressions', 'reach', 'linkClicks'] } },
});

const CHANNEL_FIGURES = ['revenue', 'conversions', 'pageViews', 'sessions'] as const;

/**
 * Format 2 adds the settlement (`final` as 1/0) and the first estimate (or null). Format 1 recorded
 * neither: its rows read as not known to be final, with no first estimate, so nothing claims settled
 * money it never saw settled (the next refresh of the day writes format 2).
 */
export const CHANNEL_DAYS = packedKind<ChannelRevenueDay>({
  prefix: 'CHANNEL_DAYS#',
  placement: byDay('channel'),
  formats: {
    1: { fields: CHANNEL_FIGURES, unrecorded: { final: false, firstEstimate: null } },
    2: { fields: [...CHANNEL_FIGURES, flag('final'), 'firstEstimate'] },
  },
});

const SNAPSHOT_FIELDS: readonly FieldSpec<CampaignSnapshot>[] = [
  'accountId',
  'name',
  'status',
  'objective',
  optional('bidStrategy'),
  optional('dailyBudget'),
  optional('bidCap'),
  optional('channel'),
  'refreshedAt',
];

/** Format 2 adds the ad account's time zone; format 1's rows read without one (US Eastern, decision 057). */
export const SNAPSHOTS = packedKind<CampaignSnapshot>({
  prefix: 'SNAPSHOTS#',
  placement: inPartition(SNAPSHOTS_PARTITION, 'campaignId'),
  formats: {
    1: { fields: SNAPSHOT_FIELDS },
    2: { fields: [...SNAPSHOT_FIELDS, optional('timeZone')] },
  },
});

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
