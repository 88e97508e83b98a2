import { budgetConflict, isCbo } from './campaign-writes';
import { fail, invalidParameter, notInEnum } from './graph-errors';
import { graphTime, objectsOf } from './graph-objects';
import { booleanParam, type GraphCall, jsonParam } from './graph-request';
import type { MetaObject } from './meta-store';

/** Deep copies done in one synchronous call copy at most this many children; more need an async batch. */
export const MAX_SYNC_COPY_CHILDREN = 3;

const STATUS_OPTIONS = ['ACTIVE', 'PAUSED', 'INHERITED_FROM_SOURCE'] as const;
const RENAME_STRATEGIES = ['DEEP_RENAME', 'ONLY_TOP_LEVEL_RENAME', 'NO_RENAME'] as const;

interface RenameOptions {
  rename_strategy?: string;
  rename_prefix?: string;
  rename_suffix?: string;
}

interface CopyPlan {
  /** The ad sets and ads copied with the top object, parents before children. */
  children: MetaObject[];
  /** Fields the top copy gets besides its new name (an ad set moved to another campaign). */
  topOverrides: Record<string, unknown>;
}

/**
 * `POST /{campaign}/copies` and `POST /{adset}/copies` (`campaign_id` moves the copy): with `deep_copy` the
 * children too (the ads keep their creatives, so their url_tags too). Default status PAUSED; default
 * rename: the top level gets " - Copy". At most 3 children synchronously, as Meta allows.
 */
export function copyObject(call: GraphCall, source: MetaObject) {
  const { params, store } = call;
  const deep = booleanParam(params, 'deep_copy') ?? false;
  const statusOption = params.status_option ?? 'PAUSED';
  if (!(STATUS_OPTIONS as readonly string[]).includes(statusOption))
    fail(notInEnum('status_option', STATUS_OPTIONS));
  const rename = jsonParam<RenameOptions>(params, 'rename_options') ?? {};
  const strategy = rename.rename_strategy ?? 'ONLY_TOP_LEVEL_RENAME';
  if (!(RENAME_STRATEGIES as readonly string[]).includes(strategy)) {
    fail(notInEnum('rename_options[rename_strategy]', RENAME_STRATEGIES));
  }
  const plan = source.type === 'campaign' ? campaignPlan(call, source, deep) : adSetPlan(call, source, deep);
  if (plan.children.length > MAX_SYNC_COPY_CHILDREN) {
    fail(
      invalidParameter(
        'Too many objects to copy',
        `There are ${plan.children.length} ad sets and ads to copy; a copy request can copy at most ${MAX_SYNC_COPY_CHILDREN} at once. Use an asynchronous batch request to copy more.`,
        1885194,
      ),
    );
  }
  const renamed = (name: unknown, top: boolean) => {
    const apply = strategy === 'DEEP_RENAME' || (strategy === 'ONLY_TOP_LEVEL_RENAME' && top);
    if (!apply) return String(name);
    const prefix = rename.rename_prefix ?? '';
    const suffix = rename.rename_suffix ?? (rename.rename_prefix === undefined ? ' - Copy' : '');
    return `${prefix}${String(name)}${suffix}`;
  };
  const now = call.now();
  const ids: { ad_object_type: string; source_id: string; copied_id: string }[] = [];
  const copiedIds = new Map<string, string>();
  const copy = (original: MetaObject, overrides: Record<string, unknown>): MetaObject => {
    const status = statusOption === 'INHERITED_FROM_SOURCE' ? String(original.fields.status) : statusOption;
    const copied: MetaObject = {
      id: store.newId(),
      type: original.type,
      accountId: original.accountId,
      history: [{ at: new Date(now).toISOString(), status }],
      fields: {
        ...structuredClone(original.fields),
        ...overrides,
        status,
        created_time: graphTime(now),
        updated_time: graphTime(now),
      },
    };
    store.state.objects[copied.id] = copied;
    copiedIds.set(original.id, copied.id);
    ids.push({
      ad_object_type: original.type === 'adset' ? 'ad_set' : original.type,
      source_id: original.id,
      copied_id: copied.id,
    });
    return copied;
  };
  const top = copy(source, { ...plan.topOverrides, name: renamed(source.fields.name, true) });
  const parentOf = (id: unknown) => copiedIds.get(String(id)) ?? id;
  for (const child of plan.children) {
    const name = renamed(child.fields.name, false);
    if (child.type !== 'ad') {
      copy(child, { name, campaign_id: parentOf(child.fields.campaign_id) });
      continue;
    }
    // An ad follows its ad set's copy, and so that copy's campaign.
    const adsetId = parentOf(child.fields.adset_id);
    copy(child, {
      name,
      adset_id: adsetId,
      campaign_id: store.state.objects[String(adsetId)]?.fields.campaign_id,
    });
  }
  return source.type === 'campaign'
    ? { copied_campaign_id: top.id, ad_object_ids: ids }
    : { copied_adset_id: top.id, ad_object_ids: ids };
}

const live = (object: MetaObject) =>
  object.fields.status !== 'DELETED' && object.fields.status !== 'ARCHIVED';

function campaignPlan(call: GraphCall, campaign: MetaObject, deep: boolean): CopyPlan {
  if (!deep) return { children: [], topOverrides: {} };
  const under = (object: MetaObject) => object.fields.campaign_id === campaign.id && live(object);
  const adsets = objectsOf(call.store, 'adset', under).reverse();
  const ads = objectsOf(call.store, 'ad', under).reverse();
  return { children: [...adsets, ...ads], topOverrides: {} };
}

function adSetPlan(call: GraphCall, adset: MetaObject, deep: boolean): CopyPlan {
  const targetId = call.params.campaign_id ?? String(adset.fields.campaign_id);
  const target = call.store.state.objects[targetId];
  if (target?.type !== 'campaign' || target.accountId !== adset.accountId || !live(target)) {
    return fail(
      invalidParameter('Campaign not found', `The campaign ${targetId} does not exist in this ad account.`),
    );
  }
  const hasBudget = adset.fields.daily_budget !== undefined || adset.fields.lifetime_budget !== undefined;
  if (isCbo(target) && hasBudget) fail(budgetConflict());
  const ads = deep
    ? objectsOf(call.store, 'ad', (ad) => ad.fields.adset_id === adset.id && live(ad)).reverse()
    : [];
  return { children: ads, topOverrides: { campaign_id: target.id } };
}
