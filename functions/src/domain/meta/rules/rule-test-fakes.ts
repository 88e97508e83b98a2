import type { Rule, RuleLogEntry } from '#shared/schemas/meta-rules';
import { ruleInputSchema } from '#shared/schemas/meta-rules';
import type { BudgetChangeEntry, BudgetChangeStore } from '../../../ports/budget-changes';
import type {
  CampaignDay,
  CampaignSnapshot,
  ChannelRevenueDay,
  RefreshState,
} from '../../../ports/insights-store';
import type { RuleCooldownStore, RuleLogStore, RulePausedStore, RuleStore } from '../../../ports/meta-rules';
import type { MetaGraphClient } from '../../../providers/meta/meta-graph-client';
import { MetaGraphError } from '../../../providers/meta/meta-graph-error';
import { createBudgetChangeLedger } from '../campaign-actions/budget-change-ledger';
import { createCampaignActions } from '../campaign-actions/campaign-actions-service';
import { createRuleService } from './rule-service';

/** Test doubles for the rule service: the stores in memory and a Graph API of a few campaigns. */

interface GraphObject {
  id: string;
  name: string;
  status?: string;
  account_id?: string;
  daily_budget?: string;
  bid_amount?: number;
  bid_strategy?: string;
  campaign_id?: string;
}

/** A Graph API in memory: campaigns and ad sets by id, one USD ad account; `refuseNext` fails the next write. */
export function fakeGraph() {
  const objects = new Map<string, GraphObject>();
  const state = { writes: 0, reads: 0, refuseNext: undefined as MetaGraphError | undefined };
  const client = {
    version: 'v24.0',
    ownToken: () => 'token',
    async get<T>(path: string) {
      state.reads += 1;
      if (path.startsWith('act_')) return { id: path, account_id: path.slice(4), currency: 'USD' } as T;
      const found = objects.get(path);
      if (!found)
        throw new MetaGraphError({
          kind: 'invalid-parameter',
          reason: 'Unknown object',
          code: 100,
          subcode: 33,
        });
      return structuredClone(found) as T;
    },
    async post<T>(path: string, params: Record<string, unknown> = {}) {
      const refusal = state.refuseNext;
      state.refuseNext = undefined;
      if (refusal) throw refusal;
      state.writes += 1;
      const target = objects.get(path) as GraphObject;
      if (params.status !== undefined) target.status = String(params.status);
      if (params.daily_budget !== undefined) target.daily_budget = String(params.daily_budget);
      if (params.bid_amount !== undefined) target.bid_amount = Number(params.bid_amount);
      return { success: true } as T;
    },
    async *paginate<T>(path: string) {
      const campaignId = path.split('/')[0];
      for (const object of objects.values())
        if (object.campaign_id === campaignId) yield structuredClone(object) as T;
    },
  } as unknown as MetaGraphClient;
  return {
    client,
    state,
    objects,
    /** A campaign with one ad set holding `budget` USD (no campaign budget optimization). */
    addCampaign(id: string, name: string, budget = 20, status = 'ACTIVE') {
      objects.set(id, { id, name, status, account_id: '100' });
      objects.set(`${id}1`, {
        id: `${id}1`,
        name: `channel_${id}`,
        campaign_id: id,
        daily_budget: String(budget * 100),
        bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      });
    },
    budgetOf: (id: string) => Number(objects.get(`${id}1`)?.daily_budget) / 100,
    statusOf: (id: string) => objects.get(id)?.status,
  };
}

export const throttled = () =>
  new MetaGraphError({
    kind: 'throttled',
    reason: 'User request limit reached',
    code: 17,
    userMessage: 'There have been too many calls from this ad account.',
  });

export function memoryInsights(nowDay: string) {
  const data = {
    days: [] as CampaignDay[],
    revenue: [] as ChannelRevenueDay[],
    snapshots: [] as CampaignSnapshot[],
    state: { pending: [] } as RefreshState,
  };
  const inRange = (day: string, range: { since: string; until: string }) =>
    day >= range.since && day <= range.until;
  return {
    data,
    store: {
      campaignDays: async (range: { since: string; until: string }) =>
        data.days.filter((d) => inRange(d.day, range)),
      revenueDays: async (range: { since: string; until: string }) =>
        data.revenue.filter((r) => inRange(r.day, range)),
      snapshots: async () => structuredClone(data.snapshots),
      putSnapshots: async (snapshots: CampaignSnapshot[]) => {
        for (const snapshot of snapshots) {
          data.snapshots = data.snapshots.filter((s) => s.campaignId !== snapshot.campaignId);
          data.snapshots.push(snapshot);
        }
      },
      state: async () => data.state,
    },
    /** A campaign delivering `spend` with `revenue` (through its channel) on `day` (default today). */
    campaign(
      id: string,
      name: string,
      figures: { spend: number; revenue: number; day?: string; clicks?: number },
    ) {
      const day = figures.day ?? nowDay;
      if (!data.snapshots.some((s) => s.campaignId === id))
        data.snapshots.push({
          campaignId: id,
          accountId: '100',
          name,
          status: 'ACTIVE',
          objective: 'OUTCOME_TRAFFIC',
          bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
          dailyBudget: 20,
          channel: `channel_${id}`,
          refreshedAt: '2026-11-24T00:00:00.000Z',
        });
      data.days.push({
        day,
        campaignId: id,
        accountId: '100',
        campaignName: name,
        spend: figures.spend,
        impressions: 1000,
        clicks: figures.clicks ?? 50,
        linkClicks: 40,
        results: 10,
        conversions: 2,
      });
      data.revenue.push({
        day,
        channel: `channel_${id}`,
        revenue: figures.revenue,
        conversions: 3,
        pageViews: 9,
        sessions: 5,
      });
    },
  };
}

export function memoryRuleStores() {
  const rules = new Map<string, Rule>();
  const acted = new Map<string, number>();
  const paused = new Map<string, string>();
  const log: RuleLogEntry[] = [];
  const ruleStore: RuleStore = {
    list: async () =>
      [...rules.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
    get: async (id) => structuredClone(rules.get(id)),
    create: async (rule) => void rules.set(rule.id, structuredClone(rule)),
    replace: async (previous, next) => {
      if (rules.get(previous.id)?.updatedAt !== previous.updatedAt) return false;
      rules.set(next.id, structuredClone(next));
      return true;
    },
    delete: async (id) => rules.delete(id),
    markEvaluated: async (id, at) => {
      const rule = rules.get(id);
      if (rule) rule.lastEvaluatedAt = at;
    },
  };
  const key = (ruleId: string, campaignId: string) => `${ruleId} ${campaignId}`;
  const cooldowns: RuleCooldownStore = {
    lastActed: async (ruleId, campaignId) => acted.get(key(ruleId, campaignId)),
    claim: async (ruleId, campaignId, nowMs, notAfterMs) => {
      const last = acted.get(key(ruleId, campaignId));
      if (last !== undefined && last > notAfterMs) return false;
      acted.set(key(ruleId, campaignId), nowMs);
      return true;
    },
    release: async (ruleId, campaignId, claimedAtMs, previousMs) => {
      if (acted.get(key(ruleId, campaignId)) !== claimedAtMs) return;
      if (previousMs === undefined) acted.delete(key(ruleId, campaignId));
      else acted.set(key(ruleId, campaignId), previousMs);
    },
  };
  const pausedStore: RulePausedStore = {
    isPausedByRule: async (campaignId) => paused.has(campaignId),
    markPausedByRule: async (campaignId, entryId) => void paused.set(campaignId, entryId),
    clearPausedByRule: async (campaignId) => void paused.delete(campaignId),
  };
  const logStore: RuleLogStore = {
    append: async (entries) => void log.push(...structuredClone(entries)),
    get: async (id) => structuredClone(log.find((entry) => entry.id === id)),
    page: async ({ limit }) => ({ entries: [...log].reverse().slice(0, limit), nextCursor: null }),
    markUndone: async (id, at, by) => {
      const entry = log.find((e) => e.id === id);
      if (!entry || entry.undoneAt || !entry.undoable) return false;
      Object.assign(entry, { undoneAt: at, undoneBy: by, undoable: false });
      return true;
    },
    clearUndone: async (id, at) => {
      const entry = log.find((e) => e.id === id);
      if (entry?.undoneAt === at) Object.assign(entry, { undoneAt: null, undoneBy: null, undoable: true });
    },
  };
  return { rules, acted, paused, log, ruleStore, cooldowns, pausedStore, logStore };
}

export function memoryBudgetChanges(): BudgetChangeStore {
  const items = new Map<string, BudgetChangeEntry>();
  return {
    read: async (adsetId) => structuredClone(items.get(adsetId) ?? { changes: [], version: 0 }),
    write: async (adsetId, changes, expectedVersion) => {
      if ((items.get(adsetId)?.version ?? 0) !== expectedVersion) return false;
      items.set(adsetId, { changes, version: expectedVersion + 1 });
      return true;
    },
  };
}

/** The rule service over the doubles, acting through the real campaign actions and budget ledger. */
export function ruleServiceWithFakes(nowMs: { value: number }, nowDay: string) {
  const clock = { now: () => nowMs.value };
  const graph = fakeGraph();
  const insights = memoryInsights(nowDay);
  const stores = memoryRuleStores();
  const ledger = createBudgetChangeLedger(memoryBudgetChanges(), clock);
  const metaClient = async () => graph.client;
  const service = createRuleService({
    rules: stores.ruleStore,
    cooldowns: stores.cooldowns,
    paused: stores.pausedStore,
    log: stores.logStore,
    insights: insights.store,
    campaignActions: createCampaignActions({ metaClient, ledger, snapshots: insights.store }),
    metaClient,
    ledger,
    clock,
  });
  const create = (input: unknown) => service.create(ruleInputSchema.parse(input), 'ann@example.com');
  return { service, graph, insights, stores, create, clock };
}
