import type { LaunchItemStatus, LaunchStatus, LaunchTrigger } from '#shared/schemas/meta-launches';

type Tone = 'default' | 'info' | 'success' | 'warning' | 'error';

/** A launch's status as its chip shows it. */
export const LAUNCH_STATUS: Record<LaunchStatus, { label: string; tone: Tone }> = {
  running: { label: 'Running', tone: 'info' },
  done: { label: 'Done', tone: 'success' },
  partial: { label: 'Partly failed', tone: 'warning' },
  failed: { label: 'Failed', tone: 'error' },
};

export const LAUNCH_ITEM_STATUS: Record<LaunchItemStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'default' },
  created: { label: 'Created', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
};

/** Who started a launch: a person here, or an article going live on a site that launches then. */
export const LAUNCH_TRIGGER: Record<LaunchTrigger, string> = {
  manual: 'Manual',
  'go-live': 'On go-live',
};

/** "12 of 30 created, 2 failed": a launch's progress in words. */
export function progressText({ total, created, failed }: { total: number; created: number; failed: number }) {
  return `${created} of ${total} created${failed > 0 ? `, ${failed} failed` : ''}`;
}
