import { createHash } from 'node:crypto';
import { logger } from '../../../lib/logger';
import type { RunRecord, RunRepository } from '../../../ports/runs';
import { RUN_KIND_LABELS } from '../../processing/run-labels';
import { LOG_MARKS, plural } from '../../processing/run-log-lines';
import type { Notifier } from '../notifier';

/** How many failed keywords a run's notification names; the rest are counted. */
const NAMED_FAILURES = 3;
/** The publish step's failures start so (`runKeywordStep` prefixes what the step was doing). */
const PUBLISH_FAILED = 'Publishing to WordPress failed: ';
/** The keyword list filtered to the keywords in Error. */
const ERRORS_LINK = '/?status=error';

interface Failure {
  keyword: string;
  reason: string;
}

/** The failures a run's log records (`✗ "hiking boots": Writing the article failed: ...`), oldest first. */
export function failuresIn(lines: string[]): Failure[] {
  const failures: Failure[] = [];
  for (const line of lines) {
    // The keyword is quoted as `quoteKeyword` does (a quote inside is not escaped): up to the first `": `.
    const match = new RegExp(`^${LOG_MARKS.failed} (".*?"): (.+)$`).exec(line);
    if (match) failures.push({ keyword: match[1] as string, reason: match[2] as string });
  }
  return failures;
}

function summary(run: RunRecord) {
  const what = RUN_KIND_LABELS[run.kind];
  const counts = `${run.succeeded} of ${plural(run.total, 'keyword')} completed, ${run.failed} failed`;
  return { what, counts };
}

function runMessage(run: RunRecord, failures: Failure[]): string {
  const { counts } = summary(run);
  const stopped = run.currentOperation.startsWith('Stopped') ? ` ${run.currentOperation}.` : '';
  if (run.failed === 0) return `${counts}.${stopped}`;
  const named = failures.slice(0, NAMED_FAILURES).map((f) => `${f.keyword}: ${f.reason}`);
  const more = run.failed - named.length;
  return [
    `${counts}.${stopped}`,
    ...named,
    ...(more > 0 ? [`and ${plural(more, 'more keyword')}`] : []),
  ].join('\n');
}

/** Short and stable, for a condition key per reason. */
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * One notification per finished run with its counts (an error naming the first few failed keywords and
 * why when any failed), and one per reason WordPress refused the run's articles for: never one per
 * keyword. Keyed by the run (and reason), so finishing the same run twice raises nothing new.
 */
async function notifyRunFinished(notifier: Notifier, run: RunRecord, log: string[]): Promise<void> {
  const failures = failuresIn(log);
  const { what, counts } = summary(run);
  await notifier.raise({
    kind: 'run_finished',
    severity: run.failed > 0 || run.currentOperation.startsWith('Stopped') ? 'error' : 'info',
    title:
      run.failed > 0
        ? `Processing (${what}) finished with errors: ${counts}`
        : `Processing (${what}) finished: ${counts}`,
    message: runMessage(run, failures),
    link: run.failed > 0 ? ERRORS_LINK : '/',
    conditionKey: `run-finished#${run.id}`,
  });
  const byReason = new Map<string, string[]>();
  for (const failure of failures) {
    if (!failure.reason.startsWith(PUBLISH_FAILED)) continue;
    const reason = failure.reason.slice(PUBLISH_FAILED.length);
    byReason.set(reason, [...(byReason.get(reason) ?? []), failure.keyword]);
  }
  for (const [reason, keywords] of byReason) {
    const more = keywords.length - NAMED_FAILURES;
    await notifier.raise({
      kind: 'publish_failed',
      severity: 'error',
      title: `Publishing to WordPress failed for ${plural(keywords.length, 'keyword')}`,
      message: `${reason}\nKeywords: ${keywords.slice(0, NAMED_FAILURES).join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
      link: ERRORS_LINK,
      conditionKey: `publish-failed#${run.id}#${digest(reason)}`,
    });
  }
}

/**
 * The run repository, raising the run's notification when `finish` closes a run (it answers true once per
 * run, whoever closes it: the last chunk, the failure handler or a restart's recovery). A notification that
 * cannot be raised is logged by the notifier; the run is finished either way.
 */
export function withRunNotifications(runs: RunRepository, notifier: Notifier): RunRepository {
  return {
    ...runs,
    async finish(id, currentOperation) {
      const finished = await runs.finish(id, currentOperation);
      if (!finished) return false;
      try {
        const [run, log] = await Promise.all([runs.get(id), runs.logOf(id)]);
        if (run)
          await notifyRunFinished(
            notifier,
            run,
            log.map((line) => line.text),
          );
      } catch (error) {
        logger.error('Could not read a finished run for its notification', { runId: id, error });
      }
      return true;
    },
  };
}
