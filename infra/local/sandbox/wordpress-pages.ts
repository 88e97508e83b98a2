import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { sendBody } from './http-kit';
import { mediaUrl, postLink, tagLink, wpEscape } from './wordpress-format';
import type { WordPressStore, WpPost } from './wordpress-store';

const SITE_NAME = 'Keywright Sandbox Blog';

// Titles, alt text and term names hold HTML in WordPress. The pages print them as `esc_html` does (entities
// kept, markup shown as text): text sent encoded reads as written, and markup sent raw never runs here.

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${wpEscape(title)} – ${SITE_NAME}</title>
<style>body{font:17px/1.6 Georgia,serif;max-width:760px;margin:0 auto;padding:24px;color:#222}
header a{color:#555;text-decoration:none;font:600 15px system-ui}img{max-width:100%;height:auto;border-radius:6px}
h1{line-height:1.2}.tags a{display:inline-block;margin:0 6px 6px 0;padding:2px 10px;border-radius:12px;background:#eef;font:13px system-ui;color:#336;text-decoration:none}
.meta{color:#777;font:14px system-ui}</style></head>
<body><header><a href="/">${SITE_NAME}</a> <span class="meta">(local sandbox, not a real WordPress)</span></header>
${body}</body></html>`;
}

function postPage(store: WordPressStore, siteUrl: string, post: WpPost): string {
  const image = store.state.media.find((media) => media.id === post.featuredMedia);
  const tags = store.state.tags.filter((tag) => post.tags.includes(tag.id));
  return page(
    post.title,
    `<article><h1>${wpEscape(post.title)}</h1>
<p class="meta">Published ${post.date.slice(0, 10)}</p>
${image ? `<figure><img src="${mediaUrl(siteUrl, image)}" alt="${wpEscape(image.altText)}"></figure>` : ''}
${post.content}
<p class="tags">${tags.map((tag) => `<a href="${tagLink(siteUrl, tag)}">${wpEscape(tag.name)}</a>`).join('')}</p></article>`,
  );
}

function listPage(siteUrl: string, heading: string, posts: WpPost[]): string {
  const items = posts
    .toSorted((a, b) => b.date.localeCompare(a.date))
    .map(
      (post) =>
        `<li><a href="${postLink(siteUrl, post)}">${wpEscape(post.title)}</a> <span class="meta">${post.date.slice(0, 10)}</span></li>`,
    );
  return page(
    heading,
    `<h1>${wpEscape(heading)}</h1>${items.length ? `<ul>${items.join('')}</ul>` : '<p>Nothing published yet.</p>'}`,
  );
}

/** The public site: home, post pages at their links, tag archives and the uploaded files. */
export async function servePage(store: WordPressStore, siteUrl: string, url: URL, response: ServerResponse) {
  const published = store.state.posts.filter((post) => post.status === 'publish');
  const path = decodeURIComponent(url.pathname);
  if (path.startsWith('/wp-content/uploads/')) {
    const relative = normalize(path.slice('/wp-content/uploads/'.length));
    const media = store.state.media.find((item) => item.file === relative);
    if (media) {
      const bytes = await readFile(join(store.uploadsDir, media.file));
      return sendBody(response, 200, media.mimeType, bytes, {
        'cache-control': 'public, max-age=31536000, immutable',
      });
    }
  } else if (path === '/' && url.searchParams.has('p')) {
    const post = published.find((candidate) => candidate.id === Number(url.searchParams.get('p')));
    if (post) return sendBody(response, 200, 'text/html; charset=UTF-8', postPage(store, siteUrl, post));
  } else if (path === '/') {
    return sendBody(response, 200, 'text/html; charset=UTF-8', listPage(siteUrl, SITE_NAME, published));
  } else {
    const tagSlug = /^\/tag\/([^/]+)\/?$/.exec(path)?.[1];
    const tag = tagSlug ? store.state.tags.find((candidate) => candidate.slug === tagSlug) : undefined;
    if (tag) {
      const tagged = published.filter((post) => post.tags.includes(tag.id));
      return sendBody(
        response,
        200,
        'text/html; charset=UTF-8',
        listPage(siteUrl, `Tag: ${tag.name}`, tagged),
      );
    }
    const slug = /^\/([^/]+)\/?$/.exec(path)?.[1];
    const post = published.find((candidate) => candidate.slug === slug);
    if (post) return sendBody(response, 200, 'text/html; charset=UTF-8', postPage(store, siteUrl, post));
  }
  sendBody(response, 404, 'text/html; charset=UTF-8', page('Page not found', '<h1>Page not found</h1>'));
}
