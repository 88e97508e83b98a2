import { checkOutboundUrl, OutboundUrlError, privateAddressesRefused } from '../outbound-url';
import { SnowflakeError } from './snowflake-error';

/** Every Snowflake account's SQL API lives under this domain (privatelink addresses too). */
const SNOWFLAKE_DOMAIN = '.snowflakecomputing.com';

/** The SQL API's default address for an account identifier (an account locator may carry its region). */
export const defaultSnowflakeBaseUrl = (account: string) =>
  `https://${account.trim().toLowerCase()}${SNOWFLAKE_DOMAIN}`;

/**
 * Checks the address statements (and the key pair's JWT) go to, refusing it as a `config` error: on AWS
 * only an https address under `snowflakecomputing.com`, so an admin cannot aim the refresh Lambda at an
 * internal service; locally any http(s) address, since the Snowflake sandbox listens on loopback (the same
 * line the outbound rules draw for the WordPress sandbox).
 */
export function checkSnowflakeUrl(raw: string, onAws = privateAddressesRefused()): URL {
  let url: URL;
  try {
    // No IP literal passes the domain rule below; names are checked at connect time by the guard.
    url = checkOutboundUrl(raw, false);
  } catch (error) {
    if (!(error instanceof OutboundUrlError)) throw error;
    throw addressRefused(error.message, error);
  }
  if (onAws && (url.protocol !== 'https:' || !url.hostname.endsWith(SNOWFLAKE_DOMAIN))) {
    throw addressRefused(`it must be https://<account>${SNOWFLAKE_DOMAIN}, not ${url.origin}`);
  }
  return url;
}

/** An address the outbound rules refuse, said as the Revenue source card shows it. */
export const addressRefused = (reason: string, cause?: unknown) =>
  new SnowflakeError({ kind: 'config', message: `The Snowflake address is refused: ${reason}`, cause });
