import * as z from '../validation/zod';

/**
 * Holds after undo (decision 038): a person undoing a rule's action keeps that rule off that campaign until
 * a person lets it act again, whatever the rule's cooldown.
 */

/** What the action log says when a held rule's conditions hold but it does not act. */
export const HELD_AFTER_UNDO = 'held after undo';

export const ruleHoldSchema = z.object({
  ruleId: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  /** The log entry whose action was undone. */
  entryId: z.string(),
  /** The undo's own log entry. */
  undoEntryId: z.string(),
  heldAt: z.string(),
  /** Who undid the action. */
  heldBy: z.string(),
});
export type RuleHold = z.infer<typeof ruleHoldSchema>;
