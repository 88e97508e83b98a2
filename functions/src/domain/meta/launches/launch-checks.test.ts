import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import type { KeywordRecord } from '../../../ports/keywords';
import { launchChecks } from './launch-checks';

const keyword: KeywordRecord = {
  id: 'kw-1',
  primaryTag: 'red shoes',
  secondaryTags: [],
  masterKeyword: 'red shoes',
  title: 'Red Shoes',
  status: 'Completed',
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  manualTags: [],
  article: '<p>x</p>',
  images: [{ url: '/images/kw-1/1.png', caption: 'Shoes' }],
  adTitle: 'Red shoes sale',
  adDescription: 'All sizes, all colours',
  articleStatus: 'published',
  publishedUrl: 'https://blog.example.com/red-shoes',
  options: DEFAULT_KEYWORD_OPTIONS,
  promptIds: {},
  usage: {},
};
const row = {
  keyword,
  landingUrl: 'https://blog.example.com/red-shoes?channel=a',
  formProblem: undefined,
  campaigns: 0,
};
const statuses = (checks: ReturnType<typeof launchChecks>) =>
  Object.fromEntries(checks.map((check) => [check.name, check.status]));

describe('a launch row’s checks', () => {
  it('pass for a published article with copy, an image and a short URL', () => {
    expect(Object.values(statuses(launchChecks(row)))).toEqual(Array(6).fill('passed'));
  });

  it('fail what Meta would refuse or the ad would lack, and warn of what only reads worse', () => {
    const checks = statuses(
      launchChecks({
        keyword: { ...keyword, publishedUrl: undefined, images: [], adTitle: 'x'.repeat(41) },
        landingUrl: `https://blog.example.com/?${'a'.repeat(2_000)}`,
        formProblem: 'Page ID is required',
        campaigns: 2,
      }),
    );
    expect(checks).toEqual({
      Article: 'failed',
      Settings: 'failed',
      'Ad copy': 'warning',
      Image: 'failed',
      'Landing URL': 'warning',
      'Existing campaign': 'warning',
    });
  });

  it('fail a keyword without ad copy', () => {
    expect(statuses(launchChecks({ ...row, keyword: { ...keyword, adDescription: '' } }))['Ad copy']).toBe(
      'failed',
    );
  });
});
