import { addDays } from '#shared/insights/insights-formulas';
import { accountDay, REVENUE_TIME_ZONE } from '#shared/time/account-time';
import type { RefreshUnit } from '../../../ports/insights-store';

/**
 * `recent`: today and yesterday (every 15 minutes); `month`: the last 30 days (daily, since Meta's
 * attribution keeps changing figures of past days).
 */
export const REFRESH_KINDS = ['recent', 'month'] as const;
export type RefreshKind = (typeof REFRESH_KINDS)[number];

const rangeOf = (kind: RefreshKind, today: string) => ({
  since: addDays(today, kind === 'recent' ? -1 : -29),
  until: today,
});

/**
 * The work of one refresh: each ad account's insights for the range in the account's own days (Meta's
 * daily rows end at its midnight; `zoneOf` from the last refresh, US Eastern for an account not seen yet),
 * then the warehouse's rows for the range in US Eastern days (the partner's).
 */
export function plannedUnits(
  kind: RefreshKind,
  accountIds: string[],
  nowMs: number,
  zoneOf: (accountId: string) => string = () => REVENUE_TIME_ZONE,
): RefreshUnit[] {
  return [
    ...accountIds.map(
      (accountId): RefreshUnit => ({
        kind: 'meta',
        accountId,
        ...rangeOf(kind, accountDay(zoneOf(accountId), nowMs)),
      }),
    ),
    { kind: 'revenue', ...rangeOf(kind, accountDay(REVENUE_TIME_ZONE, nowMs)) },
  ];
}

const sameTarget = (a: RefreshUnit, b: RefreshUnit) =>
  a.kind === b.kind && (a.kind === 'revenue' || (b.kind === 'meta' && a.accountId === b.accountId));
const covers = (outer: RefreshUnit, inner: RefreshUnit) =>
  sameTarget(outer, inner) && outer.since <= inner.since && outer.until >= inner.until;

/**
 * What a run does: the work a throttled run left first (so nothing it had not read yet is forgotten), then
 * this run's own, leaving out any unit another one already covers.
 */
export function mergeUnits(pending: RefreshUnit[], planned: RefreshUnit[]): RefreshUnit[] {
  const merged: RefreshUnit[] = [];
  for (const unit of [...pending, ...planned]) {
    if (merged.some((kept) => covers(kept, unit))) continue;
    const wider = merged.findIndex((kept) => covers(unit, kept));
    if (wider >= 0) merged.splice(wider, 1, unit);
    else merged.push(unit);
  }
  return merged;
}
