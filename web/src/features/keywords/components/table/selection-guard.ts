import { toast } from '../../../../lib/toast';

export type BulkAction = 'process' | 'regenerate' | 'approve' | 'regenerate article' | 'delete';

const WHAT_FOR: Record<BulkAction, string> = {
  process: 'to process',
  regenerate: 'to regenerate images for',
  approve: 'to approve',
  'regenerate article': 'to regenerate the article of',
  delete: 'to delete',
};

/** A bulk action needs at least one selected keyword; without one a destructive toast says so. */
export function ensureSelection(ids: readonly string[], action: BulkAction): boolean {
  if (ids.length > 0) return true;
  toast({
    title: 'No keywords selected',
    description: `Please select at least one keyword ${WHAT_FOR[action]}.`,
    variant: 'destructive',
  });
  return false;
}
