import { describe, expect, it } from 'vitest';
import { type CampaignForm, campaignFormSchema } from '#shared/schemas/meta-campaigns';
import {
  type DuplicateCustomSettingsInput,
  duplicateCustomSettingsSchema,
} from '#shared/schemas/meta-duplicate';
import type { CampaignStructure } from '../campaign-actions/campaign-structure';
import { duplicateRequestId } from './campaign-duplication-service';
import { currentMoneySettings, duplicateForm, duplicateTargeting } from './duplicate-settings';

const source: CampaignForm = campaignFormSchema.parse({
  requestId: '0b6f5a2e-8a4c-4d8e-9d1f-2f6a1c3b4d5e',
  useDefaultProfile: false,
  keywordId: 'kw-1',
  campaignObjective: 'OUTCOME_TRAFFIC',
  dailyBudget: 10,
  useCBO: false,
  adsetName: 'channel_00042',
  bidStrategy: 'AUTO',
  countries: ['US'],
  deviceTypes: ['ALL'],
  osTypes: ['ALL'],
  genders: ['ALL'],
  ageMin: 18,
  ageMax: 65,
  useCustomUrlParams: false,
  pageId: '1234',
  callToAction: 'LEARN_MORE',
  urlParameters: { utm_source: 'df' },
  createPaused: true,
});

const sourceTargeting = {
  geo_locations: { countries: ['US', 'CA'] },
  excluded_geo_locations: { countries: ['GB', 'DE'] },
  age_min: 25,
  age_max: 54,
  device_platforms: ['mobile'],
  user_os: ['iOS'],
  targeting_automation: { advantage_audience: 0 },
};

const custom = (input: DuplicateCustomSettingsInput) => duplicateCustomSettingsSchema.parse(input);
const copy = { requestId: 'a7f0c1de-0000-8000-8000-000000000001', adsetName: 'channel_00077' };

function structure(overrides: Partial<CampaignStructure> = {}): CampaignStructure {
  return {
    campaign: { id: 'c1', name: 'kw_lamps_00042', status: 'ACTIVE', account_id: '1' },
    adsets: [
      {
        id: 'a1',
        name: 'channel_00042',
        daily_budget: '2550',
        bid_amount: 125,
        bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
      },
    ],
    currency: 'USD',
    cbo: false,
    ...overrides,
  };
}

describe('duplicate settings', () => {
  it('reads the budget and bid where Meta keeps them: the ad set, or the campaign with CBO', () => {
    expect(currentMoneySettings(structure())).toEqual({
      useCBO: false,
      dailyBudget: 25.5,
      bidStrategy: 'LOWEST_COST_WITH_BID_CAP',
      bidAmount: 1.25,
    });
    const cbo = structure({
      cbo: true,
      campaign: {
        id: 'c1',
        name: 'n',
        status: 'ACTIVE',
        account_id: '1',
        daily_budget: '4000',
        bid_strategy: 'COST_CAP',
      },
    });
    expect(currentMoneySettings(cbo)).toMatchObject({
      useCBO: true,
      dailyBudget: 40,
      bidStrategy: 'COST_CAP',
    });
  });

  it("keeps the source's current settings in the existing mode, activated and on the new channel", () => {
    const form = duplicateForm(source, currentMoneySettings(structure()), undefined, copy);
    expect(form).toMatchObject({
      ...copy,
      keywordId: 'kw-1',
      dailyBudget: 25.5,
      bidStrategy: 'BID_CAP',
      bidAmount: 1.25,
      createPaused: false,
    });
    expect(duplicateTargeting(sourceTargeting, undefined)).toEqual(sourceTargeting);
  });

  it('puts the custom budget and bid strategy over the source, with a bid only for the capped ones', () => {
    const current = currentMoneySettings(structure());
    expect(
      duplicateForm(
        source,
        current,
        custom({ dailyBudget: '30', bidStrategy: 'COST_CAP', bidAmount: '2.5' }),
        copy,
      ),
    ).toMatchObject({ dailyBudget: 30, bidStrategy: 'COST_CAP', bidAmount: 2.5 });
    const uncapped = duplicateForm(source, current, custom({ bidStrategy: 'LOWEST_COST_WITHOUT_CAP' }), copy);
    expect(uncapped).toMatchObject({ dailyBudget: 25.5, bidStrategy: 'AUTO' });
    expect(uncapped.bidAmount).toBeUndefined();
  });

  it('keeps the existing targeting for empty device, OS and country choices', () => {
    const targeting = duplicateTargeting(
      sourceTargeting,
      custom({ deviceTypes: [], osTypes: [], countries: [] }),
    );
    expect(targeting).toEqual(sourceTargeting);
  });

  it("replaces only the parts chosen, in Meta's names, and un-excludes a newly targeted country", () => {
    const targeting = duplicateTargeting(
      sourceTargeting,
      custom({ countries: ['DE', 'FR'], deviceTypes: ['desktop'], osTypes: [] }),
    );
    expect(targeting).toEqual({
      ...sourceTargeting,
      geo_locations: { countries: ['DE', 'FR'] },
      excluded_geo_locations: { countries: ['GB'] },
      device_platforms: ['desktop'],
    });
    expect(sourceTargeting.geo_locations.countries).toEqual(['US', 'CA']);
    const regions = {
      ...sourceTargeting,
      excluded_geo_locations: { countries: ['DE'], regions: [{ key: '3847' }] },
    };
    expect(duplicateTargeting(regions, custom({ countries: ['DE'] })).excluded_geo_locations).toEqual({
      regions: [{ key: '3847' }],
    });
    const onlyCountry = { ...sourceTargeting, excluded_geo_locations: { countries: ['DE'] } };
    expect(duplicateTargeting(onlyCountry, custom({ countries: ['DE'] }))).not.toHaveProperty(
      'excluded_geo_locations',
    );
  });

  it("lays the advanced targeting JSON's fields over everything", () => {
    const targeting = duplicateTargeting(
      sourceTargeting,
      custom({ osTypes: ['Android'], advancedTargeting: '{"age_min": 30, "user_os": ["iOS"]}' }),
    );
    expect(targeting).toMatchObject({ age_min: 30, user_os: ['iOS'], age_max: 54 });
  });

  it('refuses malformed advanced targeting, tablets and desktop systems with a readable reason', () => {
    const issues = (input: DuplicateCustomSettingsInput) =>
      duplicateCustomSettingsSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ advancedTargeting: '{"age_min": 30' })[0]).toMatch(
      /^Advanced targeting is not valid JSON: /,
    );
    expect(issues({ advancedTargeting: '[1]' })).toEqual([
      'Advanced targeting must be a JSON object of Meta targeting fields, e.g. {"age_min": 25}',
    ]);
    expect(issues({ deviceTypes: ['tablet'] })[0]).toMatch(/^tablet is not available: /);
    expect(issues({ osTypes: ['Windows'] })[0]).toMatch(/^Windows is not available: /);
    expect(issues({ bidStrategy: 'COST_CAP' })).toEqual(['Bid amount is required for this strategy']);
  });

  it('derives one stable UUID per request and source', () => {
    const id = duplicateRequestId('r1', 'c1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(duplicateRequestId('r1', 'c1')).toBe(id);
    expect(duplicateRequestId('r1', 'c2')).not.toBe(id);
    expect(duplicateRequestId('r2', 'c1')).not.toBe(id);
    expect(campaignFormSchema.shape.requestId.safeParse(id).success).toBe(true);
  });
});
