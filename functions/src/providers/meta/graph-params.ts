import { createHmac } from 'node:crypto';

export type GraphParamValue = string | number | boolean | object | null | undefined;

/**
 * A Graph call's parameters: strings, numbers and booleans as plain form fields, objects and arrays
 * (targeting, object_story_spec, time_range, special_ad_categories...) as JSON strings, as Meta's own
 * curl examples send them. `undefined` and `null` are left out.
 */
export type GraphParams = Record<string, GraphParamValue>;

/** `appsecret_proof`: hex HMAC-SHA256 of the access token keyed by the app secret (Graph's secure requests). */
export function appSecretProof(accessToken: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}

/** The params as form fields, objects turned into JSON strings. */
export function encodeGraphParams(params: GraphParams = {}): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** `act_123` for `123` or `act_123`: the settings store ad account ids without the prefix. */
export function adAccountPath(accountId: string): string {
  const id = accountId.trim();
  return id.startsWith('act_') ? id : `act_${id}`;
}

/** `123` for `act_123` or `123`. */
export function bareAdAccountId(accountId: string): string {
  return accountId.trim().replace(/^act_/, '');
}
