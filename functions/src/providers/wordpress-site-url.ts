import type { SiteUrlPolicy } from '../ports/sites';
import { privateAddressesRefused } from './outbound-url';

/**
 * On AWS a WordPress site must be reached over https: every call carries its application password as
 * Basic auth, which plain http would send in clear text across the Internet. Locally http stays allowed,
 * for the sandbox and a WordPress on this machine or its network.
 */
export function wordPressUrlRefusal(siteUrl: string, onAws = privateAddressesRefused()): string | undefined {
  if (!onAws || !URL.canParse(siteUrl) || new URL(siteUrl).protocol === 'https:') return undefined;
  return 'The WordPress site URL must start with https://: the application password is sent with every request';
}

/** `wordPressUrlRefusal` where this runs, as the domain asks it. */
export const wordPressSiteUrlPolicy: SiteUrlPolicy = (siteUrl) => wordPressUrlRefusal(siteUrl);
