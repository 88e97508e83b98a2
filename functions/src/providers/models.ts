/** Text models per provider. Image generation uses `IMAGE_MODEL` (gpt-image-1) from `#shared/product/constants`. */
export const TEXT_MODELS = {
  gemini: 'gemini-2.5-flash',
  openai: 'gpt-4.1-mini',
} as const;
