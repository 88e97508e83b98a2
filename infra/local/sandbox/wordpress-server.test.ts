import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from '#tests/support/sandbox-per-file';
import { renderImage } from './images';
import { startSandbox } from './sandbox';

const fixture = sandboxPerFile();

function wp(path: string, init: RequestInit & { auth?: boolean | string } = {}) {
  const { siteUrl, username, appPassword } = fixture.sandbox.wordpress;
  const password = typeof init.auth === 'string' ? init.auth : appPassword;
  const headers = new Headers(init.headers);
  if (init.auth !== false) headers.set('authorization', `Basic ${btoa(`${username}:${password}`)}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${siteUrl}${path}`, { ...init, headers });
}

const createTag = (name: string) =>
  wp('/wp-json/wp/v2/tags', { method: 'POST', body: JSON.stringify({ name }) });

describe('WordPress sandbox', () => {
  it('answers users/me only with a valid application password', async () => {
    const anonymous = await wp('/wp-json/wp/v2/users/me', { auth: false });
    const wrong = await wp('/wp-json/wp/v2/users/me', { auth: 'aaaa bbbb cccc dddd eeee ffff' });
    const right = await wp('/?rest_route=/wp/v2/users/me');

    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      code: 'rest_not_logged_in',
      message: 'You are not currently logged in.',
      data: { status: 401 },
    });
    expect(wrong.status).toBe(401);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ id: 1, slug: 'admin' });
  });

  it('accepts the application password without its spaces too', async () => {
    const compact = fixture.sandbox.wordpress.appPassword.replaceAll(' ', '');

    expect((await wp('/wp-json/wp/v2/users/me', { auth: compact })).status).toBe(200);
  });

  it('serves public reads to anyone, like WordPress with bad credentials', async () => {
    const response = await wp('/wp-json/wp/v2/posts', { auth: 'wrong' });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-wp-total')).not.toBeNull();
  });

  it('answers a duplicate tag with term_exists and the existing id', async () => {
    const created = await createTag('Hiking Boots');
    const { id } = await created.json();

    const duplicate = await createTag('hiking boots');

    expect(created.status).toBe(201);
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({
      code: 'term_exists',
      message: 'A term with the name provided already exists in this taxonomy.',
      data: { status: 400, term_id: id },
    });
  });

  it('finds tags by search and by slug', async () => {
    await createTag('Trail Maps');

    const bySearch = await (await wp('/wp-json/wp/v2/tags?search=trail')).json();
    const bySlug = await (await wp('/wp-json/wp/v2/tags?slug=trail-maps')).json();

    expect(bySearch.map((tag: { name: string }) => tag.name)).toContain('Trail Maps');
    expect(bySlug).toHaveLength(1);
    expect(bySlug[0]).toMatchObject({ name: 'Trail Maps', slug: 'trail-maps', taxonomy: 'post_tag' });
  });

  it('holds titles and term names as HTML, as WordPress does: answered as stored, never encoded twice', async () => {
    const tag = await createTag('Salt & Pepper');
    const sameTag = await createTag('salt &amp; pepper');
    const created = await wp('/wp-json/wp/v2/posts', {
      method: 'POST',
      body: JSON.stringify({ title: 'Salt &amp; Pepper', content: '<p>Grind.</p>', slug: 'salt-pepper' }),
    });
    const post = await created.json();
    const viewed = await (await wp(`/wp-json/wp/v2/posts/${post.id}`)).json();
    const edited = await (await wp(`/wp-json/wp/v2/posts/${post.id}?context=edit`)).json();

    expect(await tag.json()).toMatchObject({ name: 'Salt &amp; Pepper' });
    expect(await sameTag.json()).toMatchObject({ code: 'term_exists' });
    expect(post.title).toEqual({ raw: 'Salt &amp; Pepper', rendered: 'Salt &amp; Pepper' });
    expect(viewed.title).toEqual({ rendered: 'Salt &amp; Pepper' });
    expect(edited.title).toEqual({ raw: 'Salt &amp; Pepper', rendered: 'Salt &amp; Pepper' });
    await wp(`/wp-json/wp/v2/posts/${post.id}`, {
      method: 'POST',
      body: JSON.stringify({ status: 'publish' }),
    });
    expect(await (await fetch(post.link)).text()).toContain('<h1>Salt &amp; Pepper</h1>');
  });

  it('refuses writes without valid credentials', async () => {
    const response = await wp('/wp-json/wp/v2/posts', {
      method: 'POST',
      auth: false,
      body: JSON.stringify({ title: 'x', status: 'publish' }),
    });

    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('rest_cannot_create');
  });

  it('needs a Content-Disposition to upload media', async () => {
    const response = await wp('/wp-json/wp/v2/media', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(renderImage('x', 0)),
    });

    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('rest_upload_no_content_disposition');
  });

  it('publishes a post with a featured image and serves its page and file', async () => {
    const upload = await wp('/wp-json/wp/v2/media?title=Desk&alt_text=A%20desk', {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="desk.png"' },
      body: new Uint8Array(renderImage('A desk', 0)),
    });
    const media = await upload.json();
    const created = await wp('/wp-json/wp/v2/posts', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Desks',
        content: '<h2>Desks</h2><p>Good ones.</p>',
        slug: 'desks',
        status: 'publish',
        featured_media: media.id,
      }),
    });
    const post = await created.json();

    expect(upload.status).toBe(201);
    expect(media).toMatchObject({
      alt_text: 'A desk',
      mime_type: 'image/png',
      media_details: { width: 512 },
    });
    expect(created.status).toBe(201);
    expect(post).toMatchObject({ slug: 'desks', status: 'publish', featured_media: media.id });
    const page = await (await fetch(post.link)).text();
    expect(page).toContain('<h2>Desks</h2>');
    expect(page).toContain(media.source_url);
    const file = await fetch(media.source_url);
    expect(file.headers.get('content-type')).toBe('image/png');
    const again = await (await wp('/wp-json/wp/v2/posts?slug=desks')).json();
    expect(again.map((found: { id: number }) => found.id)).toEqual([post.id]);
  });

  it('deletes media only with force=true, leaving the post that showed it without a featured image', async () => {
    const upload = await wp('/wp-json/wp/v2/media', {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="old-desk.png"' },
      body: new Uint8Array(renderImage('An old desk', 0)),
    });
    const media = await upload.json();
    const created = await wp('/wp-json/wp/v2/posts', {
      method: 'POST',
      body: JSON.stringify({ title: 'Old desks', status: 'publish', featured_media: media.id }),
    });
    const post = await created.json();

    const anonymous = await wp(`/wp-json/wp/v2/media/${media.id}?force=true`, {
      method: 'DELETE',
      auth: false,
    });
    const trashed = await wp(`/wp-json/wp/v2/media/${media.id}`, { method: 'DELETE' });
    const deleted = await wp(`/?rest_route=/wp/v2/media/${media.id}&force=true`, { method: 'DELETE' });
    const again = await wp(`/wp-json/wp/v2/media/${media.id}?force=true`, { method: 'DELETE' });

    expect(anonymous.status).toBe(401);
    expect(trashed.status).toBe(501);
    expect((await trashed.json()).code).toBe('rest_trash_not_supported');
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id: media.id } });
    expect(again.status).toBe(404);
    expect((await wp(`/wp-json/wp/v2/media/${media.id}`)).status).toBe(404);
    expect((await fetch(media.source_url)).status).toBe(404);
    expect((await (await wp(`/wp-json/wp/v2/posts/${post.id}`)).json()).featured_media).toBe(0);
  });

  it('gives a taken post slug a numbered suffix and drops an unknown featured image, as WordPress 6.1 does', async () => {
    const post = (slug: string, extra = {}) =>
      wp('/wp-json/wp/v2/posts', {
        method: 'POST',
        body: JSON.stringify({ title: 'Twin', slug, status: 'publish', ...extra }),
      });

    await post('twin');
    const second = await (await post('twin')).json();
    const lonely = await post('lonely', { featured_media: 999_999 });

    expect(second.slug).toBe('twin-2');
    expect(lonely.status).toBe(201);
    expect((await lonely.json()).featured_media).toBe(0);
  });

  it('answers an unknown route as WordPress does', async () => {
    const response = await wp('/wp-json/wp/v2/widgets');

    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('rest_no_route');
  });

  it('keeps a future post scheduled until its clock passes the date, then publishes it', async () => {
    const { wordpressClock } = fixture.sandbox;
    wordpressClock.set(Date.parse('2026-11-26T08:00:00Z'));
    const created = await wp('/wp-json/wp/v2/posts', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Later',
        content: '<p>Soon.</p>',
        slug: 'later',
        status: 'future',
        date_gmt: '2026-11-26T09:00:00',
      }),
    });
    const { id } = await created.json();
    const read = async () => (await wp(`/wp-json/wp/v2/posts/${id}?context=edit`)).json();

    expect(await read()).toMatchObject({ status: 'future', date_gmt: '2026-11-26T09:00:00' });
    expect((await wp(`/?p=${id}`, { auth: false })).status).toBe(404);
    wordpressClock.set(Date.parse('2026-11-26T09:00:00Z'));
    expect(await read()).toMatchObject({ status: 'publish', date_gmt: '2026-11-26T09:00:00' });
    wordpressClock.set(undefined);
  });

  it('deletes a post for good with force, and answers 404 after', async () => {
    const created = await wp('/wp-json/wp/v2/posts', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Gone',
        content: '<p>Bye.</p>',
        status: 'future',
        date_gmt: '2099-01-01T00:00:00',
      }),
    });
    const { id } = await created.json();

    const deleted = await wp(`/wp-json/wp/v2/posts/${id}?force=true`, { method: 'DELETE' });

    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id, status: 'future' } });
    expect((await wp(`/wp-json/wp/v2/posts/${id}`)).status).toBe(404);
  });

  it('keeps its posts, tags, password and port across a restart', async () => {
    await createTag('Persistent Tag');
    const created = await wp('/wp-json/wp/v2/posts', {
      method: 'POST',
      body: JSON.stringify({ title: 'Kept', content: '<p>Still here.</p>', slug: 'kept', status: 'publish' }),
    });
    const { link } = await created.json();
    const before = fixture.sandbox.wordpress;

    await fixture.sandbox.close();
    fixture.sandbox = await startSandbox({ dataDir: fixture.dataDir });

    expect(fixture.sandbox.wordpress).toEqual(before);
    const tags = await (await wp('/wp-json/wp/v2/tags?slug=persistent-tag')).json();
    expect(tags).toHaveLength(1);
    expect(await (await fetch(link)).text()).toContain('Still here.');
  });
});
