import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FAST } from '#tests/support/fast-retries';
import { sandboxPerFile } from '#tests/support/sandbox-per-file';
import { renderImage } from '../../../infra/local/sandbox/images';
import { createWordPressClient } from './wordpress';

const fixture = sandboxPerFile();
const client = () => createWordPressClient({ ...fixture.sandbox.wordpress, sandbox: true }, FAST);

/** What the sandbox WordPress stored, read back over its REST API in the `edit` context. */
async function stored(route: string) {
  const { siteUrl, username, appPassword } = fixture.sandbox.wordpress;
  const response = await fetch(`${siteUrl}/?rest_route=/wp/v2/${route}&context=edit`, {
    headers: { authorization: `Basic ${Buffer.from(`${username}:${appPassword}`).toString('base64')}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

const TEXT = '<img src=x onerror=alert(1)> Salt & Pepper &amp; Co';
/** The same text as WordPress must hold it to show it as written. */
const AS_HTML = '&lt;img src=x onerror=alert(1)&gt; Salt &amp; Pepper &amp;amp; Co';

describe('WordPress client, text fields', () => {
  it('sends the post title, tag names, media title and alt text as text, encoded once on every publish', async () => {
    const wp = client();
    const slug = `markup-${randomUUID().slice(0, 8)}`;
    const tags = await wp.ensureTags([TEXT]);
    const media = await wp.uploadMedia({
      filename: `${slug}-image-1.png`,
      contentType: 'image/png',
      bytes: renderImage('A salt and pepper grinder', 0),
      title: TEXT,
      altText: TEXT,
    });
    const post = await wp.createPost({
      title: TEXT,
      content: '<p>Grind.</p>',
      slug,
      status: 'publish',
      tags,
      featured_media: media.id,
    });
    // A re-publish sends the keyword's text again: the same tag, the same stored title.
    const again = await wp.updatePost(post.id, {
      title: TEXT,
      content: '<p>Grind.</p>',
      tags: await wp.ensureTags([TEXT]),
      featured_media: media.id,
    });

    expect(again.tags).toEqual(tags);
    expect((await stored(`posts/${post.id}`)).title).toEqual({ raw: AS_HTML, rendered: AS_HTML });
    expect(await stored(`media/${media.id}`)).toMatchObject({
      title: { raw: AS_HTML, rendered: AS_HTML },
      alt_text: AS_HTML,
    });
    expect((await stored(`tags/${tags[0]}`)).name).toBe(AS_HTML);
    const page = await (await fetch(post.link!)).text();
    expect(page).toContain(`<h1>${AS_HTML}</h1>`);
    expect(page).not.toContain('<img src=x');
  });
});
