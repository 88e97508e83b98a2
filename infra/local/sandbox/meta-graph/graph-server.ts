import { applyKnobs, type FaultAnswers, type Handler, requestUrl, sendBody, sendJson } from '../http-kit';
import type { KnobBoard } from '../knobs';
import { adAccount, adsPixels, debugToken, me, promotePages } from './account-reads';
import { listAdImages, readAdImage, uploadAdImages } from './ad-images';
import { createAdSet, updateAdSet } from './adset-writes';
import { createCampaign, updateCampaign } from './campaign-writes';
import { createAd, createCreative, updateAd, updateCreative } from './creative-writes';
import { fail, GraphFailure, sendGraphError, unsupportedRequest } from './graph-errors';
import { filterObjects, objectsOf, requestedFields, setStatus, viewOf } from './graph-objects';
import { pageOf } from './graph-paging';
import { authenticate, type Caller, type GraphCall, jsonParam, readParams } from './graph-request';
import { campaignInsights } from './insights-edge';
import type { MetaObject, MetaObjectType, MetaStore } from './meta-store';
import { copyObject } from './object-copies';

/**
 * Throttles and server errors in Graph's shape: throttles are HTTP 400 with the business use case header,
 * never 429 (80000 ads_insights for insights, 80004 ads_management for the rest).
 */
function faultAnswers(store: MetaStore, callType: string): FaultAnswers {
  const insights = callType === 'insights';
  const [code, useCase] = insights ? [80000, 'ads_insights'] : [80004, 'ads_management'];
  return {
    rateLimited: (response, retryAfterSeconds) =>
      sendGraphError(response, {
        message: `(#${code}) There have been too many calls to this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#${insights ? 'ads-insights' : 'ads-management'}.`,
        code,
        subcode: 2446079,
        headers: {
          'x-business-use-case-usage': JSON.stringify({
            [store.state.identity.adAccount.id]: [
              {
                type: useCase,
                call_count: 100,
                total_cputime: 40,
                total_time: 60,
                estimated_time_to_regain_access: Math.round(retryAfterSeconds / 60),
                ads_api_access_tier: 'development_access',
              },
            ],
          }),
        },
      }),
    serverError: (response, sequence) =>
      sendGraphError(
        response,
        sequence % 2 === 0
          ? {
              message: 'An unexpected error has occurred. Please retry your request later.',
              code: 2,
              isTransient: true,
              status: 500,
            }
          : { message: 'An unknown error occurred', code: 1, status: 500 },
      ),
  };
}

/**
 * The `refused` fault: a permanent refusal in Meta's words, here one Meta gives a creative made by an app
 * still in development mode (subcode 1885183).
 */
const REFUSAL = {
  message: 'Invalid parameter',
  code: 100,
  subcode: 1885183,
  userTitle: 'Ads creative post was created by an app that is in development mode',
  userMessage:
    'Ads creative post was created by an app that is in development mode. It must be in public to create this ad.',
};

const EDGE_TYPES: Record<string, MetaObjectType> = {
  campaigns: 'campaign',
  adsets: 'adset',
  ads: 'ad',
  adcreatives: 'adcreative',
};

/**
 * The knob call type: `insights`, `creative` (POST to `adcreatives`), `create` (POST to another edge),
 * `update` (POST or DELETE on a node), `read`.
 */
function callTypeOf(method: string, segments: string[]): string {
  if (segments[1] === 'insights') return 'insights';
  if (method === 'POST' && segments[1] === 'adcreatives') return 'creative';
  if (method === 'POST' && segments.length > 1) return 'create';
  if (method === 'POST' || method === 'DELETE') return 'update';
  return 'read';
}

/**
 * A Graph API for one sandbox identity (a user, an ad account, a page, a pixel) under any `/vNN.0/`
 * prefix: campaigns, ad sets, creatives, images, ads, copies and insights, validated as Meta validates
 * them and answered in Graph's wire format. Ad image files are served under `/adimage-files/`.
 */
export function createMetaGraphHandler(
  board: KnobBoard,
  store: MetaStore,
  baseUrl: () => string,
  now: () => number,
): Handler {
  return async (request, response) => {
    const url = requestUrl(request);
    if (url.pathname.startsWith('/adimage-files/')) {
      const image = await readAdImage(store, url.pathname.slice('/adimage-files/'.length));
      if (!image) return sendBody(response, 404, 'text/plain', 'Not Found');
      return sendBody(
        response,
        200,
        `image/${image.extension === 'jpg' ? 'jpeg' : image.extension}`,
        image.bytes,
      );
    }
    const segments = url.pathname.split('/').filter(Boolean);
    const version = /^v\d+\.\d+$/.test(segments[0] ?? '') ? (segments.shift() as string) : 'v24.0';
    const method = request.method ?? 'GET';
    const callType = callTypeOf(method, segments);
    const decision = await applyKnobs(board, 'meta', callType, response, faultAnswers(store, callType));
    if (!decision) return;
    if (decision.fault === 'refused') return sendGraphError(response, REFUSAL);
    try {
      const { params, files } = await readParams(request, url);
      const expired = decision.fault === 'unauthorized';
      const caller = authenticate(params, store, expired, now());
      const call: GraphCall = {
        method,
        segments,
        params,
        files,
        url,
        response,
        store,
        baseUrl: baseUrl(),
        version,
        now,
      };
      const answer = await dispatch(call, caller, expired);
      if (method !== 'GET') await store.save();
      sendJson(response, 200, answer);
    } catch (error) {
      if (error instanceof GraphFailure) return sendGraphError(response, error.spec);
      throw error;
    }
  };
}

async function dispatch(call: GraphCall, caller: Caller, expired: boolean): Promise<unknown> {
  const { method, segments, store } = call;
  const [node = '', edge, extra] = segments;
  if (extra !== undefined) fail({ message: `Unknown path components: /${extra}`, code: 2500 });
  if (node === 'debug_token' && method === 'GET') return debugToken(call, expired);
  if (caller !== 'user') fail({ message: '(#200) Requires a user or system user access token', code: 200 });
  if (node === 'me' && method === 'GET' && !edge) return me(call, caller);
  if (node.startsWith('act_')) return accountEdge(call, node.slice(4), edge);
  const object = store.state.objects[node];
  if (!object || object.accountId !== store.state.identity.adAccount.id)
    return fail(unsupportedRequest(method, node));
  if (!edge) return nodeCall(call, object);
  if (edge === 'copies' && method === 'POST' && (object.type === 'campaign' || object.type === 'adset')) {
    return copyObject(call, object);
  }
  const childType = EDGE_TYPES[edge];
  if (
    method === 'GET' &&
    childType &&
    (object.type === 'campaign' || (object.type === 'adset' && childType === 'ad'))
  ) {
    const parentField = object.type === 'campaign' ? 'campaign_id' : 'adset_id';
    return listObjects(
      call,
      objectsOf(store, childType, (child) => child.fields[parentField] === object.id),
    );
  }
  return fail({ message: `Unknown path components: /${edge}`, code: 2500 });
}

async function accountEdge(call: GraphCall, accountId: string, edge: string | undefined): Promise<unknown> {
  const { method, store } = call;
  if (accountId !== store.state.identity.adAccount.id)
    return fail(unsupportedRequest(method, `act_${accountId}`));
  const get = method === 'GET';
  if (!edge && get) return adAccount(call);
  if (edge === 'promote_pages' && get) return promotePages(call);
  if (edge === 'adspixels' && get) return adsPixels(call);
  if (edge === 'insights' && get) return campaignInsights(call, accountId);
  if (edge === 'adimages' && method === 'POST') return uploadAdImages(call, accountId);
  if (edge === 'adimages' && get) {
    return pageOf(
      call,
      listAdImages(store, call.baseUrl, accountId, jsonParam<string[]>(call.params, 'hashes')),
    );
  }
  const type = edge ? EDGE_TYPES[edge] : undefined;
  if (type && get)
    return listObjects(
      call,
      objectsOf(store, type, (object) => object.accountId === accountId),
    );
  if (edge === 'campaigns' && method === 'POST') return createCampaign(call, accountId);
  if (edge === 'adsets' && method === 'POST') return createAdSet(call, accountId);
  if (edge === 'adcreatives' && method === 'POST') return createCreative(call, accountId);
  if (edge === 'ads' && method === 'POST') return createAd(call, accountId);
  return fail({
    message: `Unsupported ${method.toLowerCase()} request on /act_${accountId}/${edge ?? ''}`,
    code: 100,
  });
}

function listObjects(call: GraphCall, objects: MetaObject[]) {
  const fields = requestedFields(call.params, ['id']);
  const filtered = filterObjects(call.store, objects, call.params);
  return pageOf(
    call,
    filtered.map((object) => viewOf(call.store, object, fields)),
  );
}

function nodeCall(call: GraphCall, object: MetaObject): unknown {
  if (call.method === 'GET') return viewOf(call.store, object, requestedFields(call.params, ['id', 'name']));
  if (call.method === 'DELETE') {
    deleteWithChildren(call.store, object, call.now());
    return { success: true };
  }
  if (call.method !== 'POST') return fail(unsupportedRequest(call.method, object.id));
  switch (object.type) {
    case 'campaign':
      return updateCampaign(call, object);
    case 'adset':
      return updateAdSet(call, object);
    case 'ad':
      return updateAd(call, object);
    default:
      return updateCreative(call, object);
  }
}

/** Deleting a campaign or ad set deletes what is under it, as in Ads Manager. */
function deleteWithChildren(store: MetaStore, object: MetaObject, now: number) {
  if (object.type === 'adcreative') {
    delete store.state.objects[object.id];
    return;
  }
  setStatus(object, 'DELETED', now);
  const field = object.type === 'campaign' ? 'campaign_id' : object.type === 'adset' ? 'adset_id' : undefined;
  if (!field) return;
  for (const child of Object.values(store.state.objects)) {
    if (child.fields[field] === object.id && child.type !== 'adcreative') setStatus(child, 'DELETED', now);
  }
}
