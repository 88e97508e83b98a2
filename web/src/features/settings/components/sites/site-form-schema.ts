import type { LaunchStartStatus } from '#shared/schemas/meta-launches';
import { type NewSite, newSiteSchema, type Site, type SiteChanges } from '#shared/schemas/sites';
import * as z from '#shared/validation/zod';
import { NO_DEFAULT } from '../../../../components/form/entry-options';

/** The Add Site / Edit Site values: number inputs and selects hold text, as the inputs do. */
export interface SiteFormValues {
  name: string;
  wpSiteUrl: string;
  wpUsername: string;
  wpAppPassword: string;
  /** A category id, or `NO_DEFAULT` for WordPress's default category. */
  defaultCategory: string;
  metaPageId: string;
  metaPixelId: string;
  utmSource: string;
  timeZone: string;
  /** All three empty: publish immediately (no cadence). */
  cadence: { postsPerDay: string; startHour: string; endHour: string };
  /** The launch on go-live, kept while switched off so switching back on finds it as it was. */
  launchOnGoLive: { on: boolean; profileId: string; dailyBudget: string; status: LaunchStartStatus };
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
const chosen = (value: string) => (value === NO_DEFAULT ? undefined : value);

/**
 * The form's text as the shared site schema's input: numbers for numbers, nothing for 'No default' and
 * empty text, no cadence when its three fields are empty (one filled asks for the others), and no launch on
 * go-live while it is switched off (an empty budget: the profile's).
 */
function fromFormText(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const values = input as SiteFormValues;
  const cadence = values.cadence ?? { postsPerDay: '', startHour: '', endHour: '' };
  const spread = Object.values(cadence).some((text) => text.trim() !== '');
  const category = chosen(values.defaultCategory);
  const launch = values.launchOnGoLive;
  return {
    ...values,
    defaultCategory: category === undefined ? undefined : Number(category),
    metaPageId: chosen(values.metaPageId),
    metaPixelId: chosen(values.metaPixelId),
    utmSource: values.utmSource.trim() || undefined,
    cadence: spread
      ? {
          postsPerDay: number(cadence.postsPerDay),
          startHour: number(cadence.startHour),
          endHour: number(cadence.endHour),
        }
      : undefined,
    launchOnGoLive: launch?.on
      ? { profileId: launch.profileId, dailyBudget: number(launch.dailyBudget), status: launch.status }
      : undefined,
  };
}

/** The shared schema reading the dialog's text, so its messages are the server's. */
export const siteFormSchema = z.preprocess(fromFormText, newSiteSchema) as unknown as z.ZodType<
  NewSite,
  SiteFormValues
>;

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A new site starts empty in UTC, publishing immediately, launching nothing on go-live (Paused once
 * switched on); an edited one from what is saved.
 */
export function toSiteFormValues(site?: Site): SiteFormValues {
  return {
    name: site?.name ?? '',
    wpSiteUrl: site?.wpSiteUrl ?? '',
    wpUsername: site?.wpUsername ?? '',
    wpAppPassword: site?.wpAppPassword ?? '',
    defaultCategory: site?.defaultCategory === undefined ? NO_DEFAULT : String(site.defaultCategory),
    metaPageId: site?.metaPageId ?? NO_DEFAULT,
    metaPixelId: site?.metaPixelId ?? NO_DEFAULT,
    utmSource: site?.utmSource ?? '',
    timeZone: site?.timeZone ?? 'UTC',
    cadence: {
      postsPerDay: text(site?.cadence?.postsPerDay),
      startHour: text(site?.cadence?.startHour),
      endHour: text(site?.cadence?.endHour),
    },
    launchOnGoLive: {
      on: site?.launchOnGoLive !== undefined,
      profileId: site?.launchOnGoLive?.profileId ?? '',
      dailyBudget: text(site?.launchOnGoLive?.dailyBudget),
      status: site?.launchOnGoLive?.status ?? 'PAUSED',
    },
  };
}

/** An edit as a PATCH: every field the dialog shows, what was left empty cleared (`null`). */
export function toSiteChanges(site: NewSite): SiteChanges {
  return {
    ...site,
    defaultCategory: site.defaultCategory ?? null,
    metaPageId: site.metaPageId ?? null,
    metaPixelId: site.metaPixelId ?? null,
    utmSource: site.utmSource ?? null,
    cadence: site.cadence ?? null,
    launchOnGoLive: site.launchOnGoLive ?? null,
  };
}
