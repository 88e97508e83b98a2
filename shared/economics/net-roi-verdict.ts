/**
 * ROI here is revenue over spend in percent (docs/contract.md#insights-formulas): 100% is breaking even,
 * the line the screens colour green from. A net ROI (AI cost added to the spend) above it means the keyword
 * earned more than its ads and its AI generation cost.
 */
export const BREAK_EVEN_ROI_PERCENT = 100;

/** The number of an ROI text as the API writes it (`'153.20%'` is 153.2); NaN when it is none. */
export const roiPercentOf = (text: string): number => Number.parseFloat(text);

/** Whether a net ROI text says the keyword earns more than it costs (a positive return). */
export const earnsMoreThanItCosts = (netRoi: string): boolean =>
  roiPercentOf(netRoi) > BREAK_EVEN_ROI_PERCENT;
