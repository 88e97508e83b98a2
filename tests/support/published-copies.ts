import { buildNewKeyword } from './keyword-builders';
import type { TestStack } from './test-stack';

/**
 * `count` more published articles like `sourceId`'s, stored as the pipeline leaves one (article, ad copy,
 * image, WordPress URL, Completed) without running it `count` times: what a launch of many needs.
 */
export async function publishedCopies(t: TestStack, sourceId: string, count: number): Promise<string[]> {
  const { keywords } = t.stack.deps;
  const source = (await keywords.findById(sourceId))!;
  const { created } = await keywords.create(
    Array.from({ length: count }, (_, index) =>
      buildNewKeyword({ masterKeyword: `${source.masterKeyword} ${index + 1}`, siteId: source.siteId }),
    ),
  );
  for (const [index, keyword] of created.entries()) {
    await keywords.update(keyword.id, {
      title: `${source.title} ${index + 1}`,
      article: source.article,
      images: source.images,
      adTitle: `${source.adTitle} ${index + 1}`,
      adDescription: source.adDescription,
      publishedUrl: `${source.publishedUrl}-${index + 1}`,
      publishedDate: source.publishedDate,
    });
    await keywords.transition(keyword.id, ['Pending'], 'Processing');
    await keywords.transition(keyword.id, ['Processing'], 'Completed');
  }
  return created.map((keyword) => keyword.id);
}
