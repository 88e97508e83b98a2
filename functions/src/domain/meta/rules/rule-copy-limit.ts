import { nameBasedUuid } from '../../../lib/name-based-uuid';
import type { CreationState } from '../../../ports/meta-campaigns';

/**
 * The creation id of a rule's `ordinal`-th copy of a source campaign: a retried or re-evaluated action finds
 * the same creation (and resumes or answers it) instead of making another copy (decision 055).
 */
export const ruleCopyId = (ruleId: string, sourceCampaignId: string, ordinal: number) =>
  nameBasedUuid(`rule-copy:${ruleId}:${sourceCampaignId}:${ordinal}`);

/** Ordinals read per source: every copy allowed, and as many failed attempts besides. */
export const copyOrdinals = (maxCopies: number) =>
  Array.from({ length: maxCopies * 2 }, (_, index) => index + 1);

export type CopyPlan = { ordinal: number; made: number } | { skip: string };

/**
 * The next copy from the states of the rule's creations of ordinals 1, 2, …: copies made (`created`) count
 * towards the limit, a failed one does not (Meta refused it and the saga undid it), and the next ordinal is
 * the first not started or still `creating` (resumed). The states come from the stored records, so the
 * limit holds across evaluations and restarts.
 */
export function nextCopy(states: (CreationState | undefined)[], maxCopies: number): CopyPlan {
  const made = states.filter((state) => state === 'created').length;
  if (made >= maxCopies)
    return { skip: `Skipped: copies limit (${made} of ${maxCopies} copies of this campaign made)` };
  const free = states.findIndex((state) => state === undefined || state === 'creating');
  if (free === -1)
    return {
      skip: `Skipped: ${states.length - made} copies of this campaign failed; raise the copies limit to try again`,
    };
  return { ordinal: free + 1, made };
}
