import type { AiBudgetStatus, HeldRun } from '#shared/schemas/ai-budget';
import type { AiSpendLedger } from '../../ports/ai-spend';
import type { RunRecord } from '../../ports/runs';
import { roundMicroUsd } from '../economics/generation-cost';
import type { ChunkStarterDeps } from '../processing/chunk-starter';
import { releaseHeldRun, resumeHeldRuns } from '../processing/held-runs';
import { RUN_KIND_LABELS } from '../processing/run-labels';
import type { AiBudgetSettingsService } from './ai-budget-settings';
import type { BudgetGate } from './budget-gate';
import { budgetPeriodsAt } from './budget-periods';
import { estimateProcessing, type ProcessingEstimateDeps } from './processing-estimate';

export interface AiBudgetServiceDeps extends Omit<ProcessingEstimateDeps, 'keywords'>, ChunkStarterDeps {
  settings: AiBudgetSettingsService;
  ledger: AiSpendLedger;
  gate: BudgetGate;
}

const heldRunOf = (run: RunRecord & { hold: NonNullable<RunRecord['hold']> }): HeldRun => ({
  runId: run.id,
  kind: run.kind,
  label: RUN_KIND_LABELS[run.kind],
  requestedBy: run.requestedBy,
  total: run.total,
  completed: run.succeeded + run.failed,
  heldSince: run.hold.since,
  reason: run.hold.reason,
});

/** Settings > AI Budget and the estimate before a run (decision 052). */
export function createAiBudgetService(deps: AiBudgetServiceDeps) {
  return {
    /** `GET /api/ai-budget`: the limits, what was spent in this day and month, and the runs held. */
    async status(): Promise<AiBudgetStatus> {
      const settings = await deps.settings.get();
      const periods = budgetPeriodsAt(deps.clock.now());
      const siteIds = Object.keys(settings.sites ?? {});
      const [spent, running] = await Promise.all([
        deps.ledger.spent(periods, siteIds),
        deps.runs.listRunning(),
      ]);
      const period = (
        limits: { dailyLimitUsd: number | null; monthlyLimitUsd: number | null },
        sums = { day: 0, month: 0 },
      ) => ({
        daily: { limitUsd: limits.dailyLimitUsd, spentUsd: roundMicroUsd(sums.day), period: periods.day },
        monthly: {
          limitUsd: limits.monthlyLimitUsd,
          spentUsd: roundMicroUsd(sums.month),
          period: periods.month,
        },
      });
      return {
        ...period(settings, spent.account),
        sites: Object.entries(settings.sites ?? {}).map(([siteId, limits]) => ({
          siteId,
          ...period(limits, spent.sites[siteId]),
        })),
        heldRuns: running.flatMap((run) => (run.hold ? [heldRunOf({ ...run, hold: run.hold })] : [])),
      };
    },

    getSettings: deps.settings.get,

    /** Saves the limits; held runs the new limits allow go on at once. */
    async saveSettings(settings: Parameters<AiBudgetSettingsService['save']>[0]) {
      const saved = await deps.settings.save(settings);
      await resumeHeldRuns(deps);
      return saved;
    },

    release: (runId: string) => releaseHeldRun(deps, runId),

    estimate: (request: Parameters<typeof estimateProcessing>[1]) => estimateProcessing(deps, request),
  };
}

export type AiBudgetService = ReturnType<typeof createAiBudgetService>;
