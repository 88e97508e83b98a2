/**
 * JSON with every object's keys in sorted order (arrays keep theirs): two values that differ only in key
 * order give the same text, so a hash of it fingerprints the value.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry !== null && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}
