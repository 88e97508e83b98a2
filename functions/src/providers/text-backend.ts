import type { TextGenerationRequest, TextGenerationResult } from '../ports/text-generator';

/** One text provider; the text generator puts them in order and fails over between them. */
export interface TextBackend {
  provider: 'gemini' | 'openai';
  generate(request: TextGenerationRequest): Promise<TextGenerationResult>;
}
