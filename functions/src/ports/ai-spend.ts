import type { AiBudgetSettings } from '#shared/schemas/ai-budget';

/** A day (`2026-11-29`) and the month it is in (`2026-11`), in the screens' time zone. */
export interface BudgetPeriods {
  day: string;
  month: string;
}

/** What was spent in a day and in its month, in USD. */
export interface PeriodSpend {
  day: number;
  month: number;
}

/**
 * The AI cost ledger summed per day and month (decision 052): the account's sums and each site's, added to
 * as each pipeline step and creative refresh is priced.
 */
export interface AiSpendLedger {
  /** Adds a cost to the periods' sums (the site's too when given) and answers the account's and site's new sums. */
  add(
    costUsd: number,
    periods: BudgetPeriods,
    siteId?: string,
  ): Promise<{ account: PeriodSpend; site?: PeriodSpend }>;
  /** The account's sums, and those of the sites asked for. */
  spent(
    periods: BudgetPeriods,
    siteIds?: string[],
  ): Promise<{ account: PeriodSpend; sites: Record<string, PeriodSpend> }>;
}

/** Settings > AI Budget: one item. */
export interface AiBudgetSettingsStore {
  get(): Promise<AiBudgetSettings | undefined>;
  save(settings: AiBudgetSettings): Promise<void>;
}
