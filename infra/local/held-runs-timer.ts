import { withoutLogKeys } from '../../functions/src/lib/log-keys';
import { logger } from '../../functions/src/lib/logger';
import type { LocalPipelineRunner } from './pipeline-runner/local-pipeline-runner';

/** Sooner than the AWS schedule's 5 minutes: a run held on this machine goes on within a minute of the day turning. */
export const HELD_RUNS_EVERY_MS = 60_000;

/**
 * What the AWS schedule does for runs held for budget (decision 052), for the local server: on each tick
 * the held runs the budget now allows go on. A raised limit or a release does not wait for it.
 */
export function startHeldRunsTimer(
  runner: Pick<LocalPipelineRunner, 'resumeHeld'>,
  everyMs = HELD_RUNS_EVERY_MS,
) {
  let running = false;
  const timer = withoutLogKeys(() =>
    setInterval(() => {
      if (running) return;
      running = true;
      runner
        .resumeHeld()
        .catch((error: unknown) => logger.error('Resuming held runs failed', { error }))
        .finally(() => {
          running = false;
        });
    }, everyMs),
  );
  timer.unref();
  return timer;
}
