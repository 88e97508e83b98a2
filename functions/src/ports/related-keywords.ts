import type { RelatedAdCopy } from '#shared/schemas/related-keywords';
import type { KeywordRecord } from './keywords';

/** What "More like this" asks the AI for: keywords related to this one, its article title and ad copy. */
export interface RelatedKeywordsAsk {
  keyword: KeywordRecord;
  adCopy: Pick<RelatedAdCopy, 'adTitle' | 'adDescription'>;
  count: number;
}

/** The model's suggestions as it listed them (not yet cleaned or checked) and what the call cost. */
export interface WrittenRelatedKeywords {
  keywords: string[];
  /** As the keyword's usage counters (`relatedKeywords:<model>:<field>`), for the AI budget's ledger. */
  usage: Record<string, number>;
}

/**
 * Writes related keywords with the active Related Keywords prompt where the AI clients are (decision 053,
 * as the creative writer of decision 042): in-process locally, the debug tester's function on AWS.
 */
export interface RelatedKeywordsWriter {
  write(ask: RelatedKeywordsAsk): Promise<WrittenRelatedKeywords>;
}
