import { createHmac } from 'node:crypto';
import type { GraphParams } from '../../ports/meta-graph';

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
