import { startChunk } from '../../domain/processing/chunk-starter';
import { closeAbandonedRun } from '../../domain/processing/run-closer';
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
 * closes the run, `abort` closes it.
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
        // The chunk is done: the next one starts in an execution of its own, or the run finishes.
        await startChunk(deps, task.runId, task.chunk + 1, { maxConcurrency: task.maxConcurrency });
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

async function begin(deps: PipelineDeps, task: Task<'begin'>): Promise<KeywordPlan> {
  const keyword = await processingKeyword(deps, task.keywordId);
  const name = quoteKeyword(keyword.masterKeyword);
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
        content: true,
        images: true,
        ads: options.generateAds,
        variants: options.generateVariants && !isVariant,
        publish: options.publishToWordPress,
      };
    case 'images':
      return { content: false, images: true, ads: false, variants: false, publish: false };
    case 'variants':
      return { content: false, images: false, ads: false, variants: !isVariant, publish: false };
    case 'article':
      return {
        content: true,
        images: false,
        ads: false,
        variants: false,
        publish: options.publishToWordPress,
      };
    case 'publish':
      return { content: false, images: false, ads: false, variants: false, publish: true };
  }
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
