import * as z from 'zod';
import type { QualitySettings } from '#shared/schemas/quality';
import { articleBlocks, textOf } from '../../domain/quality/article-text';
import { type ContentInputs, commonValues, type Generated, type Generation } from './generation-inputs';
import { generateJson } from './model-json';

/** Enough of the article's opening for a model to sum it up, without sending the whole article again. */
const INTRO_MAX_LENGTH = 600;

export interface SeoFieldValues {
  seoTitle: string;
  seoDescription: string;
}

/** The article's first paragraph (its whole text when it has none), up to a few hundred characters. */
export function articleIntro(html: string): string {
  const first = articleBlocks(html).find((block) => block.tag === 'p')?.text ?? textOf(html);
  if (first.length <= INTRO_MAX_LENGTH) return first;
  const cut = first.slice(0, INTRO_MAX_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** One line, single spaces: a model may wrap its answer. Never shortened: the length check judges it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The SEO title, then the meta description written for it (decision 041), each from its own prompt
 * category, told the settings' length limits. A result out of its limits is kept as written: the quality
 * gate fails it rather than cutting it.
 */
export async function generateSeoFields(
  generation: Generation,
  inputs: ContentInputs & { article: string },
  limits: Pick<QualitySettings, 'seoTitleMax' | 'seoDescriptionMin' | 'seoDescriptionMax'>,
): Promise<Generated<SeoFieldValues>> {
  const values = { ...commonValues(inputs), articleIntro: articleIntro(inputs.article) };
  const title = await generateJson(
    generation,
    'seoTitle',
    { ...values, maxLength: String(limits.seoTitleMax) },
    z.object({ seotitle: z.string().trim().min(1) }),
    'SEO title',
  );
  const seoTitle = oneLine(title.value.seotitle);
  const description = await generateJson(
    generation,
    'seoDescription',
    {
      ...values,
      seoTitle,
      minLength: String(limits.seoDescriptionMin),
      maxLength: String(limits.seoDescriptionMax),
    },
    z.object({ metadescription: z.string().trim().min(1) }),
    'meta description',
  );
  return {
    value: { seoTitle, seoDescription: oneLine(description.value.metadescription) },
    promptIds: { ...title.promptIds, ...description.promptIds },
    usage: [...title.usage, ...description.usage],
  };
}
