import * as z from 'zod';
import { renderPrompt } from '../../domain/prompts/render-prompt';
import { type ContentInputs, commonValues, type Generated, type Generation } from './generation-inputs';
import { generateJson, ModelOutputError } from './model-json';
import { sanitizeArticle } from './sanitize-article';

const MAX_TAG_LENGTH = 100;
const MAX_TITLE_LENGTH = 300;

const stringList = z
  .array(z.unknown())
  .transform((items) => items.filter((item) => typeof item === 'string'));

/** Trimmed, single-spaced, without empties and repeats (case-insensitively), and without `exclude`. */
export function cleanList(items: string[], exclude: string[] = []): string[] {
  const seen = new Set(exclude.map((item) => item.toLowerCase()));
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_TAG_LENGTH);
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out;
}

export interface GeneratedTags {
  transactional: string[];
  navigational: string[];
  /** The first transactional tag. */
  primaryTag: string;
}

/** The asked numbers of transactional and navigational tags; the primary tag is the first transactional. */
export async function generateTags(
  generation: Generation,
  inputs: ContentInputs,
  counts: { transactional: number; navigational: number },
): Promise<Generated<GeneratedTags>> {
  const schema = z.object({ transactional: stringList, navigational: stringList.default([]) });
  const answer = await generateJson(
    generation,
    'tags',
    {
      ...commonValues(inputs),
      transactionalCount: String(counts.transactional),
      navigationalCount: String(counts.navigational),
    },
    schema,
    'tags',
  );
  const transactional = cleanList(answer.value.transactional, inputs.manualTags).slice(
    0,
    counts.transactional,
  );
  const navigational = cleanList(answer.value.navigational, [...inputs.manualTags, ...transactional]).slice(
    0,
    counts.navigational,
  );
  const primaryTag = transactional[0];
  if (!primaryTag) throw new ModelOutputError("The model's tags had no transactional tag");
  return { ...answer, value: { transactional, navigational, primaryTag } };
}

export async function generateTitle(
  generation: Generation,
  inputs: ContentInputs,
): Promise<Generated<string>> {
  const answer = await generateJson(
    generation,
    'title',
    commonValues(inputs),
    z.object({ title: z.string().trim().min(1) }),
    'title',
  );
  return { ...answer, value: answer.value.title.replace(/\s+/g, ' ').slice(0, MAX_TITLE_LENGTH) };
}

/** The article as sanitized HTML; the model's answer is HTML, not JSON. */
export async function generateArticle(
  generation: Generation,
  inputs: ContentInputs,
): Promise<Generated<string>> {
  const prompt = await generation.prompt('article');
  const answer = await generation.text.generate({
    prompt: renderPrompt(prompt.prompt, commonValues(inputs)),
  });
  const article = sanitizeArticle(answer.text);
  if (article.replace(/<[^>]*>/g, '').trim().length === 0) {
    throw new ModelOutputError("The model's article had no text");
  }
  return { value: article, promptIds: { article: prompt.id }, usage: [answer.usage] };
}

/** The description the image model gets; with `rejectedPrompt`, the safer alternative to it. */
export async function generateImagePrompt(
  generation: Generation,
  inputs: ContentInputs,
  rejectedPrompt?: string,
): Promise<Generated<string>> {
  const schema = z.object({ prompt: z.string().trim().min(1) });
  const answer = rejectedPrompt
    ? await generateJson(
        generation,
        'imagePromptAlt',
        { ...commonValues(inputs), rejectedPrompt },
        schema,
        'image prompt',
      )
    : await generateJson(generation, 'imagePrompt', commonValues(inputs), schema, 'image prompt');
  return { ...answer, value: answer.value.prompt };
}

export interface AdCopy {
  adTitle: string;
  adDescription: string;
}

/** The ad title, then the ad description written for it. */
export async function generateAdCopy(
  generation: Generation,
  inputs: ContentInputs,
): Promise<Generated<AdCopy>> {
  const title = await generateJson(
    generation,
    'adTitle',
    commonValues(inputs),
    z.object({ adtitle: z.string().trim().min(1) }),
    'ad title',
  );
  const description = await generateJson(
    generation,
    'adDescription',
    { ...commonValues(inputs), adTitle: title.value.adtitle },
    z.object({ addescription: z.string().trim().min(1) }),
    'ad description',
  );
  return {
    value: { adTitle: title.value.adtitle, adDescription: description.value.addescription },
    promptIds: { ...title.promptIds, ...description.promptIds },
    usage: [...title.usage, ...description.usage],
  };
}

/**
 * Up to `count` new keyword texts related to the keyword, none equal to it or to `existing`. The prompt
 * does not list the existing variants, so a model may suggest them again: it is asked for that many more,
 * and a step retried after some of its variants were stored still ends with the full number.
 */
export async function generateVariantKeywords(
  generation: Generation,
  inputs: ContentInputs,
  count: number,
  existing: string[],
): Promise<Generated<string[]>> {
  const answer = await generateJson(
    generation,
    'variants',
    { ...commonValues(inputs), count: String(count + existing.length) },
    z.object({ variants: stringList }),
    'variants',
  );
  const variants = cleanList(answer.value.variants, [inputs.keyword, ...existing]).slice(0, count);
  if (variants.length === 0) throw new ModelOutputError("The model's variants were all empty or repeats");
  return { ...answer, value: variants };
}
