import { describe, expect, it } from 'vitest';
import { adSetParams, campaignParams } from '#tests/support/meta-graph-params';
import { metaGraphPerFile } from '#tests/support/meta-graph-per-file';
import { createMetaGraphClient } from '../../providers/meta/meta-graph-client';
import {
  debugToken,
  getAdAccount,
  getMe,
  listAdSetNames,
  listPixels,
  listPromotePages,
} from './meta-account-reads';

const kit = metaGraphPerFile();
const client = () =>
  createMetaGraphClient({
    accessToken: kit.meta.accessToken,
    appSecret: kit.meta.appSecret,
    baseUrl: kit.meta.baseUrl,
  });

describe('Meta account reads', () => {
  it('reads the user, the token, the account (with or without act_), its pages and pixels', async () => {
    const graph = client();
    expect(await getMe(graph)).toMatchObject({ name: 'Sandbox Marketer', email: 'marketer@sandbox.invalid' });
    const token = await debugToken(graph, { appId: kit.meta.appId, appSecret: kit.meta.appSecret });
    expect(token).toMatchObject({ is_valid: true, expires_at: 0, app_id: kit.meta.appId });
    for (const id of [kit.meta.adAccount.id, `act_${kit.meta.adAccount.id}`]) {
      expect(await getAdAccount(graph, id)).toMatchObject({
        id: `act_${kit.meta.adAccount.id}`,
        name: kit.meta.adAccount.name,
        account_status: 1,
        currency: 'USD',
        timezone_name: 'America/New_York',
      });
    }
    expect(await listPromotePages(graph, kit.meta.adAccount.id)).toEqual([kit.meta.page]);
    expect(await listPixels(graph, kit.meta.adAccount.id)).toEqual([kit.meta.pixel]);
  });

  it('reports an expired token as invalid through debug_token', async () => {
    kit.setKnobs({ unauthorized: true });
    const token = await debugToken(client(), { appId: kit.meta.appId, appSecret: kit.meta.appSecret });
    expect(token.is_valid).toBe(false);
    expect(token.error).toMatchObject({ code: 190, subcode: 463 });
  });

  it('lists every ad set name of the account, paused and deleted ones included', async () => {
    const graph = client();
    const account = `act_${kit.meta.adAccount.id}`;
    const campaign = await graph.post<{ id: string }>(`${account}/campaigns`, campaignParams());
    const names = ['channel_10001', 'channel_10002', 'channel_10003'];
    const ids: string[] = [];
    for (const name of names)
      ids.push(
        (await graph.post<{ id: string }>(`${account}/adsets`, adSetParams(campaign.id, { name }))).id,
      );
    await graph.delete(ids[2] as string);
    expect((await listAdSetNames(graph, kit.meta.adAccount.id)).sort()).toEqual(names);
  });
});
