/** Valid Graph params for the sandbox's objects, with overrides: what each contract test changes stands out. */

export const campaignParams = (overrides: Record<string, unknown> = {}) => ({
  name: 'boots_winter-boots_a1',
  objective: 'OUTCOME_TRAFFIC',
  status: 'PAUSED',
  special_ad_categories: [],
  is_adset_budget_sharing_enabled: false,
  ...overrides,
});

export const targeting = (overrides: Record<string, unknown> = {}) => ({
  geo_locations: { countries: ['US'] },
  age_min: 25,
  age_max: 54,
  targeting_automation: { advantage_audience: 0 },
  ...overrides,
});

export const adSetParams = (campaignId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'channel_00001',
  campaign_id: campaignId,
  status: 'PAUSED',
  daily_budget: 2000,
  billing_event: 'IMPRESSIONS',
  optimization_goal: 'LINK_CLICKS',
  bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
  destination_type: 'WEBSITE',
  targeting: targeting(),
  ...overrides,
});

export const creativeParams = (
  pageId: string,
  imageHash: string,
  overrides: Record<string, unknown> = {},
) => ({
  name: 'boots creative',
  object_story_spec: {
    page_id: pageId,
    link_data: {
      link: 'https://blog.example.com/winter-boots',
      message: 'Warm feet all winter',
      name: 'Winter boots that last',
      image_hash: imageHash,
      call_to_action: { type: 'LEARN_MORE', value: { link: 'https://blog.example.com/winter-boots' } },
    },
  },
  url_tags: 'utm_source=facebook&utm_campaign={{campaign.id}}&channel=channel_00001',
  ...overrides,
});

/** The smallest valid PNG (1x1), base64. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
