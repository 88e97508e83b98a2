import { createHash, randomUUID } from 'node:crypto';
import { unquotedKey } from '#shared/http/idempotency-key';
import type { CampaignForm } from '#shared/schemas/meta-campaigns';
import * as z from '#shared/validation/zod';
import { canonicalJson } from '../../../lib/canonical-json';
import { nameBasedUuid } from '../../../lib/name-based-uuid';
import type { CampaignRecord } from '../../../ports/meta-campaigns';

const uuid = z.uuid();

/** One creation asked for: its id (the idempotency key's), its form, and what made the request. */
export interface CreationRequest {
  /** The same id again is the same creation: its first outcome, or it resumed. */
  id: string;
  form: CampaignForm;
  /**
   * The fingerprint of the request body that asked for it: the same id with another one is refused (unprocessable).
   * Without one (a duplicate's copy, whose form follows Meta's current settings), the same id must name
   * the same keyword and adset name.
   */
  fingerprint?: string;
  /** Makes it a duplicate: the record keeps the source and the targeting to send. */
  origin?: DuplicateOrigin;
  /** Ad copy edited for this campaign (a launch's row); what is absent is the keyword's. */
  copy?: CopyEdits;
}

export interface CopyEdits {
  adTitle?: string;
  adDescription?: string;
  primaryText?: string;
}

export const OTHER_BODY_MESSAGE = 'This idempotency key was used for another request body';

/** Whether a stored creation is the one this request asks for again. */
export function sameRequest(record: CampaignRecord, request: CreationRequest): boolean {
  if (record.fingerprint && request.fingerprint) return record.fingerprint === request.fingerprint;
  return record.keywordId === request.form.keywordId && record.adsetName === request.form.adsetName;
}

/** What a duplicate adds to its form: the source's targeting as Meta has it (with the dialog's changes). */
export interface DuplicateOrigin {
  /** Meta's id of the source campaign. */
  duplicateOf: string;
  targeting: Record<string, unknown>;
}

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
