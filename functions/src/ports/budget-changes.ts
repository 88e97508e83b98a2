/** The budget changes recorded for one ad set, and the version a conditional write must find. */
export interface BudgetChangeEntry {
  /** When each recorded change was made (epoch ms), oldest first; old ones are dropped by the ledger. */
  changes: number[];
  /** 0 when nothing was ever recorded. */
  version: number;
}

/**
 * Budget changes per ad set, for Meta's limit of 4 an hour. Every write is conditional on the version
 * read, so two requests never both take the last free change.
 */
export interface BudgetChangeStore {
  read(adsetId: string): Promise<BudgetChangeEntry>;
  /** Stores `changes` as version `expectedVersion + 1`; false when another write came first. */
  write(adsetId: string, changes: number[], expectedVersion: number, expiresAt: number): Promise<boolean>;
}
