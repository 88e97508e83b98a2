import type { WordPressCredentials } from '#shared/schemas/settings';
import { originOf, resolveSubmitted } from '../settings/masking';

/**
 * A site's submitted credentials as they are to be stored: a masked password sent back keeps the saved one,
 * for the same site origin only (the password goes there as Basic auth; another path there is the same site).
 */
export function resolveSiteCredentials(
  submitted: WordPressCredentials,
  saved: WordPressCredentials | undefined,
): WordPressCredentials {
  return {
    ...submitted,
    wpAppPassword: resolveSubmitted('wpAppPassword', submitted.wpAppPassword, saved?.wpAppPassword, {
      saved: saved && originOf(saved.wpSiteUrl),
      submitted: originOf(submitted.wpSiteUrl),
      message: 'Enter the password again for the new site',
    }),
  };
}
