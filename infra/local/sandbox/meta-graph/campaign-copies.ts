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

/**
 * `POST /{campaign}/copies`: the campaign, and with `deep_copy` its ad sets and ads (the ads keep their
 * creatives, so their url_tags too). Default status PAUSED; default rename: the top level gets " - Copy".
 */
export function copyCampaign(call: GraphCall, source: MetaObject) {
  const { params, store } = call;
  const deep = booleanParam(params, 'deep_copy') ?? false;
  const statusOption = params.status_option ?? 'PAUSED';
  if (!(STATUS_OPTIONS as readonly string[]).includes(statusOption))
    fail(notInEnum('status_option', STATUS_OPTIONS));
  const rename = jsonParam<RenameOptions>(params, 'rename_options') ?? {};
  const strategy = rename.rename_strategy ?? 'ONLY_TOP_LEVEL_RENAME';
  if (!(RENAME_STRATEGIES as readonly string[]).includes(strategy))
    fail(notInEnum('rename_options[rename_strategy]', RENAME_STRATEGIES));
  const live = (object: MetaObject) =>
    object.fields.status !== 'DELETED' && object.fields.status !== 'ARCHIVED';
  const adsets = deep
    ? objectsOf(store, 'adset', (a) => a.fields.campaign_id === source.id && live(a)).reverse()
    : [];
  const ads = deep
    ? objectsOf(store, 'ad', (a) => a.fields.campaign_id === source.id && live(a)).reverse()
    : [];
  if (adsets.length + ads.length > MAX_SYNC_COPY_CHILDREN) {
    fail(
      invalidParameter(
        'Too many objects to copy',
        `This campaign has ${adsets.length + ads.length} ad sets and ads to copy; a copy request can copy at most ${MAX_SYNC_COPY_CHILDREN} at once. Use an asynchronous batch request to copy more.`,
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
  const now = new Date();
  const ids: { ad_object_type: string; source_id: string; copied_id: string }[] = [];
  const copy = (original: MetaObject, type: string, overrides: Record<string, unknown>): MetaObject => {
    const status = statusOption === 'INHERITED_FROM_SOURCE' ? String(original.fields.status) : statusOption;
    const copied: MetaObject = {
      id: store.newId(),
      type: original.type,
      accountId: original.accountId,
      history: [{ at: now.toISOString(), status }],
      fields: {
        ...structuredClone(original.fields),
        ...overrides,
        status,
        created_time: graphTime(now),
        updated_time: graphTime(now),
      },
    };
    store.state.objects[copied.id] = copied;
    ids.push({ ad_object_type: type, source_id: original.id, copied_id: copied.id });
    return copied;
  };
  const campaign = copy(source, 'campaign', { name: renamed(source.fields.name, true) });
  const adsetIds = new Map<string, string>();
  for (const adset of adsets) {
    const copied = copy(adset, 'ad_set', {
      name: renamed(adset.fields.name, false),
      campaign_id: campaign.id,
    });
    adsetIds.set(adset.id, copied.id);
  }
  for (const ad of ads) {
    copy(ad, 'ad', {
      name: renamed(ad.fields.name, false),
      campaign_id: campaign.id,
      adset_id: adsetIds.get(String(ad.fields.adset_id)),
    });
  }
  return { copied_campaign_id: campaign.id, ad_object_ids: ids };
}
