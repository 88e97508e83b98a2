import type { KeywordStatus } from '#shared/schemas/keywords';
import type { RunKind } from '../../ports/processing';

/** How a run's first log line names what was asked. */
export const RUN_KIND_LABELS: Record<RunKind, string> = {
  batch: 'new keywords',
  'bulk-process': 'bulk process',
  'process-all': 'process all',
  retry: 'retry',
  'regenerate-images': 'image regeneration',
  variants: 'variant generation',
  approve: 'approval after review',
  'regenerate-article': 'article regeneration',
};

/** The statuses a run may take a keyword from: any but Processing, so a keyword is in one run at a time. */
export const STARTABLE_STATUSES: KeywordStatus[] = [
  'Pending',
  'Completed',
  'Error',
  'Needs review',
  'Scheduled',
];
