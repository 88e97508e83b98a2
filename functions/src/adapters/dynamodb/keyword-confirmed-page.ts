import type { ListMember } from './keyword-counted-list';

/** Members of a list at positions `offset` to `offset + limit - 1` (newest first), and how many it holds. */
export type PositionRead = (
  offset: number,
  limit: number,
) => Promise<{ total: number; members: ListMember[] }>;

/**
 * A page of rows whose records confirm the list's word, kept full: the lists are written after their records
 * (ADR 007, write order 2), so a member read from a list may belong to a record that has moved on meanwhile
 * (a keyword that finished between the list read and the record read). `confirm` leaves such rows out, and
 * the page is filled from the next positions of the same read, so its nodes are already at hand: a page with
 * no row left out costs nothing more, and one that lost some costs a record read (and at most a leaf) per
 * round, in proportion to the rows that moved, never to the size of the list.
 *
 * The total is the first read's: the lists' count when their head was read, where every keyword is counted
 * once, in the state its list entry held then. A row left out here moved after that read; its list entry
 * follows its record in the same write, so the next read counts it under its new state. Taking it off this
 * total would count it nowhere at that instant (and only the moved rows this page happened to read would be
 * taken off), so the total stays the counted one and the counts of every state still add up to the whole.
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
