import { describe, expect, it } from 'vitest';
import { adSetParams, campaignParams, creativeParams, PNG_BASE64 } from '#tests/support/meta-graph-params';
import { metaGraphPerFile } from '#tests/support/meta-graph-per-file';
import { appSecretProof } from '../../../../functions/src/providers/meta/graph-params';

const kit = metaGraphPerFile();
const account = () => `act_${kit.meta.adAccount.id}`;

async function post(path: string, params: Record<string, unknown>) {
  const answer = await kit.graph('POST', path, params);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** A campaign with `adsets` ad sets, each with one ad on one shared creative. */
async function campaignTree(adsets: number, name = 'tree') {
  const campaign = await post(`${account()}/campaigns`, campaignParams({ name }));
  const { images } = await post(`${account()}/adimages`, { bytes: PNG_BASE64 });
  const creative = await post(
    `${account()}/adcreatives`,
    creativeParams(kit.meta.page.id, images.bytes.hash),
  );
  const children: { adset: string; ad: string }[] = [];
  for (let index = 0; index < adsets; index += 1) {
    const adset = await post(
      `${account()}/adsets`,
      adSetParams(campaign.id, { name: `${name}_set_${index}` }),
    );
    const ad = await post(`${account()}/ads`, {
      name: `${name}_ad_${index}`,
      adset_id: adset.id,
      creative: { creative_id: creative.id },
      status: 'PAUSED',
    });
    children.push({ adset: adset.id, ad: ad.id });
  }
  return { campaignId: campaign.id as string, creativeId: creative.id as string, children };
}

describe('Graph sandbox: images, creatives and ads', () => {
  it('uploads base64 bytes and a multipart file, keyed as Meta keys them, and serves the image', async () => {
    const { images } = await post(`${account()}/adimages`, { bytes: PNG_BASE64 });
    expect(images.bytes.hash).toMatch(/^[0-9a-f]{32}$/);
    const served = await fetch(images.bytes.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(PNG_BASE64);

    const form = new FormData();
    form.set('access_token', kit.meta.accessToken);
    form.set('appsecret_proof', appSecretProof(kit.meta.accessToken, kit.meta.appSecret));
    form.set('boots.png', new Blob([Buffer.from(PNG_BASE64, 'base64')], { type: 'image/png' }), 'boots.png');
    const multipart = await fetch(`${kit.meta.baseUrl}/v24.0/${account()}/adimages`, {
      method: 'POST',
      body: form,
    });
    const body = (await multipart.json()) as { images: Record<string, { hash: string }> };
    expect(body.images['boots.png']?.hash).toBe(images.bytes.hash);
  });

  it('refuses bytes that are not an image', async () => {
    const answer = await kit.graph('POST', `${account()}/adimages`, {
      bytes: Buffer.from('hello').toString('base64'),
    });
    expect(answer.body.error).toMatchObject({ code: 100, error_user_title: 'Invalid image' });
  });

  it('creates a creative and an ad; refuses a call to action outside the enum and a bid amount on an ad', async () => {
    const { images } = await post(`${account()}/adimages`, { bytes: PNG_BASE64 });
    const params = creativeParams(kit.meta.page.id, images.bytes.hash);
    const tryIt = structuredClone(params);
    tryIt.object_story_spec.link_data.call_to_action.type = 'TRY_IT';
    const refused = await kit.graph('POST', `${account()}/adcreatives`, tryIt);
    expect(refused.body.error.message).toContain(
      'param object_story_spec[link_data][call_to_action][type] must be one of {',
    );
    const creative = await post(`${account()}/adcreatives`, params);
    const read = await kit.graph('GET', creative.id, { fields: 'name,url_tags,object_story_spec' });
    expect(read.body.url_tags).toBe(params.url_tags);

    const campaign = await post(`${account()}/campaigns`, campaignParams({ name: 'ads' }));
    const adset = await post(`${account()}/adsets`, adSetParams(campaign.id));
    const withBid = await kit.graph('POST', `${account()}/ads`, {
      name: 'ad',
      adset_id: adset.id,
      creative: { creative_id: creative.id },
      bid_amount: 100,
    });
    expect(withBid.body.error.code).toBe(100);
    const ad = await post(`${account()}/ads`, {
      name: 'ad',
      adset_id: adset.id,
      creative: { creative_id: creative.id },
    });
    const adRead = await kit.graph('GET', ad.id, { fields: 'name,adset_id,campaign_id,creative' });
    expect(adRead.body).toEqual({
      id: ad.id,
      name: 'ad',
      adset_id: adset.id,
      campaign_id: campaign.id,
      creative: { id: creative.id },
    });
    const found = await kit.graph('GET', `${account()}/adcreatives`, {
      fields: 'id,name',
      filtering: [{ field: 'name', operator: 'EQUAL', value: 'boots creative' }],
    });
    expect(found.body.data).toContainEqual({ id: creative.id, name: 'boots creative' });
    const none = await kit.graph('GET', `${account()}/adcreatives`, {
      filtering: [{ field: 'name', operator: 'EQUAL', value: 'no such creative' }],
    });
    expect(none.body.data).toEqual([]);
    // Creatives are immutable but for the name.
    const edit = await kit.graph('POST', creative.id, { url_tags: 'utm_source=x' });
    expect(edit.body.error.error_user_title).toBe('Creative cannot be edited');
  });

  it('deletes a campaign with its ad sets and ads; edges leave deleted objects out unless asked', async () => {
    const { campaignId, children } = await campaignTree(1, 'gone');
    expect(await post(campaignId, {})).toEqual({ success: true });
    expect((await kit.graph('DELETE', campaignId)).body).toEqual({ success: true });
    const ad = await kit.graph('GET', children[0]?.ad as string, { fields: 'status' });
    expect(ad.body.status).toBe('DELETED');
    const listed = await kit.graph('GET', `${account()}/campaigns`, { fields: 'id', limit: 500 });
    expect(listed.body.data.map((row: { id: string }) => row.id)).not.toContain(campaignId);
    const deleted = await kit.graph('GET', `${account()}/campaigns`, { effective_status: ['DELETED'] });
    expect(deleted.body.data.map((row: { id: string }) => row.id)).toContain(campaignId);
  });
});

describe('Graph sandbox: copies', () => {
  it('deep-copies a campaign with its ad sets and ads, paused and renamed at the top level', async () => {
    const { campaignId, children } = await campaignTree(1, 'source');
    const copy = await post(`${campaignId}/copies`, { deep_copy: true });
    expect(copy.ad_object_ids.map((entry: { ad_object_type: string }) => entry.ad_object_type)).toEqual([
      'campaign',
      'ad_set',
      'ad',
    ]);
    expect(copy.ad_object_ids[1]).toMatchObject({ source_id: children[0]?.adset });
    const campaign = await kit.graph('GET', copy.copied_campaign_id, { fields: 'name,status' });
    expect(campaign.body).toMatchObject({ name: 'source - Copy', status: 'PAUSED' });
    const adsets = await kit.graph('GET', `${copy.copied_campaign_id}/adsets`, { fields: 'name,status' });
    expect(adsets.body.data).toEqual([
      { id: copy.ad_object_ids[1].copied_id, name: 'source_set_0', status: 'PAUSED' },
    ]);
  });

  it('renames deeply and activates when asked', async () => {
    const { campaignId } = await campaignTree(1, 'deep');
    const copy = await post(`${campaignId}/copies`, {
      deep_copy: true,
      status_option: 'ACTIVE',
      rename_options: { rename_strategy: 'DEEP_RENAME', rename_suffix: ' (2)' },
    });
    const adsets = await kit.graph('GET', `${copy.copied_campaign_id}/adsets`, { fields: 'name,status' });
    expect(adsets.body.data[0]).toMatchObject({ name: 'deep_set_0 (2)', status: 'ACTIVE' });
  });

  it('copies an ad set with its ad into another campaign', async () => {
    const { children, creativeId } = await campaignTree(1, 'moving');
    const target = await post(`${account()}/campaigns`, campaignParams({ name: 'target' }));
    const copy = await post(`${children[0]?.adset}/copies`, { deep_copy: true, campaign_id: target.id });
    const adset = await kit.graph('GET', copy.copied_adset_id, { fields: 'name,campaign_id,status' });
    expect(adset.body).toEqual({
      id: copy.copied_adset_id,
      name: 'moving_set_0 - Copy',
      campaign_id: target.id,
      status: 'PAUSED',
    });
    const ads = await kit.graph('GET', `${target.id}/ads`, { fields: 'name,adset_id,campaign_id,creative' });
    expect(ads.body.data).toEqual([
      {
        id: copy.ad_object_ids[1].copied_id,
        name: 'moving_ad_0',
        adset_id: copy.copied_adset_id,
        campaign_id: target.id,
        creative: { id: creativeId },
      },
    ]);
  });

  it('refuses a synchronous deep copy of more than 3 children (1885194)', async () => {
    const { campaignId } = await campaignTree(2, 'big');
    const answer = await kit.graph('POST', `${campaignId}/copies`, { deep_copy: true });
    expect(answer.body.error).toMatchObject({ code: 100, error_subcode: 1885194 });
    const shallow = await post(`${campaignId}/copies`, { deep_copy: false });
    expect(shallow.ad_object_ids).toHaveLength(1);
  });

  it('refuses a creative for good when told to, in Meta’s words, and counts creatives apart from other creates', async () => {
    const campaign = await post(`${account()}/campaigns`, campaignParams({ name: 'refused' }));
    const { images } = await post(`${account()}/adimages`, { bytes: PNG_BASE64 });
    kit.setKnobs({ calls: { creative: { nextFaults: ['refused'] } } });
    try {
      // Other creates are not creatives: the fault waits for the creative.
      await post(`${account()}/adsets`, adSetParams(campaign.id, { name: 'refused_set' }));
      const refused = await kit.graph(
        'POST',
        `${account()}/adcreatives`,
        creativeParams(kit.meta.page.id, images.bytes.hash),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 100,
        error_subcode: 1885183,
        is_transient: false,
        error_user_msg: expect.stringContaining('in development mode'),
      });
      // One refusal only: the next creative is made.
      await post(`${account()}/adcreatives`, creativeParams(kit.meta.page.id, images.bytes.hash));
    } finally {
      kit.setKnobs({});
    }
  });
});
