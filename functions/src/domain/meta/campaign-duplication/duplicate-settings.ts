import { fromMinorUnits } from '#shared/meta/currency';
import { DUPLICATE_DEVICE_TYPES, DUPLICATE_OS_TYPES } from '#shared/meta/options/audience';
import {
  CAMPAIGN_BID_STRATEGIES,
  DUPLICATE_BID_STRATEGIES,
  needsBidAmount,
} from '#shared/meta/options/bid-strategies';
import { DUPLICATE_COUNTRIES } from '#shared/meta/options/countries';
import { type MetaOption, toMeta } from '#shared/meta/options/meta-option';
import type { CampaignForm } from '#shared/schemas/meta-campaigns';
import type { DuplicateCustomSettings } from '#shared/schemas/meta-duplicate';
import type { CampaignStructure } from '../campaign-actions/campaign-structure';

/** The source's money settings as Meta has them now (they may have changed since we created it). */
export interface CurrentMoneySettings {
  useCBO: boolean;
  dailyBudget?: number;
  /** Meta's value, e.g. LOWEST_COST_WITH_BID_CAP. */
  bidStrategy?: string;
  bidAmount?: number;
}

const present = (units: string | number | undefined): units is string | number =>
  units !== undefined && units !== null && units !== '';

/**
 * Budget and bid strategy from where Meta keeps them: the campaign with CBO, otherwise the ad set copied
 * (the first one unless another is named).
 */
export function currentMoneySettings(
  structure: CampaignStructure,
  adset = structure.adsets[0],
): CurrentMoneySettings {
  const holder = structure.cbo ? structure.campaign : adset;
  const amount = (units: string | number | undefined) =>
    present(units) ? fromMinorUnits(units, structure.currency) : undefined;
  return {
    useCBO: structure.cbo,
    dailyBudget: amount(holder?.daily_budget),
    bidStrategy: holder?.bid_strategy ?? adset?.bid_strategy,
    bidAmount: amount(adset?.bid_amount),
  };
}

/** The creator's name for one of Meta's bid strategies (AUTO, BID_CAP, COST_CAP), if it has one. */
const campaignBidStrategy = (metaStrategy: string | undefined) =>
  CAMPAIGN_BID_STRATEGIES.find((entry) => entry.meta === metaStrategy)?.value;

/**
 * The copy's creation form: the source's form with a new request id and adset name, activated right after
 * creation (the dialog says so) unless `createPaused`, Meta's current budget and bid, and the custom budget
 * and bid on top.
 */
export function duplicateForm(
  source: CampaignForm,
  current: CurrentMoneySettings,
  custom: DuplicateCustomSettings | undefined,
  copy: { requestId: string; adsetName: string; createPaused?: boolean },
): CampaignForm {
  const customStrategy = custom?.bidStrategy && toMeta(DUPLICATE_BID_STRATEGIES, custom.bidStrategy);
  const bidStrategy =
    campaignBidStrategy(customStrategy || current.bidStrategy) ??
    (source.bidStrategy as CampaignForm['bidStrategy']);
  const bidAmount = needsBidAmount(bidStrategy)
    ? (custom?.bidAmount ?? current.bidAmount ?? source.bidAmount)
    : undefined;
  return {
    ...source,
    requestId: copy.requestId,
    adsetName: copy.adsetName,
    useCBO: current.useCBO,
    dailyBudget: custom?.dailyBudget ?? current.dailyBudget ?? source.dailyBudget,
    bidStrategy,
    bidAmount,
    createPaused: copy.createPaused ?? false,
  };
}

const metaValues = <M>(options: readonly MetaOption<string, M>[], values: readonly string[]) =>
  values.map((value) => toMeta(options, value));

/**
 * The copy's targeting: the source's as Meta has it, where a non-empty device, OS or country choice replaces
 * that part (an empty one keeps it, as the dialog promises: docs/contract.md#duplicate-dialog), and the
 * advanced JSON's fields go over everything.
 */
export function duplicateTargeting(
  source: Readonly<Record<string, unknown>>,
  custom: DuplicateCustomSettings | undefined,
): Record<string, unknown> {
  const targeting = structuredClone(source) as Record<string, unknown>;
  if (!custom) return targeting;
  if (custom.countries.length > 0) {
    const countries = metaValues(DUPLICATE_COUNTRIES, custom.countries);
    targeting.geo_locations = { countries };
    // Meta refuses a country both targeted and excluded; the new choice wins.
    const excluded = targeting.excluded_geo_locations as { countries?: string[] } | undefined;
    if (excluded?.countries) {
      const left: { countries?: string[] } = {
        ...excluded,
        countries: excluded.countries.filter((country) => !countries.includes(country)),
      };
      if (left.countries?.length === 0) delete left.countries;
      // Excluded regions or cities stay; an exclusion left empty goes, as Meta refuses an empty one.
      if (Object.keys(left).length > 0) targeting.excluded_geo_locations = left;
      else delete targeting.excluded_geo_locations;
    }
  }
  if (custom.deviceTypes.length > 0)
    targeting.device_platforms = metaValues(DUPLICATE_DEVICE_TYPES, custom.deviceTypes);
  if (custom.osTypes.length > 0) targeting.user_os = metaValues(DUPLICATE_OS_TYPES, custom.osTypes);
  if (custom.advancedTargeting)
    Object.assign(targeting, JSON.parse(custom.advancedTargeting) as Record<string, unknown>);
  return targeting;
}
