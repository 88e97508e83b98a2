import { endChunk } from '../../domain/processing/chunk-end';
import { resumeHeldRuns } from '../../domain/processing/held-runs';
import { closeAbandonedRun } from '../../domain/processing/run-closer';
import { costsAi } from '../../domain/processing/run-hold';
import {
  doneLine,
  failedLine,
  plural,
  quoteKeyword,
  startedLine,
} from '../../domain/processing/run-log-lines';
import { settleKeyword } from '../../domain/processing/settle-keyword';
import { reviewReason } from '../../domain/quality/review-reason';
import { emitMetric } from '../../lib/metrics';
import type { RunMode } from '../../ports/processing';
import type { PipelineExecutionInput } from '../../ports/workflow';
import { failureReason } from '../failure-reason';
import { failedStepOf } from '../keyword-steps';
import type { PipelineDeps } from '../pipeline-deps';
import { processingKeyword } from '../run-keyword-step';
import { type KeywordPlan, type ProgressTask, parseTask, progressTaskSchema } from '../task-input';

/** The run processes at most its keywords and then their variants: two waves. */
const LAST_WAVE = 1;

/**
 * The `ProgressStepFunction` task: the run's bookkeeping. `begin` logs a keyword's start and returns its
 * plan; `complete` and `fail` settle a keyword (guarded: each is counted once); `nextWave` hands the Map the
 * variants created meanwhile; `finish` starts the run's next chunk or
 * closes the run, `abort` closes it; `resumeHeld` (a schedule) lets runs held for budget go on.
 */
export function createProgressStep(deps: PipelineDeps) {
  return async (input: unknown): Promise<KeywordPlan | PipelineExecutionInput | Record<string, never>> => {
    const task = parseTask(progressTaskSchema, input);
    switch (task.action) {
      case 'begin':
        return begin(deps, task);
      case 'complete':
        await complete(deps, task);
        return {};
      case 'fail':
        await fail(deps, task);
        return {};
      case 'nextWave':
        return nextWave(deps, task);
      case 'finish':
        // The chunk is done: the next one starts in an execution of its own, or the run finishes (or
        // holds, with keywords sent back for budget).
        await endChunk(deps, task.runId, task.chunk, { maxConcurrency: task.maxConcurrency });
        return {};
      case 'resumeHeld':
        await resumeHeldRuns(deps);
        return {};
      case 'abort':
        await closeAbandonedRun(deps, task.runId, `Processing stopped: ${failureReason(task.error)}`);
        return {};
    }
  };
}

type Task<A extends ProgressTask['action']> = Extract<ProgressTask, { action: A }>;

const START_LINES: Record<RunMode, string> = {
  full: 'processing started',
  images: 'regenerating images',
  variants: 'generating variants',
  article: 'regenerating the article',
  publish: 'publishing after review',
};

/** A keyword sent back to wait for budget: no step runs for it in this execution. */
const HELD: KeywordPlan = {
  held: true,
  content: false,
  images: false,
  ads: false,
  variants: false,
  publish: false,
};

async function begin(deps: PipelineDeps, task: Task<'begin'>): Promise<KeywordPlan> {
  const keyword = await processingKeyword(deps, task.keywordId);
  const name = quoteKeyword(keyword.masterKeyword);
  if (await sentBackForBudget(deps, task, keyword.siteId)) {
    await deps.runs.appendLog(task.runId, startedLine(`${name}: waiting for budget`));
    return HELD;
  }
  if (await deps.runs.markStepStarted(task.runId, task.keywordId, 'begin')) {
    await deps.runs.appendLog(
      task.runId,
      startedLine(`${name}: ${START_LINES[task.mode]}`),
      `Processing ${name}`,
    );
  }
  const { options } = keyword;
  const isVariant = keyword.parentId !== undefined;
  switch (task.mode) {
    case 'full':
      return {
        held: false,
        content: true,
        images: true,
        ads: options.generateAds,
        variants: options.generateVariants && !isVariant,
        publish: options.publishToWordPress,
      };
    case 'images':
      return { held: false, content: false, images: true, ads: false, variants: false, publish: false };
    case 'variants':
      return {
        held: false,
        content: false,
        images: false,
        ads: false,
        variants: !isVariant,
        publish: false,
      };
    case 'article':
      return {
        held: false,
        content: true,
        images: false,
        ads: false,
        variants: false,
        publish: options.publishToWordPress,
      };
    case 'publish':
      return { held: false, content: false, images: false, ads: false, variants: false, publish: true };
  }
}

/**
 * With the budget spent (the account's or the keyword's site's), a keyword about to begin goes back to
 * Pending and is recorded on the run, which holds with it once the chunk's other keywords end (decision
 * 052): those already under way finish, nothing is marked Error. Recorded first, so a retry finds it.
 */
async function sentBackForBudget(deps: PipelineDeps, task: Task<'begin'>, siteId?: string): Promise<boolean> {
  if (!costsAi(task.mode)) return false;
  const reason = await deps.gate.holdReason(siteId);
  if (!reason || (await deps.runs.get(task.runId))?.budgetReleased) return false;
  await deps.runs.defer(task.runId, task.keywordId);
  await deps.keywords.transition(task.keywordId, ['Processing'], 'Pending', { errorReason: null });
  return true;
}

async function complete(deps: PipelineDeps, task: Task<'complete'>) {
  const keyword = await deps.keywords.findById(task.keywordId);
  if (!keyword) return; // deleted meanwhile: nothing to settle
  const name = quoteKeyword(keyword.masterKeyword);
  // A partial run (images, variants) on a keyword whose article never got written cannot make it Completed.
  const usable = task.mode === 'full' || keyword.article.length > 0;
  const reason = 'The article has not been generated yet: retry the keyword';
  // A run that published through the quality check leaves an article it held back for review (decision 036).
  const checked = task.mode === 'full' || task.mode === 'article' || task.mode === 'publish';
  const review = usable && checked ? await reviewReason(deps.quality.reports, keyword) : undefined;
  // A post waiting for its site's cadence slot leaves the keyword Scheduled until it is live (decision 040).
  const scheduled = usable && keyword.articleStatus === 'scheduled';
  const outcome = await settleKeyword(deps, task.runId, task.keywordId, {
    from: ['Processing'],
    to: review ? 'Needs review' : !usable ? 'Error' : scheduled ? 'Scheduled' : 'Completed',
    errorReason: usable ? null : reason,
  });
  if (outcome) {
    const line = review
      ? `needs review: ${review}`
      : scheduled
        ? `scheduled for ${keyword.publishedDate}`
        : 'completed';
    await deps.runs.appendLog(
      task.runId,
      outcome === 'succeeded' ? doneLine(`${name}: ${line}`) : failedLine(`${name}: ${reason}`),
    );
  }
  if (outcome === 'failed') emitMetric('KeywordsFailed', 1, { Step: 'complete' });
  // Live now: its site may launch a campaign for it. Asked again on a repeated task, once per article.
  const published = task.mode === 'full' || task.mode === 'publish';
  if (published && !review && usable && !scheduled && keyword.publishedUrl)
    await deps.launchOnGoLive(keyword);
}

async function fail(deps: PipelineDeps, task: Task<'fail'>) {
  const reason = failureReason(task.error);
  const keyword = await deps.keywords.findById(task.keywordId);
  const outcome = await settleKeyword(deps, task.runId, task.keywordId, {
    from: ['Processing'],
    to: 'Error',
    errorReason: reason,
  });
  if (outcome) {
    const name = keyword ? quoteKeyword(keyword.masterKeyword) : `keyword ${task.keywordId}`;
    await deps.runs.appendLog(task.runId, failedLine(`${name}: ${reason}`));
    // Counted once, as the keyword is: a repeated task finds it settled.
    emitMetric('KeywordsFailed', 1, { Step: failedStepOf(reason) });
  }
}

/** The variants the run created and has not settled yet, moved to Processing for the next wave. */
async function nextWave(deps: PipelineDeps, task: Task<'nextWave'>): Promise<PipelineExecutionInput> {
  const run = await deps.runs.get(task.runId);
  const settled = new Set(run?.finishedIds ?? []);
  const waiting = task.wave >= LAST_WAVE ? [] : (run?.variantIds ?? []).filter((id) => !settled.has(id));
  const keywordIds: string[] = [];
  for (const id of waiting) {
    // Already Processing when this task is repeated, or the run resumed after a restart.
    const moved = await deps.keywords.transition(id, ['Pending'], 'Processing', { errorReason: null });
    if (moved || (await deps.keywords.findById(id))?.status === 'Processing') keywordIds.push(id);
  }
  if (keywordIds.length > 0) {
    await deps.runs.appendLog(
      task.runId,
      startedLine(`Processing ${plural(keywordIds.length, 'variant')}`),
      `Processing ${plural(keywordIds.length, 'variant')}`,
    );
  }
  return {
    runId: task.runId,
    keywordIds,
    maxConcurrency: task.maxConcurrency,
    mode: 'full',
    wave: task.wave + 1,
    chunk: task.chunk,
  };
}
