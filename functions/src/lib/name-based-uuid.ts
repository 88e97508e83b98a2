import { createHash } from 'node:crypto';

/**
 * A UUID derived from a text (version 8, from its SHA-256): the same text always gives the same UUID, for ids
 * that must stay UUID-shaped (creation ids are) yet follow from something the client sent.
 */
export function nameBasedUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = (8 | (Number.parseInt(hex[16]!, 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
