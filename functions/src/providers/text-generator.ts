import { logger } from '../lib/logger';
import type { ServiceCredentials } from '../ports/credentials';
import {
  ProviderAuthError,
  ProviderError,
  ProviderRateLimitError,
  ProviderTransientError,
} from '../ports/provider-error';
import type { TextGenerator } from '../ports/text-generator';
import type { ProviderCallOptions } from './call-options';
import { createGeminiText } from './gemini-text';
import { createOpenAiText } from './openai-text';
import type { TextBackend } from './text-backend';

export interface TextGeneratorOptions extends ProviderCallOptions {
  gemini?: ServiceCredentials;
  openai?: ServiceCredentials;
  /** Tried first; the other is the failover. Defaults to Gemini. */
  preferred?: 'gemini' | 'openai';
}

/**
 * Text generation on the preferred provider, failing over to the other when both are configured. Each
 * provider first spends its own retries; the error that goes up when both fail is transient if either
 * failure was, so the pipeline retries later rather than giving up.
 */
export function createTextGenerator(options: TextGeneratorOptions): TextGenerator {
  const gemini = options.gemini ? createGeminiText(options.gemini, options) : undefined;
  const openai = options.openai ? createOpenAiText(options.openai, options) : undefined;
  const ordered = options.preferred === 'openai' ? [openai, gemini] : [gemini, openai];
  const backends = ordered.filter((backend): backend is TextBackend => backend !== undefined);

  return {
    async generate(request) {
      if (backends.length === 0) {
        throw new ProviderAuthError({
          provider: options.preferred ?? 'gemini',
          reason: 'No text provider is configured: save a Gemini or OpenAI API key in Settings',
        });
      }
      const failures: ProviderError[] = [];
      for (const backend of backends) {
        try {
          return await backend.generate(request);
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          failures.push(error);
          if (backends.length > failures.length) {
            logger.warn('Text provider failed, failing over', {
              provider: backend.provider,
              reason: error.reason,
            });
          }
        }
      }
      throw combinedFailure(failures);
    },
  };
}

function combinedFailure(failures: ProviderError[]): ProviderError {
  if (failures.length === 1) return failures[0]!;
  const last = failures[failures.length - 1]!;
  const details = {
    provider: last.provider,
    status: last.status,
    reason: failures.map((f) => f.reason).join('; '),
  };
  const transient = failures.find((failure) => failure instanceof ProviderTransientError);
  if (transient) {
    // Still a rate limit when that is what it was, so the state machine waits as long as one needs.
    const Transient =
      transient instanceof ProviderRateLimitError ? ProviderRateLimitError : ProviderTransientError;
    return new Transient({ ...details, retryAfterMs: transient.retryAfterMs });
  }
  if (failures.every((failure) => failure instanceof ProviderAuthError))
    return new ProviderAuthError(details);
  return new ProviderError(details);
}
