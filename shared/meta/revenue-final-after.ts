// Free of zod: the revenue settlement imports it at init, where the revenue source's schemas are not
// needed (decision 062).

/** Without a final flag column, a day's revenue counts as final this many hours after the day ends (US Eastern). */
export const DEFAULT_FINAL_AFTER_HOURS = 48;
/** A month: partners settle in a day or two; longer would keep rules that spend more waiting for weeks. */
export const FINAL_AFTER_HOURS_MAX = 720;
