import type { KeywordRecord } from '../../ports/keywords';

/** The one WordPress site there is today. */
const DEFAULT_SITE_KEY = 'default';

/**
 * The site a keyword's article goes to, as the quality gate's indexes key it: "the same site" of the
 * near-duplicate check and the internal links. Every index goes through this one function, so when keywords
 * carry their own site (several WordPress sites) only this function changes.
 */
export const siteKeyOf = (_keyword: Pick<KeywordRecord, 'id'>): string => DEFAULT_SITE_KEY;
