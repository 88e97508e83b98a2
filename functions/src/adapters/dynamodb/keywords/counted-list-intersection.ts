import type { ListMember } from './counted-list';
import type { ListReader } from './counted-list-reader';
import { countBits, intersectBitmaps, type MemberBitmap, positionsDescending } from './member-bitmap';

/** The members in all of several bitmap lists, by leaf (first sequence number), newest leaf first. */
interface Common {
  first: number;
  bitmap: MemberBitmap;
  count: number;
}

/** The leaves all the lists share. */
async function commonLeaves(lists: ListReader[]): Promise<Common[]> {
  const [first, ...others] = await Promise.all(lists.map((list) => list.leafBitmaps()));
  const common: Common[] = [];
  for (const [start, bitmap] of first ?? []) {
    const theirs = others.map((byLeaf) => byLeaf.get(start));
    if (theirs.some((other) => !other)) continue;
    const both = intersectBitmaps([bitmap, ...(theirs as MemberBitmap[])]);
    if (both) common.push({ first: start, bitmap: both, count: countBits(both) });
  }
  return common.sort((a, b) => b.first - a.first);
}

/** Sequence numbers in all the lists, newest first, from `offset`, at most `limit` (Infinity: all). */
function sequencesOf(common: Common[], offset: number, limit: number): number[] {
  const sequences: number[] = [];
  let skip = offset;
  for (const { first, bitmap, count } of common) {
    if (sequences.length >= limit) break;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const positions = positionsDescending(bitmap).slice(skip, skip + limit - sequences.length);
    sequences.push(...positions.map((position) => first + position));
    skip = 0;
  }
  return sequences;
}

/**
 * A page of the members in every one of these lists (token lists keeping `bitmaps`), newest first, and how
 * many there are: the heads' bitmaps give both, then the page's members (their ids) are looked up in
 * `directory`, a list holding every member in small leaves (the masters list: 100 per leaf where a token
 * list has 1,000), just their attributes. A head per list and one small item per member at most, at any
 * list length (ADR 007). The lists are taken at their heads' word, which a crash can leave a step behind
 * their leaves: the caller confirms the page against the records.
 */
export async function pageOfAll(
  lists: ListReader[],
  directory: ListReader,
  offset: number,
  limit: number,
): Promise<{ total: number; members: ListMember[] }> {
  const common = await commonLeaves(lists);
  const total = common.reduce((sum, { count }) => sum + count, 0);
  const sequences = sequencesOf(common, offset, limit);
  const found = sequences.length > 0 ? await directory.lookup(sequences) : new Map<number, ListMember>();
  return { total, members: sequences.flatMap((sequence) => found.get(sequence) ?? []) };
}

/**
 * Every member in all of these bitmap lists that is also in `filtered` (a list read under a filter), newest
 * first. Walks the smaller side: the sequence numbers the bitmaps leave are looked up in `filtered`, or
 * `filtered`'s members are checked against the bitmaps, which costs no reads. Costs in proportion to the
 * smaller of the two (ADR 007).
 */
export async function allOfFiltered(lists: ListReader[], filtered: ListReader): Promise<ListMember[]> {
  const [common, filteredTotal] = await Promise.all([commonLeaves(lists), filtered.total()]);
  const candidates = sequencesOf(common, 0, Number.POSITIVE_INFINITY);
  if (candidates.length <= filteredTotal) {
    const found = await filtered.lookup(candidates);
    return candidates.flatMap((sequence) => found.get(sequence) ?? []);
  }
  const inAll = new Set(candidates);
  return (await filtered.page(0, Number.POSITIVE_INFINITY)).filter((member) => inAll.has(member.sequence));
}
