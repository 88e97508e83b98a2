const aiUsdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const tokenFormat = new Intl.NumberFormat('en-US');

/** AI costs are fractions of a cent per call: up to 4 decimals, where ad money shows 2. */
export const aiUsd = (amount: number) => aiUsdFormat.format(amount);
export const tokens = (value: number) => tokenFormat.format(value);

/** The spec's ROI colours (at or above 100% green, below red), for ROI and net ROI alike. */
export const roiTone = (roi: string) => (Number.parseFloat(roi) >= 100 ? 'success.dark' : 'error.dark');
