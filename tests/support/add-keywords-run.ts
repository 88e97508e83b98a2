import type { AddKeywordsInput } from '../../shared/schemas/keyword-input';
import type { TestStack } from './test-stack';

/**
 * Adds master keywords through `POST /api/keywords/batch` as the Add Keywords dialog does (lean: two
 * transactional and one navigational tag, no variants or ads, published), waits for their run, and
 * resolves their ids in the order given.
 */
export async function addKeywordsAndRun(
  t: TestStack,
  cookie: string,
  keywords: string[],
  overrides: Partial<AddKeywordsInput> = {},
): Promise<string[]> {
  const response = await t.call('POST', '/api/keywords/batch', {
    cookie,
    body: {
      keywords,
      transactionalTagsCount: 2,
      navigationalTagsCount: 1,
      generateVariants: false,
      publishToWordPress: true,
      generateAds: false,
      ...overrides,
    },
  });
  if (response.status !== 201) throw new Error(`POST /api/keywords/batch answered ${response.status}`);
  const ids = ((await response.json()) as { created: { id: string }[] }).created.map((keyword) => keyword.id);
  await t.stack.pipeline.idle();
  return ids;
}
