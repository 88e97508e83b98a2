// zod's tree-shakable build: the router (initial bundle) imports these, and the full build would outgrow
// the login page's budget. Nothing here is shown to a user: a bad parameter is simply dropped.
import * as z from 'zod/mini';
import type { KeywordStatusFilter } from '#shared/schemas/keywords';

/** The list's status filter values (`#shared/schemas/keywords`), repeated here to stay out of full zod. */
export const STATUS_FILTERS = [
  'all',
  'pending',
  'processing',
  'completed',
  'error',
] as const satisfies readonly KeywordStatusFilter[];

const page = z.catch(z.optional(z.int().check(z.minimum(1))), undefined);
const isoDay = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);

/** `/?page&search&status&createdFrom&createdTo&publishedOnly`: the keyword table's state in the URL. */
export const keywordTableSearchSchema = z.object({
  page,
  search: z.catch(z.optional(z.coerce.string()), undefined),
  status: z.catch(z.optional(z.enum(STATUS_FILTERS)), undefined),
  createdFrom: isoDay,
  createdTo: isoDay,
  publishedOnly: z.catch(z.optional(z.boolean()), undefined),
});
export type KeywordTableSearch = z.infer<typeof keywordTableSearchSchema>;

/** `/keywords?page`: the card grid's page. */
export const keywordsPageSearchSchema = z.object({ page });
export type KeywordsPageSearch = z.infer<typeof keywordsPageSearchSchema>;
