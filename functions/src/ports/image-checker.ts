import type { UsageRecord } from './usage';

export interface ImageCheckResult {
  /** False when SafeSearch finds adult, violent or racy content LIKELY or VERY_LIKELY. */
  safe: boolean;
  /** The flagged categories and their likelihood, e.g. `adult: VERY_LIKELY`; empty when safe. */
  reasons: string[];
  /** Label descriptions, most confident first: the image's caption material. */
  labels: string[];
  /**
   * The text Cloud Vision's text detection read in the image, its lines joined by spaces; '' when it has
   * none. The ad's text on its landing URL transcribes it (decision 038).
   */
  text: string;
  usage: UsageRecord;
}

export interface ImageChecker {
  check(bytes: Uint8Array): Promise<ImageCheckResult>;
}
