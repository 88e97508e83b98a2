import { createHash } from 'node:crypto';
import { variantsPerKeyword } from '#shared/keywords/keyword-variants';
import { plural, quoteKeyword } from '../../domain/processing/run-log-lines';
import { effectiveQualitySettings } from '../../domain/quality/quality-settings-service';
import type { KeywordRecord } from '../../ports/keywords';
import { generateSeoFields } from '../generation/seo-fields';
import { generationFor } from '../generation/step-generation';
import {
  generateAdCopy,
  generateArticle,
  generateTags,
  generateTitle,
  generateVariantKeywords,
} from '../generation/text-content';
import { KEYWORD_STEPS } from '../keyword-steps';
import type { PipelineDeps } from '../pipeline-deps';
import { contentInputsOf, runKeywordStep, type StepOutcome } from '../run-keyword-step';
import { parseTask, textTaskSchema } from '../task-input';

/** The `TextStepFunction` task: one text step (tags, title, article, ad copy or variants) for one keyword. */
export function createTextStep(deps: PipelineDeps) {
  return async (input: unknown): Promise<Record<string, never>> => {
    const task = parseTask(textTaskSchema, input);
    await runKeywordStep(deps, task, KEYWORD_STEPS[task.step], async (keyword) => {
      const generation = generationFor(deps, await deps.credentials.read());
      const inputs = contentInputsOf(keyword);
      switch (task.step) {
        case 'tags': {
          const counts = {
            transactional: keyword.options.transactionalTagsCount,
            navigational: keyword.options.navigationalTagsCount,
          };
          const { value, ...rest } = await generateTags(generation, inputs, counts);
          const count = value.transactional.length + value.navigational.length;
          return {
            ...rest,
            changes: {
              tags: { Transactional: value.transactional, Navigational: value.navigational },
              primaryTag: value.primaryTag,
            },
            done: `${count} tags generated (primary: "${value.primaryTag}")`,
          };
        }
        case 'title': {
          const { value, ...rest } = await generateTitle(generation, inputs);
          return { ...rest, changes: { title: value }, done: `title written: "${value}"` };
        }
        case 'article':
          return writeArticle(deps, generation, inputs);
        case 'adCopy': {
          const { value, ...rest } = await generateAdCopy(generation, inputs);
          return { ...rest, changes: value, done: 'ad title and description written' };
        }
        case 'variants':
          return createVariants(deps, task.runId, keyword, generation);
      }
    });
    return {};
  };
}

/**
 * The article, then its SEO title and meta description (decision 041): they sum up the article, and a
 * regenerated article gets new ones with it. Told the quality settings' length limits.
 */
async function writeArticle(
  deps: PipelineDeps,
  generation: ReturnType<typeof generationFor>,
  inputs: ReturnType<typeof contentInputsOf>,
): Promise<StepOutcome> {
  const [article, settings] = await Promise.all([
    generateArticle(generation, inputs),
    effectiveQualitySettings(deps.quality.settings),
  ]);
  const seo = await generateSeoFields(generation, { ...inputs, article: article.value }, settings);
  const words = article.value
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return {
    changes: { article: article.value, ...seo.value },
    promptIds: { ...article.promptIds, ...seo.promptIds },
    usage: [...article.usage, ...seo.usage],
    done: `article written (${words} words), SEO title and meta description written`,
  };
}

/**
 * Generates the variants and stores them as Pending keyword records of their own (the run processes them
 * after this wave). Their ids derive from the run and the master keyword, so a retried step finds the
 * variants it created before instead of adding more.
 */
async function createVariants(
  deps: PipelineDeps,
  runId: string,
  master: KeywordRecord,
  generation: ReturnType<typeof generationFor>,
): Promise<StepOutcome> {
  const count = variantsPerKeyword(master.options);
  const ids = Array.from({ length: count }, (_, index) => variantId(runId, master.id, index));
  const before = await deps.keywords.variantsOf(master.id);
  // A keyword gets its variants once: a retried step, or the keyword processed again, adds none.
  const wanted = Math.max(0, count - before.length);
  const generated =
    wanted > 0
      ? await generateVariantKeywords(
          generation,
          contentInputsOf(master),
          wanted,
          before.map((variant) => variant.masterKeyword),
        )
      : { value: [], promptIds: {}, usage: [] };
  const freeIds = ids.filter((id) => !before.some((variant) => variant.id === id));
  const result = await deps.keywords.create(
    generated.value.map((text, index) => ({
      id: freeIds[index],
      masterKeyword: text,
      manualTags: master.manualTags,
      options: { ...master.options, generateVariants: false },
      parentId: master.id,
      siteId: master.siteId,
    })),
  );
  // This run's variants (some made by an earlier attempt of this step), processed by its next wave.
  const variants = [...before.filter((variant) => ids.includes(variant.id)), ...result.created];
  await deps.runs.addVariants(
    runId,
    variants.map((variant) => variant.id),
  );
  const skipped =
    result.duplicates.length > 0
      ? `; skipped as existing keywords: ${result.duplicates.map(quoteKeyword).join(', ')}`
      : '';
  const created = variants.map((variant) => quoteKeyword(variant.masterKeyword)).join(', ');
  return {
    changes: {},
    promptIds: generated.promptIds,
    usage: generated.usage,
    done:
      variants.length > 0
        ? `${plural(variants.length, 'variant')} created: ${created}${skipped}`
        : `no new variants: it has ${plural(before.length, 'variant')} already${skipped}`,
  };
}

/** A UUID-shaped id derived from the run, the master keyword and the variant's position. */
export function variantId(runId: string, masterId: string, index: number): string {
  const hex = createHash('sha256').update(`${runId}:${masterId}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
