/** One name of the adset name pool as stored. */
export interface AdsetNameRecord {
  name: string;
  channelNumber: number;
  /** Who holds a used name: a campaign creation, or `meta` for a name found in the ad account. */
  owner?: string;
}

/** What a conditional take found when it did not succeed. */
export type TakeOutcome = 'taken' | 'used' | 'unknown';

/**
 * The adset name pool. Every state change is one conditional write on the name's own item, so two
 * callers never both hold a name, without transactions.
 */
export interface AdsetNameStore {
  /** Available names, lowest channel first; at most `limit` when given. */
  listAvailable(limit?: number): Promise<AdsetNameRecord[]>;
  listUsed(): Promise<AdsetNameRecord[]>;
  /** Available names, counted up to `atMost` (so the cost stays bounded). */
  countAvailable(atMost: number): Promise<number>;
  /** Marks the name used by `owner`; `taken` also when `owner` holds it already (a retry). */
  take(name: string, owner: string): Promise<TakeOutcome>;
  /** Makes the name available again if `owner` still holds it; false otherwise. */
  release(name: string, owner: string): Promise<boolean>;
  /** Marks a name used by `owner` whatever its state, adding it when absent; false when it was used already. */
  markUsed(record: AdsetNameRecord): Promise<boolean>;
  /** The highest channel number ever added to the pool (0 for an empty pool). */
  highestChannel(): Promise<number>;
  /**
   * Adds channels `from + 1` to `from + count` as available (names present already stay as they are) and
   * moves the highest channel to `from + count`, unless another caller moved it first.
   */
  grow(from: number, count: number): Promise<void>;
}
