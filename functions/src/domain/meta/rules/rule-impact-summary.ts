import { daysOf, roundUsd } from '#shared/insights/insights-formulas';
import type { RuleImpactFigures, RuleImpactResponse } from '#shared/schemas/meta-rule-impact';
import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import { type ActionEffect, actionEffect, entryDay, type ImpactContext, isTakenAction } from './rule-impact';

const emptyFigures = (): RuleImpactFigures => ({
  actions: 0,
  actionsByType: {},
  spendAvoidedUsd: 0,
  extraSpendUsd: 0,
  extraRevenueUsd: 0,
  netUsd: 0,
  revenueEstimated: false,
});

function add(figures: RuleImpactFigures, type: string, effect: ActionEffect) {
  figures.actions += 1;
  figures.actionsByType[type] = (figures.actionsByType[type] ?? 0) + 1;
  figures.spendAvoidedUsd += effect.spendAvoided;
  figures.extraSpendUsd += effect.extraSpend;
  figures.extraRevenueUsd += effect.extraRevenue;
  figures.revenueEstimated ||= effect.estimated;
}

/** Sums kept exact until the answer, then to the cent (net from the exact sums, so it adds up). */
const toCents = (figures: RuleImpactFigures): RuleImpactFigures => ({
  ...figures,
  spendAvoidedUsd: roundUsd(figures.spendAvoidedUsd),
  extraSpendUsd: roundUsd(figures.extraSpendUsd),
  extraRevenueUsd: roundUsd(figures.extraRevenueUsd),
  netUsd: roundUsd(figures.extraRevenueUsd - figures.extraSpendUsd),
});

/**
 * The impact report over `context.range` from the log entries read from its first day on (oldest first):
 * each action a rule took in the range, its estimated effect inside the range, per rule (named as the log
 * last named it; most actions first) and in total, and the daily net effect and spend avoided.
 */
export function summarizeImpact(context: ImpactContext, entries: RuleLogEntry[]): RuleImpactResponse {
  const totals = emptyFigures();
  const rules = new Map<string, { name: string; figures: RuleImpactFigures }>();
  const daily = new Map(daysOf(context.range).map((day) => [day, { net: 0, avoided: 0 }]));
  entries.forEach((entry, index) => {
    const day = entryDay(entry);
    if (!isTakenAction(entry) || day < context.range.since || day > context.range.until) return;
    const effect = actionEffect(context, entry, entries.slice(index + 1));
    const rule = rules.get(entry.ruleId) ?? { name: entry.ruleName, figures: emptyFigures() };
    rule.name = entry.ruleName;
    rules.set(entry.ruleId, rule);
    add(rule.figures, entry.action.type, effect);
    add(totals, entry.action.type, effect);
    for (const [effectDay, { net, avoided }] of effect.daily) {
      const sum = daily.get(effectDay);
      if (sum) [sum.net, sum.avoided] = [sum.net + net, sum.avoided + avoided];
    }
  });
  return {
    ...context.range,
    totals: toCents(totals),
    rules: [...rules.entries()]
      .map(([ruleId, { name, figures }]) => ({ ruleId, name, ...toCents(figures) }))
      .sort((a, b) => b.actions - a.actions || a.name.localeCompare(b.name)),
    daily: [...daily.entries()].map(([day, { net, avoided }]) => ({
      day,
      netUsd: roundUsd(net),
      spendAvoidedUsd: roundUsd(avoided),
    })),
  };
}
