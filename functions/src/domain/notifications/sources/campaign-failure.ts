import type { CampaignRecord, CreationStep } from '../../../ports/meta-campaigns';
import type { Notifier } from '../notifier';

const STEP_NAMES: Record<CreationStep, string> = {
  campaign: 'campaign',
  adset: 'ad set',
  image: 'image',
  creative: 'creative',
  ad: 'ad',
};

const names = (steps: CreationStep[]) => steps.map((step) => STEP_NAMES[step]).join(', ');

export interface CampaignFailure {
  record: CampaignRecord;
  reason: string;
  /** What the failed creation had made in Meta and deleted again. */
  undone: CreationStep[];
  /** What it made and could not delete (left recorded for a retry), and the image Meta keeps by hash. */
  kept: CreationStep[];
}

/**
 * A campaign creation or duplication that failed after Meta was called: what went wrong, what was undone
 * and what was kept (the adset name stays reserved while anything is left). One per creation attempt.
 */
export async function notifyCampaignFailed(notifier: Notifier, failure: CampaignFailure): Promise<void> {
  const { record, reason, undone, kept } = failure;
  const what = record.duplicateOf ? 'duplication' : 'creation';
  const leftBehind = kept.filter((step) => step !== 'image');
  const lines = [
    reason,
    undone.length > 0 ? `Undone in Meta: ${names(undone)}.` : 'Nothing had been made in Meta yet.',
    ...(kept.length > 0
      ? [`Kept in Meta: ${names(kept)}${kept.includes('image') ? ' (Meta keeps images by hash)' : ''}.`]
      : []),
    leftBehind.length > 0
      ? `The adset name ${record.adsetName} stays reserved until the rest is deleted: retry the creation.`
      : `The adset name ${record.adsetName} is free again.`,
  ];
  await notifier.raise({
    kind: 'campaign_failed',
    severity: 'error',
    title: `Campaign ${what} failed: ${record.campaignName}`,
    message: lines.join('\n'),
    link: `/meta-campaigns/${encodeURIComponent(record.id)}`,
    conditionKey: `campaign-failed#${record.id}#${record.updatedAt}`,
  });
}
