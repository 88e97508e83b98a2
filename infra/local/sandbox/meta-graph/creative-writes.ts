import { statusParam } from './campaign-writes';
import { CALL_TO_ACTION_TYPES } from './graph-enums';
import { fail, invalidParameter, notInEnum, required } from './graph-errors';
import { graphTime, setStatus } from './graph-objects';
import { type GraphCall, jsonParam } from './graph-request';
import type { MetaObject } from './meta-store';

interface LinkData {
  link?: unknown;
  message?: unknown;
  name?: unknown;
  description?: unknown;
  image_hash?: unknown;
  picture?: unknown;
  call_to_action?: { type?: unknown; value?: unknown };
}

const isWebUrl = (value: unknown) => {
  try {
    return ['http:', 'https:'].includes(new URL(String(value)).protocol);
  } catch {
    return false;
  }
};

/** `POST /act_{id}/adcreatives` with `object_story_spec.link_data`: page, link, image and call to action checked. */
export function createCreative(call: GraphCall, accountId: string) {
  const { params, store } = call;
  const name = params.name?.trim() || fail(required('name'));
  const spec = jsonParam<{ page_id?: unknown; link_data?: LinkData }>(params, 'object_story_spec');
  if (!spec) return fail(required('object_story_spec'));
  if (String(spec.page_id ?? '') !== store.state.identity.page.id) {
    fail(
      invalidParameter(
        'Page not found',
        `The Page ${String(spec.page_id ?? '')} does not exist or this ad account cannot advertise for it.`,
      ),
    );
  }
  const link = spec.link_data ?? fail(required('object_story_spec[link_data]'));
  if (!isWebUrl(link.link)) {
    fail(
      invalidParameter('Invalid link', 'The link of your ad must be a valid web address (http or https).'),
    );
  }
  if (link.image_hash !== undefined) {
    const image = store.state.images[String(link.image_hash)];
    if (!image || image.accountId !== accountId) {
      fail(
        invalidParameter(
          'Image not found',
          `The image with hash ${String(link.image_hash)} was not found in this ad account. Upload it to /adimages first.`,
        ),
      );
    }
  }
  const ctaType = link.call_to_action?.type;
  if (ctaType !== undefined && !(CALL_TO_ACTION_TYPES as readonly string[]).includes(String(ctaType))) {
    fail(notInEnum('object_story_spec[link_data][call_to_action][type]', CALL_TO_ACTION_TYPES));
  }
  const creative: MetaObject = {
    id: store.newId(),
    type: 'adcreative',
    accountId,
    history: [],
    fields: {
      name,
      status: 'ACTIVE',
      object_story_spec: spec,
      url_tags: params.url_tags,
      image_hash: link.image_hash,
      call_to_action_type: ctaType,
      created_time: graphTime(call.now()),
    },
  };
  store.state.objects[creative.id] = creative;
  return { id: creative.id };
}

/** Creatives are immutable but for their name and status: new UTMs need a new creative. */
export function updateCreative(call: GraphCall, creative: MetaObject) {
  const changed = Object.keys(call.params).filter(
    (key) => !['access_token', 'appsecret_proof', 'name', 'status'].includes(key),
  );
  if (changed.length > 0) {
    fail(
      invalidParameter(
        'Creative cannot be edited',
        `The ad creative's ${changed.join(', ')} cannot be changed. Create a new creative and point the ad to it.`,
      ),
    );
  }
  if (call.params.name !== undefined)
    creative.fields.name = call.params.name.trim() || fail(required('name'));
  const status = statusParam(call.params);
  if (status !== undefined) creative.fields.status = status;
  return { success: true };
}

function creativeOf(call: GraphCall, accountId: string): MetaObject {
  const ref = jsonParam<{ creative_id?: unknown }>(call.params, 'creative') ?? fail(required('creative'));
  const creative = call.store.state.objects[String(ref.creative_id ?? '')];
  if (creative?.type !== 'adcreative' || creative.accountId !== accountId) {
    return fail(
      invalidParameter(
        'Creative not found',
        `The ad creative ${String(ref.creative_id ?? '')} does not exist in this ad account.`,
      ),
    );
  }
  return creative;
}

/** `POST /act_{id}/ads`: an ad set and a creative of the account; no bid amount (ads lost it in 2024). */
export function createAd(call: GraphCall, accountId: string) {
  const { params, store } = call;
  const name = params.name?.trim() || fail(required('name'));
  const adsetId = params.adset_id || fail(required('adset_id'));
  const adset = store.state.objects[adsetId];
  if (adset?.type !== 'adset' || adset.accountId !== accountId || adset.fields.status === 'DELETED') {
    return fail(
      invalidParameter('Ad set not found', `The ad set ${adsetId} does not exist in this ad account.`),
    );
  }
  if (params.bid_amount !== undefined) {
    fail(
      invalidParameter(
        'Bid amount not supported on ads',
        'Ads cannot carry a bid amount: set bid_amount on the ad set.',
      ),
    );
  }
  const creative = creativeOf(call, accountId);
  const status = statusParam(params, 'ACTIVE') as string;
  const now = call.now();
  const ad: MetaObject = {
    id: store.newId(),
    type: 'ad',
    accountId,
    history: [{ at: new Date(now).toISOString(), status }],
    fields: {
      name,
      adset_id: adset.id,
      campaign_id: adset.fields.campaign_id,
      creative: { id: creative.id },
      status,
      created_time: graphTime(now),
      updated_time: graphTime(now),
    },
  };
  store.state.objects[ad.id] = ad;
  return { id: ad.id };
}

/** `POST /{ad}`: name, status, or another creative. */
export function updateAd(call: GraphCall, ad: MetaObject) {
  const status = statusParam(call.params);
  if (call.params.bid_amount !== undefined) {
    fail(
      invalidParameter(
        'Bid amount not supported on ads',
        'Ads cannot carry a bid amount: set bid_amount on the ad set.',
      ),
    );
  }
  const creative = call.params.creative === undefined ? undefined : creativeOf(call, ad.accountId);
  if (call.params.name !== undefined) ad.fields.name = call.params.name.trim() || fail(required('name'));
  if (creative) ad.fields.creative = { id: creative.id };
  if (status !== undefined) setStatus(ad, status, call.now());
  ad.fields.updated_time = graphTime(call.now());
  return { success: true };
}
