/** Ad set names are `channel_` plus five digits, numbered upwards (docs/contract.md#ad-set-names). */
export const ADSET_NAME_PREFIX = 'channel_';
export const ADSET_NAME_DIGITS = 5;
export const ADSET_NAME_PATTERN = new RegExp(`^${ADSET_NAME_PREFIX}(\\d{${ADSET_NAME_DIGITS}})$`);

export const adsetName = (channelNumber: number) =>
  `${ADSET_NAME_PREFIX}${String(channelNumber).padStart(ADSET_NAME_DIGITS, '0')}`;

/** The channel number of a pool name, or undefined for any other name. */
export function channelNumberOf(name: string): number | undefined {
  const match = ADSET_NAME_PATTERN.exec(name);
  return match ? Number(match[1]) : undefined;
}
