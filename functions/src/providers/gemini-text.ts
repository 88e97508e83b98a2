// The SDK's fetch-only build: the Node build adds google-auth-library (Vertex AI sign-in, unused with an API
// key) and a WebSocket client (Live API), 340 KB of every text Lambda (docs/decisions/009).
import { ApiError, GoogleGenAI } from '@google/genai/web';
import type { ServiceCredentials } from '../ports/credentials';
import { ProviderError, ProviderTransientError, shortText } from '../ports/provider-error';
import { type ProviderCallOptions, pacerOf } from './call-options';
import { googleStatusError } from './google-errors';
import { TEXT_MODELS } from './models';
import { withRetry } from './retry';
import { estimateTokens, type TextBackend } from './text-backend';
import { describeTimeout, resolveTimeouts } from './timeouts';

const OPERATION = 'models.generateContent';

/** Text through Gemini's generateContent (`@google/genai`; `baseUrl` points it at the sandbox locally). */
export function createGeminiText(
  credentials: ServiceCredentials,
  options: ProviderCallOptions = {},
): TextBackend {
  const timeoutMs = resolveTimeouts(options.timeoutsMs).text;
  const client = new GoogleGenAI({
    apiKey: credentials.apiKey,
    // No retryOptions: the SDK then makes one attempt, and retries are ours.
    httpOptions: { timeout: timeoutMs, ...(credentials.baseUrl ? { baseUrl: credentials.baseUrl } : {}) },
  });
  const model = TEXT_MODELS.gemini;
  const pacer = pacerOf(options, { provider: 'gemini', model, credentials });

  return {
    provider: 'gemini',
    async generate(request) {
      const started = Date.now();
      const response = await withRetry(
        async () => {
          try {
            return await client.models.generateContent({
              model,
              contents: request.prompt,
              config: {
                ...(request.system ? { systemInstruction: request.system } : {}),
                ...(request.json ? { responseMimeType: 'application/json' } : {}),
                ...(request.maxOutputTokens ? { maxOutputTokens: request.maxOutputTokens } : {}),
              },
            });
          } catch (error) {
            throw geminiError(error, timeoutMs);
          }
        },
        {
          label: `gemini ${OPERATION}`,
          policy: options.retry,
          pacing: {
            pacer,
            provider: 'gemini',
            service: 'Gemini',
            demand: { tokens: estimateTokens(request) },
          },
        },
      );
      const text = response.candidates?.[0]?.content?.parts
        ?.map((part) => (part.thought ? '' : (part.text ?? '')))
        .join('')
        .trim();
      if (!text) {
        const why = response.promptFeedback?.blockReason ?? response.candidates?.[0]?.finishReason;
        throw new ProviderError({
          provider: 'gemini',
          reason: `Gemini returned no text (${why ?? 'empty answer'})`,
        });
      }
      const usage = response.usageMetadata;
      return {
        text,
        usage: {
          provider: 'gemini',
          model: response.modelVersion || model,
          operation: OPERATION,
          inputTokens: usage?.promptTokenCount,
          // Thinking tokens are billed as output.
          outputTokens:
            usage?.candidatesTokenCount === undefined
              ? undefined
              : usage.candidatesTokenCount + (usage.thoughtsTokenCount ?? 0),
          durationMs: Date.now() - started,
        },
      };
    },
  };
}

function geminiError(error: unknown, timeoutMs: number): ProviderError {
  if (error instanceof ApiError) {
    // The message is the answer's JSON body.
    return googleStatusError({
      provider: 'gemini',
      service: 'Gemini',
      status: error.status,
      text: error.message,
      keyRefused: 'Gemini refused the API key (API_KEY_INVALID)',
      cause: error,
    });
  }
  const name = (error as Error | undefined)?.name;
  if (name === 'AbortError' || name === 'TimeoutError') {
    return new ProviderTransientError({
      provider: 'gemini',
      reason: `Gemini did not answer within ${describeTimeout(timeoutMs)}`,
      cause: error,
    });
  }
  if (error instanceof TypeError) {
    // fetch() reports refused or reset connections as a TypeError ("fetch failed").
    return new ProviderTransientError({ provider: 'gemini', reason: 'Could not reach Gemini', cause: error });
  }
  return new ProviderError({
    provider: 'gemini',
    reason: `Gemini call failed: ${shortText(String((error as Error)?.message ?? error))}`,
    cause: error,
  });
}
