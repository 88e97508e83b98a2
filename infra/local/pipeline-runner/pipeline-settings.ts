import * as z from 'zod';
import type { LocalPipelineSettings } from './local-pipeline-deps';

const settingsSchema = z.object({
  PIPELINE_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(40).optional(),
  PIPELINE_IMAGE_COUNT: z.coerce.number().int().min(1).max(10).optional(),
});

/** The local pipeline's settings from the environment (`PIPELINE_MAX_CONCURRENCY`, `PIPELINE_IMAGE_COUNT`). */
export function pipelineSettingsFromEnv(env: NodeJS.ProcessEnv): LocalPipelineSettings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid pipeline configuration: ${problems.join('; ')}`);
  }
  return {
    maxConcurrency: result.data.PIPELINE_MAX_CONCURRENCY,
    imageCount: result.data.PIPELINE_IMAGE_COUNT,
  };
}
