import { type AiBudgetLimits, type AiBudgetSettings, aiBudgetLimitsSchema } from '#shared/schemas/ai-budget';
import * as z from '#shared/validation/zod';

/** A daily and a monthly limit as their inputs hold them: dollars as text, `''` for no limit. */
interface LimitTexts {
  dailyLimitUsd: string;
  monthlyLimitUsd: string;
}

/** One site's row of the per-site table: which site, its name as shown, and its two limits. */
export interface SiteLimitRow extends LimitTexts {
  siteId: string;
  name: string;
}

export interface AiBudgetFormValues extends LimitTexts {
  sites: SiteLimitRow[];
}

/** Empty text: no limit (null); anything else, the number it reads as (text stays text, to be refused). */
const limitOf = (text: unknown) => {
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return null;
  const amount = Number(text);
  return Number.isNaN(amount) ? text : amount;
};

const shape = aiBudgetLimitsSchema.shape;
/** The shared rules, so the messages are the server's ("The daily limit cannot be negative"). */
const limitFields = {
  dailyLimitUsd: z.preprocess(limitOf, shape.dailyLimitUsd),
  monthlyLimitUsd: z.preprocess(limitOf, shape.monthlyLimitUsd),
};

const limitsOf = ({ dailyLimitUsd, monthlyLimitUsd }: AiBudgetLimits): AiBudgetLimits => ({
  dailyLimitUsd,
  monthlyLimitUsd,
});

/**
 * The card's text read as the `PUT` body. A site with neither limit is left out; `sites` is always sent
 * (empty when no site has a limit), so clearing the last site's limits clears them on the server too.
 */
export const aiBudgetFormSchema = z
  .object({
    ...limitFields,
    sites: z.array(z.object({ siteId: z.string(), name: z.string(), ...limitFields })),
  })
  .transform(
    ({ sites, ...account }): AiBudgetSettings => ({
      ...limitsOf(account),
      sites: Object.fromEntries(
        sites
          .filter((site) => site.dailyLimitUsd !== null || site.monthlyLimitUsd !== null)
          .map((site) => [site.siteId, limitsOf(site)]),
      ),
    }),
  ) as unknown as z.ZodType<AiBudgetSettings, AiBudgetFormValues>;

const textOf = (limit: number | null | undefined) =>
  limit === null || limit === undefined ? '' : String(limit);

/**
 * The saved limits as the inputs show them, a row per site: the sites' names in their order, then any
 * site with saved limits that is not among them (deleted since), under its id, so saving keeps it.
 */
export function toAiBudgetFormValues(
  saved: AiBudgetSettings,
  sites: readonly { id: string; name: string }[],
): AiBudgetFormValues {
  const named = new Set(sites.map((site) => site.id));
  const rows = [
    ...sites,
    ...Object.keys(saved.sites ?? {})
      .filter((id) => !named.has(id))
      .map((id) => ({ id, name: id })),
  ];
  return {
    dailyLimitUsd: textOf(saved.dailyLimitUsd),
    monthlyLimitUsd: textOf(saved.monthlyLimitUsd),
    sites: rows.map(({ id, name }) => ({
      siteId: id,
      name,
      dailyLimitUsd: textOf(saved.sites?.[id]?.dailyLimitUsd),
      monthlyLimitUsd: textOf(saved.sites?.[id]?.monthlyLimitUsd),
    })),
  };
}
