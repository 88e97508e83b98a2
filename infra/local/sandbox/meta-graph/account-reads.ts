import { fail } from './graph-errors';
import { requestedFields } from './graph-objects';
import { pageOf } from './graph-paging';
import type { Caller, GraphCall } from './graph-request';

/** Picks the requested fields of a plain record (its `id` always, as Graph answers), refusing unknown ones. */
export function pick(record: Record<string, unknown>, fields: string[], node: string) {
  const view: Record<string, unknown> = { id: record.id };
  for (const field of fields) {
    if (!(field in record))
      fail({
        message: `(#100) Tried accessing nonexisting field (${field}) on node type (${node})`,
        code: 100,
      });
    if (record[field] !== undefined) view[field] = record[field];
  }
  return view;
}

export function me(call: GraphCall, caller: Caller) {
  if (caller !== 'user') {
    fail({
      message: 'An active access token must be used to query information about the current user.',
      code: 2500,
    });
  }
  return pick(call.store.state.identity.user, requestedFields(call.params, ['id', 'name']), 'User');
}

/**
 * `/debug_token`: what Meta says of `input_token`. The sandbox's token is a system user's: it never
 * expires (`expires_at` 0) unless the expired-token knob is on.
 */
export function debugToken(call: GraphCall, expired: boolean) {
  const { identity } = call.store.state;
  const input = call.params.input_token;
  if (!input) fail({ message: '(#100) The parameter input_token is required', code: 100 });
  const base = { app_id: identity.appId, type: 'SYSTEM_USER', application: 'Keywright Sandbox' };
  if (input !== identity.accessToken) {
    return {
      data: {
        ...base,
        is_valid: false,
        scopes: [],
        error: { code: 190, message: 'Invalid OAuth access token.' },
      },
    };
  }
  const hourAgo = Math.floor(call.now() / 1000) - 3600;
  return {
    data: {
      ...base,
      data_access_expires_at: 0,
      expires_at: expired ? hourAgo : 0,
      is_valid: !expired,
      scopes: [
        'ads_management',
        'ads_read',
        'business_management',
        'pages_show_list',
        'pages_manage_ads',
        'email',
      ],
      granular_scopes: [{ scope: 'ads_management', target_ids: [identity.adAccount.id] }],
      user_id: identity.user.id,
      ...(expired
        ? {
            error: {
              code: 190,
              subcode: 463,
              message: 'Error validating access token: Session has expired.',
            },
          }
        : {}),
    },
  };
}

export function adAccount(call: GraphCall) {
  const account = call.store.state.identity.adAccount;
  const record = {
    id: `act_${account.id}`,
    account_id: account.id,
    name: account.name,
    account_status: account.account_status,
    currency: account.currency,
    timezone_name: account.timezone_name,
    disable_reason: account.account_status === 2 ? 1 : 0,
  };
  return pick(record, requestedFields(call.params, ['id']), 'AdAccount');
}

export function promotePages(call: GraphCall) {
  const { page } = call.store.state.identity;
  return pageOf(call, [pick(page, requestedFields(call.params, ['id']), 'Page')]);
}

export function adsPixels(call: GraphCall) {
  const { pixel } = call.store.state.identity;
  return pageOf(call, [
    pick({ ...pixel, last_fired_time: undefined }, requestedFields(call.params, ['id']), 'AdsPixel'),
  ]);
}
