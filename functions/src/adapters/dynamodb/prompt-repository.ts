import { PROMPT_CATEGORIES, type PromptCategory } from '#shared/product/prompt-categories';
import type { PromptRecord, PromptStore } from '../../ports/prompts';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from './document-sdk';
import { type DynamoTable, isConditionFailure } from './dynamo-table';
import { createMemberGuard, guardsNeverUsed } from './member-guard';
import { queryAll } from './query-all';

const promptKey = (id: string) => ({ pk: `PROMPT#${id}`, sk: 'PROMPT' });
const PROMPTS_PARTITION = 'PROMPTS';
const categoryPrefix = (category: PromptCategory) => `${category}#`;
const statusPrefix = (category: PromptCategory, isActive: boolean) =>
  `${category}#${isActive ? 'ACTIVE' : 'INACTIVE'}#`;
const guardName = (category: PromptCategory) => `ACTIVE_PROMPTS#${category}`;

/**
 * All prompts share one `gsi1` partition sorted by category, then status, then last update: a category's
 * prompts are one key range, and its most recently updated active prompt is the last key of
 * `{category}#ACTIVE#`, so the pipeline's read is a single one-item query.
 */
const toItem = (prompt: PromptRecord) => ({
  ...promptKey(prompt.id),
  gsi1pk: PROMPTS_PARTITION,
  gsi1sk: `${statusPrefix(prompt.category, prompt.isActive)}${prompt.updatedAt}#${prompt.id}`,
  ...prompt,
});

function toRecord(item: Record<string, unknown>): PromptRecord {
  const { id, name, category, description, prompt, isActive, createdAt, updatedAt } =
    item as unknown as PromptRecord;
  return { id, name, category, description, prompt, isActive, createdAt, updatedAt };
}

/** Category order of the screens, then oldest first, so a list does not reshuffle on every edit. */
const byCategoryThenAge = (a: PromptRecord, b: PromptRecord) =>
  PROMPT_CATEGORIES.indexOf(a.category) - PROMPT_CATEGORIES.indexOf(b.category) ||
  a.createdAt.localeCompare(b.createdAt) ||
  a.id.localeCompare(b.id);

/** The record must still be as the caller read it in what the active-prompt rule depends on. */
const unchangedSince = (prompt: PromptRecord) => ({
  ConditionExpression: 'attribute_exists(pk) AND isActive = :active AND category = :category',
  ExpressionAttributeValues: { ':active': prompt.isActive, ':category': prompt.category },
});

export function createPromptRepository(table: DynamoTable): PromptStore {
  const { client, name } = table;
  /** Per category, the ids of its active prompts: the last one can be neither deactivated nor deleted. */
  const activeIn = (category: PromptCategory) => createMemberGuard(table, guardName(category));

  const findById = async (id: string) => {
    const { Item } = await client.send(
      new GetCommand({ TableName: name, Key: promptKey(id), ConsistentRead: true }),
    );
    return Item ? toRecord(Item) : undefined;
  };

  const create = async (prompt: PromptRecord) => {
    try {
      await client.send(
        new PutCommand({
          TableName: name,
          Item: toItem(prompt),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
    if (prompt.isActive) await activeIn(prompt.category).add(prompt.id);
    return true;
  };

  /** Takes an active prompt out of its category's guard, unless it is the last one there. */
  const leave = async (prompt: PromptRecord) => {
    const removal = await activeIn(prompt.category).removeUnlessLast(prompt.id);
    if (removal === 'removed') return 'done';
    return removal === 'last' ? 'last-active' : 'conflict';
  };

  return {
    findById,
    create,

    async activeFor(category) {
      const { Items } = await client.send(
        new QueryCommand({
          TableName: name,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :prompts AND begins_with(gsi1sk, :active)',
          ExpressionAttributeValues: {
            ':prompts': PROMPTS_PARTITION,
            ':active': statusPrefix(category, true),
          },
          ScanIndexForward: false,
          Limit: 1,
        }),
      );
      return Items?.[0] ? toRecord(Items[0]) : undefined;
    },

    async list(category) {
      const items = await queryAll(client, {
        TableName: name,
        IndexName: 'gsi1',
        KeyConditionExpression: category
          ? 'gsi1pk = :prompts AND begins_with(gsi1sk, :category)'
          : 'gsi1pk = :prompts',
        ExpressionAttributeValues: {
          ':prompts': PROMPTS_PARTITION,
          ...(category ? { ':category': categoryPrefix(category) } : {}),
        },
      });
      return items.map(toRecord).sort(byCategoryThenAge);
    },

    // Write order without transactions: leave the old category's guard, write the prompt, join the new
    // one; a failed write puts the guard back as it was.
    async update(previous, next) {
      const from = previous.isActive ? previous.category : undefined;
      const to = next.isActive ? next.category : undefined;
      const moves = from !== to;
      if (from && moves) {
        const left = await leave(previous);
        if (left !== 'done') return left;
      }
      try {
        await client.send(
          new PutCommand({ TableName: name, Item: toItem(next), ...unchangedSince(previous) }),
        );
      } catch (error) {
        if (from && moves) await activeIn(from).add(previous.id);
        if (isConditionFailure(error)) return 'conflict';
        throw error;
      }
      if (to && moves) await activeIn(to).add(next.id);
      return 'done';
    },

    async delete(prompt) {
      if (prompt.isActive) {
        const left = await leave(prompt);
        if (left !== 'done') return left;
      }
      try {
        await client.send(
          new DeleteCommand({ TableName: name, Key: promptKey(prompt.id), ...unchangedSince(prompt) }),
        );
      } catch (error) {
        if (prompt.isActive) await activeIn(prompt.category).add(prompt.id);
        if (isConditionFailure(error)) return 'conflict';
        throw error;
      }
      return 'done';
    },

    async categoriesNeverActive() {
      const unused = new Set(await guardsNeverUsed(table, PROMPT_CATEGORIES.map(guardName)));
      return PROMPT_CATEGORIES.filter((category) => unused.has(guardName(category)));
    },

    async seed(prompt) {
      if (await create(prompt)) return;
      // Stored by an earlier or concurrent start, which may have stopped before counting it as active.
      const stored = await findById(prompt.id);
      if (stored?.isActive) await activeIn(stored.category).add(stored.id);
    },
  };
}
