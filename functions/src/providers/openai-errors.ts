import OpenAI from 'openai';
import {
  ProviderAuthError,
  ProviderError,
  ProviderTransientError,
  providerErrorForStatus,
  shortText,
} from '../ports/provider-error';
import { parseRetryAfter } from './retry';
import { describeTimeout } from './timeouts';

/** Maps whatever the `openai` SDK threw to a typed provider error, without echoing the API key. */
export function openAiError(error: unknown, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ProviderTransientError({
      provider: 'openai',
      reason: `OpenAI did not answer within ${describeTimeout(timeoutMs)}`,
      cause: error,
    });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ProviderTransientError({ provider: 'openai', reason: 'Could not reach OpenAI', cause: error });
  }
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const status = error.status;
    const code = error.code ? ` ${error.code}` : '';
    if (status === 401 || status === 403) {
      // OpenAI's own text quotes part of the key: say it in our words instead.
      return new ProviderAuthError({
        provider: 'openai',
        status,
        reason: `OpenAI refused the API key (${status}${code})`,
        cause: error,
      });
    }
    if (error.code === 'insufficient_quota') {
      // A 429 that no wait will fix: the account is out of credit.
      return new ProviderError({
        provider: 'openai',
        status,
        reason: 'OpenAI: the account has no quota left',
      });
    }
    const retryAfterMs = openAiRetryAfter(error.headers);
    const detail = (error.error as { message?: string } | undefined)?.message ?? error.message;
    return providerErrorForStatus({
      provider: 'openai',
      status,
      retryAfterMs,
      reason: `OpenAI answered ${status}${code}: ${shortText(detail)}`,
      cause: error,
    });
  }
  return new ProviderError({
    provider: 'openai',
    reason: `OpenAI call failed: ${shortText(String((error as Error)?.message ?? error))}`,
    cause: error,
  });
}

/** OpenAI sends `retry-after-ms` besides the standard `retry-after`; the former is more precise. */
function openAiRetryAfter(headers: Headers | undefined): number | undefined {
  const milliseconds = Number(headers?.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  return parseRetryAfter(headers?.get('retry-after'));
}
