const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Money as the spec shows it: USD with 2 decimals. */
export const usd = (amount: number) => usdFormat.format(amount);
export const count = (value: number) => countFormat.format(value);
export const percent = (value: number) => `${value.toFixed(2)}%`;

/** The spec's ROI colours: at or above 100% green, below red. */
export const roiColor = (roi: number | string) =>
  (typeof roi === 'number' ? roi : Number.parseFloat(roi)) >= 100 ? 'success.dark' : 'error.dark';
