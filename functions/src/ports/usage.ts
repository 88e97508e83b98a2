import type { ProviderName } from './provider-error';

/**
 * What one upstream call cost, recorded per keyword so spending is visible later. Token counts are the
 * service's own figures; `durationMs` covers the whole call, retries included.
 */
export interface UsageRecord {
  provider: ProviderName;
  model?: string;
  /** e.g. `chat.completions`, `models.generateContent`, `images.generate`, `images.annotate`. */
  operation: string;
  inputTokens?: number;
  outputTokens?: number;
  images?: number;
  durationMs: number;
}
