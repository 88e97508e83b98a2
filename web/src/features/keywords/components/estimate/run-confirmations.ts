import type { ProcessingEstimateRequest } from '#shared/schemas/ai-budget';
import { formatCount } from '../../../../lib/format';

/** A run asked about before it starts: the dialog's texts and the request its estimate is asked for. */
export interface RunConfirmation {
  request: ProcessingEstimateRequest;
  title: string;
  message: string;
  confirmLabel: string;
}

const keywords = (count: number) => `${formatCount(count)} ${count === 1 ? 'keyword' : 'keywords'}`;

/** Process All (the dashboard's and the header's buttons, the simple Keywords page's). */
export const PROCESS_ALL_RUN: RunConfirmation = {
  request: { route: 'process-all' },
  title: 'Process all keywords?',
  message: 'Every Pending or Error keyword is processed again.',
  confirmLabel: 'Process All',
};

/** The bulk bar's Process over the selected keywords. */
export const bulkProcessRun = (ids: string[]): RunConfirmation => ({
  request: { route: 'bulk', ids },
  title: `Process ${keywords(ids.length)}?`,
  message: `The selected ${ids.length === 1 ? 'keyword is' : 'keywords are'} processed again, in the background.`,
  confirmLabel: 'Process',
});

/** The bulk bar's Regenerate Images over the selected keywords. */
export const bulkRegenerateImagesRun = (ids: string[]): RunConfirmation => ({
  request: { route: 'bulk', ids, action: 'regenerate-images' },
  title: `Regenerate images for ${keywords(ids.length)}?`,
  message: `The selected ${ids.length === 1 ? 'keyword gets' : 'keywords get'} new images, in the background.`,
  confirmLabel: 'Regenerate Images',
});
