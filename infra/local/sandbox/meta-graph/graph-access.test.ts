import { describe, expect, it } from 'vitest';
import { campaignParams } from '#tests/support/meta-graph-params';
import { metaGraphPerFile } from '#tests/support/meta-graph-per-file';
import { appSecretProof } from '../../../../functions/src/providers/meta/graph-params';

const kit = metaGraphPerFile();
const account = () => `act_${kit.meta.adAccount.id}`;

describe('Graph sandbox: identity and access', () => {
  it('answers /me, the ad account, pages and pixels of the sandbox identity', async () => {
    const me = await kit.graph('GET', 'me', { fields: 'id,name,email' });
    expect(me.body).toEqual({
      id: expect.any(String),
      name: 'Sandbox Marketer',
      email: 'marketer@sandbox.invalid',
    });
    const adAccount = await kit.graph('GET', account(), {
      fields: 'name,account_status,currency,timezone_name',
    });
    expect(adAccount.body).toEqual({
      id: account(),
      name: kit.meta.adAccount.name,
      account_status: 1,
      currency: 'USD',
      timezone_name: 'America/New_York',
    });
    const pages = await kit.graph('GET', `${account()}/promote_pages`, { fields: 'id,name' });
    expect(pages.body.data).toEqual([kit.meta.page]);
    const pixels = await kit.graph('GET', `${account()}/adspixels`, { fields: 'id,name' });
    expect(pixels.body.data).toEqual([kit.meta.pixel]);
  });

  it('answers under any version prefix', async () => {
    const proof = appSecretProof(kit.meta.accessToken, kit.meta.appSecret);
    for (const version of ['v19.0', 'v26.0']) {
      const url = `${kit.meta.baseUrl}/${version}/me?access_token=${kit.meta.accessToken}&appsecret_proof=${proof}`;
      expect(((await (await fetch(url)).json()) as { name: string }).name).toBe('Sandbox Marketer');
    }
  });

  it('reports a disabled account after the test switch', async () => {
    await kit.controls.setAccountStatus(2);
    const disabled = await kit.graph('GET', account(), { fields: 'account_status' });
    expect(disabled.body.account_status).toBe(2);
    await kit.controls.setAccountStatus(1);
  });

  it('inspects the token with the app token through /debug_token', async () => {
    const appToken = `${kit.meta.appId}|${kit.meta.appSecret}`;
    const answer = await kit.graph(
      'GET',
      'debug_token',
      { input_token: kit.meta.accessToken },
      { token: appToken },
    );
    expect(answer.body.data).toMatchObject({ app_id: kit.meta.appId, is_valid: true, expires_at: 0 });
    expect(answer.body.data.scopes).toContain('ads_management');
    const wrong = await kit.graph('GET', 'debug_token', { input_token: 'EAAnope' }, { token: appToken });
    expect(wrong.body.data.is_valid).toBe(false);
  });

  it('refuses a wrong appsecret_proof and a wrong token', async () => {
    const proof = await kit.graph('GET', 'me', {}, { proof: 'f'.repeat(64) });
    expect(proof.status).toBe(400);
    expect(proof.body.error).toMatchObject({
      code: 100,
      message: 'Invalid appsecret_proof provided in the API argument',
    });
    const token = await kit.graph('GET', 'me', {}, { token: 'EAAwrong' });
    expect(token.body.error.code).toBe(190);
  });

  it('answers 190/463 while the expired-token knob is on', async () => {
    kit.setKnobs({ unauthorized: true });
    const answer = await kit.graph('GET', 'me');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 190, error_subcode: 463, type: 'OAuthException' });
  });

  it('throttles with 80004/2446079, HTTP 400 and the business use case header', async () => {
    kit.setKnobs({ nextFaults: ['rate-limit'], retryAfterSeconds: 300 });
    const answer = await kit.graph('GET', account(), { fields: 'name' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 80004, error_subcode: 2446079 });
    const usage = JSON.parse(answer.headers.get('x-business-use-case-usage') ?? '{}');
    expect(usage[kit.meta.adAccount.id][0]).toMatchObject({
      type: 'ads_management',
      estimated_time_to_regain_access: 5,
    });
    expect(kit.callCounts()['meta:read']).toBe(1);
  });

  it('throttles insights as ads_insights (80000)', async () => {
    kit.setKnobs({ calls: { insights: { nextFaults: ['rate-limit'] } } });
    const answer = await kit.graph('GET', `${account()}/insights`, { level: 'campaign' });
    expect(answer.body.error).toMatchObject({ code: 80000, error_subcode: 2446079 });
    const usage = JSON.parse(answer.headers.get('x-business-use-case-usage') ?? '{}');
    expect(usage[kit.meta.adAccount.id][0].type).toBe('ads_insights');
  });

  it('refuses a call without an access token', async () => {
    const answer = await fetch(`${kit.meta.baseUrl}/v24.0/me`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { code: number } }).error.code).toBe(104);
  });

  it('answers transient errors as code 2 with is_transient', async () => {
    kit.setKnobs({ nextFaults: ['server-error'] });
    const answer = await kit.graph('GET', 'me');
    expect(answer.status).toBe(500);
    expect(answer.body.error).toMatchObject({ code: 2, is_transient: true });
  });
});

describe('Graph sandbox: persistence', () => {
  it('keeps its identity, objects and port across a restart on the same folder', async () => {
    const before = kit.meta;
    const { body } = await kit.graph('POST', `${account()}/campaigns`, campaignParams({ name: 'kept' }));
    await kit.restart();
    expect(kit.meta).toEqual(before);
    const read = await kit.graph('GET', body.id, { fields: 'name' });
    expect(read.body).toEqual({ id: body.id, name: 'kept' });
  });
});

describe('Graph sandbox: paging', () => {
  it('pages an edge with cursors and absolute next links to the end', async () => {
    for (let index = 0; index < 5; index += 1) {
      await kit.graph('POST', `${account()}/campaigns`, campaignParams({ name: `paged_${index}` }));
    }
    const seen: string[] = [];
    let page = await kit.graph('GET', `${account()}/campaigns`, {
      fields: 'name',
      limit: 2,
      filtering: [{ field: 'name', operator: 'CONTAIN', value: 'paged_' }],
    });
    for (;;) {
      seen.push(...page.body.data.map((row: { name: string }) => row.name));
      expect(page.body.paging.cursors.after).toBeTypeOf('string');
      const next = page.body.paging.next as string | undefined;
      if (!next) break;
      expect(next.startsWith(kit.meta.baseUrl)).toBe(true);
      const response = await fetch(next);
      page = { status: response.status, headers: response.headers, body: await response.json() };
    }
    expect(seen.sort()).toEqual(['paged_0', 'paged_1', 'paged_2', 'paged_3', 'paged_4']);
  });
});
