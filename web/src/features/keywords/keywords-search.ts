import type { KeywordStatusFilter } from '#shared/schemas/keywords';
import { flag, isoDay, oneOf, positiveInt, searchParser, text } from '../../lib/search-params';

/** The list's status filter values (`#shared/schemas/keywords`), repeated here to keep zod out of the router. */
export const STATUS_FILTERS = [
  'all',
  'pending',
  'processing',
  'completed',
  'error',
  'needs review',
  'scheduled',
] as const satisfies readonly KeywordStatusFilter[];

/** `/?page&search&status&createdFrom&createdTo&publishedOnly`: the keyword table's state in the URL. */
export const parseKeywordTableSearch = searchParser({
  page: positiveInt,
  search: text,
  status: oneOf(STATUS_FILTERS),
  createdFrom: isoDay,
  createdTo: isoDay,
  publishedOnly: flag,
  site: text,
});
export type KeywordTableSearch = ReturnType<typeof parseKeywordTableSearch>;

/** `/keywords?page`: the card grid's page. */
export const parseKeywordsPageSearch = searchParser({ page: positiveInt });
