import type { PromptCategory } from '#shared/product/prompt-categories';
import { generationCost } from '../domain/economics/generation-cost';
import { doneLine, quoteKeyword, startedLine } from '../domain/processing/run-log-lines';
import { withCallPriority } from '../lib/call-priority';
import { logger } from '../lib/logger';
import { emitMetric } from '../lib/metrics';
import type { KeywordChanges, KeywordRecord } from '../ports/keywords';
import type { UsageRecord } from '../ports/usage';
import { type ContentInputs, StepInputError } from './generation/generation-inputs';
import { type StepDefinition, stepFailureMessage } from './keyword-steps';
import type { PipelineDeps } from './pipeline-deps';
import { runPriority } from './run-priority';
import type { KeywordTask } from './task-input';

export interface StepOutcome {
  changes: KeywordChanges;
  usage: UsageRecord[];
  promptIds: Partial<Record<PromptCategory, string>>;
  /** The log line's text once done, after the keyword: `"hiking boots": 7 tags generated`. */
  done: string;
  /** Whole log lines written before the done line (an image dropped by the safety check...). */
  notes?: string[];
}

/**
 * Runs one step for one keyword: checks the keyword is still being processed, tells the run what is going
 * on (a repeated start is logged as a retry), does the work, stores its result with the usage and prompt
 * ids in one write, and logs the outcome. A failure's message names the step, for the keyword's reason.
 */
export async function runKeywordStep(
  deps: PipelineDeps,
  task: KeywordTask,
  step: StepDefinition,
  work: (keyword: KeywordRecord) => Promise<StepOutcome>,
): Promise<void> {
  const keyword = await processingKeyword(deps, task.keywordId);
  const name = quoteKeyword(keyword.masterKeyword);
  const operation = `${step.doing} for ${name}`;
  // Telling the run goes on beside the work, not before it: it is off the keyword's critical path.
  const announce = async () => {
    if (await deps.runs.markStepStarted(task.runId, task.keywordId, step.name)) {
      await deps.runs.setCurrentOperation(task.runId, operation);
    } else {
      await deps.runs.appendLog(
        task.runId,
        startedLine(`${name}: retrying (${step.doing.toLowerCase()})`),
        operation,
      );
    }
  };
  const perform = async () => {
    try {
      // Every upstream call of the step waits its turn at the run's priority.
      return await withCallPriority(await runPriority(deps.runs, task.runId), () => work(keyword));
    } catch (error) {
      if (error instanceof Error) error.message = stepFailureMessage(step, error.message);
      throw error;
    }
  };
  const [, outcome] = await Promise.all([announce(), perform()]);
  const usage = usageCounters(step.name, outcome.usage);
  await deps.keywords.update(task.keywordId, {
    ...outcome.changes,
    promptIds: outcome.promptIds,
    addUsage: usage,
  });
  // After the keyword holds its usage: the budget's ledger sums what the keywords' economics show.
  await deps.recordSpend(usage, keyword.siteId);
  for (const note of outcome.notes ?? []) await deps.runs.appendLog(task.runId, note);
  await deps.runs.appendLog(task.runId, doneLine(`${name}: ${outcome.done}`));
  // The keyword's text stays out of the operational logs: the lines carry its id (`task-log-keys.ts`).
  logger.info('Keyword step done', { step: step.name });
  emitMetric('KeywordsCompleted', 1, { Step: step.name });
  for (const record of outcome.usage) {
    const tokens = (record.inputTokens ?? 0) + (record.outputTokens ?? 0);
    if (record.model && tokens > 0) emitMetric('AiTokens', tokens, { Model: record.model });
  }
  // Priced as the keyword economics price the stored counters (decision 022); an unpriced model emits none.
  const cost = generationCost(usage, deps.prices);
  for (const line of cost.lines) {
    if (line.cost) emitMetric('AiCostUsd', line.cost, { Model: line.model });
  }
  if (cost.total > 0) emitMetric('AiCostTotalUsd', cost.total, {});
}

/** The keyword, which must exist and be in Processing (a run only works on keywords it moved there). */
export async function processingKeyword(deps: PipelineDeps, keywordId: string): Promise<KeywordRecord> {
  const keyword = await deps.keywords.findById(keywordId);
  if (!keyword) throw new StepInputError('The keyword was deleted');
  if (keyword.status !== 'Processing')
    throw new StepInputError(`The keyword is ${keyword.status}, not Processing`);
  return keyword;
}

/** What the generation functions read from a stored keyword. */
export function contentInputsOf(keyword: KeywordRecord): ContentInputs {
  return {
    keyword: keyword.masterKeyword,
    manualTags: keyword.manualTags,
    primaryTag: keyword.primaryTag,
    tags: [...(keyword.tags?.Transactional ?? []), ...(keyword.tags?.Navigational ?? [])],
    title: keyword.title,
  };
}

/**
 * Usage as the keyword's counters, per step and model: `article:gpt-4.1-mini:outputTokens`, `...:calls`,
 * `...:durationMs`, `images:gpt-image-1:images`.
 */
export function usageCounters(step: string, usage: UsageRecord[]): Record<string, number> {
  const counters: Record<string, number> = {};
  const add = (key: string, value: number | undefined) => {
    if (value !== undefined && Number.isFinite(value)) counters[key] = (counters[key] ?? 0) + value;
  };
  for (const record of usage) {
    const prefix = `${step}:${record.model ?? record.provider}`;
    add(`${prefix}:calls`, 1);
    add(`${prefix}:inputTokens`, record.inputTokens);
    add(`${prefix}:outputTokens`, record.outputTokens);
    add(`${prefix}:images`, record.images);
    add(`${prefix}:durationMs`, Math.round(record.durationMs));
  }
  return counters;
}
