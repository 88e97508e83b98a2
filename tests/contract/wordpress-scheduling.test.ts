import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWordPressClient } from '../../functions/src/providers/wordpress';
import { wordpressSitePosts } from '../../functions/src/providers/wordpress-site-posts';

/** Set by `eval "$(tests/contract/start-wordpress.sh)"`; skipped without them, as `wordpress.test.ts` is. */
const site = {
  siteUrl: process.env.WP_CONTRACT_URL ?? '',
  username: process.env.WP_CONTRACT_USER ?? '',
  appPassword: process.env.WP_CONTRACT_APP_PASSWORD ?? '',
  sandbox: false,
};
const missing = !site.siteUrl || !site.username || !site.appPassword;

const run = randomUUID().slice(0, 8);

describe.skipIf(missing)('scheduling against a real WordPress (decision 040)', () => {
  const wp = createWordPressClient(site);
  // A whole minute two days ahead: WordPress keeps dates to the second.
  const slot = new Date(Math.floor((Date.now() + 2 * 86_400_000) / 60_000) * 60_000).toISOString();

  it('keeps a post created as future with a date_gmt scheduled at that date, found by its slug', async () => {
    const slug = `contract-scheduled-${run}`;
    const created = await wp.createPost({
      title: 'A scheduled contract post',
      content: '<p>Goes live later.</p>',
      slug,
      status: 'future',
      dateGmt: slot,
      tags: [],
    });

    expect(created).toMatchObject({ slug, status: 'future', publishedAt: slot });
    expect(await wp.findPostBySlug(slug)).toMatchObject({
      id: created.id,
      status: 'future',
      publishedAt: slot,
    });
    expect(await wordpressSitePosts.find(site, created.id)).toMatchObject({
      status: 'future',
      publishedAt: slot,
    });
  });

  it('schedules a draft by an update with future and a date_gmt, and publishes at once a date already past', async () => {
    const draft = await wp.createPost({
      title: 'A draft to schedule',
      content: '<p>Held, then scheduled.</p>',
      slug: `contract-draft-${run}`,
      status: 'draft',
      tags: [],
    });
    const content = { title: 'A draft to schedule', content: '<p>Held, then scheduled.</p>', tags: [] };

    const scheduled = await wp.updatePost(draft.id, content, { status: 'future', dateGmt: slot });
    const past = new Date(Math.floor((Date.now() - 3_600_000) / 1000) * 1000).toISOString();
    const late = await wp.createPost({
      ...content,
      slug: `contract-late-${run}`,
      status: 'future',
      dateGmt: past,
    });

    expect(scheduled).toMatchObject({ status: 'future', publishedAt: slot });
    expect(late).toMatchObject({ status: 'publish', publishedAt: past });
  });

  it('deletes a scheduled post for good; a second delete and a read find it gone', async () => {
    const created = await wp.createPost({
      title: 'A scheduled post deleted with its keyword',
      content: '<p>Never goes live.</p>',
      slug: `contract-deleted-${run}`,
      status: 'future',
      dateGmt: slot,
      tags: [],
    });

    await wordpressSitePosts.remove(site, created.id);
    await wordpressSitePosts.remove(site, created.id);

    expect(await wordpressSitePosts.find(site, created.id)).toBeUndefined();
    expect(await wp.findPostBySlug(`contract-deleted-${run}`)).toBeUndefined();
  });
});
