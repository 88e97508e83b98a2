import type { QualityReport } from '#shared/schemas/quality';
import type { Clock } from '../../ports/clock';
import type { KeywordRecord, KeywordRepository } from '../../ports/keywords';
import type { ProcessingLauncher } from '../../ports/processing';
import type { QualityReportStore } from '../../ports/quality';
import { conflict, unavailable } from '../domain-error';
import { keywordNotFound } from '../keywords/keyword-not-found';
import { ASK_A_PUBLISHER, type Requester, refuseUnpermittedPublishing } from '../keywords/publish-permission';
import { entryCollisions } from './entry-collisions';
import { articleFingerprint } from './quality-gate';

export interface ReviewActionsDeps {
  keywords: KeywordRepository;
  reports: QualityReportStore;
  clock: Clock;
  launcher?: ProcessingLauncher;
}

const inReview = (record: KeywordRecord) => record.status === 'Needs review';
/** A keyword mid-run is left alone: it is in one run at a time. */
const canRegenerate = (record: KeywordRecord) => record.status !== 'Processing';

/**
 * The Quality tab and the bulk bar (decision 036): a keyword's report, "Approve and publish" (a run that
 * publishes the held draft as it is) and "Regenerate article" (a run that writes the article again and
 * checks it again).
 */
export function createReviewActions(deps: ReviewActionsDeps) {
  function launcher(): ProcessingLauncher {
    if (!deps.launcher) throw unavailable('Keyword processing is not available');
    return deps.launcher;
  }

  async function requireAll(ids: string[]): Promise<KeywordRecord[]> {
    const unique = [...new Set(ids)];
    const records = await deps.keywords.findMany(unique);
    const found = new Set(records.map((record) => record.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) throw keywordNotFound(missing.join(', '));
    return records;
  }

  return {
    /** `POST /api/keywords/collisions`: lines with the same words as an existing master keyword. */
    collisions: (lines: string[]) => entryCollisions(deps.keywords, lines),

    /** `GET /api/keywords/{id}/quality`: the last report, or an empty one before the first check. */
    async report(id: string): Promise<QualityReport> {
      if (!(await deps.keywords.findById(id))) throw keywordNotFound(id);
      const stored = await deps.reports.get(id);
      if (!stored) return { keywordId: id, held: false, results: [] };
      const { approvedArticle: _fingerprint, ...report } = stored;
      return report;
    },

    /** Approves the selected keywords in Needs review: their drafts are published as they are. */
    async approve(ids: string[], requester: Requester) {
      launcher();
      const eligible = (await requireAll(ids)).filter(inReview);
      if (eligible.length === 0) throw conflict('Only keywords in Needs review can be approved.');
      const at = new Date(deps.clock.now()).toISOString();
      for (const record of eligible) {
        const report = (await deps.reports.get(record.id)) ?? {
          keywordId: record.id,
          held: true,
          results: [],
        };
        await deps.reports.put({
          ...report,
          approval: { by: requester.email, at },
          approvedArticle: articleFingerprint(record.article),
        });
      }
      const keywordIds = eligible.map((record) => record.id);
      const { runId } = await launcher().launch({
        kind: 'approve',
        mode: 'publish',
        keywordIds,
        requestedBy: requester.email,
      });
      return { count: keywordIds.length, runId };
    },

    /** Writes the selected keywords' articles again and checks them again (re-published when set to be). */
    async regenerate(ids: string[], requester: Requester) {
      launcher();
      const eligible = (await requireAll(ids)).filter(canRegenerate);
      if (eligible.length === 0) throw conflict('The selected keywords are already being processed.');
      refuseUnpermittedPublishing(requester, eligible, ASK_A_PUBLISHER);
      const keywordIds = eligible.map((record) => record.id);
      const { runId } = await launcher().launch({
        kind: 'regenerate-article',
        mode: 'article',
        keywordIds,
        requestedBy: requester.email,
      });
      return { count: keywordIds.length, runId };
    },
  };
}

export type ReviewActions = ReturnType<typeof createReviewActions>;
