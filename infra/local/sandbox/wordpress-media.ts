import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readBody, sendJson } from './http-kit';
import { readPng } from './png';
import { mediaJson, sanitizeTitle } from './wordpress-format';
import {
  editContext,
  matchesSearch,
  paginate,
  type RestContext,
  sendWpError,
  slugList,
  uniqueSlug,
} from './wordpress-rest-kit';

const UPLOAD_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function listMedia(context: RestContext) {
  const slugs = slugList(context.query.get('slug'));
  const search = context.query.get('search');
  const media = context.store.state.media
    .filter((item) => !slugs || slugs.includes(item.slug))
    .filter((item) => matchesSearch(search, item.title))
    .toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const result = paginate(context, media);
  if (result)
    sendJson(
      context.response,
      200,
      result.page.map((item) => mediaJson(context.siteUrl, item, editContext(context))),
      result.headers,
    );
}

export function getMedia(context: RestContext, id: number) {
  const media = context.store.state.media.find((candidate) => candidate.id === id);
  if (!media) return sendWpError(context.response, 404, 'rest_post_invalid_id', 'Invalid post ID.');
  sendJson(context.response, 200, mediaJson(context.siteUrl, media, editContext(context)));
}

/** A raw-body upload: the file name from `Content-Disposition`, the other fields from the query. */
export async function uploadMedia(context: RestContext) {
  const { request, response, query } = context;
  if (!context.user) {
    return sendWpError(
      response,
      401,
      'rest_cannot_create',
      'Sorry, you are not allowed to upload media on this site.',
    );
  }
  const bytes = await readBody(request);
  if (bytes.length === 0) return sendWpError(response, 400, 'rest_upload_no_data', 'No data supplied.');
  if (!request.headers['content-type']) {
    return sendWpError(response, 400, 'rest_upload_no_content_type', 'No Content-Type supplied.');
  }
  const disposition = request.headers['content-disposition'] ?? '';
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (!filename) {
    return sendWpError(
      response,
      400,
      'rest_upload_no_content_disposition',
      'No Content-Disposition supplied.',
    );
  }
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const mimeType = UPLOAD_TYPES[extension];
  if (!mimeType) {
    return sendWpError(
      response,
      500,
      'rest_upload_sideload_error',
      'Sorry, you are not allowed to upload this file type.',
    );
  }
  const { state, uploadsDir } = context.store;
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const stem = sanitizeTitle(decodeURIComponent(filename).replace(/\.[^.]*$/, '')) || 'upload';
  const takenFiles = new Set(state.media.map((media) => media.file));
  let file = `${month}/${stem}.${extension}`;
  for (let copy = 1; takenFiles.has(file); copy += 1) file = `${month}/${stem}-${copy}.${extension}`;
  await mkdir(dirname(join(uploadsDir, file)), { recursive: true });
  await writeFile(join(uploadsDir, file), bytes);

  const id = state.nextPostId++;
  const title = query.get('title') || stem;
  const wantedSlug = sanitizeTitle(query.get('slug') || title) || String(id);
  // Attachment slugs are unique across every post type.
  const taken = new Set([...state.posts.map((post) => post.slug), ...state.media.map((media) => media.slug)]);
  const png = readPng(bytes);
  const media = {
    id,
    slug: uniqueSlug(wantedSlug, taken),
    title,
    altText: query.get('alt_text') ?? '',
    caption: query.get('caption') ?? '',
    date: now.toISOString(),
    mimeType,
    file,
    bytes: bytes.length,
    ...(png ? { width: png.width, height: png.height } : {}),
  };
  state.media.push(media);
  await context.store.save();
  sendJson(response, 201, mediaJson(context.siteUrl, media, true), {
    location: `${context.siteUrl}/?rest_route=/wp/v2/media/${id}`,
  });
}

/**
 * `DELETE /wp/v2/media/{id}?force=true`: removes the attachment and its file. As in WordPress, media cannot
 * be trashed (no `force`: 501), and a post that showed it as its featured image is left without one.
 */
export async function deleteMedia(context: RestContext, id: number) {
  const { response, store } = context;
  if (!context.user) {
    return sendWpError(
      response,
      401,
      'rest_cannot_delete',
      'Sorry, you are not allowed to delete this post.',
    );
  }
  const index = store.state.media.findIndex((candidate) => candidate.id === id);
  if (index < 0) return sendWpError(response, 404, 'rest_post_invalid_id', 'Invalid post ID.');
  if (!['true', '1'].includes(context.query.get('force') ?? '')) {
    return sendWpError(
      response,
      501,
      'rest_trash_not_supported',
      "The post does not support trashing. Set 'force=true' to delete.",
    );
  }
  const [media] = store.state.media.splice(index, 1);
  for (const post of store.state.posts) if (post.featuredMedia === id) post.featuredMedia = 0;
  await rm(join(store.uploadsDir, media!.file), { force: true });
  await store.save();
  sendJson(response, 200, { deleted: true, previous: mediaJson(context.siteUrl, media!) });
}
