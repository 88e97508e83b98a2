import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { FAST } from '#tests/support/fast-retries';
import { sandboxPerFile } from '#tests/support/sandbox-per-file';
import { renderImage } from '../../../infra/local/sandbox/images';
import { ProviderAuthError, ProviderError, ProviderTransientError } from '../ports/provider-error';
import { mediaSlug } from '../ports/wordpress';
import { createWordPressClient } from './wordpress';

const fixture = sandboxPerFile();
const sandbox = () => fixture.sandbox;
const client = () => createWordPressClient({ ...sandbox().wordpress, sandbox: true }, FAST);
const image = renderImage('A bright editorial photograph of a canoe on a lake', 0);
const nextSlug = (stem: string) => `${stem}-${randomUUID().slice(0, 8)}`;

describe('WordPress client', () => {
  afterEach(() => {
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  });

  it('names the user of the application password', async () => {
    expect(await client().me()).toEqual({ id: 1, name: 'Sandbox Admin', slug: 'admin' });
  });

  it('refuses a wrong application password with an auth error, without retrying', async () => {
    const wrong = createWordPressClient({
      ...sandbox().wordpress,
      appPassword: 'abcd efgh ijkl mnop qrst uvwx',
      sandbox: true,
    });

    const failure = await wrong.me().catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderAuthError);
    expect(failure.reason).toBe(
      'WordPress answered 401 rest_not_logged_in: You are not currently logged in.',
    );
    expect(sandbox().callCounts()['wordpress:users']).toBe(1);
  });

  it('treats a lookup refused for bad credentials as an auth error', async () => {
    const wrong = createWordPressClient({
      ...sandbox().wordpress,
      appPassword: 'abcd efgh ijkl mnop qrst uvwx',
      sandbox: true,
    });

    const failure = await wrong.findPostBySlug('anything').catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderAuthError);
    expect(failure.reason).toBe('WordPress answered 400 rest_invalid_param: Invalid parameter(s): status');
  });

  it('publishes a post with a featured image and tags, then finds them again by slug', async () => {
    const wp = client();
    const postSlug = nextSlug('canoe-trips');
    const filename = `${postSlug}-image-1.png`;

    const tagIds = await wp.ensureTags(['canoe trips', 'buy canoe', 'Canoe Trips']);
    const media = await wp.uploadMedia({
      filename,
      contentType: 'image/png',
      bytes: image,
      title: 'Canoe on a lake',
      altText: 'A canoe on a calm lake',
    });
    const post = await wp.createPost({
      title: 'Canoe Trips: A Guide',
      content: '<h2>Why</h2><p>Because.</p>',
      slug: postSlug,
      status: 'publish',
      tags: tagIds,
      featured_media: media.id,
    });

    expect(tagIds).toHaveLength(2);
    expect(media.slug).toBe(mediaSlug(filename));
    expect(post).toMatchObject({ slug: postSlug, status: 'publish', featuredMedia: media.id, tags: tagIds });
    expect(Date.now() - Date.parse(post.publishedAt)).toBeLessThan(60_000);
    expect(await wp.findPostBySlug(postSlug)).toEqual(post);
    expect(await wp.findMediaBySlug(media.slug)).toEqual(media);
    expect(await wp.ensureTags(['Canoe trips', 'buy canoe'])).toEqual(tagIds);
    const page = await fetch(post.link!);
    expect(await page.text()).toContain('Canoe Trips: A Guide');
    const file = await fetch(media.sourceUrl);
    expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true);
  });

  it('updates a post in place: title, content, tags and featured image, at the same address', async () => {
    const wp = client();
    const postSlug = nextSlug('kayak-trips');
    const [oldTag, newTag] = await wp.ensureTags(['kayak trips', 'kayak rental']);
    const media = await wp.uploadMedia({
      filename: `${postSlug}-image-1.png`,
      contentType: 'image/png',
      bytes: image,
      title: 'Kayak',
      altText: 'A kayak',
    });
    const post = await wp.createPost({
      title: 'Kayak Trips: First Draft',
      content: '<p>Old.</p>',
      slug: postSlug,
      status: 'publish',
      tags: [oldTag!],
    });

    const updated = await wp.updatePost(post.id, {
      title: 'Kayak Trips: The Guide',
      content: '<p>New.</p>',
      tags: [newTag!],
      featured_media: media.id,
    });

    expect(updated).toEqual({ ...post, tags: [newTag], featuredMedia: media.id });
    const page = await (await fetch(updated.link!)).text();
    expect(page).toContain('Kayak Trips: The Guide');
    expect(page).not.toContain('First Draft');
  });

  it('sends the excerpt, gives a draft a new slug, and finds a post again by its id', async () => {
    const wp = client();
    const firstSlug = nextSlug('canoe-guide');
    const draft = await wp.createPost({
      title: 'Canoe Guide',
      content: '<p>Draft.</p>',
      excerpt: 'How to choose a canoe.',
      slug: firstSlug,
      status: 'draft',
      tags: [],
    });
    const renamed = nextSlug('canoe-buyers-guide');
    const updated = await wp.updatePost(
      draft.id,
      { title: 'Canoe Guide', content: '<p>Live.</p>', tags: [], excerpt: 'A new excerpt.', slug: renamed },
      { status: 'publish' },
    );
    const raw = (await (
      await fetch(`${sandbox().wordpress.siteUrl}/?rest_route=/wp/v2/posts/${draft.id}`)
    ).json()) as { excerpt: { rendered: string } };

    expect(updated).toMatchObject({ id: draft.id, slug: renamed, status: 'publish' });
    expect(raw.excerpt.rendered).toBe('<p>A new excerpt.</p>\n');
    expect(await wp.getPost(draft.id)).toEqual(updated);
    expect(await wp.getPost(987_654)).toBeUndefined();
  });

  it('deletes a media file for good, and a repeated delete after a lost answer still succeeds', async () => {
    const wp = client();
    const media = await wp.uploadMedia({
      filename: `${nextSlug('old-canoe')}.png`,
      contentType: 'image/png',
      bytes: image,
      title: 'Old canoe',
      altText: 'An old canoe',
    });
    expect(await wp.getMedia(media.id)).toEqual(media);
    // The delete is carried out but its answer lost: the retry finds nothing left to delete.
    sandbox().setKnobs({ wordpress: { calls: { media: { nextFaults: ['lost-response'] } } } });
    await wp.deleteMedia(media.id);

    expect(sandbox().callCounts()['wordpress:media']).toBe(2);
    expect(await wp.getMedia(media.id)).toBeUndefined();
    expect((await fetch(media.sourceUrl)).status).toBe(404);
  });

  it('finds nothing for an unknown slug', async () => {
    expect(await client().findPostBySlug('no-such-post')).toBeUndefined();
    expect(await client().findMediaBySlug('no-such-media')).toBeUndefined();
  });

  it('does not duplicate a post whose answer was lost', async () => {
    const slug = nextSlug('lost-answer');
    sandbox().setKnobs({ wordpress: { calls: { posts: { nextFaults: ['lost-response'] } } } });

    const post = await client().createPost({
      title: 'Lost answer',
      content: '<p>x</p>',
      slug,
      status: 'publish',
      tags: [],
    });

    const all = await fetch(`${sandbox().wordpress.siteUrl}/?rest_route=/wp/v2/posts&search=Lost%20answer`);
    expect((await all.json()).map((found: { id: number }) => found.id)).toEqual([post.id]);
  });

  it('does not duplicate an upload whose answer was lost', async () => {
    const filename = `${nextSlug('lost-upload')}.png`;
    sandbox().setKnobs({ wordpress: { calls: { media: { nextFaults: ['lost-response'] } } } });

    const media = await client().uploadMedia({
      filename,
      contentType: 'image/png',
      bytes: image,
      title: 'x',
      altText: 'x',
    });

    const all = await fetch(`${sandbox().wordpress.siteUrl}/?rest_route=/wp/v2/media&slug=${media.slug}`);
    expect(await all.json()).toHaveLength(1);
  });

  it('waits out a 429 for its Retry-After and retries server errors', async () => {
    sandbox().setKnobs({
      wordpress: {
        calls: { tags: { nextFaults: ['rate-limit', 'server-error', 'server-error'], retryAfterSeconds: 1 } },
      },
    });
    const started = Date.now();

    const ids = await createWordPressClient(
      { ...sandbox().wordpress, sandbox: true },
      { retry: { maxAttempts: 4, baseDelayMs: 20 } },
    ).ensureTags(['retried tag']);

    expect(ids).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(sandbox().callCounts()['wordpress:tags']).toBe(4);
  });

  it('turns a hang into a transient error after its timeout', async () => {
    sandbox().setKnobs({ wordpress: { timeoutRate: 1 } });
    const impatient = createWordPressClient(
      { ...sandbox().wordpress, sandbox: true },
      { timeoutsMs: { wordpress: 200 }, retry: { maxAttempts: 1 } },
    );

    const failure = await impatient.me().catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderTransientError);
    expect(failure.reason).toMatch(/^WordPress at http:\/\/127\.0\.0\.1:\d+ did not answer within 200 ms$/);
  });

  it('fails at once when WordPress stops accepting the credentials', async () => {
    sandbox().setKnobs({ wordpress: { unauthorized: true } });

    const failure = await client()
      .createPost({ title: 'x', content: 'x', slug: nextSlug('x'), status: 'publish', tags: [] })
      .catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderAuthError);
    expect(failure.reason).toMatch(
      /rest_cannot_create: Sorry, you are not allowed to create posts as this user\./,
    );
    expect(sandbox().callCounts()['wordpress:posts']).toBe(1);
  });

  it('refuses a site URL that is not http(s)', async () => {
    const wp = createWordPressClient({
      ...sandbox().wordpress,
      siteUrl: 'ftp://example.com',
      sandbox: false,
    });

    const failure = await wp.me().catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure.retryable).toBe(false);
    expect(failure.reason).toBe('WordPress site URL refused: Only http and https URLs are allowed, not ftp:');
  });

  it('refuses loopback and private addresses on AWS, even behind a host name', async () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'keywright-pipeline';
    const byAddress = createWordPressClient({ ...sandbox().wordpress, sandbox: false });
    const byName = createWordPressClient({
      ...sandbox().wordpress,
      // https: on AWS a password never goes to an http address, whatever it resolves to.
      siteUrl: sandbox().wordpress.siteUrl.replace('http://127.0.0.1', 'https://localhost'),
      sandbox: false,
    });

    const [addressFailure, nameFailure] = await Promise.all([
      byAddress.me().catch((error) => error),
      byName.me().catch((error) => error),
    ]);

    expect(addressFailure.reason).toBe('WordPress site URL refused: 127.0.0.1 is a private or local address');
    expect(nameFailure.reason).toBe(
      'WordPress site URL refused: localhost resolves to a private or local address',
    );
    expect(sandbox().callCounts()['wordpress:users']).toBeUndefined();
  });
});
