import OpenAI from 'openai';
import { IMAGE_MODEL } from '#shared/product/constants';
import type { ServiceCredentials } from '../ports/credentials';
import type { ImageGenerator } from '../ports/image-generator';
import { ProviderError } from '../ports/provider-error';
import { type ProviderCallOptions, pacerOf } from './call-options';
import { openAiError } from './openai-errors';
import { openAiAnnouncedLimit } from './pacer';
import { withRetry } from './retry';
import { resolveTimeouts } from './timeouts';

const OPERATION = 'images.generate';
/** gpt-image-1 takes at most 10 images per request. */
const MAX_IMAGES_PER_CALL = 10;
/**
 * How long a generation may wait for its turn under the account's image limit (a new account may get a few
 * a minute): longer than the text calls, as the image step has 600 s and a minute's window must fit.
 */
const MAX_TURN_WAIT_MS = 150_000;

/** Images from OpenAI's gpt-image-1, always returned base64-encoded as PNG. */
export function createImageGenerator(
  openai: ServiceCredentials,
  options: ProviderCallOptions = {},
): ImageGenerator {
  const timeoutMs = resolveTimeouts(options.timeoutsMs).image;
  const client = new OpenAI({
    apiKey: openai.apiKey,
    baseURL: openai.baseUrl,
    timeout: timeoutMs,
    maxRetries: 0,
  });
  // One pacer per client, and the pipeline builds one client per credentials and process: with the
  // platform's shared pacers, every process's keywords share the limit.
  const pacer = pacerOf(options, { provider: 'openai', model: IMAGE_MODEL, credentials: openai });

  return {
    async generate(prompt, count) {
      const n = Math.min(Math.max(1, Math.floor(count)), MAX_IMAGES_PER_CALL);
      const started = Date.now();
      const response = await withRetry(
        async () => {
          try {
            const { data, response } = await client.images
              .generate({
                model: IMAGE_MODEL,
                prompt,
                n,
                size: '1024x1024',
                quality: 'medium',
                output_format: 'png',
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
          policy: { maxRetryAfterMs: MAX_TURN_WAIT_MS, ...options.retry },
          pacing: { pacer, provider: 'openai', service: 'OpenAI', demand: { images: n } },
        },
      );
      const images = (response.data ?? []).flatMap((image) =>
        image.b64_json
          ? [{ bytes: Buffer.from(image.b64_json, 'base64'), contentType: 'image/png' as const }]
          : [],
      );
      if (images.length === 0) {
        throw new ProviderError({ provider: 'openai', reason: 'OpenAI returned no image' });
      }
      return {
        images,
        usage: {
          provider: 'openai',
          model: IMAGE_MODEL,
          operation: OPERATION,
          inputTokens: response.usage?.input_tokens,
          outputTokens: response.usage?.output_tokens,
          images: images.length,
          durationMs: Date.now() - started,
        },
      };
    },
  };
}
