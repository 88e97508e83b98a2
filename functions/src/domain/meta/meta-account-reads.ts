import { adAccountPath, type MetaGraphClient } from '../../ports/meta-graph';

export interface MetaUser {
  id: string;
  name: string;
  /** Needs the `email` permission; system users have none. */
  email?: string;
}

/** `/debug_token`'s `data`: `expires_at` 0 means the token never expires. */
export interface MetaTokenInfo {
  app_id?: string;
  type?: string;
  application?: string;
  is_valid: boolean;
  /** Unix seconds; 0 for a token that does not expire. */
  expires_at?: number;
  data_access_expires_at?: number;
  scopes?: string[];
  user_id?: string;
  error?: { code?: number; message?: string; subcode?: number };
}

/** Ad account status: 1 ACTIVE, 2 DISABLED, 3 UNSETTLED, 7, 8, 9 (grace period: ads still run), 100, 101... */
export interface MetaAdAccount {
  /** As Meta shows it: `act_<id>`. */
  id: string;
  account_id?: string;
  name: string;
  account_status: number;
  currency: string;
  timezone_name: string;
}

export interface MetaPage {
  id: string;
  name: string;
}

export interface MetaPixel {
  id: string;
  name: string;
  last_fired_time?: string;
}

export const getMe = (client: MetaGraphClient) => client.get<MetaUser>('me', { fields: 'id,name,email' });

/**
 * Graph's token inspection: the token checked is the client's own (or `inputToken`), inspected with the app token
 * `{app_id}|{app_secret}` (both must be of the same app).
 */
export async function debugToken(
  client: MetaGraphClient,
  app: { appId: string; appSecret: string; inputToken?: string },
): Promise<MetaTokenInfo> {
  const answer = await client.get<{ data: MetaTokenInfo }>('debug_token', {
    input_token: app.inputToken ?? client.ownToken(),
    access_token: `${app.appId}|${app.appSecret}`,
  });
  return answer.data;
}

export const getAdAccount = (client: MetaGraphClient, accountId: string) =>
  client.get<MetaAdAccount>(adAccountPath(accountId), {
    fields: 'id,account_id,name,account_status,currency,timezone_name',
  });

/** Pages the account may promote (needs `pages_show_list` and `pages_manage_ads`). */
export const listPromotePages = (client: MetaGraphClient, accountId: string) =>
  collect(
    client.paginate<MetaPage>(`${adAccountPath(accountId)}/promote_pages`, { fields: 'id,name', limit: 100 }),
  );

export const listPixels = (client: MetaGraphClient, accountId: string) =>
  collect(
    client.paginate<MetaPixel>(`${adAccountPath(accountId)}/adspixels`, {
      fields: 'id,name,last_fired_time',
      limit: 100,
    }),
  );

/** The names of every ad set of the account, whatever its status (the channel name pool checks them). */
export async function listAdSetNames(client: MetaGraphClient, accountId: string): Promise<string[]> {
  const rows = client.paginate<{ name: string }>(`${adAccountPath(accountId)}/adsets`, {
    fields: 'name',
    limit: 500,
    effective_status: [
      'ACTIVE',
      'PAUSED',
      'DELETED',
      'PENDING_REVIEW',
      'DISAPPROVED',
      'PREAPPROVED',
      'PENDING_BILLING_INFO',
      'CAMPAIGN_PAUSED',
      'ARCHIVED',
      'ADSET_PAUSED',
      'IN_PROCESS',
      'WITH_ISSUES',
    ],
  });
  return (await collect(rows)).map((row) => row.name);
}

export async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}
