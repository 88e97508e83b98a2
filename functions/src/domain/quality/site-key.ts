import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import type { KeywordRecord } from '../../ports/keywords';

/**
 * The site a keyword's article goes to, as the quality gate's indexes key it: "the same site" of the
 * near-duplicate check and the internal links. A keyword stored before sites existed belongs to the main
 * site, as publishing reads it (`SiteDirectory.target`).
 */
export const siteKeyOf = (keyword: Pick<KeywordRecord, 'siteId'>): string =>
  keyword.siteId ?? PRIMARY_SITE_ID;
