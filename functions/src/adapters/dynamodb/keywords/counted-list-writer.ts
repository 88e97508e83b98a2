import { mapLimit } from '../batch-io';
import { UpdateCommand } from '../document-sdk';
import { type DynamoTable, isConditionFailure } from '../dynamo-table';
import { type ListMember, type ListShape, leafOf, liveBitmapOf, type Summary } from './counted-list';
import {
  childAttribute,
  childrenOf,
  encodeMember,
  encodeSummary,
  HEAD_SK,
  listPk,
  memberAttribute,
  membersOf,
  type NodeItem,
  nodeSk,
  nodeVersion,
  VERSION_ATTRIBUTE,
} from './counted-list-codec';

/** Member attributes written per update: keeps each expression far below DynamoDB's 4 KB. */
const MEMBERS_PER_WRITE = 100;
const LEAF_WRITES_IN_FLIGHT = 4;

/** The node above a node: the next level's, or the head above the last level. */
function parentOf(shape: ListShape, level: number, index: number) {
  const parentLevel = level + 1;
  if (parentLevel === shape.spans.length) return { sk: HEAD_SK, level: parentLevel, index: 0 };
  const parentIndex = Math.floor((index * shape.spans[level]!) / shape.spans[parentLevel]!);
  return { sk: nodeSk(parentLevel, parentIndex), level: parentLevel, index: parentIndex };
}

/** What a node's parent keeps of it: from a leaf's live members, or from a node's own summaries. */
function summarize(shape: ListShape, node: NodeItem, leaf: boolean): Summary {
  const summary: Summary = { version: nodeVersion(node), counts: {} };
  const members = leaf ? membersOf(node) : [];
  if (leaf && shape.bitmaps) {
    const bitmap = liveBitmapOf(shape, members);
    if (bitmap) summary.bitmap = bitmap;
  }
  const add = (memberClass: string, count: number) => {
    summary.counts[memberClass] = (summary.counts[memberClass] ?? 0) + count;
  };
  const widen = (firstDay?: string, lastDay?: string) => {
    if (firstDay && (!summary.firstDay || firstDay < summary.firstDay)) summary.firstDay = firstDay;
    if (lastDay && (!summary.lastDay || lastDay > summary.lastDay)) summary.lastDay = lastDay;
  };
  if (leaf) {
    for (const member of members) {
      if (member.gone) continue;
      add(member.class, 1);
      widen(member.day, member.day);
    }
  } else {
    for (const { summary: child } of childrenOf(node)) {
      for (const [memberClass, count] of Object.entries(child.counts)) add(memberClass, count);
      widen(child.firstDay, child.lastDay);
    }
  }
  return summary;
}

/** Writes to the lists of one table. */
export function createListWriter({ client, name: tableName }: DynamoTable) {
  /** Copies a node's summary into its parent, and on up, each only over an older copy. */
  async function propagate(shape: ListShape, level: number, index: number, node: NodeItem): Promise<void> {
    let current = { level, index, node };
    for (;;) {
      const parent = parentOf(shape, current.level, current.index);
      const summary = summarize(shape, current.node, current.level === 0);
      let updated: NodeItem | undefined;
      try {
        ({ Attributes: updated } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: listPk(shape), sk: parent.sk },
            UpdateExpression: 'SET #c = :summary ADD #v :one',
            ConditionExpression: 'attribute_not_exists(#c) OR #c.#v < :v',
            ExpressionAttributeNames: { '#c': childAttribute(current.index), '#v': VERSION_ATTRIBUTE },
            ExpressionAttributeValues: {
              ':summary': encodeSummary(summary),
              ':one': 1,
              ':v': summary.version,
            },
            ReturnValues: 'ALL_NEW',
          }),
        ));
      } catch (error) {
        // A newer copy is there already: whoever wrote it carries it further up.
        if (isConditionFailure(error)) return;
        throw error;
      }
      if (parent.sk === HEAD_SK || !updated) return;
      current = { level: parent.level, index: parent.index, node: updated };
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
  ): Promise<NodeItem | undefined> {
    const names: Record<string, string> = { '#v': VERSION_ATTRIBUTE };
    const values: Record<string, unknown> = { ':one': 1 };
    const sets: string[] = [];
    const conditions: string[] = [];
    members.forEach((member, k) => {
      names[`#m${k}`] = memberAttribute(member.sequence);
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
    let latest: NodeItem | undefined;
    for (const member of members) latest = (await writeMembers(shape, leaf, [member], false)) ?? latest;
    return latest;
  }

  return {
    /** Mirrors the members' states into the list and refreshes the summaries above them. */
    async sync(shape: ListShape, members: ListMember[], options: { fresh?: boolean } = {}): Promise<void> {
      // One state per member, the newest: a write cannot set the same attribute twice.
      const newest = new Map<number, ListMember>();
      for (const member of members) {
        const other = newest.get(member.sequence);
        if (!other || encodeMember(member) > encodeMember(other)) newest.set(member.sequence, member);
      }
      const byLeaf = new Map<number, ListMember[]>();
      for (const member of newest.values()) {
        const leaf = leafOf(shape, member.sequence);
        byLeaf.set(leaf, [...(byLeaf.get(leaf) ?? []), member]);
      }
      await mapLimit([...byLeaf], LEAF_WRITES_IN_FLIGHT, async ([leaf, group]) => {
        let latest: NodeItem | undefined;
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
