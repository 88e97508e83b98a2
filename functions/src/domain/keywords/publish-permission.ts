import { missingPermissionMessage } from '#shared/access/roles';
import type { KeywordOptions } from '#shared/schemas/keywords';
import { forbidden } from '../domain-error';

/** Who starts processing: named on the run, and whether their role may publish to WordPress. */
export interface Requester {
  email: string;
  /** The role has `publish_content`. */
  mayPublish: boolean;
}

interface Publishable {
  masterKeyword: string;
  options: Pick<KeywordOptions, 'publishToWordPress'>;
}

/** How many keywords a refusal names; it says "and others" for the rest. */
const NAMED = 3;

function setToPublish(keywords: Publishable[]): string {
  const names = keywords.slice(0, NAMED).map((keyword) => `"${keyword.masterKeyword}"`);
  const list =
    keywords.length > NAMED
      ? `${names.join(', ')} and others`
      : names.length > 1
        ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
        : names[0];
  return `${list} ${keywords.length === 1 ? 'is' : 'are'} set to be published.`;
}

/**
 * Refuses (forbidden, before anything is written or started) a run that would publish to WordPress for a
 * requester whose role lacks `publish_content`. A keyword's own options decide: a full run publishes every
 * keyword set to publish (a published one has its post updated), and the variants a keyword generates
 * inherit its options. Image regeneration publishes nothing, and adding a keyword without running it
 * (the simple Keywords page) publishes nothing yet: its run is checked. `remedy` tells the requester what
 * they can do instead.
 */
export function refuseUnpermittedPublishing(
  requester: Requester,
  keywords: Publishable[],
  remedy: string,
): void {
  if (requester.mayPublish) return;
  const publishing = keywords.filter((keyword) => keyword.options.publishToWordPress);
  if (publishing.length === 0) return;
  const refusal = missingPermissionMessage('publish_content', 'publishing to WordPress');
  throw forbidden(`${refusal} ${setToPublish(publishing)} ${remedy}`);
}

/** The remedy of a run over stored keywords: their options are theirs, so someone else has to run it. */
export const ASK_A_PUBLISHER = 'Ask someone whose role may publish to run this.';
