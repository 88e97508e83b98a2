import { bitmapOf, type MemberBitmap } from './member-bitmap';

/**
 * An ordered, counted list of keywords (ADR 007): members sorted by sequence number, newest first, stored in
 * leaf items of `spans[0]` sequence numbers each; every level above keeps one summary per child (counts
 * per class, range of creation days) up to a single head. A total reads the head; a page reads the head,
 * then at each level the few nodes it falls in, together: the same work at 100,000 keywords as at 1,000.
 *
 * Writes never add or subtract: a leaf mirrors each member's state at the version of its keyword record
 * (newer versions win), and each summary is copied upward only over an older copy. Every write is
 * therefore idempotent, so any interrupted sync is redone by syncing the record again.
 *
 * This module holds what a list is; `counted-list-codec.ts` how it is stored (the only place that knows
 * the stored names), `counted-list-writer.ts` and `counted-list-reader.ts` how it is written and read.
 */
export interface ListMember {
  /** The member's place in the list: the highest comes first. */
  sequence: number;
  id: string;
  /** What the list counts the member as: its status (`+P` when published) or `*` in token lists. */
  class: string;
  /** UTC creation day (`yyyy-MM-dd`), for date ranges. */
  day?: string;
  /** The version of the keyword record this state comes from. */
  version: number;
  /** The member left the list at `version` (kept as a tombstone so an older sync cannot bring it back). */
  gone?: boolean;
}

export interface ListShape {
  /** The list within the table: `M` (master keywords), `V` (variants), `T:<prefix>` (search). */
  name: string;
  /** Sequence numbers under one node at each level, leaves first; the head sits above the last level. */
  spans: readonly number[];
  /**
   * Leaf summaries carry a bitmap of their live members (`member-bitmap.ts`). Meant for lists of leaves right
   * under the head (token lists): the head then holds every member's bit, so lists intersect from their heads.
   */
  bitmaps?: boolean;
}

export interface ListFilter {
  /** Counted classes; all when absent. */
  classes?: ReadonlySet<string>;
  /** Inclusive UTC days. */
  from?: string;
  to?: string;
}

/** What a node keeps of one child, so that counts and pages can skip the child without opening it. */
export interface Summary {
  /** The child's own version when summarized: a summary is only ever replaced by a newer one. */
  version: number;
  /** Live members under the child, by class. */
  counts: Record<string, number>;
  /** The first and last creation day under the child. */
  firstDay?: string;
  lastDay?: string;
  /** Live members by position in the leaf, in a leaf's summary when its list keeps `bitmaps`. */
  bitmap?: MemberBitmap;
}

export interface Child {
  index: number;
  summary: Summary;
}

/** The leaf a sequence number falls in. */
export const leafOf = (shape: ListShape, sequence: number) => Math.floor(sequence / shape.spans[0]!);

/** A leaf's live members as a bitmap of their positions in it. */
export const liveBitmapOf = (shape: ListShape, members: ListMember[]) =>
  bitmapOf(members.filter((member) => !member.gone).map((member) => member.sequence % shape.spans[0]!));

export const matchesClass = (filter: ListFilter, memberClass: string) =>
  !filter.classes || filter.classes.has(memberClass);
export const matchesDay = (filter: ListFilter, day?: string) =>
  (!filter.from || (day !== undefined && day >= filter.from)) &&
  (!filter.to || (day !== undefined && day <= filter.to));

/** Members of a summary that match, or undefined when only opening the node can tell (a date range edge). */
export function countOf(summary: Summary, filter: ListFilter): number | undefined {
  let count = 0;
  for (const [memberClass, members] of Object.entries(summary.counts)) {
    if (matchesClass(filter, memberClass)) count += members;
  }
  if (count === 0 || (!filter.from && !filter.to)) return count;
  const { firstDay, lastDay } = summary;
  if (!firstDay || !lastDay) return undefined;
  if ((filter.from && lastDay < filter.from) || (filter.to && firstDay > filter.to)) return 0;
  if ((!filter.from || firstDay >= filter.from) && (!filter.to || lastDay <= filter.to)) return count;
  return undefined;
}
