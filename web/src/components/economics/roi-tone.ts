/**
 * ROI colours (docs/contract.md#insights-formulas), at or above 100% green and below red, for ROI and net ROI
 * alike: from the percent number, or from the API's percent text (`'153.20%'`).
 */
export const roiTone = (roi: number | string) =>
  (typeof roi === 'number' ? roi : Number.parseFloat(roi)) >= 100 ? 'success.dark' : 'error.dark';
