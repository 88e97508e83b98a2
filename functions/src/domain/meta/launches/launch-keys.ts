import { createHash, randomUUID } from 'node:crypto';
import { unquotedKey } from '#shared/http/idempotency-key';
import type { LaunchCreate } from '#shared/schemas/meta-launches';
import { canonicalJson } from '../../../lib/canonical-json';
import { nameBasedUuid } from '../../../lib/name-based-uuid';
import type { LaunchItemRecord } from '../../../ports/meta-launches';

/**
 * The creation id of one campaign of a launch: from the launch, the keyword and the try. A worker that
 * crashed or was stopped finds the same creation again and resumes it (or gets its outcome) instead of
 * making a second campaign; a Retry failed is the next try, a new creation.
 */
export const launchCreationId = (launchId: string, item: Pick<LaunchItemRecord, 'keywordId' | 'attempt'>) =>
  nameBasedUuid(`launch:${launchId}:${item.keywordId}:${item.attempt}`);

/** A launch's id: from the `Idempotency-Key` header when one is sent, so the same key is the same launch. */
export const launchIdFor = (header: string | undefined) =>
  header === undefined ? randomUUID() : nameBasedUuid(`launch-key:${unquotedKey(header)}`);

/** The launch an article going live starts: one per keyword, however often its going live is seen. */
export const goLiveLaunchId = (keywordId: string) => nameBasedUuid(`launch-go-live:${keywordId}`);

/** SHA-256 of the request as canonical JSON: the same key with another body is refused. */
export const launchFingerprint = (request: LaunchCreate) =>
  createHash('sha256').update(canonicalJson(request)).digest('hex');
