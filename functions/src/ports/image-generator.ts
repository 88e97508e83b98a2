import type { UsageRecord } from './usage';

export interface GeneratedImage {
  bytes: Uint8Array;
  contentType: 'image/png';
}

export interface ImageGenerationResult {
  /** Up to `count` images; a service may return fewer. */
  images: GeneratedImage[];
  usage: UsageRecord;
}

export interface ImageGenerator {
  generate(prompt: string, count: number): Promise<ImageGenerationResult>;
}
