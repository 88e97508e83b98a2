import type { TextGenerationRequest, TextGenerationResult } from '../ports/text-generator';

/** One text provider; the text generator puts them in order and fails over between them. */
export interface TextBackend {
  provider: 'gemini' | 'openai';
  generate(request: TextGenerationRequest): Promise<TextGenerationResult>;
}

/** The output a request without `maxOutputTokens` is counted for: an article's length. */
const UNBOUNDED_OUTPUT_TOKENS = 2_000;

/**
 * What a request takes of a token limit before its answer says: about four characters a token for what is
 * sent (OpenAI's rule of thumb, docs/upstream/rate-limits.md), and the output it allows.
 */
export const estimateTokens = (request: TextGenerationRequest): number =>
  Math.ceil((request.prompt.length + (request.system?.length ?? 0)) / 4) +
  (request.maxOutputTokens ?? UNBOUNDED_OUTPUT_TOKENS);
