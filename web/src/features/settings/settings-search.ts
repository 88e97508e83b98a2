// zod's tree-shakable build: the router ships in the initial bundle, which the full build would outgrow.
// Nothing here is shown to a user, so the shared error map (`#shared/zod`) has nothing to word.
import * as z from 'zod/mini';

export const SETTINGS_TABS = ['api', 'wordpress', 'meta', 'preferences', 'debug'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** `/settings?tab=`: an unknown tab is dropped rather than failing the route. */
export const settingsSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(SETTINGS_TABS)), undefined),
});
export type SettingsSearch = z.infer<typeof settingsSearchSchema>;
