/** Meta's age limits, also the forms' (13 to 65, 53 choices; docs/contract.md#campaign-creator). */
export const AGE_MIN = 13;
export const AGE_MAX = 65;
export const AGE_CHOICES: readonly number[] = Array.from(
  { length: AGE_MAX - AGE_MIN + 1 },
  (_, i) => AGE_MIN + i,
);

/** The forms' money limits, in dollars (docs/contract.md#campaign-creator). */
export const MIN_DAILY_BUDGET = 1;
export const MIN_BID_AMOUNT = 0.01;
export const BID_AMOUNT_STEP = 0.01;
export const BUDGET_STEP = 1;
