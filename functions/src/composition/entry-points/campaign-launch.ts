import { createLaunchDeps } from '../launch-deps';
import { createMetaDeps } from '../meta-deps';
import { createNotificationDeps } from '../notification-deps';
import type { Platform } from '../platform';
import { createRunRecords } from '../run-records';

/**
 * The launch function (issue 33): a turn of one launch's work, and the schedule's tick that goes on with
 * every running launch no worker holds (after a crash, or while Meta was busy). What the Lambda runs on AWS
 * and the in-process runner on this machine.
 */
export function buildCampaignLaunch(platform: Platform) {
  const notifications = createNotificationDeps(platform);
  const { metaAccess } = createMetaDeps(platform, notifications);
  const { keywords } = createRunRecords(platform);
  const { launchWorker, launchStore } = createLaunchDeps(platform, {
    keywords,
    metaAccess,
    notifier: notifications.notifier,
  });
  return {
    /** One turn until `until`; a launch with campaigns left when its time is up is handed on at once. */
    async advance(launchId: string, options: { until: number; stopped?: () => boolean }) {
      const turn = await launchWorker.advance(launchId, options);
      if (turn === 'more' && !options.stopped?.()) await platform.launches.start(launchId);
      return turn;
    },

    /** Hands every running launch to a worker again: one that holds it already keeps it. */
    async resume(): Promise<number> {
      const ids = (await launchStore.running()).map((launch) => launch.id);
      for (const id of ids) await platform.launches.start(id);
      return ids.length;
    },
  };
}

export type CampaignLaunchEntry = ReturnType<typeof buildCampaignLaunch>;
