/**
 * A site's booked publishing slots (decision 040): one item per slot, written only if the slot is free or
 * already the keyword's, and one per keyword naming the slot it holds, so a retry finds its slot again.
 */
export interface PublishingSlots {
  /** The slot (ISO instant) this keyword holds on the site, if it holds one. */
  heldBy(siteId: string, keywordId: string): Promise<string | undefined>;
  /**
   * Takes the slot for the keyword unless another keyword holds it: true when the slot is the keyword's
   * (newly or already). The keyword's own item then names it.
   */
  book(siteId: string, slot: string, keywordId: string): Promise<boolean>;
  /**
   * A lower bound of the site's free slots: every slot before it is booked. A booking starts its search
   * there, so it costs the same however many posts wait ahead; undefined while nothing was booked.
   */
  fullUntil(siteId: string): Promise<string | undefined>;
  /** Raises the bound to `slot` (never lowers it): the caller found every slot before it booked. */
  raiseFullUntil(siteId: string, slot: string): Promise<void>;
  /** Frees the keyword's slot on the site, if it holds one (a deleted keyword's), lowering the bound to it. */
  release(siteId: string, keywordId: string): Promise<void>;
}
