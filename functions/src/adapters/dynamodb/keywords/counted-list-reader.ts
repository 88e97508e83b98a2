import { batchGetAll, itemKey } from '../batch-io';
import type { DynamoTable } from '../dynamo-table';
import {
  type Child,
  countOf,
  type ListFilter,
  type ListMember,
  type ListShape,
  leafOf,
  liveBitmapOf,
  matchesClass,
  matchesDay,
} from './counted-list';
import {
  childrenOf,
  HEAD_SK,
  listPk,
  memberAttribute,
  membersOf,
  type NodeItem,
  nodeSk,
  nodeVersion,
} from './counted-list-codec';
import type { ListWriter } from './counted-list-writer';
import type { MemberBitmap } from './member-bitmap';

/**
 * A lookup of at most this many members reads just their attributes of each leaf (a leaf holds up to a
 * thousand): a page of sparse matches touches one leaf per member, so it must not read the leaves whole.
 */
const PROJECTED_LOOKUP_MAX = 100;

/** Reads list nodes by key, resolving them by sort key; `attributes`: only those (and the keys). */
export type NodeLoader = (
  keys: { pk: string; sk: string }[],
  attributes?: string[],
) => Promise<Map<string, NodeItem | undefined>>;

/** The node loader of one table: BatchGets of up to 100 keys. */
export function createNodeLoader({ client, name: tableName }: DynamoTable): NodeLoader {
  return async (keys, attributes) => {
    const names = attributes && Object.fromEntries(['pk', 'sk', ...attributes].map((a, k) => [`#a${k}`, a]));
    const found = await batchGetAll(
      client,
      tableName,
      keys,
      names ? { projection: Object.keys(names).join(', '), names } : {},
    );
    return new Map(keys.map((key) => [key.sk, found.get(itemKey(key.pk, key.sk))]));
  };
}

/**
 * Reads one list under one filter. Loaded nodes are kept for the reader's life (one request); a node found
 * newer than its parent's summary (a sync cut short) has its summary copied up again on the way.
 */
export function createListReader(writer: ListWriter, shape: ListShape, filter: ListFilter, load: NodeLoader) {
  const pk = listPk(shape);
  const nodes = new Map<string, NodeItem | undefined>();
  const top = shape.spans.length - 1;

  const fetch = async (sks: string[]) => {
    const missing = [...new Set(sks.filter((sk) => !nodes.has(sk)))];
    if (missing.length === 0) return;
    const found = await load(missing.map((sk) => ({ pk, sk })));
    for (const sk of missing) nodes.set(sk, found.get(sk));
  };

  const healed = new Set<string>();
  const open = async (level: number, child: Child) => {
    const sk = nodeSk(level, child.index);
    await fetch([sk]);
    const node = nodes.get(sk);
    if (node && nodeVersion(node) > child.summary.version && !healed.has(sk)) {
      healed.add(sk);
      await writer.propagate(shape, level, child.index, node);
    }
    return node;
  };

  /** A leaf's members that match the filter, newest first (parsed once per leaf). */
  const matching = new Map<NodeItem, ListMember[]>();
  const liveMembers = (leaf: NodeItem) => {
    let members = matching.get(leaf);
    if (!members) {
      members = membersOf(leaf).filter(
        (member) => !member.gone && matchesClass(filter, member.class) && matchesDay(filter, member.day),
      );
      matching.set(leaf, members);
    }
    return members;
  };

  async function count(level: number, child: Child): Promise<number> {
    const known = countOf(child.summary, filter);
    if (known !== undefined) return known;
    const node = await open(level, child);
    if (!node) return 0;
    if (level === 0) return liveMembers(node).length;
    let total = 0;
    for (const grandchild of childrenOf(node)) total += await count(level - 1, grandchild);
    return total;
  }

  const head = async () => {
    await fetch([HEAD_SK]);
    const item = nodes.get(HEAD_SK);
    return item ? childrenOf(item) : [];
  };

  /**
   * The children of `frontier` (all at `level`) a page needs, in order: those before the page are skipped by
   * their counts, then children are taken until they cover it. Resolves the children taken and what is left
   * to skip inside them.
   */
  async function cover(level: number, frontier: Child[], skip: number, limit: number) {
    const taken: Child[] = [];
    let covered = 0;
    for (const child of frontier) {
      const matching = await count(level, child);
      if (matching === 0) continue;
      if (taken.length === 0 && skip >= matching) {
        skip -= matching;
        continue;
      }
      taken.push(child);
      covered += matching;
      if (covered >= skip + limit) break;
    }
    return { taken, skip };
  }

  return {
    /** How many members match the filter. */
    async total(): Promise<number> {
      let total = 0;
      for (const child of await head()) total += await count(top, child);
      return total;
    },

    /**
     * Matching members from position `offset` (newest first), at most `limit` (Infinity: all of them). Goes
     * down one level at a time and reads every node the page needs at a level together, so a page costs
     * the same wherever it falls, across node boundaries too.
     */
    async page(offset: number, limit: number): Promise<ListMember[]> {
      let frontier = await head();
      let skip = offset;
      for (let level = top; level > 0; level -= 1) {
        const needed = await cover(level, frontier, skip, limit);
        skip = needed.skip;
        await fetch(needed.taken.map((child) => nodeSk(level, child.index)));
        frontier = [];
        for (const child of needed.taken) {
          const node = await open(level, child);
          if (node) frontier.push(...childrenOf(node));
        }
      }
      const leaves = await cover(0, frontier, skip, limit);
      await fetch(leaves.taken.map((child) => nodeSk(0, child.index)));
      const members: ListMember[] = [];
      for (const child of leaves.taken) {
        const leaf = await open(0, child);
        if (leaf) members.push(...liveMembers(leaf));
      }
      return members.slice(leaves.skip, leaves.skip + limit);
    },

    /**
     * The matching members among these sequence numbers. A few are read as just their attributes of their
     * leaves (kept apart from the whole nodes this reader holds); many read their leaves whole.
     */
    async lookup(sequences: number[]): Promise<Map<number, ListMember>> {
      const sks = [...new Set(sequences.map((sequence) => nodeSk(0, leafOf(shape, sequence))))];
      let leaves = nodes;
      if (sequences.length <= PROJECTED_LOOKUP_MAX) {
        const unread = sks.filter((sk) => !nodes.has(sk));
        leaves = new Map([
          ...nodes,
          ...(unread.length > 0
            ? await load(
                unread.map((sk) => ({ pk, sk })),
                sequences.map(memberAttribute),
              )
            : []),
        ]);
      } else await fetch(sks);
      const wanted = new Set(sequences);
      const found = new Map<number, ListMember>();
      for (const sk of sks) {
        const leaf = leaves.get(sk);
        for (const member of leaf ? liveMembers(leaf) : [])
          if (wanted.has(member.sequence)) found.set(member.sequence, member);
      }
      return found;
    },

    /**
     * Every leaf's live members as a bitmap, by the leaf's first sequence number (no filter applied): from
     * the head alone, in a list that keeps `bitmaps` right under its head. A summary written before the list
     * kept bitmaps has its leaf opened instead.
     */
    async leafBitmaps(): Promise<Map<number, MemberBitmap>> {
      if (!shape.bitmaps || top !== 0) throw new Error(`list ${shape.name} keeps no bitmaps in its head`);
      const children = await head();
      const older = children.filter(({ summary }) => !summary.bitmap && countOf(summary, {}) !== 0);
      await fetch(older.map((child) => nodeSk(0, child.index)));
      const bitmaps = new Map<number, MemberBitmap>();
      for (const { index, summary } of children) {
        const leaf = summary.bitmap ? undefined : nodes.get(nodeSk(0, index));
        const bitmap = summary.bitmap ?? (leaf && liveBitmapOf(shape, membersOf(leaf)));
        if (bitmap) bitmaps.set(index * shape.spans[0]!, bitmap);
      }
      return bitmaps;
    },

    /** Members by class over the whole list (no filter applied), from the head alone. */
    async classCounts(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const { summary } of await head()) {
        for (const [memberClass, count] of Object.entries(summary.counts)) {
          counts[memberClass] = (counts[memberClass] ?? 0) + count;
        }
      }
      return counts;
    },
  };
}

export type ListReader = ReturnType<typeof createListReader>;
