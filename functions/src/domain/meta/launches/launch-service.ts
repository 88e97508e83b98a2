import type { LaunchCreate, LaunchDetail, LaunchSummary, LaunchTrigger } from '#shared/schemas/meta-launches';
import { logger } from '../../../lib/logger';
import type {
  LaunchItemRecord,
  LaunchRecord,
  LaunchStarter,
  LaunchStore,
} from '../../../ports/meta-launches';
import { conflict, invalid, notFound, unprocessable } from '../../domain-error';
import { OTHER_BODY_MESSAGE } from '../campaign-creation/creation-key';
import { launchFingerprint, launchIdFor } from './launch-keys';
import { type LaunchPreviewDeps, previewRows } from './launch-preview';

/** Launches the list shows: the newest. */
const LIST_LIMIT = 100;
/** The edited copy one launch may carry: its campaigns share one DynamoDB item of 400 KB. */
const MAX_OVERRIDES_CHARS = 100_000;

export interface LaunchServiceDeps extends LaunchPreviewDeps {
  launches: LaunchStore;
  starter: LaunchStarter;
}

/** Who or what starts a launch, and the key it is asked under. */
export interface LaunchOrigin {
  idempotencyKey?: string;
  createdBy: string | null;
  trigger: LaunchTrigger;
  siteId?: string;
  /** The launch's id when it is decided elsewhere (one launch per article going live). */
  launchId?: string;
}

const summaryOf = ({ items: _items, profile, ...launch }: LaunchRecord): LaunchSummary => ({
  id: launch.id,
  status: launch.status,
  trigger: launch.trigger,
  profileId: profile.id,
  profileName: profile.name,
  dailyBudget: launch.dailyBudget,
  startStatus: launch.startStatus,
  total: launch.total,
  created: launch.created,
  failed: launch.failed,
  createdBy: launch.createdBy,
  createdAt: launch.createdAt,
  updatedAt: launch.updatedAt,
});

const detailOf = (launch: LaunchRecord): LaunchDetail => ({
  ...summaryOf(launch),
  items: launch.items.map(
    ({ keywordId, masterKeyword, status, recordId, campaignId, campaignName, error }) => ({
      keywordId,
      masterKeyword,
      status,
      ...(recordId ? { recordId } : {}),
      ...(campaignId ? { campaignId } : {}),
      ...(campaignName ? { campaignName } : {}),
      ...(error ? { error } : {}),
    }),
  ),
});

/** The articles left to launch: those asked for, in order, without the ones left out. */
function chosenIds(request: LaunchCreate): string[] {
  const asked = [...new Set(request.keywordIds)];
  const askedSet = new Set(asked);
  const strangers = [...(request.exclude ?? []), ...Object.keys(request.overrides ?? {})].filter(
    (id) => !askedSet.has(id),
  );
  if (strangers.length > 0)
    throw invalid(
      `Edits and exclusions must name articles of the launch: ${[...new Set(strangers)].join(', ')}`,
    );
  if (JSON.stringify(request.overrides ?? {}).length > MAX_OVERRIDES_CHARS)
    throw invalid('Too much edited ad copy for one launch: launch fewer campaigns at once');
  const excluded = new Set(request.exclude ?? []);
  const chosen = asked.filter((id) => !excluded.has(id));
  if (chosen.length === 0) throw invalid('Every article is left out: there is nothing to launch');
  return chosen;
}

/**
 * Bulk launches (issue 33): `start` checks the articles as the preview does, refuses rows that fail a
 * check, stores the launch and hands it to the worker (`launch-worker.ts`) through the starter; the list,
 * the detail and Retry failed read and restart the stored launch.
 */
export function createLaunchService(deps: LaunchServiceDeps) {
  const now = () => new Date(deps.clock.now()).toISOString();

  async function kick(id: string) {
    // A launch the starter could not hand over still runs: the schedule resumes every running launch.
    await deps.starter
      .start(id)
      .catch((error: unknown) => logger.error('Starting a launch failed', { id, error }));
  }

  /** The launch stored under this id already; one asked again with another body is refused, unless on go-live. */
  async function sameLaunch(id: string, fingerprint: string, origin: LaunchOrigin) {
    const existing = await deps.launches.find(id);
    if (!existing) return undefined;
    // An article goes live once: the site's settings changed since do not launch it again.
    if (existing.fingerprint !== fingerprint && origin.trigger !== 'go-live')
      throw unprocessable(OTHER_BODY_MESSAGE);
    return existing.id;
  }

  return {
    async start(request: LaunchCreate, origin: LaunchOrigin): Promise<string> {
      const id = origin.launchId ?? launchIdFor(origin.idempotencyKey);
      const fingerprint = launchFingerprint(request);
      const again = await sameLaunch(id, fingerprint, origin);
      if (again) return again;
      const keywordIds = chosenIds(request);
      const rows = await previewRows(deps, { ...request, keywordIds });
      const refused = rows.filter((row) => row.item.checks.some((check) => check.status === 'failed'));
      if (refused.length > 0) {
        const reasons = refused.map(({ keyword, item }) => {
          const check = item.checks.find((entry) => entry.status === 'failed')!;
          return `${keyword.masterKeyword} (${check.name}: ${check.message})`;
        });
        throw invalid(`Leave out the articles that fail a check: ${reasons.join('; ')}`);
      }
      const at = now();
      const items: LaunchItemRecord[] = rows.map(({ keyword }, index) => {
        const copy = request.overrides?.[keyword.id];
        return {
          index,
          keywordId: keyword.id,
          masterKeyword: keyword.masterKeyword,
          status: 'pending',
          attempt: 0,
          ...(copy && Object.keys(copy).length > 0 ? { copy } : {}),
        };
      });
      const launch: LaunchRecord = {
        id,
        status: 'running',
        trigger: origin.trigger,
        profile: rows[0]!.profile,
        dailyBudget: request.dailyBudget ?? null,
        startStatus: request.status ?? 'PAUSED',
        fingerprint,
        total: items.length,
        created: 0,
        failed: 0,
        createdBy: origin.createdBy,
        ...(origin.siteId ? { siteId: origin.siteId } : {}),
        createdAt: at,
        updatedAt: at,
        items,
      };
      if (!(await deps.launches.create(launch))) {
        // The same key arrived twice at once: the other request stored its launch first.
        const first = await sameLaunch(id, fingerprint, origin);
        if (first) return first;
      }
      await kick(id);
      return id;
    },

    async get(id: string): Promise<LaunchDetail> {
      const launch = await deps.launches.find(id);
      if (!launch) throw notFound('No launch with this id');
      return detailOf(launch);
    },

    async list(status?: 'running'): Promise<LaunchSummary[]> {
      if (status !== 'running')
        return (await deps.launches.list(LIST_LIMIT)).map((launch) => summaryOf({ ...launch, items: [] }));
      return (await deps.launches.running())
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((launch) => summaryOf({ ...launch, items: [] }));
    },

    /** Each failed campaign again, as a new creation (a new key); the created ones are left alone. */
    async retryFailed(id: string): Promise<string> {
      const launch = await deps.launches.find(id);
      if (!launch) throw notFound('No launch with this id');
      if (launch.status === 'running') throw conflict('This launch is still running');
      if (launch.failed === 0) throw invalid('This launch has no failed campaigns to retry');
      const items = launch.items.map((item): LaunchItemRecord => {
        if (item.status !== 'failed') return item;
        const { error: _error, recordId: _recordId, ...rest } = item;
        return { ...rest, status: 'pending', attempt: item.attempt + 1 };
      });
      const restarted: LaunchRecord = { ...launch, status: 'running', failed: 0, items, updatedAt: now() };
      if (!(await deps.launches.restart(restarted, launch.updatedAt)))
        throw conflict('This launch changed meanwhile; look at it again');
      await kick(id);
      return id;
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
