/**
 * The insights' money inputs keep only digits and the dot (docs/contract.md#campaign-actions): `$1,250.5x` ->
 * `1250.5`.
 */
export const stripMoneyInput = (value: string) => value.replace(/[^\d.]/g, '');

/** The amount to save, or undefined when there is nothing to save (empty, a lone dot, or two dots). */
export function moneyToSave(value: string): number | undefined {
  if (!/^\d*\.?\d*$/.test(value) || !/\d/.test(value)) return undefined;
  return Number(value);
}
