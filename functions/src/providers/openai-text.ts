import OpenAI from 'openai';
import type { ServiceCredentials } from '../ports/credentials';
import { ProviderError } from '../ports/provider-error';
import { type ProviderCallOptions, pacerOf } from './call-options';
import { TEXT_MODELS } from './models';
import { openAiError } from './openai-errors';
import { openAiAnnouncedLimit } from './pacer';
import { withRetry } from './retry';
import { estimateTokens, type TextBackend } from './text-backend';
import { resolveTimeouts } from './timeouts';

const OPERATION = 'chat.completions';

/** Text through OpenAI chat completions; `json` turns on JSON mode (the prompt must mention JSON). */
export function createOpenAiText(
  credentials: ServiceCredentials,
  options: ProviderCallOptions = {},
): TextBackend {
  const timeoutMs = resolveTimeouts(options.timeoutsMs).text;
  const client = new OpenAI({
    apiKey: credentials.apiKey,
    baseURL: credentials.baseUrl,
    timeout: timeoutMs,
    maxRetries: 0, // retries are ours: full jitter, Retry-After, never on 401/403
  });
  const model = TEXT_MODELS.openai;
  const pacer = pacerOf(options, { provider: 'openai', model, credentials });

  return {
    provider: 'openai',
    async generate(request) {
      const started = Date.now();
      const completion = await withRetry(
        async () => {
          try {
            const { data, response } = await client.chat.completions
              .create({
                model,
                messages: [
                  ...(request.system ? [{ role: 'system' as const, content: request.system }] : []),
                  { role: 'user' as const, content: request.prompt },
                ],
                ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
                ...(request.maxOutputTokens ? { max_completion_tokens: request.maxOutputTokens } : {}),
              })
              .withResponse();
            pacer.learn(openAiAnnouncedLimit(response.headers));
            return data;
          } catch (error) {
            if (error instanceof OpenAI.APIError) pacer.learn(openAiAnnouncedLimit(error.headers));
            throw openAiError(error, timeoutMs);
          }
        },
        {
          label: `openai ${OPERATION}`,
          policy: options.retry,
          pacing: {
            pacer,
            provider: 'openai',
            service: 'OpenAI',
            demand: { tokens: estimateTokens(request) },
          },
        },
      );
      const choice = completion.choices[0];
      const text = choice?.message.content?.trim();
      if (!text) {
        const why = choice?.message.refusal ? `refused: ${choice.message.refusal}` : choice?.finish_reason;
        throw new ProviderError({
          provider: 'openai',
          reason: `OpenAI returned no text (${why ?? 'empty answer'})`,
        });
      }
      return {
        text,
        usage: {
          provider: 'openai',
          model: completion.model || model,
          operation: OPERATION,
          inputTokens: completion.usage?.prompt_tokens,
          outputTokens: completion.usage?.completion_tokens,
          durationMs: Date.now() - started,
        },
      };
    },
  };
}
