import type { UsageRecord } from './usage';

export interface TextGenerationRequest {
  prompt: string;
  /** System instruction, kept apart from the prompt. */
  system?: string;
  /** Ask for a JSON object (OpenAI JSON mode, Gemini `application/json`); the prompt must describe it. */
  json?: boolean;
  maxOutputTokens?: number;
}

export interface TextGenerationResult {
  text: string;
  usage: UsageRecord;
}

/** One text provider; the text generator puts them in order and fails over between them. */
export interface TextBackend {
  provider: 'gemini' | 'openai';
  generate(request: TextGenerationRequest): Promise<TextGenerationResult>;
}
