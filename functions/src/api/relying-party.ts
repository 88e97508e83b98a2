import type { Context } from 'hono';
import type { RelyingParty } from '../domain/auth/second-factor/passkey-ceremonies';
import { type SiteOriginSettings, siteOrigin } from './site-origin';

/**
 * The site passkeys belong to: the origin the browser is on (CloudFront's viewer host on AWS,
 * `localhost` locally) and its host name as WebAuthn's relying-party id. The same-origin check has already
 * refused a request from any other origin, and WebAuthn refuses an answer made for another.
 */
export function relyingPartyOf(c: Context, settings: SiteOriginSettings): RelyingParty {
  const origin = siteOrigin(c, settings.trustForwardedHost);
  return { id: new URL(origin).hostname, origin };
}
