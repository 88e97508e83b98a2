import type { CapUsage } from '#shared/schemas/meta-rule-guardrails';
import type { CapUsageStore, DayCaps } from '../../ports/automation-caps';
import { GetCommand, UpdateCommand } from './document-sdk';
import { conditionally, type DynamoTable, toEpochSeconds } from './dynamo-table';

/** A day's usage serves its day's caps and screen; kept a while longer for a look back, then DynamoDB's TTL. */
const KEEP_MS = 40 * 86_400_000;
const keyOf = (accountId: string, day: string) => ({
  pk: `META_RULE_CAPS#${day}`,
  sk: `ACCOUNT#${accountId}`,
});
/** Sums in whole cents: additions stay exact, as a float's would not. */
const cents = (usd: number) => Math.round(usd * 100);

/**
 * One item per account and day (`META_RULE_CAPS#2026-11-29` / `ACCOUNT#{id}`), added to by one conditional
 * `UpdateItem`: `ADD` the reservation unless the sum before it is above the cap less the reservation
 * (DynamoDB conditions do no arithmetic, so the room is computed here). Works on dynalite and DynamoDB alike.
 */
export function createCapUsageStore({ client, name: TableName }: DynamoTable): CapUsageStore {
  async function used(accountId: string, day: string): Promise<CapUsage> {
    const { Item } = await client.send(
      new GetCommand({ TableName, Key: keyOf(accountId, day), ConsistentRead: true }),
    );
    return { increaseUsd: Number(Item?.increaseCents ?? 0) / 100, copies: Number(Item?.copies ?? 0) };
  }

  function add(accountId: string, day: string, usage: CapUsage, caps: DayCaps) {
    const conditions: string[] = [];
    const values: Record<string, number> = {
      ':cents': cents(usage.increaseUsd),
      ':copies': usage.copies,
      ':expires': toEpochSeconds(Date.parse(`${day}T00:00:00Z`) + KEEP_MS),
    };
    if (caps.maxDailyIncreaseUsd !== null) {
      conditions.push('(attribute_not_exists(increaseCents) OR increaseCents <= :centsRoom)');
      values[':centsRoom'] = cents(caps.maxDailyIncreaseUsd) - cents(usage.increaseUsd);
    }
    if (caps.maxCopiesPerDay !== null) {
      conditions.push('(attribute_not_exists(copies) OR copies <= :copiesRoom)');
      values[':copiesRoom'] = caps.maxCopiesPerDay - usage.copies;
    }
    // A reservation alone larger than the cap: a missing item would pass `attribute_not_exists`.
    if (values[':centsRoom'] !== undefined && values[':centsRoom'] < 0) return Promise.resolve(false);
    if (values[':copiesRoom'] !== undefined && values[':copiesRoom'] < 0) return Promise.resolve(false);
    return conditionally(() =>
      client.send(
        new UpdateCommand({
          TableName,
          Key: keyOf(accountId, day),
          UpdateExpression: 'ADD increaseCents :cents, copies :copies SET expiresAt = :expires',
          ConditionExpression: conditions.length > 0 ? conditions.join(' AND ') : undefined,
          ExpressionAttributeValues: values,
        }),
      ),
    );
  }

  return {
    async reserve(accountId, day, usage, caps) {
      if (await add(accountId, day, usage, caps)) return { reserved: true };
      return { reserved: false, used: await used(accountId, day) };
    },
    async release(accountId, day, usage) {
      const back = { increaseUsd: -usage.increaseUsd, copies: -usage.copies };
      await add(accountId, day, back, { maxDailyIncreaseUsd: null, maxCopiesPerDay: null });
    },
    used,
  };
}
