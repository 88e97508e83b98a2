import type { WordPressCredentials } from '#shared/schemas/settings';
import type { SiteUrlPolicy } from '../../ports/sites';
import { invalid } from '../domain-error';
import { originOf, resolveSubmitted } from '../settings/masking';

/**
 * A site's submitted credentials as they are to be stored: an address the policy allows (`invalid`
 * otherwise, as a field error), and a masked password sent back keeps the saved one, for the same site
 * origin only (the password goes there as Basic auth; another path there is the same site).
 */
export function resolveSiteCredentials(
  submitted: WordPressCredentials,
  saved: WordPressCredentials | undefined,
  siteUrlRefusal: SiteUrlPolicy,
): WordPressCredentials {
  const refusal = siteUrlRefusal(submitted.wpSiteUrl);
  if (refusal !== undefined) throw invalid(`wpSiteUrl: ${refusal}`);
  return {
    ...submitted,
    wpAppPassword: resolveSubmitted('wpAppPassword', submitted.wpAppPassword, saved?.wpAppPassword, {
      saved: saved && originOf(saved.wpSiteUrl),
      submitted: originOf(submitted.wpSiteUrl),
      message: 'Enter the password again for the new site',
    }),
  };
}
