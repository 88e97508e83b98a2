import * as z from '../validation/zod';

/** One name of the pool (docs/contract.md#ad-set-names). */
export const adsetNameEntrySchema = z.object({
  adset_name: z.string(),
  channel_number: z.number().int(),
});
export type AdsetNameEntry = z.infer<typeof adsetNameEntrySchema>;

/** `GET /api/adset-names`: both lists, lowest channel first, with their sizes. */
export const adsetNamesResponseSchema = z.object({
  availableNames: z.array(adsetNameEntrySchema),
  usedNames: z.array(adsetNameEntrySchema),
  totalAvailable: z.number().int(),
  totalUsed: z.number().int(),
});
export type AdsetNamesResponse = z.infer<typeof adsetNamesResponseSchema>;

/** `GET /api/adset-names/available`. */
export const availableAdsetNamesResponseSchema = z.object({ available: z.array(adsetNameEntrySchema) });
export type AvailableAdsetNamesResponse = z.infer<typeof availableAdsetNamesResponseSchema>;

/** `POST /api/adset-names/sync-from-meta`: how many pool names were newly marked used. */
export const adsetNameSyncResponseSchema = z.object({ updatedCount: z.number().int() });
export type AdsetNameSyncResponse = z.infer<typeof adsetNameSyncResponseSchema>;
