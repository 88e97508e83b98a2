import { wordSetKey } from '#shared/keywords/keyword-collisions';
import { KEYWORD_MIN_LENGTH } from '#shared/product/constants';
import { KEYWORD_MAX_LENGTH } from '#shared/schemas/keywords';
import type { RelatedKeywordSuggestion } from '#shared/schemas/related-keywords';
import type { KeywordRecord, KeywordRepository } from '../../../ports/keywords';
import { entryCollisions } from '../../quality/entry-collisions';
import { siteKeyOf } from '../../quality/site-key';

/**
 * The model's keywords fit to be added, in its order, at most `count`: single-spaced, as long as a batch
 * accepts, and none with the same words (any order, case or punctuation: the collision rule of issue 24)
 * as the source keyword or an earlier suggestion, whose articles would be near-duplicates.
 */
export function cleanSuggestions(raw: readonly string[], source: string, count: number): string[] {
  const seen = new Set([wordSetKey(source)]);
  const kept: string[] = [];
  for (const item of raw) {
    const keyword = item.replace(/\s+/g, ' ').trim();
    const key = wordSetKey(keyword);
    if (keyword.length < KEYWORD_MIN_LENGTH || keyword.length > KEYWORD_MAX_LENGTH) continue;
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(keyword);
    if (kept.length >= count) break;
  }
  return kept;
}

/**
 * Each suggestion with the existing keyword of the source's site it collides with, if any: the quality
 * gate's check at entry (`entryCollisions`, one indexed search per suggestion) over that site's master
 * keywords, and the source's own variants (or, for a variant, its siblings), which no search lists.
 */
export async function withCollisions(
  keywords: Pick<KeywordRepository, 'list' | 'variantsOf'>,
  source: KeywordRecord,
  suggestions: readonly string[],
): Promise<RelatedKeywordSuggestion[]> {
  const [{ collisions }, variants] = await Promise.all([
    entryCollisions(keywords, [...suggestions], siteKeyOf(source)),
    keywords.variantsOf(source.parentId ?? source.id),
  ]);
  const existing = new Map<string, { keywordId: string; keyword: string }>();
  for (const variant of variants)
    existing.set(wordSetKey(variant.masterKeyword), {
      keywordId: variant.id,
      keyword: variant.masterKeyword,
    });
  for (const { keyword, existing: match } of collisions)
    existing.set(wordSetKey(keyword), { keywordId: match.id, keyword: match.masterKeyword });
  return suggestions.map((keyword) => {
    const collision = existing.get(wordSetKey(keyword));
    return collision ? { keyword, collision } : { keyword };
  });
}
