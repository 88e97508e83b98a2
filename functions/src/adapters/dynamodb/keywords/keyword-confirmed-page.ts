import type { ListMember } from './counted-list';

/** Members of a list at positions `offset` to `offset + limit - 1` (newest first), and how many it holds. */
export type PositionRead = (
  offset: number,
  limit: number,
) => Promise<{ total: number; members: ListMember[] }>;

/**
 * A page of rows whose records confirm the list's word, kept full: the lists are written after their records
 * (ADR 007, write order 2), so a member read from a list may belong to a record that has moved on meanwhile
 * (a keyword that finished between the list read and the record read). `confirm` leaves such rows out, and
 * the page is filled from the next positions of the same read, whose nodes are mostly at hand already: a page
 * with no row left out costs nothing more, and one that lost some costs a record read (and the list items
 * not read yet, usually none) per round, in proportion to the rows that moved, never to the list's size.
 *
 * The total is the first read's: the lists' count when their head was read, where every keyword is counted
 * once, in the state its list entry held then. That is the exact total of that instant: a row left out here
 * moved after it, and its list entry follows its record in the same operation, so the next read counts it
 * under its new state. Taking it off this total would count it in no state at all (and only the moved rows
 * this page happened to read would be taken off), so the counts of every state still add up to the whole.
 * (A crash between a record write and its list write leaves the count a step behind until the keyword's
 * next write, ADR 007; the rows are right meanwhile.)
 */
export async function confirmedPage<Row>(
  read: PositionRead,
  confirm: (members: ListMember[]) => Promise<Row[]>,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: Row[] }> {
  const first = await read(offset, limit);
  const rows = await confirm(first.members);
  // Positions, not rows: a read may answer fewer members than asked (a leaf that changed after its
  // summary was read), and the next round must still move on.
  let next = offset + limit;
  while (rows.length < limit && next < first.total) {
    const wanted = limit - rows.length;
    const { members } = await read(next, wanted);
    rows.push(...(await confirm(members)));
    next += wanted;
  }
  return { total: first.total, rows };
}
