import type { PublishingSlots } from '../../ports/publishing-slots';
import type { SiteRecord } from '../../ports/sites';
import { slotsAfter } from './cadence-slots';

/**
 * The slot a keyword's post goes live at on its site, booked for it (decision 040); undefined when the site
 * has no cadence (the post goes live at once). A keyword that booked a slot still ahead keeps it, so a retry
 * or a re-publish never takes a second one; otherwise the first free slot after now is taken, the search
 * starting where every earlier slot is known to be booked.
 */
export async function bookPublishingSlot(
  slots: PublishingSlots,
  site: { siteId: string; settings: Pick<SiteRecord, 'cadence' | 'timeZone'> },
  keywordId: string,
  now: number,
): Promise<string | undefined> {
  const { cadence, timeZone } = site.settings;
  if (!cadence) return undefined;
  const { siteId } = site;
  const [held, bound] = await Promise.all([slots.heldBy(siteId, keywordId), slots.fullUntil(siteId)]);
  if (held && Date.parse(held) > now && (await slots.book(siteId, held, keywordId))) return held;
  const from = Math.max(now, bound ? Date.parse(bound) - 1 : now);
  for (const instant of slotsAfter(cadence, timeZone, from)) {
    const slot = new Date(instant).toISOString();
    if (await slots.book(siteId, slot, keywordId)) {
      await slots.raiseFullUntil(siteId, slot);
      return slot;
    }
  }
  // slotsAfter never ends; this keeps the compiler sure of it.
  throw new Error('No publishing slot found');
}
