import { characterCount } from '#shared/articles/character-count';
import type { QualityCheck, QualityResult, QualitySettings } from '#shared/schemas/quality';
import { verdictOf } from './content-checks';

/** The SEO fields the article step generated (decision 041); absent on an article written before them. */
export interface SeoFields {
  seoTitle?: string;
  seoDescription?: string;
}

/** What is wrong with a length outside its limits, in characters. */
function lengthDetail(length: number, min: number, max: number): string | undefined {
  if (length > max) return `${length - max} characters over the limit`;
  if (length < min) return `${min - length} characters short`;
  return undefined;
}

function lengthCheck(
  check: QualityCheck,
  text: string | undefined,
  limits: { min: number; max: number; threshold: string },
  settings: QualitySettings,
): QualityResult {
  // An article from before the SEO fields has none: said so, and never held back for it.
  if (text === undefined) {
    return {
      check,
      verdict: 'warning',
      figure: 0,
      threshold: limits.threshold,
      detail: 'Not generated: the article was written before SEO fields existed; regenerate it to add them',
    };
  }
  const length = characterCount(text);
  const detail = lengthDetail(length, limits.min, limits.max);
  return {
    check,
    verdict: verdictOf(check, detail === undefined, settings),
    figure: length,
    threshold: limits.threshold,
    ...(detail ? { detail } : {}),
  };
}

/**
 * The SEO title and meta description held to their lengths (the settings' limits). A field out of its
 * limits is a finding, failed when its check blocks: it is never cut to fit, since a cut title or
 * description reads as broken on the results page.
 */
export function seoChecks(fields: SeoFields, settings: QualitySettings): QualityResult[] {
  return [
    lengthCheck(
      'seoTitle',
      fields.seoTitle,
      { min: 1, max: settings.seoTitleMax, threshold: `≤ ${settings.seoTitleMax}` },
      settings,
    ),
    lengthCheck(
      'seoDescription',
      fields.seoDescription,
      {
        min: settings.seoDescriptionMin,
        max: settings.seoDescriptionMax,
        threshold: `${settings.seoDescriptionMin}–${settings.seoDescriptionMax}`,
      },
      settings,
    ),
  ];
}
