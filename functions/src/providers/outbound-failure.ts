import { ProviderError, type ProviderName, ProviderTransientError, shortText } from '../ports/provider-error';
import { describeTimeout } from './timeouts';

/** Network failures that may pass: worth another attempt. */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * What `outboundRequest` threw, as a provider error: a timeout or a broken connection is transient, anything
 * else final. `target` names the service as the reason shows it ("Cloud Vision", "WordPress at https://...").
 */
export function outboundFailureError(
  error: unknown,
  options: { provider: ProviderName; target: string; timeoutMs: number },
): ProviderError {
  const { provider, target } = options;
  const failure = error as NodeJS.ErrnoException;
  if (failure.name === 'TimeoutError') {
    const reason = `${target} did not answer within ${describeTimeout(options.timeoutMs)}`;
    return new ProviderTransientError({ provider, reason, cause: error });
  }
  if (failure.code && CONNECTION_FAILURES.has(failure.code)) {
    return new ProviderTransientError({
      provider,
      reason: `Could not reach ${target} (${failure.code})`,
      cause: error,
    });
  }
  return new ProviderError({
    provider,
    reason: `Could not reach ${target}: ${shortText(failure.message ?? String(error))}`,
    cause: error,
  });
}
