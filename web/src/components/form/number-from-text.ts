/** A number input's text as a number, for a form schema; an empty input counts as missing ("Required"). */
export function numberFromText(value: unknown): unknown {
  if (value === '') return undefined;
  return typeof value === 'string' ? Number(value) : value;
}
