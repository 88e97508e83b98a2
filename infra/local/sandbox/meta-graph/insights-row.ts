/** A row of the fields asked for, and its date range, as Graph answers: a field with no value is left out. */
export function insightsRow(values: Record<string, unknown>, fields: readonly string[]) {
  const row: Record<string, unknown> = {};
  for (const field of [...fields, 'date_start', 'date_stop'])
    if (values[field] !== undefined) row[field] = values[field];
  return row;
}
