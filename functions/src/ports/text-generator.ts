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

/** Writes text with whichever AI provider is configured (failing over between them where both are). */
export interface TextGenerator {
  generate(request: TextGenerationRequest): Promise<TextGenerationResult>;
}
