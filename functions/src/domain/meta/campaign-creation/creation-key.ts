import { createHash, randomUUID } from 'node:crypto';
import { unquotedKey } from '#shared/idempotency-key';
import type { CampaignForm } from '#shared/schemas/meta-campaigns';
import * as z from '#shared/zod';
import { canonicalJson } from '../../../lib/canonical-json';
import { nameBasedUuid } from '../../../lib/name-based-uuid';
import type { CreationRequest } from './campaign-creation-service';

const uuid = z.uuid();

/**
 * The creation id of an idempotency key: a UUID is the id itself (as the body's `requestId` always was, so
 * a creation started under it resumes under the same key), any other key a UUID derived from it.
 */
export const creationIdFor = (key: string) =>
  uuid.safeParse(key).success ? key : nameBasedUuid(`idempotency-key:${key}`);

/**
 * The fingerprint of a request: SHA-256 of the validated form as canonical JSON, so the same form sent again
 * matches whatever its key order or number formatting, and one that differs in any field does not.
 */
export const formFingerprint = (form: CampaignForm) =>
  createHash('sha256').update(canonicalJson(form)).digest('hex');

/**
 * The creation `POST /api/meta/campaigns` asks for: keyed by the `Idempotency-Key` header, else by the body's
 * `requestId` of older clients, else by a new key (a request that can make one campaign only once anyway:
 * the adset name pool refuses the name a second time). The key is no part of the form it stores.
 */
export function creationRequestFor(header: string | undefined, body: CampaignForm): CreationRequest {
  const { requestId, ...form } = body;
  const key = header === undefined ? (requestId ?? randomUUID()) : unquotedKey(header);
  return {
    id: creationIdFor(key),
    form,
    fingerprint: formFingerprint(form),
  };
}
