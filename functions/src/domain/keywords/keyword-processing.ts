import { splitTags } from '#shared/keywords/tag-lists';
import type { AddKeywordsInput, AddKeywordsResponse } from '#shared/schemas/keyword-input';
import { logger } from '../../lib/logger';
import type { KeywordRecord, KeywordRepository } from '../../ports/keywords';
import type { ProcessingLauncher, RunKind, RunMode } from '../../ports/processing';
import { conflict, invalid, unavailable } from '../domain-error';
import { keywordNotFound } from './keyword-not-found';
import { batchSite, type KeywordSites } from './keyword-site';
import { toKeywordSummary } from './keyword-view';
import { ASK_A_PUBLISHER, type Requester, refuseUnpermittedPublishing } from './publish-permission';

/** What a call that starts processing answers: how many keywords, and the run when one started. */
export interface ProcessingStarted {
  count: number;
  runId?: string;
}

const isProcessing = (record: KeywordRecord) => record.status === 'Processing';
/** Images are drawn from the title, so a keyword needs one, and must not be mid-run. */
const canRegenerateImages = (record: KeywordRecord) => !isProcessing(record) && record.title.trim() !== '';
/** Keywords a requester without `publish_content` has read per round while checking a Process All. */
const PUBLISH_CHECK_CHUNK = 100;

/**
 * The keyword calls that start processing. Each checks that the requester may publish what the run would
 * publish, writes what it owns, then asks the processing launcher (which records the run, moves the
 * keywords to Processing and starts the pipeline). Image regeneration never publishes.
 */
export function createKeywordProcessing(deps: {
  keywords: KeywordRepository;
  launcher?: ProcessingLauncher;
  /** The site a batch without a site id is written for, and whether an id names a site. */
  sites?: KeywordSites;
}) {
  const { keywords } = deps;

  /** Refuses before anything is written when no launcher is wired. */
  function launcher(): ProcessingLauncher {
    if (!deps.launcher) throw unavailable('Keyword processing is not available');
    return deps.launcher;
  }

  async function start(kind: RunKind, mode: RunMode, keywordIds: string[], requester: Requester) {
    const { runId } = await launcher().launch({ kind, mode, keywordIds, requestedBy: requester.email });
    return { count: keywordIds.length, runId };
  }

  /** Process All's check: reads its keywords (a chunk at a time) only for a requester who may not publish. */
  async function refuseUnpermittedRun(requester: Requester, ids: string[]) {
    if (requester.mayPublish) return;
    for (let from = 0; from < ids.length; from += PUBLISH_CHECK_CHUNK) {
      const chunk = await keywords.findMany(ids.slice(from, from + PUBLISH_CHECK_CHUNK));
      refuseUnpermittedPublishing(requester, chunk, ASK_A_PUBLISHER);
    }
  }

  async function requireOne(id: string): Promise<KeywordRecord> {
    const record = await keywords.findById(id);
    if (!record) throw keywordNotFound(id);
    return record;
  }

  /** All of `ids` (deduplicated), or a not-found refusal naming the unknown ones. */
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
    async addBatch(input: AddKeywordsInput, requester: Requester): Promise<AddKeywordsResponse> {
      const run = launcher();
      const {
        transactionalTagsCount,
        navigationalTagsCount,
        generateVariants,
        publishToWordPress,
        generateAds,
        variantsCount,
      } = input;
      const options = {
        transactionalTagsCount,
        navigationalTagsCount,
        generateVariants,
        publishToWordPress,
        generateAds,
        ...(variantsCount === undefined ? {} : { variantsCount }),
      };
      refuseUnpermittedPublishing(
        requester,
        input.keywords.map((masterKeyword) => ({ masterKeyword, options })),
        'Add the keywords with "Publish to WordPress" turned off.',
      );
      const manualTags = splitTags(input.manualTags);
      const siteId = await batchSite(deps.sites, input.siteId);
      const { created, duplicates } = await keywords.create(
        input.keywords.map((masterKeyword) => ({ masterKeyword, manualTags, options, siteId })),
      );
      if (created.length === 0) {
        throw conflict(`These keywords already exist: ${duplicates.join(', ')}`);
      }
      const keywordIds = created.map((record) => record.id);
      try {
        const { runId } = await run.launch({
          kind: 'batch',
          mode: 'full',
          keywordIds,
          requestedBy: requester.email,
        });
        return { created: created.map(toKeywordSummary), duplicates, runId };
      } catch (error) {
        // The keywords stay Pending, a consistent state Process All picks up.
        logger.error('Processing could not start for new keywords', { error, keywordIds });
        throw unavailable(
          'The keywords were saved, but processing could not start. Use Process All to start it.',
        );
      }
    },

    /** `POST /api/keywords/{id}/retry`: only a keyword in Error. */
    async retry(id: string, requester: Requester): Promise<ProcessingStarted> {
      launcher();
      const record = await requireOne(id);
      if (record.status !== 'Error') {
        throw conflict(`Only keywords in Error can be retried; this keyword is ${record.status}.`);
      }
      refuseUnpermittedPublishing(requester, [record], ASK_A_PUBLISHER);
      return start('retry', 'full', [id], requester);
    },

    /** `POST /api/keywords/bulk-process`: every selected keyword not already processing. */
    async processMany(ids: string[], requester: Requester): Promise<ProcessingStarted> {
      launcher();
      const eligible = (await requireAll(ids)).filter((record) => !isProcessing(record));
      if (eligible.length === 0) throw conflict('The selected keywords are already being processed.');
      refuseUnpermittedPublishing(requester, eligible, ASK_A_PUBLISHER);
      return start(
        'bulk-process',
        'full',
        eligible.map((record) => record.id),
        requester,
      );
    },

    /** `POST /api/keywords/bulk-regenerate-images`: every selected keyword that has a title and is not mid-run. */
    async regenerateImagesMany(ids: string[], requester: Requester): Promise<ProcessingStarted> {
      launcher();
      const eligible = (await requireAll(ids)).filter(canRegenerateImages);
      if (eligible.length === 0) {
        throw conflict(
          'None of the selected keywords can have images regenerated: they need a title and must not be processing.',
        );
      }
      return start(
        'regenerate-images',
        'images',
        eligible.map((record) => record.id),
        requester,
      );
    },

    /** `POST /api/keywords/{id}/regenerate-images`. */
    async regenerateImages(id: string, requester: Requester): Promise<ProcessingStarted> {
      launcher();
      const record = await requireOne(id);
      if (!canRegenerateImages(record)) {
        throw conflict(
          isProcessing(record)
            ? 'This keyword is being processed; regenerate its images once processing has finished.'
            : 'Images can be generated once the keyword has a title.',
        );
      }
      return start('regenerate-images', 'images', [id], requester);
    },

    /** `POST /api/keywords/process-all`: every Pending or Error master keyword. */
    async processAll(requester: Requester): Promise<ProcessingStarted> {
      launcher();
      const ids = await keywords.idsWithStatus(['Pending', 'Error']);
      if (ids.length === 0) return { count: 0 };
      await refuseUnpermittedRun(requester, ids);
      return start('process-all', 'full', ids, requester);
    },

    /** `POST /api/keywords/{id}/variants`: the detail dialog's Generate Variants, for a master without any. */
    async generateVariants(id: string, requester: Requester): Promise<ProcessingStarted> {
      launcher();
      const record = await requireOne(id);
      if (record.parentId) throw invalid('A variant cannot have variants of its own.');
      if (isProcessing(record)) {
        throw conflict('This keyword is being processed; generate variants once processing has finished.');
      }
      if ((await keywords.variantsOf(id)).length > 0) throw conflict('This keyword already has variants.');
      // The variants take the keyword's options, so they are published when it is.
      refuseUnpermittedPublishing(
        requester,
        [record],
        'Its variants would be published too: ask someone whose role may publish to run this.',
      );
      return start('variants', 'variants', [id], requester);
    },
  };
}

export type KeywordProcessing = ReturnType<typeof createKeywordProcessing>;
