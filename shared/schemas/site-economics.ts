import * as z from '../validation/zod';

/** One site's campaigns over the range: the keyword economics summed over the site's keywords. */
export const siteEconomicsRowSchema = z.object({
  siteId: z.string(),
  name: z.string(),
  /** The site's created campaigns (delivering in the range or not). */
  campaigns: z.number().int(),
  spend: z.number(),
  revenue: z.number(),
  roi: z.string(),
  /** The AI cost of the site's keywords that have campaigns (decision 022: counted in every range). */
  aiCost: z.number(),
  netRoi: z.string(),
});

/** `GET /api/economics/sites?since&until`: every site, the primary first, over US Eastern days. */
export const siteEconomicsSchema = z.object({
  since: z.string(),
  until: z.string(),
  sites: z.array(siteEconomicsRowSchema),
});
export type SiteEconomics = z.infer<typeof siteEconomicsSchema>;
