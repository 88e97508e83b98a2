import type { ImageChecker } from '../../ports/image-checker';
import type { GeneratedImage, ImageGenerator } from '../../ports/image-generator';
import type { UsageRecord } from '../../ports/usage';
import type { ContentInputs, Generated, Generation } from './generation-inputs';
import { generateImagePrompt } from './text-content';

export interface CheckedImage extends GeneratedImage {
  caption: string;
  /** The text Cloud Vision read in the image ('' when none). */
  text: string;
}

/** What happened to the images, for the run's log and the debug tester. */
export interface ImageReport {
  prompt: string;
  requested: number;
  /** Images the image model returned, replacements included. */
  returned: number;
  /** One line per image that failed the safety check: replaced or dropped. */
  notes: string[];
  durationMs: number;
}

export interface ImageTools {
  generator: ImageGenerator;
  checker: ImageChecker;
}

const CAPTION_LABELS = 3;

/** A caption from Vision's labels, most confident first ("Hiking boot, footwear, outdoor"); else the title. */
export function captionFrom(labels: string[], fallback: string): string {
  const picked = labels
    .slice(0, CAPTION_LABELS)
    .map((label, index) => (index === 0 ? label : label.toLowerCase()));
  if (picked.length === 0) return fallback;
  const [first = ''] = picked;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...picked.slice(1)].join(', ');
}

/**
 * Writes the image prompt, generates `count` images and checks each with SafeSearch. An unsafe image is
 * regenerated once from the alternative (safer) prompt; if that one is unsafe too, it is dropped. Labels of
 * the kept images become their captions.
 */
export async function generateCheckedImages(
  generation: Generation,
  tools: ImageTools,
  inputs: ContentInputs,
  count: number,
): Promise<Generated<{ images: CheckedImage[]; report: ImageReport }>> {
  const started = Date.now();
  const prompt = await generateImagePrompt(generation, inputs);
  const usage: UsageRecord[] = [...prompt.usage];
  let promptIds = { ...prompt.promptIds };
  const first = await tools.generator.generate(prompt.value, count);
  usage.push(first.usage);
  const checks = await Promise.all(first.images.map((image) => tools.checker.check(image.bytes)));
  usage.push(...checks.map((check) => check.usage));
  let returned = first.images.length;
  const notes: string[] = [];
  const kept: (CheckedImage | undefined)[] = first.images.map((image, index) => {
    const check = checks[index]!;
    return check.safe
      ? { ...image, caption: captionFrom(check.labels, inputs.title), text: check.text }
      : undefined;
  });

  const unsafe = checks.flatMap((check, index) => (check.safe ? [] : [{ index, reasons: check.reasons }]));
  if (unsafe.length > 0) {
    // One alternative prompt, and one call for all the replacements.
    const alternative = await generateImagePrompt(generation, inputs, prompt.value);
    usage.push(...alternative.usage);
    promptIds = { ...promptIds, ...alternative.promptIds };
    const retry = await tools.generator.generate(alternative.value, unsafe.length);
    usage.push(retry.usage);
    returned += retry.images.length;
    const rechecks = await Promise.all(retry.images.map((image) => tools.checker.check(image.bytes)));
    usage.push(...rechecks.map((check) => check.usage));
    for (const [position, { index, reasons }] of unsafe.entries()) {
      const replacement = retry.images[position];
      const recheck = rechecks[position];
      if (replacement && recheck?.safe) {
        kept[index] = {
          ...replacement,
          caption: captionFrom(recheck.labels, inputs.title),
          text: recheck.text,
        };
        notes.push(
          `image ${index + 1} was unsafe (${reasons.join(', ')}); replaced using the alternative prompt`,
        );
      } else {
        const why = recheck ? recheck.reasons.join(', ') : 'no image returned';
        notes.push(`image ${index + 1} was unsafe again with the alternative prompt (${why}); dropped`);
      }
    }
  }
  const images = kept.filter((image): image is CheckedImage => image !== undefined);
  return {
    value: {
      images,
      report: { prompt: prompt.value, requested: count, returned, notes, durationMs: Date.now() - started },
    },
    promptIds,
    usage,
  };
}
