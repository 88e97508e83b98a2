import { splitTags } from '#shared/keywords-search';
import type { AddKeywordsInput, AddKeywordsResponse } from '#shared/schemas/keywords';
import { logger } from '../../lib/logger';
import type { KeywordRecord, KeywordRepository } from '../../ports/keywords';
import type { ProcessingLauncher, RunKind, RunMode } from '../../ports/processing';
import { KeywordError, keywordNotFound } from './keyword-error';
import { toKeywordSummary } from './keyword-view';

/** What a call that starts processing answers: how many keywords, and the run when one started. */
export interface ProcessingStarted {
  count: number;
  runId?: string;
}

const isProcessing = (record: KeywordRecord) => record.status === 'Processing';
/** Images are drawn from the title, so a keyword needs one, and must not be mid-run. */
const canRegenerateImages = (record: KeywordRecord) => !isProcessing(record) && record.title.trim() !== '';

/**
 * The keyword calls that start processing. Each writes what it owns first, then asks the processing
 * launcher (which records the run, moves the keywords to Processing and starts the pipeline).
 */
export function createKeywordProcessing(deps: {
  keywords: KeywordRepository;
  launcher?: ProcessingLauncher;
}) {
  const { keywords } = deps;

  /** Refuses before anything is written when no launcher is wired. */
  function launcher(): ProcessingLauncher {
    if (!deps.launcher) throw new KeywordError(503, 'Keyword processing is not available');
    return deps.launcher;
  }

  async function start(kind: RunKind, mode: RunMode, keywordIds: string[], requestedBy: string) {
    const { runId } = await launcher().launch({ kind, mode, keywordIds, requestedBy });
    return { count: keywordIds.length, runId };
  }

  async function requireOne(id: string): Promise<KeywordRecord> {
    const record = await keywords.findById(id);
    if (!record) throw keywordNotFound(id);
    return record;
  }

  /** All of `ids` (deduplicated), or a 404 naming the unknown ones. */
  async function requireAll(ids: string[]): Promise<KeywordRecord[]> {
    const unique = [...new Set(ids)];
    const records = await keywords.findMany(unique);
    const found = new Set(records.map((record) => record.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) throw keywordNotFound(missing.join(', '));
    return records;
  }

  return {
    /** `POST /api/keywords/batch`: creates the new keywords (duplicates skipped and reported), then runs them. */
    async addBatch(input: AddKeywordsInput, requestedBy: string): Promise<AddKeywordsResponse> {
      const run = launcher();
      const {
        transactionalTagsCount,
        navigationalTagsCount,
        generateVariants,
        publishToWordPress,
        generateAds,
      } = input;
      const options = {
        transactionalTagsCount,
        navigationalTagsCount,
        generateVariants,
        publishToWordPress,
        generateAds,
      };
      const manualTags = splitTags(input.manualTags);
      const { created, duplicates } = await keywords.create(
        input.keywords.map((masterKeyword) => ({ masterKeyword, manualTags, options })),
      );
      if (created.length === 0) {
        throw new KeywordError(409, `These keywords already exist: ${duplicates.join(', ')}`);
      }
      const keywordIds = created.map((record) => record.id);
      try {
        const { runId } = await run.launch({ kind: 'batch', mode: 'full', keywordIds, requestedBy });
        return { created: created.map(toKeywordSummary), duplicates, runId };
      } catch (error) {
        // The keywords stay Pending, a consistent state Process All picks up.
        logger.error('Processing could not start for new keywords', { error, keywordIds });
        throw new KeywordError(
          503,
          'The keywords were saved, but processing could not start. Use Process All to start it.',
        );
      }
    },

    /** `POST /api/keywords/{id}/retry`: only a keyword in Error. */
    async retry(id: string, requestedBy: string): Promise<ProcessingStarted> {
      launcher();
      const record = await requireOne(id);
      if (record.status !== 'Error') {
        throw new KeywordError(
          409,
          `Only keywords in Error can be retried; this keyword is ${record.status}.`,
        );
      }
      return start('retry', 'full', [id], requestedBy);
    },

    /** `POST /api/keywords/bulk-process`: every selected keyword not already processing. */
    async processMany(ids: string[], requestedBy: string): Promise<ProcessingStarted> {
      launcher();
      const eligible = (await requireAll(ids)).filter((record) => !isProcessing(record));
      if (eligible.length === 0)
        throw new KeywordError(409, 'The selected keywords are already being processed.');
      return start(
        'bulk-process',
        'full',
        eligible.map((record) => record.id),
        requestedBy,
      );
    },

    /** `POST /api/keywords/bulk-regenerate-images`: every selected keyword that has a title and is not mid-run. */
    async regenerateImagesMany(ids: string[], requestedBy: string): Promise<ProcessingStarted> {
      launcher();
      const eligible = (await requireAll(ids)).filter(canRegenerateImages);
      if (eligible.length === 0) {
        throw new KeywordError(
          409,
          'None of the selected keywords can have images regenerated: they need a title and must not be processing.',
        );
      }
      return start(
        'regenerate-images',
        'images',
        eligible.map((record) => record.id),
        requestedBy,
      );
    },

    /** `POST /api/keywords/{id}/regenerate-images`. */
    async regenerateImages(id: string, requestedBy: string): Promise<ProcessingStarted> {
      launcher();
      const record = await requireOne(id);
      if (!canRegenerateImages(record)) {
        throw new KeywordError(
          409,
          isProcessing(record)
            ? 'This keyword is being processed; regenerate its images once processing has finished.'
            : 'Images can be generated once the keyword has a title.',
        );
      }
      return start('regenerate-images', 'images', [id], requestedBy);
    },

    /** `POST /api/keywords/process-all`: every Pending or Error master keyword. */
    async processAll(requestedBy: string): Promise<ProcessingStarted> {
      launcher();
      const ids = await keywords.idsWithStatus(['Pending', 'Error']);
      if (ids.length === 0) return { count: 0 };
      return start('process-all', 'full', ids, requestedBy);
    },

    /** `POST /api/keywords/{id}/variants`: the detail dialog's Generate Variants, for a master without any. */
    async generateVariants(id: string, requestedBy: string): Promise<ProcessingStarted> {
      launcher();
      const record = await requireOne(id);
      if (record.parentId) throw new KeywordError(400, 'A variant cannot have variants of its own.');
      if (isProcessing(record)) {
        throw new KeywordError(
          409,
          'This keyword is being processed; generate variants once processing has finished.',
        );
      }
      if ((await keywords.variantsOf(id)).length > 0)
        throw new KeywordError(409, 'This keyword already has variants.');
      return start('variants', 'variants', [id], requestedBy);
    },
  };
}

export type KeywordProcessing = ReturnType<typeof createKeywordProcessing>;
