import type { KeywordRecord } from '../../functions/src/ports/keywords';
import type { LaunchItemRecord, LaunchRecord } from '../../functions/src/ports/meta-launches';
import { DEFAULT_KEYWORD_OPTIONS } from '../../shared/schemas/keywords';
import { type Profile, profileInputSchema } from '../../shared/schemas/meta-profiles';

/** An ad settings profile that gives a campaign every setting (its Page included), as its API stores it. */
export function buildLaunchProfile(overrides: Partial<Profile> = {}): Profile {
  const { isDefault: _isDefault, ...values } = profileInputSchema.parse({
    name: 'US traffic',
    defaultObjective: 'TRAFFIC',
    defaultDailyBudget: 15,
    defaultBidStrategy: 'AUTO',
    defaultCountries: ['US'],
    defaultDeviceTypes: ['ALL'],
    defaultPageId: '1234',
  });
  return {
    ...values,
    id: 'profile-1',
    isDefault: false,
    createdAt: '2026-06-01T00:00:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A keyword as the pipeline leaves a published one (article, ad copy, image, URL): every check passes. */
export function buildPublishedKeyword(id: string, overrides: Partial<KeywordRecord> = {}): KeywordRecord {
  return {
    id,
    primaryTag: `boots ${id}`,
    secondaryTags: [],
    masterKeyword: `boots ${id}`,
    title: `Boots ${id}`,
    status: 'Completed',
    createdAt: '2026-06-01T00:00:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
    manualTags: [],
    article: '<p>Boots</p>',
    images: [{ url: `/images/${id}/1.png`, caption: 'Boots' }],
    adTitle: 'Boots for every trail',
    adDescription: 'All sizes',
    articleStatus: 'published',
    publishedUrl: `https://blog.example.com/${id}`,
    options: DEFAULT_KEYWORD_OPTIONS,
    promptIds: {},
    usage: {},
    ...overrides,
  };
}

/** A running launch of these keywords' campaigns, all pending on their first try, as `start` stores one. */
export function buildLaunch(keywordIds: string[], overrides: Partial<LaunchRecord> = {}): LaunchRecord {
  const items = keywordIds.map(
    (keywordId, index): LaunchItemRecord => ({
      index,
      keywordId,
      masterKeyword: `boots ${keywordId}`,
      status: 'pending',
      attempt: 0,
    }),
  );
  return {
    id: 'launch-1',
    status: 'running',
    trigger: 'manual',
    profile: buildLaunchProfile(),
    dailyBudget: null,
    startStatus: 'PAUSED',
    fingerprint: 'fingerprint',
    total: items.length,
    created: 0,
    failed: 0,
    createdBy: 'user-1',
    createdAt: '2026-06-10T15:30:00.000Z',
    updatedAt: '2026-06-10T15:30:00.000Z',
    items,
    ...overrides,
  };
}
