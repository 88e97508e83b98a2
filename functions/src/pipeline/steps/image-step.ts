import { imageBlobKey, imageKeyFromUrl, imageUrlForKey } from '#shared/keywords/keywords-images';
import { failedLine, quoteKeyword, startedLine } from '../../domain/processing/run-log-lines';
import { logger } from '../../lib/logger';
import { generateCheckedImages } from '../generation/images';
import { generationFor } from '../generation/step-generation';
import { KEYWORD_STEPS } from '../keyword-steps';
import type { PipelineDeps } from '../pipeline-deps';
import { contentInputsOf, runKeywordStep } from '../run-keyword-step';
import { keywordTaskSchema, parseTask } from '../task-input';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The blob key of a keyword's n-th image of a run: the same on a retry, so a retry overwrites, never adds. */
export const imageKey = (keywordId: string, runId: string, position: number, contentType: string) =>
  imageBlobKey(keywordId, `${runId}-${position}.${EXTENSIONS[contentType] ?? 'bin'}`);

/**
 * The `ImageStepFunction` task: writes the image prompt, generates the images, checks them with Vision
 * (replacing or dropping unsafe ones), stores them in the blob store under the keyword's image path, and
 * replaces the keyword's images, deleting the files of the images it had before.
 */
export function createImageStep(deps: PipelineDeps) {
  return async (input: unknown): Promise<Record<string, never>> => {
    const task = parseTask(keywordTaskSchema, input);
    let replaced: string[] = [];
    await runKeywordStep(deps, task, KEYWORD_STEPS.images, async (keyword) => {
      const credentials = await deps.credentials.read();
      const tools = {
        generator: deps.clients.images(credentials),
        checker: deps.clients.imageChecker(credentials),
      };
      const generation = generationFor(deps, credentials);
      const { value, promptIds, usage } = await generateCheckedImages(
        generation,
        tools,
        contentInputsOf(keyword),
        deps.imageCount,
      );
      const images = await Promise.all(
        value.images.map(async (image, index) => {
          const key = imageKey(keyword.id, task.runId, index + 1, image.contentType);
          await deps.blobs.put(key, image.bytes, image.contentType);
          return { url: imageUrlForKey(key), caption: image.caption, text: image.text };
        }),
      );
      const kept = new Set(images.map((image) => image.url));
      replaced = keyword.images.flatMap((image) => {
        const key = imageKeyFromUrl(image.url);
        return key && !kept.has(image.url) ? [key] : [];
      });
      const name = quoteKeyword(keyword.masterKeyword);
      const notes = value.report.notes.map((note) =>
        note.endsWith('dropped') ? failedLine(`${name}: ${note}`) : startedLine(`${name}: ${note}`),
      );
      return {
        changes: { images },
        promptIds,
        usage,
        notes,
        done: `${images.length} of ${deps.imageCount} images generated and checked`,
      };
    });
    // Only once the keyword points at the new images: the old files are no longer shown anywhere.
    if (replaced.length > 0) {
      await deps.blobs
        .delete(replaced)
        .catch((error: unknown) =>
          logger.warn('Could not delete replaced images', { keys: replaced, error }),
        );
    }
    return {};
  };
}
