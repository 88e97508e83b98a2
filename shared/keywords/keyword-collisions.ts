/**
 * Keyword collisions at entry (issue 24): two keywords collide when their normalised word sets are equal
 * ("best hiking boots", "Hiking boots, best"): their articles would cover the same ground.
 */

/** Lower-case words, each once, in alphabetical order: what two colliding keywords share. */
export function wordSetKey(keyword: string): string {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].sort().join(' ');
}

export interface LineCollision {
  /** The later line, which dropping removes. */
  keyword: string;
  /** The earlier line with the same words. */
  sameAs: string;
}

/** Lines whose word set equals an earlier line's, in order. */
export function collisionsWithin(lines: readonly string[]): LineCollision[] {
  const first = new Map<string, string>();
  const found: LineCollision[] = [];
  for (const line of lines) {
    const key = wordSetKey(line);
    if (!key) continue;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, line);
    else found.push({ keyword: line, sameAs: earlier });
  }
  return found;
}
