import type { RelatedKeywordsRequest, RelatedKeywordsResponse } from '#shared/schemas/related-keywords';
import type { KeywordRepository } from '../../../ports/keywords';
import type { CampaignRepository } from '../../../ports/meta-campaigns';
import type { RelatedKeywordsWriter, WrittenRelatedKeywords } from '../../../ports/related-keywords';
import type { SpendRecorder } from '../../ai-budget/spend-recorder';
import { DomainError, unavailable, upstreamRefused } from '../../domain-error';
import type { KeywordEconomicsReader } from '../../economics/keyword-economics';
import { keywordNotFound } from '../keyword-not-found';
import { bestAdCopy } from './best-ad-copy';
import { cleanSuggestions, withCollisions } from './related-suggestions';

export const NO_WRITER = 'Related keywords need the AI clients, which this function lacks';
export const NO_KEYWORDS_READ = "The AI's answer held no keywords; try again";

export interface RelatedKeywordsDeps {
  keywords: Pick<KeywordRepository, 'findById' | 'list' | 'variantsOf'>;
  campaigns: Pick<CampaignRepository, 'findById'>;
  economics: Pick<KeywordEconomicsReader, 'read'>;
  /** Absent where the function bundles no AI client: asking there fails and says so. */
  writer?: RelatedKeywordsWriter;
  /** Adds the call's AI cost to the budget's ledger (decision 052). */
  recordSpend?: SpendRecorder;
}

/**
 * "More like this" (decision 053): asks the AI for related keywords with the active Related Keywords
 * prompt, from the keyword, its article title and its best ad copy; keeps those fit to add (none with the
 * words of the keyword or of another suggestion) and names the existing keyword of the same site each one
 * collides with. Writes nothing but the call's cost to the AI budget: adding is the batch route's.
 */
export function createRelatedKeywords(deps: RelatedKeywordsDeps) {
  async function write(ask: Parameters<RelatedKeywordsWriter['write']>[0]) {
    if (!deps.writer) throw unavailable(NO_WRITER);
    try {
      return await deps.writer.write(ask);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const said = error instanceof Error ? error.message : String(error);
      throw unavailable(`The AI could not suggest related keywords: ${said}`);
    }
  }

  return {
    async suggest(keywordId: string, request: RelatedKeywordsRequest): Promise<RelatedKeywordsResponse> {
      const keyword = await deps.keywords.findById(keywordId);
      if (!keyword) throw keywordNotFound(keywordId);
      const adCopy = await bestAdCopy(deps, keyword, request.range);
      const written: WrittenRelatedKeywords = await write({ keyword, adCopy, count: request.count });
      // Paid for whatever the answer holds.
      await deps.recordSpend?.(written.usage, keyword.siteId);
      if (written.keywords.length === 0) throw upstreamRefused(NO_KEYWORDS_READ);
      const suggestions = cleanSuggestions(written.keywords, keyword.masterKeyword, request.count);
      return { suggestions: await withCollisions(deps.keywords, keyword, suggestions), adCopy };
    },
  };
}

export type RelatedKeywords = ReturnType<typeof createRelatedKeywords>;
