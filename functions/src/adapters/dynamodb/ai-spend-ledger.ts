import type { AiSpendLedger, BudgetPeriods, PeriodSpend } from '../../ports/ai-spend';
import type { Clock } from '../../ports/clock';
import { batchGetAll, itemKey } from './batch-io';
import { UpdateCommand } from './document-sdk';
import { type DynamoTable, toEpochSeconds } from './dynamo-table';

const DAY_MS = 24 * 3600 * 1000;
/** A day's sums serve the budget and its screen for that day; a month's for that month, with room to look back. */
const KEEP_DAY_MS = 40 * DAY_MS;
const KEEP_MONTH_MS = 400 * DAY_MS;
/** The sums are whole millionths of a dollar: additions stay exact, as a float's would not. */
const MICRO = 1e6;

const ACCOUNT = 'ACCOUNT';
const siteScope = (siteId: string) => `SITE#${siteId}`;
const periodPk = (period: string) => `AISPEND#${period}`;
const periodKey = (period: string, scope: string) => ({ pk: periodPk(period), sk: scope });

/**
 * One item per period and scope (`AISPEND#2026-11-29` / `ACCOUNT` or `SITE#id`), each added to atomically:
 * any number of steps in any number of Lambdas add at once without losing one another's cost.
 */
export function createAiSpendLedger({ client, name }: DynamoTable, clock: Clock): AiSpendLedger {
  async function addTo(period: string, scope: string, micro: number, keepMs: number): Promise<number> {
    const { Attributes } = await client.send(
      new UpdateCommand({
        TableName: name,
        Key: periodKey(period, scope),
        UpdateExpression: 'ADD spentMicroUsd :micro SET expiresAt = :expires',
        ExpressionAttributeValues: { ':micro': micro, ':expires': toEpochSeconds(clock.now() + keepMs) },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return ((Attributes?.spentMicroUsd as number | undefined) ?? 0) / MICRO;
  }

  async function addScope(periods: BudgetPeriods, scope: string, micro: number): Promise<PeriodSpend> {
    const [day, month] = await Promise.all([
      addTo(periods.day, scope, micro, KEEP_DAY_MS),
      addTo(periods.month, scope, micro, KEEP_MONTH_MS),
    ]);
    return { day, month };
  }

  return {
    async add(costUsd, periods, siteId) {
      const micro = Math.round(costUsd * MICRO);
      const [account, site] = await Promise.all([
        addScope(periods, ACCOUNT, micro),
        siteId ? addScope(periods, siteScope(siteId), micro) : undefined,
      ]);
      return site ? { account, site } : { account };
    },

    async spent(periods, siteIds = []) {
      const scopes = [ACCOUNT, ...new Set(siteIds.map(siteScope))];
      const keys = scopes.flatMap((scope) => [
        periodKey(periods.day, scope),
        periodKey(periods.month, scope),
      ]);
      const items = await batchGetAll(client, name, keys);
      const spendOf = (scope: string): PeriodSpend => {
        const sum = (period: string) =>
          ((items.get(itemKey(periodPk(period), scope))?.spentMicroUsd as number | undefined) ?? 0) / MICRO;
        return { day: sum(periods.day), month: sum(periods.month) };
      };
      const sites: Record<string, PeriodSpend> = {};
      for (const siteId of new Set(siteIds)) sites[siteId] = spendOf(siteScope(siteId));
      return { account: spendOf(ACCOUNT), sites };
    },
  };
}
