import { describe, expect, it } from 'vitest';
import type { KeywordRepository } from '../../ports/keywords';
import type { ProcessingLauncher } from '../../ports/processing';
import { DomainError } from '../domain-error';
import { createKeywordProcessing } from './keyword-processing';

/** A repository that fails the test if anything reads or writes it. */
const untouchable = new Proxy({} as KeywordRepository, {
  get: (_target, method) => () => {
    throw new Error(`unexpected call to keywords.${String(method)}`);
  },
});

const me = { email: 'me@example.com', mayPublish: true };
const payload = {
  keywords: ['red shoes'],
  transactionalTagsCount: 4,
  navigationalTagsCount: 3,
  generateVariants: true,
  publishToWordPress: true,
  generateAds: true,
};

describe('keyword processing without a launcher', () => {
  const processing = createKeywordProcessing({ keywords: untouchable });

  it.each([
    ['addBatch', () => processing.addBatch(payload, me)],
    ['retry', () => processing.retry('kw', me)],
    ['processMany', () => processing.processMany(['kw'], me)],
    ['regenerateImagesMany', () => processing.regenerateImagesMany(['kw'], me)],
    ['regenerateImages', () => processing.regenerateImages('kw', me)],
    ['processAll', () => processing.processAll(me)],
    ['generateVariants', () => processing.generateVariants('kw', me)],
  ])('%s answers 503 before touching any keyword', async (_name, call) => {
    await expect(call()).rejects.toEqual(
      new DomainError('unavailable', 'Keyword processing is not available'),
    );
  });
});

describe('a batch to publish, from a role that may not publish', () => {
  const launcher: ProcessingLauncher = {
    launch: () => Promise.reject(new Error('unexpected launch')),
  };
  const processing = createKeywordProcessing({ keywords: untouchable, launcher });
  const writer = { email: 'writer@example.com', mayPublish: false };

  it('answers 403, naming the permission, before writing a keyword or starting a run', async () => {
    await expect(processing.addBatch(payload, writer)).rejects.toEqual(
      new DomainError(
        'forbidden',
        'Forbidden: your role does not have the "publish_content" permission, which publishing to ' +
          'WordPress needs. "red shoes" is set to be published. ' +
          'Add the keywords with "Publish to WordPress" turned off.',
      ),
    );
  });
});
