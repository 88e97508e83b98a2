import { describe, expect, it } from 'vitest';
import type { KeywordRepository } from '../../ports/keywords';
import { KeywordError } from './keyword-error';
import { createKeywordProcessing } from './keyword-processing';

/** A repository that fails the test if anything reads or writes it. */
const untouchable = new Proxy({} as KeywordRepository, {
  get: (_target, method) => () => {
    throw new Error(`unexpected call to keywords.${String(method)}`);
  },
});

describe('keyword processing without a launcher', () => {
  const processing = createKeywordProcessing({ keywords: untouchable });
  const payload = {
    keywords: ['red shoes'],
    transactionalTagsCount: 4,
    navigationalTagsCount: 3,
    generateVariants: true,
    publishToWordPress: true,
    generateAds: true,
  };

  it.each([
    ['addBatch', () => processing.addBatch(payload, 'me')],
    ['retry', () => processing.retry('kw', 'me')],
    ['processMany', () => processing.processMany(['kw'], 'me')],
    ['regenerateImagesMany', () => processing.regenerateImagesMany(['kw'], 'me')],
    ['regenerateImages', () => processing.regenerateImages('kw', 'me')],
    ['processAll', () => processing.processAll('me')],
    ['generateVariants', () => processing.generateVariants('kw', 'me')],
  ])('%s answers 503 before touching any keyword', async (_name, call) => {
    await expect(call()).rejects.toEqual(new KeywordError(503, 'Keyword processing is not available'));
  });
});
