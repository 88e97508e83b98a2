import { describe, expect, it } from 'vitest';
import { characterCount } from '#shared/articles/character-count';
import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import type { QualitySettings } from '#shared/schemas/quality';
import { seoChecks } from './seo-checks';

const TITLE_60 = 'Best Hiking Boots for Wide Feet: Fit, Grip and Comfort Guide';
const DESCRIPTION_136 = `${'Find the best hiking boots for wide feet: how to check the fit, which soles grip on wet rock, '}${'and the comfort features worth paying for.'}`;

const byCheck = (settings: QualitySettings, seoTitle?: string, seoDescription?: string) =>
  Object.fromEntries(
    seoChecks({ seoTitle, seoDescription }, settings).map((result) => [result.check, result]),
  );

describe('the SEO length checks', () => {
  it('passes a title at the limit and a description within its range, with figure and threshold', () => {
    expect(characterCount(TITLE_60)).toBe(60);
    expect(characterCount(DESCRIPTION_136)).toBe(136);
    const results = byCheck(DEFAULT_QUALITY_SETTINGS, TITLE_60, DESCRIPTION_136);
    expect(results.seoTitle).toEqual({ check: 'seoTitle', verdict: 'passed', figure: 60, threshold: '≤ 60' });
    expect(results.seoDescription).toEqual({
      check: 'seoDescription',
      verdict: 'passed',
      figure: 136,
      threshold: '120–160',
    });
  });

  it('fails a title one character over and says by how much, never cutting it', () => {
    const results = byCheck(DEFAULT_QUALITY_SETTINGS, `${TITLE_60}s`, DESCRIPTION_136);
    expect(results.seoTitle).toMatchObject({
      verdict: 'failed',
      figure: 61,
      detail: '1 characters over the limit',
    });
  });

  it('fails a description too short or too long', () => {
    expect(
      byCheck(DEFAULT_QUALITY_SETTINGS, TITLE_60, 'Hiking boots for wide feet.').seoDescription,
    ).toMatchObject({
      verdict: 'failed',
      figure: 27,
      detail: '93 characters short',
    });
    const long = `${DESCRIPTION_136} ${DESCRIPTION_136}`;
    expect(byCheck(DEFAULT_QUALITY_SETTINGS, TITLE_60, long).seoDescription).toMatchObject({
      verdict: 'failed',
      figure: 273,
    });
  });

  it('counts characters, not UTF-16 units: an emoji or an accent is one', () => {
    expect(characterCount('Café ☕️ 🥾')).toBe(8);
    const title = `${'é'.repeat(59)}🥾`;
    expect(byCheck(DEFAULT_QUALITY_SETTINGS, title, DESCRIPTION_136).seoTitle?.verdict).toBe('passed');
  });

  it('warns instead of failing when the check does not block, and follows the settings’ limits', () => {
    const settings: QualitySettings = {
      ...DEFAULT_QUALITY_SETTINGS,
      blocking: ['nearDuplicate'],
      seoTitleMax: 40,
      seoDescriptionMin: 20,
      seoDescriptionMax: 60,
    };
    const results = byCheck(settings, TITLE_60, 'Hiking boots for wide feet.');
    expect(results.seoTitle).toMatchObject({ verdict: 'warning', figure: 60, threshold: '≤ 40' });
    expect(results.seoDescription).toMatchObject({ verdict: 'passed', threshold: '20–60' });
  });

  it('only warns about an article written before SEO fields, whatever blocks', () => {
    const results = byCheck(DEFAULT_QUALITY_SETTINGS);
    expect(results.seoTitle).toMatchObject({ verdict: 'warning', figure: 0 });
    expect(results.seoDescription?.detail).toContain('Not generated');
  });
});
