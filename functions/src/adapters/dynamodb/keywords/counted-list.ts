import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetAll, itemKey, mapLimit } from '../batch-io';
import { type DynamoTable, isConditionFailure } from '../dynamo-table';
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
 */
export interface ListMember {
  seq: number;
  id: string;
  /** What the list counts the member as: its status (`+P` when published) or `*` in token lists. */
  cls: string;
  /** UTC creation day (`yyyy-MM-dd`), for date ranges. */
  day?: string;
  /** The version of the keyword record this state comes from. */
  ver: number;
  /** The member left the list at `ver` (kept as a tombstone so an older sync cannot bring it back). */
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

interface Summary {
  v: number;
  n: Record<string, number>;
  lo?: string;
  hi?: string;
  /** Live members by position in the leaf, in a leaf's summary when its list keeps `bitmaps`. */
  b?: MemberBitmap;
}

type Item = Record<string, unknown>;
interface Child {
  index: number;
  summary: Summary;
}

/**
 * A lookup of at most this many members reads just their attributes of each leaf (a leaf holds up to a
 * thousand): a page of sparse matches touches one leaf per member, so it must not read the leaves whole.
 */
const PROJECTED_LOOKUP_MAX = 100;
/** Member attributes written per update: keeps each expression far below DynamoDB's 4 KB. */
const MEMBERS_PER_WRITE = 100;
const LEAF_WRITES_IN_FLIGHT = 4;
const MEMBER_ATTR = /^m(\d+)$/;
const CHILD_ATTR = /^c(\d+)$/;

const listPk = (shape: ListShape) => `KWL#${shape.name}`;
const HEAD_SK = 'H';
const nodeSk = (level: number, index: number) => `${level}#${String(index).padStart(12, '0')}`;
const parentOf = (shape: ListShape, level: number, index: number) => {
  const parentLevel = level + 1;
  if (parentLevel === shape.spans.length) return { sk: HEAD_SK, level: parentLevel, index: 0 };
  const parentIndex = Math.floor((index * shape.spans[level]!) / shape.spans[parentLevel]!);
  return { sk: nodeSk(parentLevel, parentIndex), level: parentLevel, index: parentIndex };
};

/**
 * A member is stored as one string, `<version, 10 digits>|<class, or x when gone>|<day>|<id>`: compact, and
 * ordered by version, so "only over an older state" is a plain comparison.
 */
const VERSION_DIGITS = 10;
const encodeMember = (member: ListMember) =>
  [
    String(member.ver).padStart(VERSION_DIGITS, '0'),
    member.gone ? 'x' : member.cls,
    member.day ?? '',
    member.id,
  ].join('|');

function membersOf(leaf: Item): ListMember[] {
  const members: ListMember[] = [];
  for (const [name, value] of Object.entries(leaf)) {
    const match = MEMBER_ATTR.exec(name);
    if (!match) continue;
    const [ver, cls, day, ...id] = (value as string).split('|');
    members.push({
      seq: Number(match[1]),
      id: id.join('|'),
      cls: cls === 'x' ? '' : cls!,
      day: day || undefined,
      ver: Number(ver),
      gone: cls === 'x',
    });
  }
  return members.sort((a, b) => b.seq - a.seq);
}

function childrenOf(node: Item): Child[] {
  const children: Child[] = [];
  for (const [name, value] of Object.entries(node)) {
    const match = CHILD_ATTR.exec(name);
    if (match) children.push({ index: Number(match[1]), summary: value as Summary });
  }
  return children.sort((a, b) => b.index - a.index);
}

/** Where a member of a list is stored: its leaf's key and its attribute there. */
export const memberLocation = (shape: ListShape, seq: number) => ({
  key: { pk: listPk(shape), sk: nodeSk(0, Math.floor(seq / shape.spans[0]!)) },
  attribute: `m${seq}`,
});

/** The live members of a leaf as a bitmap of their positions in it. */
const leafBitmap = (shape: ListShape, leaf: Item) =>
  bitmapOf(
    membersOf(leaf)
      .filter((member) => !member.gone)
      .map((member) => member.seq % shape.spans[0]!),
  );

function summarize(shape: ListShape, item: Item, leaf: boolean): Summary {
  const summary: Summary = { v: item.v as number, n: {} };
  if (leaf && shape.bitmaps) {
    const bitmap = leafBitmap(shape, item);
    if (bitmap) summary.b = bitmap;
  }
  const widen = (lo?: string, hi?: string) => {
    if (lo && (!summary.lo || lo < summary.lo)) summary.lo = lo;
    if (hi && (!summary.hi || hi > summary.hi)) summary.hi = hi;
  };
  if (leaf) {
    for (const member of membersOf(item)) {
      if (member.gone) continue;
      summary.n[member.cls] = (summary.n[member.cls] ?? 0) + 1;
      widen(member.day, member.day);
    }
  } else {
    for (const { summary: child } of childrenOf(item)) {
      for (const [cls, count] of Object.entries(child.n)) summary.n[cls] = (summary.n[cls] ?? 0) + count;
      widen(child.lo, child.hi);
    }
  }
  return summary;
}

const matchesClass = (filter: ListFilter, cls: string) => !filter.classes || filter.classes.has(cls);
const matchesDay = (filter: ListFilter, day?: string) =>
  (!filter.from || (day !== undefined && day >= filter.from)) &&
  (!filter.to || (day !== undefined && day <= filter.to));

/** Members of a summary that match, or undefined when only opening the node can tell (a date range edge). */
function countOf(summary: Summary, filter: ListFilter): number | undefined {
  let count = 0;
  for (const [cls, n] of Object.entries(summary.n)) if (matchesClass(filter, cls)) count += n;
  if (count === 0 || (!filter.from && !filter.to)) return count;
  if (!summary.lo || !summary.hi) return undefined;
  if ((filter.from && summary.hi < filter.from) || (filter.to && summary.lo > filter.to)) return 0;
  if ((!filter.from || summary.lo >= filter.from) && (!filter.to || summary.hi <= filter.to)) return count;
  return undefined;
}

/** Writes to the lists of one table. */
export function createListWriter({ client, name: tableName }: DynamoTable) {
  /** Copies a node's summary into its parent, and on up, each only over an older copy. */
  async function propagate(shape: ListShape, level: number, index: number, item: Item): Promise<void> {
    let current = { level, index, item };
    for (;;) {
      const parent = parentOf(shape, current.level, current.index);
      const summary = summarize(shape, current.item, current.level === 0);
      let updated: Item | undefined;
      try {
        ({ Attributes: updated } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: listPk(shape), sk: parent.sk },
            UpdateExpression: 'SET #c = :summary ADD #v :one',
            ConditionExpression: 'attribute_not_exists(#c) OR #c.#v < :v',
            ExpressionAttributeNames: { '#c': `c${current.index}`, '#v': 'v' },
            ExpressionAttributeValues: { ':summary': summary, ':one': 1, ':v': summary.v },
            ReturnValues: 'ALL_NEW',
          }),
        ));
      } catch (error) {
        // A newer copy is there already: whoever wrote it carries it further up.
        if (isConditionFailure(error)) return;
        throw error;
      }
      if (parent.sk === HEAD_SK || !updated) return;
      current = { level: parent.level, index: parent.index, item: updated };
    }
  }

  /**
   * Mirrors members into their leaf, each only over an older state (unless `fresh`: members nobody else can
   * have written yet); resolves the leaf after the last write that applied.
   */
  async function writeMembers(
    shape: ListShape,
    leaf: number,
    members: ListMember[],
    fresh: boolean,
  ): Promise<Item | undefined> {
    const names: Record<string, string> = { '#v': 'v' };
    const values: Record<string, unknown> = { ':one': 1 };
    const sets: string[] = [];
    const conditions: string[] = [];
    members.forEach((member, k) => {
      names[`#m${k}`] = `m${member.seq}`;
      values[`:m${k}`] = encodeMember(member);
      sets.push(`#m${k} = :m${k}`);
      conditions.push(`(attribute_not_exists(#m${k}) OR #m${k} <= :m${k})`);
    });
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: listPk(shape), sk: nodeSk(0, leaf) },
          UpdateExpression: `SET ${sets.join(', ')} ADD #v :one`,
          ConditionExpression: fresh ? undefined : conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    // Some member is newer already: write the others one by one.
    if (members.length === 1) return undefined;
    let latest: Item | undefined;
    for (const member of members) latest = (await writeMembers(shape, leaf, [member], false)) ?? latest;
    return latest;
  }

  return {
    /** Mirrors the members' states into the list and refreshes the summaries above them. */
    async sync(shape: ListShape, members: ListMember[], options: { fresh?: boolean } = {}): Promise<void> {
      // One state per member, the newest: a write cannot set the same attribute twice.
      const newest = new Map<number, ListMember>();
      for (const member of members) {
        const other = newest.get(member.seq);
        if (!other || encodeMember(member) > encodeMember(other)) newest.set(member.seq, member);
      }
      const byLeaf = new Map<number, ListMember[]>();
      for (const member of newest.values()) {
        const leaf = Math.floor(member.seq / shape.spans[0]!);
        byLeaf.set(leaf, [...(byLeaf.get(leaf) ?? []), member]);
      }
      await mapLimit([...byLeaf], LEAF_WRITES_IN_FLIGHT, async ([leaf, group]) => {
        let latest: Item | undefined;
        for (let start = 0; start < group.length; start += MEMBERS_PER_WRITE) {
          latest =
            (await writeMembers(
              shape,
              leaf,
              group.slice(start, start + MEMBERS_PER_WRITE),
              options.fresh === true,
            )) ?? latest;
        }
        if (latest) await propagate(shape, 0, leaf, latest);
      });
    },
    propagate,
  };
}

export type ListWriter = ReturnType<typeof createListWriter>;

/** Reads list nodes by key, resolving them by sort key; `attributes`: only those (and the keys). */
export type NodeLoader = (
  keys: { pk: string; sk: string }[],
  attributes?: string[],
) => Promise<Map<string, Item | undefined>>;

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
  const nodes = new Map<string, Item | undefined>();
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
    if (node && (node.v as number) > child.summary.v && !healed.has(sk)) {
      healed.add(sk);
      await writer.propagate(shape, level, child.index, node);
    }
    return node;
  };

  /** A leaf's members that match the filter, newest first (parsed once per leaf). */
  const matching = new Map<Item, ListMember[]>();
  const liveMembers = (leaf: Item) => {
    let members = matching.get(leaf);
    if (!members) {
      members = membersOf(leaf).filter(
        (member) => !member.gone && matchesClass(filter, member.cls) && matchesDay(filter, member.day),
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
    async lookup(seqs: number[]): Promise<Map<number, ListMember>> {
      const leafOf = (seq: number) => nodeSk(0, Math.floor(seq / shape.spans[0]!));
      const sks = [...new Set(seqs.map(leafOf))];
      let leaves = nodes;
      if (seqs.length <= PROJECTED_LOOKUP_MAX) {
        const unread = sks.filter((sk) => !nodes.has(sk));
        leaves = new Map([
          ...nodes,
          ...(unread.length > 0
            ? await load(
                unread.map((sk) => ({ pk, sk })),
                seqs.map((seq) => `m${seq}`),
              )
            : []),
        ]);
      } else await fetch(sks);
      const wanted = new Set(seqs);
      const found = new Map<number, ListMember>();
      for (const sk of sks) {
        const leaf = leaves.get(sk);
        for (const member of leaf ? liveMembers(leaf) : [])
          if (wanted.has(member.seq)) found.set(member.seq, member);
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
      const older = children.filter(({ summary }) => !summary.b && countOf(summary, {}) !== 0);
      await fetch(older.map((child) => nodeSk(0, child.index)));
      const bitmaps = new Map<number, MemberBitmap>();
      for (const { index, summary } of children) {
        const leaf = summary.b ? undefined : nodes.get(nodeSk(0, index));
        const bitmap = summary.b ?? (leaf && leafBitmap(shape, leaf));
        if (bitmap) bitmaps.set(index * shape.spans[0]!, bitmap);
      }
      return bitmaps;
    },

    /** Members by class over the whole list (no filter applied), from the head alone. */
    async classCounts(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const { summary } of await head()) {
        for (const [cls, n] of Object.entries(summary.n)) counts[cls] = (counts[cls] ?? 0) + n;
      }
      return counts;
    },
  };
}

export type ListReader = ReturnType<typeof createListReader>;
