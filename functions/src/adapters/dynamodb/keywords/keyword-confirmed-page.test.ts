import { describe, expect, it } from 'vitest';
import type { ListMember } from './counted-list';
import { confirmedPage, type PositionRead } from './keyword-confirmed-page';

const member = (n: number): ListMember => ({
  sequence: 100 - n,
  id: `k${n}`,
  class: 'Processing',
  version: 1,
});

/** A list of `total` members, `k0` newest; `holes`: positions a read answers nothing for. */
function listOf(total: number, holes: ReadonlySet<number> = new Set()) {
  const reads: [number, number][] = [];
  const read: PositionRead = async (offset, limit) => {
    reads.push([offset, limit]);
    const positions = Array.from(
      { length: Math.max(0, Math.min(limit, total - offset)) },
      (_, k) => offset + k,
    );
    return { total, members: positions.filter((n) => !holes.has(n)).map(member) };
  };
  return { read, reads };
}

/** Confirms every member but these ids. */
const allBut =
  (...moved: string[]) =>
  async (members: ListMember[]) =>
    members.filter((m) => !moved.includes(m.id)).map((m) => m.id);

describe('confirmedPage', () => {
  it('reads once when every row is confirmed', async () => {
    const { read, reads } = listOf(45);

    const page = await confirmedPage(read, allBut(), 20, 20);

    expect(page).toEqual({ total: 45, rows: Array.from({ length: 20 }, (_, k) => `k${20 + k}`) });
    expect(reads).toEqual([[20, 20]]);
  });

  it('fills the rows left out from the positions after the page, with the first total', async () => {
    const { read, reads } = listOf(45);

    const page = await confirmedPage(read, allBut('k3', 'k20'), 0, 20);

    expect(page.rows).toEqual([
      ...['k0', 'k1', 'k2'],
      ...Array.from({ length: 16 }, (_, k) => `k${4 + k}`),
      'k21',
    ]);
    expect(page.total).toBe(45);
    expect(reads).toEqual([
      [0, 20],
      [20, 1],
      [21, 1],
    ]);
  });

  it('moves on past positions a read answered nothing for, and stops at the end of the list', async () => {
    const { read, reads } = listOf(23, new Set([5, 21]));

    const page = await confirmedPage(read, allBut('k22'), 0, 20);

    expect(page.rows).toEqual([
      ...Array.from({ length: 5 }, (_, k) => `k${k}`),
      ...Array.from({ length: 15 }, (_, k) => `k${6 + k}`),
    ]);
    expect(reads).toEqual([
      [0, 20],
      [20, 1],
    ]);

    const last = await confirmedPage(read, allBut('k22'), 20, 20);
    expect(last).toEqual({ total: 23, rows: ['k20'] });
  });

  it('reads nothing further past the end', async () => {
    const { read, reads } = listOf(10);

    expect(await confirmedPage(read, allBut(), 20, 20)).toEqual({ total: 10, rows: [] });
    expect(reads).toEqual([[20, 20]]);
  });
});
