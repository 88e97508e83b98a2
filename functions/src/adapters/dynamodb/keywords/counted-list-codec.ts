import { type Child, type ListMember, type ListShape, leafOf, type Summary } from './counted-list';
import type { MemberBitmap } from './member-bitmap';

/**
 * How a counted list is stored (ADR 007), and the only module that knows its stored names:
 * - `KWL#<list>`/`H`: the head; `KWL#<list>`/`<level>#<index, 12 digits>`: the nodes below it (level 0: leaves).
 * - `v` on every node: its version, bumped by every write to it.
 * - `m<sequence>` in a leaf: a member, as one string (`encodeMember`).
 * - `c<index>` in a node or the head: a child's summary, `{ v, n, lo, hi, b }` (`StoredSummary`).
 * Short names, since a leaf holds up to a thousand members and a head a summary per leaf.
 */
export type NodeItem = Record<string, unknown>;

export const listPk = (shape: ListShape) => `KWL#${shape.name}`;
export const HEAD_SK = 'H';
export const nodeSk = (level: number, index: number) => `${level}#${String(index).padStart(12, '0')}`;

/** The attribute a node keeps its version in, and a summary its child's version. */
export const VERSION_ATTRIBUTE = 'v';
export const memberAttribute = (sequence: number) => `m${sequence}`;
export const childAttribute = (index: number) => `c${index}`;
const MEMBER_ATTRIBUTE = /^m(\d+)$/;
const CHILD_ATTRIBUTE = /^c(\d+)$/;

export const nodeVersion = (node: NodeItem) => node[VERSION_ATTRIBUTE] as number;

/** Where a member of a list is stored: its leaf's key and its attribute there. */
export const memberLocation = (shape: ListShape, sequence: number) => ({
  key: { pk: listPk(shape), sk: nodeSk(0, leafOf(shape, sequence)) },
  attribute: memberAttribute(sequence),
});

/**
 * A member is stored as one string, `<version, 10 digits>|<class, or x when gone>|<day>|<id>`: compact, and
 * ordered by version, so "only over an older state" is a plain comparison.
 */
const VERSION_DIGITS = 10;
const GONE_CLASS = 'x';
export const encodeMember = (member: ListMember) =>
  [
    String(member.version).padStart(VERSION_DIGITS, '0'),
    member.gone ? GONE_CLASS : member.class,
    member.day ?? '',
    member.id,
  ].join('|');

/** The members of a leaf, newest first. */
export function membersOf(leaf: NodeItem): ListMember[] {
  const members: ListMember[] = [];
  for (const [name, value] of Object.entries(leaf)) {
    const match = MEMBER_ATTRIBUTE.exec(name);
    if (!match) continue;
    const [version, memberClass, day, ...id] = (value as string).split('|');
    const gone = memberClass === GONE_CLASS;
    members.push({
      sequence: Number(match[1]),
      id: id.join('|'),
      class: gone ? '' : memberClass!,
      day: day || undefined,
      version: Number(version),
      gone,
    });
  }
  return members.sort((a, b) => b.sequence - a.sequence);
}

/** A summary as stored: `v` version, `n` counts by class, `lo`/`hi` first and last day, `b` bitmap. */
interface StoredSummary {
  v: number;
  n: Record<string, number>;
  lo?: string;
  hi?: string;
  b?: MemberBitmap;
}

export function encodeSummary(summary: Summary): StoredSummary {
  const stored: StoredSummary = { v: summary.version, n: summary.counts };
  if (summary.bitmap) stored.b = summary.bitmap;
  if (summary.firstDay) stored.lo = summary.firstDay;
  if (summary.lastDay) stored.hi = summary.lastDay;
  return stored;
}

const decodeSummary = (stored: StoredSummary): Summary => ({
  version: stored.v,
  counts: stored.n,
  firstDay: stored.lo,
  lastDay: stored.hi,
  bitmap: stored.b,
});

/** The children summarized in a node or the head, newest first. */
export function childrenOf(node: NodeItem): Child[] {
  const children: Child[] = [];
  for (const [name, value] of Object.entries(node)) {
    const match = CHILD_ATTRIBUTE.exec(name);
    if (match) children.push({ index: Number(match[1]), summary: decodeSummary(value as StoredSummary) });
  }
  return children.sort((a, b) => b.index - a.index);
}
