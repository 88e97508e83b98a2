import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ProviderAuthError } from '../../functions/src/ports/provider-error';
import { mediaSlug, type WordPressClient } from '../../functions/src/ports/wordpress';
import { createWordPressClient } from '../../functions/src/providers/wordpress';
import { renderImage } from '../../infra/local/sandbox/images';

/** Set by `eval "$(tests/contract/start-wordpress.sh)"`. */
const site = {
  siteUrl: process.env.WP_CONTRACT_URL ?? '',
  username: process.env.WP_CONTRACT_USER ?? '',
  appPassword: process.env.WP_CONTRACT_APP_PASSWORD ?? '',
  sandbox: false,
};
const missing = !site.siteUrl || !site.username || !site.appPassword;
if (missing) {
  console.info(
    'Skipping the WordPress contract test: WP_CONTRACT_URL, WP_CONTRACT_USER and WP_CONTRACT_APP_PASSWORD are not set ' +
      '(run eval "$(tests/contract/start-wordpress.sh)" first).',
  );
}

const run = randomUUID().slice(0, 8);
const postSlug = `contract-hiking-boots-${run}`;
const imageFile = `${postSlug}-image-1.png`;
const tagNames = [`contract buy boots ${run}`, `Contract Boots Guide ${run}`];

/** The pipeline's publish step, idempotent the way it must be: look up first, create only what is missing. */
async function publish(wp: WordPressClient) {
  const existing = await wp.findPostBySlug(postSlug);
  if (existing) return existing;
  const media =
    (await wp.findMediaBySlug(mediaSlug(imageFile))) ??
    (await wp.uploadMedia({
      filename: imageFile,
      contentType: 'image/png',
      bytes: renderImage('A bright photograph of hiking boots on a trail', 0),
      title: 'Hiking boots on a trail',
      altText: 'Hiking boots on a rocky trail',
    }));
  const tags = await wp.ensureTags(tagNames);
  return wp.createPost({
    title: 'Hiking Boots: The Contract Test Guide',
    content: '<h2>Why boots matter</h2><p>Good boots keep you going.</p>',
    slug: postSlug,
    status: 'publish',
    tags,
    featured_media: media.id,
  });
}

const authorization = `Basic ${Buffer.from(`${site.username}:${site.appPassword}`).toString('base64')}`;

async function listJson(path: string) {
  const response = await fetch(`${site.siteUrl}/?rest_route=/wp/v2/${path}`, { headers: { authorization } });
  return (await response.json()) as { id: number; slug: string; name?: string }[];
}

describe.skipIf(missing)('WordPress provider against a real WordPress', () => {
  const wp = createWordPressClient(site);

  it('knows the application password user and refuses a wrong password', async () => {
    const wrong = createWordPressClient({ ...site, appPassword: 'aaaa bbbb cccc dddd eeee ffff' });

    expect((await wp.me()).slug).toBe(site.username);
    await expect(wrong.me()).rejects.toBeInstanceOf(ProviderAuthError);
    await expect(wrong.findPostBySlug(postSlug)).rejects.toBeInstanceOf(ProviderAuthError);
  });

  it('publishes a post with a featured image and tags, and a repeated publish duplicates nothing', async () => {
    const first = await publish(wp);
    const again = await publish(wp);
    const tagsAgain = await wp.ensureTags(tagNames.map((name) => name.toUpperCase()));

    expect(first).toMatchObject({ slug: postSlug, status: 'publish' });
    expect(first.featuredMedia).toBeGreaterThan(0);
    expect(first.tags).toHaveLength(2);
    expect(Math.abs(Date.now() - Date.parse(first.publishedAt))).toBeLessThan(10 * 60_000);
    expect(again).toEqual(first);
    expect(tagsAgain.toSorted()).toEqual(first.tags.toSorted());
    expect((await listJson(`posts&slug=${postSlug}`)).map((post) => post.id)).toEqual([first.id]);
    expect(await listJson(`media&slug=${mediaSlug(imageFile)}`)).toHaveLength(1);
    expect(await listJson(`tags&search=${run}`)).toHaveLength(2);
    const media = await wp.findMediaBySlug(mediaSlug(imageFile));
    expect(media?.id).toBe(first.featuredMedia);
    const file = await fetch(media!.sourceUrl);
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it('updates a published post in place: title, content and tags change, its address and date stay', async () => {
    const first = await publish(wp);
    const [newTag] = await wp.ensureTags([`Contract Boots Updated ${run}`]);

    const updated = await wp.updatePost(first.id, {
      title: 'Hiking Boots: The Updated Guide',
      content: '<p>Updated.</p>',
      tags: [newTag!],
      featured_media: first.featuredMedia,
    });

    expect(updated).toEqual({ ...first, tags: [newTag] });
    const response = await fetch(`${site.siteUrl}/?rest_route=/wp/v2/posts/${first.id}&context=edit`, {
      headers: { authorization },
    });
    const stored = (await response.json()) as { title: { raw: string }; content: { raw: string } };
    expect(stored.title.raw).toBe('Hiking Boots: The Updated Guide');
    expect(stored.content.raw).toBe('<p>Updated.</p>');
  });

  it('keeps the meta description as the excerpt, gives a draft a new slug, and finds it by id', async () => {
    // The publish step's draft for review (decision 041): its excerpt is the meta description, and a
    // regenerated SEO title gives the draft a new slug before it goes live.
    const excerpt = `Hiking boots that fit: how to check the size, the sole & the lacing ${run}.`;
    const draft = await wp.createPost({
      title: 'Hiking Boots That Fit',
      content: '<p>Draft.</p>',
      excerpt,
      slug: `contract-boots-that-fit-${run}`,
      status: 'draft',
      tags: [],
    });
    const renamed = `contract-hiking-boots-that-fit-${run}`;
    const live = await wp.updatePost(
      draft.id,
      { title: 'Hiking Boots That Fit', content: '<p>Live.</p>', tags: [], excerpt, slug: renamed },
      { status: 'publish' },
    );
    const response = await fetch(`${site.siteUrl}/?rest_route=/wp/v2/posts/${draft.id}&context=edit`, {
      headers: { authorization },
    });
    const stored = (await response.json()) as { excerpt: { raw: string; rendered: string } };

    expect(live).toMatchObject({ id: draft.id, slug: renamed, status: 'publish' });
    expect(stored.excerpt.raw).toBe(excerpt.replace('&', '&amp;'));
    expect(stored.excerpt.rendered).toContain('the sole &amp; the lacing');
    expect(await wp.getPost(draft.id)).toEqual(live);
    expect(await wp.findPostBySlug(renamed)).toEqual(live);
  });

  it('shows a title, tag name, image title and alt text that look like markup as text', async () => {
    // The contract user is the site's administrator, who has `unfiltered_html`: WordPress keeps what it gets.
    const text = `<img src=x onerror=alert(1)> Salt & Pepper ${run}`;
    const asHtml = `&lt;img src=x onerror=alert(1)&gt; Salt &amp; Pepper ${run}`;
    const slug = `contract-markup-${run}`;
    const [tag] = await wp.ensureTags([text]);
    const media = await wp.uploadMedia({
      filename: `${slug}-image-1.png`,
      contentType: 'image/png',
      bytes: renderImage('A bright photograph of a salt and pepper grinder', 0),
      title: text,
      altText: text,
    });
    const post = await wp.createPost({
      title: text,
      content: '<p>Grind.</p>',
      slug,
      status: 'publish',
      tags: [tag!],
      featured_media: media.id,
    });

    const edited = async (route: string) => {
      const url = `${site.siteUrl}/?rest_route=/wp/v2/${route}&context=edit`;
      return (await fetch(url, { headers: { authorization } })).json();
    };
    const storedPost = await edited(`posts/${post.id}`);
    const storedMedia = await edited(`media/${media.id}`);
    const storedTag = await edited(`tags/${tag}`);
    expect(await wp.ensureTags([text])).toEqual([tag]);
    expect(storedPost.title.raw).toBe(asHtml);
    expect(storedMedia.title.raw).toBe(asHtml);
    for (const html of [
      storedPost.title.rendered,
      storedMedia.title.rendered,
      storedMedia.alt_text,
      storedTag.name,
    ]) {
      expect(html).not.toContain('<');
      expect(html).toContain('Salt &amp; Pepper');
    }
    expect(await (await fetch(post.link!)).text()).not.toContain('<img src=x');
  });

  it('deletes the old featured image once the post shows the new one; a repeated delete still succeeds', async () => {
    const first = await publish(wp);
    const replacement = await wp.uploadMedia({
      filename: `${postSlug}-image-2.png`,
      contentType: 'image/png',
      bytes: renderImage('A bright photograph of new hiking boots', 1),
      title: 'New hiking boots',
      altText: 'New hiking boots on a trail',
    });
    const updated = await wp.updatePost(first.id, {
      title: 'Hiking Boots: The Contract Test Guide',
      content: '<p>New image.</p>',
      tags: first.tags,
      featured_media: replacement.id,
    });
    const old = await wp.getMedia(first.featuredMedia);

    await wp.deleteMedia(first.featuredMedia);
    await wp.deleteMedia(first.featuredMedia);

    expect(updated.featuredMedia).toBe(replacement.id);
    expect(old?.slug).toBe(mediaSlug(imageFile));
    expect(await wp.getMedia(first.featuredMedia)).toBeUndefined();
    expect(await wp.getMedia(replacement.id)).toEqual(replacement);
    expect((await wp.findPostBySlug(postSlug))?.featuredMedia).toBe(replacement.id);
  });
});
