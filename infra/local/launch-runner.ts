import type { CampaignLaunchEntry } from '../../functions/src/composition/entry-points/campaign-launch';
import { withoutLogKeys } from '../../functions/src/lib/log-keys';
import { logger } from '../../functions/src/lib/logger';
import type { Clock } from '../../functions/src/ports/clock';
import type { LaunchStarter } from '../../functions/src/ports/meta-launches';

/** A turn's length, as the launch function's on AWS (its 15 minutes less a margin). */
const TURN_MS = 14 * 60_000;
/** Sooner than the AWS schedule's 5 minutes: a launch Meta kept busy goes on within a minute here. */
export const LAUNCH_RESUME_EVERY_MS = 60_000;

/**
 * Campaign launches on this machine (issue 33): a started launch's turn runs in this process, as the
 * launch function's asynchronous invocation does on AWS, and a timer does what the AWS schedule does (the
 * running launches no worker holds go on). `close` stops the turns after the campaigns they are creating.
 */
export function createLocalLaunchRunner(clock: Clock) {
  let entry: CampaignLaunchEntry | undefined;
  let closed = false;
  const turns = new Set<Promise<unknown>>();
  const stopped = () => closed;

  const starter: LaunchStarter = {
    async start(launchId) {
      if (closed || !entry) return; // the next start resumes it from its record
      const turn = withoutLogKeys(() =>
        entry!
          .advance(launchId, { until: clock.now() + TURN_MS, stopped })
          .catch((error: unknown) => logger.error('A launch turn failed', { launchId, error })),
      );
      turns.add(turn);
      void turn.finally(() => turns.delete(turn));
    },
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    starter,

    /** Attaches the entry built on the platform that holds this starter, and resumes what was left. */
    async attach(built: CampaignLaunchEntry, everyMs = LAUNCH_RESUME_EVERY_MS) {
      entry = built;
      await built.resume();
      timer = withoutLogKeys(() =>
        setInterval(() => {
          built.resume().catch((error: unknown) => logger.error('Resuming launches failed', { error }));
        }, everyMs),
      );
      timer.unref();
    },

    /** What the timer does, at once (tests): the running launches no worker holds go on. */
    async resumeNow() {
      await entry?.resume();
    },

    /** Resolves once no turn is running (tests, benchmarks). */
    async idle() {
      while (turns.size > 0) await Promise.all([...turns]);
    },

    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.all([...turns]);
    },
  };
}
