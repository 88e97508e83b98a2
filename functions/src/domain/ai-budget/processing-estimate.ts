import type {
  AiBudgetLimits,
  ProcessingEstimate,
  ProcessingEstimateRequest,
} from '#shared/schemas/ai-budget';
import type { AiSpendLedger, PeriodSpend } from '../../ports/ai-spend';
import type { Clock } from '../../ports/clock';
import type { KeywordRecord, KeywordRepository } from '../../ports/keywords';
import { roundMicroUsd } from '../economics/generation-cost';
import { keywordNotFound } from '../keywords/keyword-not-found';
import type { AiBudgetSettingsService } from './ai-budget-settings';
import { spentLimit } from './budget-gate';
import { budgetPeriodsAt } from './budget-periods';
import { type PlannedPipeline, type Pricing, pipelinesCost, plannedPipeline } from './pipeline-cost';

/** Keywords read per round for Process All's estimate. */
const READ_CHUNK = 100;

export interface ProcessingEstimateDeps {
  keywords: Pick<KeywordRepository, 'findMany' | 'idsWithStatus'>;
  settings: Pick<AiBudgetSettingsService, 'get'>;
  ledger: AiSpendLedger;
  clock: Clock;
  /** The prices, text model and images per keyword the run's steps would be priced at. */
  pricing: Pricing;
}

const planOf = (mode: Parameters<typeof plannedPipeline>[0]) => (keyword: KeywordRecord) =>
  plannedPipeline(mode, keyword.options, keyword.parentId !== undefined);

async function readAll(deps: ProcessingEstimateDeps, ids: string[]): Promise<KeywordRecord[]> {
  const records: KeywordRecord[] = [];
  for (let from = 0; from < ids.length; from += READ_CHUNK) {
    records.push(...(await deps.keywords.findMany(ids.slice(from, from + READ_CHUNK))));
  }
  return records;
}

/** The pipelines the run a request would start plans, read as the route would read its keywords. */
async function plannedFor(
  deps: ProcessingEstimateDeps,
  request: ProcessingEstimateRequest,
): Promise<PlannedPipeline[]> {
  switch (request.route) {
    case 'batch': {
      const { keywords, route: _route, manualTags: _tags, siteId: _site, ...options } = request;
      return keywords.map(() => plannedPipeline('full', options, false));
    }
    case 'process-all':
      return (await readAll(deps, await deps.keywords.idsWithStatus(['Pending', 'Error']))).map(
        planOf('full'),
      );
    case 'bulk': {
      const records = (await readAll(deps, [...new Set(request.ids)])).filter(
        (k) => k.status !== 'Processing',
      );
      return request.action === 'regenerate-images'
        ? records.filter((k) => k.title.trim() !== '').map(planOf('images'))
        : records.map(planOf('full'));
    }
    default: {
      const [record] = await deps.keywords.findMany([request.id]);
      if (!record) throw keywordNotFound(request.id);
      const mode = request.route === 'retry' ? 'full' : request.route === 'variants' ? 'variants' : 'images';
      return [planOf(mode)(record)];
    }
  }
}

function leftOf(limit: number | null, spent: number, cost: number) {
  const remaining = limit === null ? null : roundMicroUsd(Math.max(0, limit - spent));
  return {
    limitUsd: limit,
    spentUsd: roundMicroUsd(spent),
    remainingUsd: remaining,
    remainingAfterUsd: remaining === null ? null : roundMicroUsd(remaining - cost),
  };
}

function budgetOf(limits: AiBudgetLimits, spent: PeriodSpend, cost: number) {
  return {
    daily: leftOf(limits.dailyLimitUsd, spent.day, cost),
    monthly: leftOf(limits.monthlyLimitUsd, spent.month, cost),
  };
}

/**
 * `POST /api/processing/estimate`: what the run a request would start costs, by step, at the prices the
 * cost ledger uses, and what the account's budget leaves before and after it. Writes nothing.
 */
export async function estimateProcessing(
  deps: ProcessingEstimateDeps,
  request: ProcessingEstimateRequest,
): Promise<ProcessingEstimate> {
  const [planned, settings] = await Promise.all([plannedFor(deps, request), deps.settings.get()]);
  const { pipelines, byStep } = pipelinesCost(planned, deps.pricing);
  const total = roundMicroUsd([...byStep.values()].reduce((sum, cost) => sum + cost, 0));
  const { account } = await deps.ledger.spent(budgetPeriodsAt(deps.clock.now()));
  return {
    pipelines,
    estimatedCostUsd: total,
    // Only the steps the run would take.
    byStep: [...byStep]
      .filter(([, cost]) => cost > 0)
      .map(([step, cost]) => ({ step, estimatedCostUsd: roundMicroUsd(cost) })),
    budget: budgetOf(settings, account, total),
    wouldWait: spentLimit({ label: '', limits: settings, spent: account }) !== undefined,
  };
}
