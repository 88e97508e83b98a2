import { DEFAULT_EFFECTIVE_STATUSES } from './graph-enums';
import { fail } from './graph-errors';
import { jsonParam } from './graph-request';
import type { MetaObject, MetaObjectType, MetaStore } from './meta-store';

const COMMON = [
  'id',
  'name',
  'account_id',
  'status',
  'configured_status',
  'effective_status',
  'created_time',
  'updated_time',
];

/** The readable fields per node type: asking for another is refused, as Graph refuses it. */
const FIELDS: Record<MetaObjectType, string[]> = {
  campaign: [
    ...COMMON,
    'objective',
    'buying_type',
    'special_ad_categories',
    'daily_budget',
    'lifetime_budget',
    'bid_strategy',
    'is_adset_budget_sharing_enabled',
    'start_time',
    'stop_time',
  ],
  adset: [
    ...COMMON,
    'campaign_id',
    'daily_budget',
    'lifetime_budget',
    'bid_strategy',
    'bid_amount',
    'billing_event',
    'optimization_goal',
    'promoted_object',
    'targeting',
    'destination_type',
    'start_time',
    'end_time',
    'dsa_beneficiary',
    'dsa_payor',
    'campaign',
  ],
  ad: [...COMMON, 'campaign_id', 'adset_id', 'creative', 'campaign', 'adset'],
  adcreative: [
    'id',
    'name',
    'account_id',
    'status',
    'object_story_spec',
    'url_tags',
    'image_hash',
    'call_to_action_type',
  ],
};

const NODE_NAMES: Record<MetaObjectType, string> = {
  campaign: 'Campaign',
  adset: 'AdSet',
  ad: 'Ad',
  adcreative: 'AdCreative',
};

/** What Meta shows as `effective_status`: a paused parent pauses the children. */
export function effectiveStatus(store: MetaStore, object: MetaObject): string {
  const own = String(object.fields.status);
  if (own !== 'ACTIVE') return own;
  const campaign = store.state.objects[String(object.fields.campaign_id ?? '')];
  if (object.type === 'ad') {
    const adset = store.state.objects[String(object.fields.adset_id ?? '')];
    if (adset && adset.fields.status !== 'ACTIVE') return 'ADSET_PAUSED';
  }
  if (campaign && campaign.fields.status !== 'ACTIVE') return 'CAMPAIGN_PAUSED';
  return own;
}

/** The object as Graph answers it: `id` and the requested fields that have a value. */
export function viewOf(store: MetaStore, object: MetaObject, fields: string[]): Record<string, unknown> {
  const allowed = FIELDS[object.type];
  const view: Record<string, unknown> = { id: object.id };
  for (const field of fields) {
    if (!allowed.includes(field)) {
      fail({
        message: `(#100) Tried accessing nonexisting field (${field}) on node type (${NODE_NAMES[object.type]})`,
        code: 100,
      });
    }
    const value = computed(store, object, field);
    if (value !== undefined) view[field] = value;
  }
  return view;
}

function computed(store: MetaStore, object: MetaObject, field: string): unknown {
  switch (field) {
    case 'id':
      return object.id;
    case 'account_id':
      return object.accountId;
    case 'configured_status':
      return object.fields.status;
    case 'effective_status':
      return effectiveStatus(store, object);
    case 'campaign':
    case 'adset': {
      const parent = store.state.objects[String(object.fields[`${field}_id`] ?? '')];
      return parent ? { id: parent.id, name: parent.fields.name } : undefined;
    }
    default:
      return object.fields[field];
  }
}

/** The `fields` param as a list (nested selections such as `campaign{name}` read as their top field). */
export function requestedFields(params: Record<string, string>, fallback: string[]): string[] {
  const raw = params.fields?.replace(/\{[^}]*\}/g, '');
  if (!raw) return fallback;
  return raw
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
}

interface FilterRule {
  field: string;
  operator: string;
  value: unknown;
}

/**
 * Graph's edge filters: `effective_status=[...]` and `filtering=[{field, operator, value}]` (EQUAL,
 * NOT_EQUAL, CONTAIN, NOT_CONTAIN, IN, NOT_IN on name, id, effective_status, campaign.id, adset.id).
 * Without an effective_status filter, archived and deleted objects are left out.
 */
export function filterObjects(store: MetaStore, objects: MetaObject[], params: Record<string, string>) {
  const statuses = jsonParam<string[]>(params, 'effective_status');
  const rules = jsonParam<FilterRule[]>(params, 'filtering') ?? [];
  if (!Array.isArray(rules)) fail({ message: '(#100) param filtering must be an array', code: 100 });
  const statusRule = rules.find((rule) => rule.field === 'effective_status');
  return objects.filter((object) => {
    const status = effectiveStatus(store, object);
    // Creatives have no delivery status: only the filtering rules apply to them.
    if (object.type === 'adcreative')
      return rules.every((rule) => matches(ruleValue(store, object, rule.field), rule));
    if (statuses) {
      if (!statuses.includes(status)) return false;
    } else if (!statusRule && !DEFAULT_EFFECTIVE_STATUSES.has(status)) return false;
    return rules.every((rule) => matches(ruleValue(store, object, rule.field), rule));
  });
}

function ruleValue(store: MetaStore, object: MetaObject, field: string): string {
  if (field === 'effective_status') return effectiveStatus(store, object);
  if (field === 'id') return object.id;
  if (field === 'campaign.id')
    return String(object.type === 'campaign' ? object.id : object.fields.campaign_id);
  if (field === 'adset.id') return String(object.type === 'adset' ? object.id : object.fields.adset_id);
  if (field === 'name') return String(object.fields.name ?? '');
  return fail({ message: `(#100) Filtering field ${field} is invalid`, code: 100 });
}

function matches(actual: string, rule: FilterRule): boolean {
  const values = Array.isArray(rule.value) ? rule.value.map(String) : [String(rule.value)];
  switch (rule.operator) {
    case 'EQUAL':
      return actual === values[0];
    case 'NOT_EQUAL':
      return actual !== values[0];
    case 'CONTAIN':
      return actual.toLowerCase().includes((values[0] ?? '').toLowerCase());
    case 'NOT_CONTAIN':
      return !actual.toLowerCase().includes((values[0] ?? '').toLowerCase());
    case 'IN':
      return values.includes(actual);
    case 'NOT_IN':
      return !values.includes(actual);
    default:
      return fail({
        message: `(#100) param filtering[0][operator] must be one of {EQUAL, NOT_EQUAL, CONTAIN, NOT_CONTAIN, IN, NOT_IN}`,
        code: 100,
      });
  }
}

/** Objects of a type that pass `where`, newest first as Graph lists them. */
export function objectsOf(store: MetaStore, type: MetaObjectType, where: (object: MetaObject) => boolean) {
  return Object.values(store.state.objects)
    .filter((object) => object.type === type && where(object))
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** Sets a status and remembers when, so insights can tell on which days a campaign ran. */
export function setStatus(object: MetaObject, status: string, atMs: number) {
  if (object.fields.status === status) return;
  object.fields.status = status;
  object.history.push({ at: new Date(atMs).toISOString(), status });
}

/** A Graph-style timestamp: `2026-11-24T05:10:09+0000`. */
export const graphTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
