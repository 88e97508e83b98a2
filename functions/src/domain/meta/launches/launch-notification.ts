import type { LaunchRecord } from '../../../ports/meta-launches';
import type { Notifier } from '../../notifications/notifier';

const campaigns = (count: number) => `${count} campaign${count === 1 ? '' : 's'}`;

/** The one notification a launch raises when it ends: how many campaigns were made, and which failed why. */
export async function notifyLaunchEnded(
  notifier: Notifier,
  launch: Pick<LaunchRecord, 'id' | 'status' | 'created' | 'failed' | 'total' | 'items' | 'updatedAt'>,
): Promise<void> {
  const failures = launch.items.filter((item) => item.status === 'failed');
  const title =
    launch.status === 'done'
      ? `Launch finished: ${campaigns(launch.created)} created`
      : launch.status === 'partial'
        ? `Launch finished: ${launch.created} of ${campaigns(launch.total)} created, ${launch.failed} failed`
        : `Launch failed: none of ${campaigns(launch.total)} created`;
  const lines = failures.slice(0, 10).map((item) => `${item.masterKeyword}: ${item.error ?? 'failed'}`);
  if (failures.length > lines.length) lines.push(`and ${failures.length - lines.length} more`);
  await notifier.raise({
    kind: 'campaign_launch',
    severity: launch.status === 'done' ? 'info' : launch.status === 'partial' ? 'warning' : 'error',
    title,
    message: lines.length > 0 ? `Failed:\n${lines.join('\n')}` : 'Every campaign was created.',
    link: `/meta-launches/${encodeURIComponent(launch.id)}`,
    // One per end: a Retry failed ends it again, which is news again.
    conditionKey: `campaign-launch#${launch.id}#${launch.updatedAt}`,
  });
}
