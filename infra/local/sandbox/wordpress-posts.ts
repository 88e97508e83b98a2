import { sendJson } from './http-kit';
import { categoryIds } from './wordpress-categories';
import { postJson, sanitizeTitle } from './wordpress-format';
import {
  editContext,
  invalidParam,
  matchesSearch,
  POST_STATUSES,
  paginate,
  type RestContext,
  rawText,
  sendWpError,
  slugList,
  uniqueSlug,
} from './wordpress-rest-kit';
import type { WpPost } from './wordpress-store';

export function listPosts(context: RestContext) {
  const statuses = (context.query.get('status') ?? 'publish').split(',');
  const wanted = statuses.includes('any') ? POST_STATUSES : statuses;
  const forbidden = wanted.find((status) => status !== 'publish' && !context.user);
  const unknown = wanted.find((status) => !POST_STATUSES.includes(status));
  if (unknown)
    return invalidParam(context, 'status', `status[0] is not one of ${POST_STATUSES.join(', ')}, and any.`);
  if (forbidden) return invalidParam(context, 'status', 'Status is forbidden.', 'rest_forbidden_status');
  const slugs = slugList(context.query.get('slug'));
  const search = context.query.get('search');
  const posts = context.store.state.posts
    .filter((post) => wanted.includes(post.status))
    .filter((post) => !slugs || slugs.includes(post.slug))
    .filter((post) => matchesSearch(search, post.title, post.content))
    .toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const result = paginate(context, posts);
  if (result)
    sendJson(
      context.response,
      200,
      result.page.map((post) => postJson(context.siteUrl, post, editContext(context))),
      result.headers,
    );
}

export function getPost(context: RestContext, id: number) {
  const post = context.store.state.posts.find((candidate) => candidate.id === id);
  if (!post || (post.status !== 'publish' && !context.user)) {
    return sendWpError(context.response, 404, 'rest_post_invalid_id', 'Invalid post ID.');
  }
  sendJson(context.response, 200, postJson(context.siteUrl, post, editContext(context)));
}

/** The post fields a request sets (only those it gives); undefined once a 400 has been sent. */
function postFields(context: RestContext, body: Record<string, unknown>) {
  const fields: Partial<
    Pick<
      WpPost,
      'title' | 'content' | 'excerpt' | 'status' | 'featuredMedia' | 'tags' | 'categories' | 'date'
    >
  > = {};
  if (body.date_gmt !== undefined) {
    // WordPress reads `date_gmt` as UTC whether or not it names a zone.
    const text = String(body.date_gmt);
    const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
    if (Number.isNaN(ms)) {
      invalidParam(context, 'date_gmt', 'Invalid date.');
      return undefined;
    }
    fields.date = new Date(ms).toISOString();
  }
  if (body.status !== undefined) {
    if (typeof body.status !== 'string' || !POST_STATUSES.includes(body.status)) {
      invalidParam(context, 'status', `status is not one of ${POST_STATUSES.join(', ')}.`);
      return undefined;
    }
    fields.status = body.status;
  }
  if (body.tags !== undefined) {
    const tags = typeof body.tags === 'string' ? body.tags.split(',').map(Number) : body.tags;
    if (!Array.isArray(tags) || !tags.every((tag) => Number.isInteger(Number(tag)))) {
      invalidParam(context, 'tags', 'tags[0] is not of type integer.');
      return undefined;
    }
    // WordPress skips term ids that do not exist.
    const { state } = context.store;
    fields.tags = [...new Set(tags.map(Number))].filter((tagId) =>
      state.tags.some((tag) => tag.id === tagId),
    );
  }
  if (body.categories !== undefined) {
    const categories = categoryIds(body.categories);
    if (!categories) {
      invalidParam(context, 'categories', 'categories[0] is not of type integer.');
      return undefined;
    }
    fields.categories = categories;
  }
  if (body.featured_media !== undefined) {
    // WordPress 6.1 saves the post anyway when the featured image does not exist, without one.
    const wanted = Number(body.featured_media);
    fields.featuredMedia = context.store.state.media.some((media) => media.id === wanted) ? wanted : 0;
  }
  for (const key of ['title', 'content', 'excerpt'] as const) {
    if (body[key] !== undefined) fields[key] = rawText(body[key]);
  }
  return fields;
}

export async function createPost(context: RestContext, body: Record<string, unknown>) {
  if (!context.user) {
    const message = 'Sorry, you are not allowed to create posts as this user.';
    return sendWpError(context.response, 401, 'rest_cannot_create', message);
  }
  const fields = postFields(context, body);
  if (!fields) return;
  const { title = '', content = '', excerpt = '' } = fields;
  if (!title && !content && !excerpt) {
    return sendWpError(context.response, 400, 'empty_content', 'Content, title, and excerpt are empty.');
  }
  const { state } = context.store;
  const id = state.nextPostId++;
  const base = sanitizeTitle(typeof body.slug === 'string' && body.slug ? body.slug : title) || String(id);
  const now = new Date(context.now()).toISOString();
  const post: WpPost = {
    id,
    slug: uniqueSlug(base, new Set(state.posts.map((existing) => existing.slug))),
    title,
    content,
    excerpt,
    status: fields.status ?? 'draft',
    date: fields.date ?? now,
    modified: now,
    author: context.user.id,
    featuredMedia: fields.featuredMedia ?? 0,
    tags: fields.tags ?? [],
    ...(fields.categories ? { categories: fields.categories } : {}),
  };
  state.posts.push(post);
  goLiveWhenDue(post, context.now());
  await context.store.save();
  sendJson(context.response, 201, postJson(context.siteUrl, post, true), {
    location: `${context.siteUrl}/?rest_route=/wp/v2/posts/${id}`,
  });
}

/**
 * `POST /wp/v2/posts/{id}`: changes the fields given, the slug too (sanitized, and unique among the other
 * posts), and the modified date; the date stays.
 */
export async function updatePost(context: RestContext, id: number, body: Record<string, unknown>) {
  if (!context.user) {
    return sendWpError(
      context.response,
      401,
      'rest_cannot_edit',
      'Sorry, you are not allowed to edit this post.',
    );
  }
  const post = context.store.state.posts.find((candidate) => candidate.id === id);
  if (!post) return sendWpError(context.response, 404, 'rest_post_invalid_id', 'Invalid post ID.');
  const fields = postFields(context, body);
  if (!fields) return;
  const slug = typeof body.slug === 'string' ? sanitizeTitle(body.slug) : '';
  if (slug) {
    const others = context.store.state.posts.filter((other) => other.id !== id);
    post.slug = uniqueSlug(slug, new Set(others.map((other) => other.slug)));
  }
  Object.assign(post, fields, { modified: new Date(context.now()).toISOString() });
  goLiveWhenDue(post, context.now());
  await context.store.save();
  sendJson(context.response, 200, postJson(context.siteUrl, post, true));
}

/** As WordPress does: a `future` post whose date has come is published (at once when sent with a past date). */
function goLiveWhenDue(post: WpPost, now: number): boolean {
  if (post.status !== 'future' || Date.parse(post.date) > now) return false;
  post.status = 'publish';
  return true;
}

/** What WordPress's scheduler does: publishes every `future` post whose date the clock has passed. */
export async function publishDuePosts(store: RestContext['store'], now: number): Promise<void> {
  const published = store.state.posts.filter((post) => goLiveWhenDue(post, now));
  if (published.length > 0) await store.save();
}

/** `DELETE /wp/v2/posts/{id}`: to the trash, or for good with `force=true` (WordPress answers both). */
export async function deletePost(context: RestContext, id: number) {
  if (!context.user) {
    const message = 'Sorry, you are not allowed to delete this post.';
    return sendWpError(context.response, 401, 'rest_cannot_delete', message);
  }
  const { state } = context.store;
  const post = state.posts.find((candidate) => candidate.id === id);
  if (!post) return sendWpError(context.response, 404, 'rest_post_invalid_id', 'Invalid post ID.');
  const previous = postJson(context.siteUrl, post, true);
  if (context.query.get('force') === 'true') {
    state.posts = state.posts.filter((candidate) => candidate.id !== id);
    await context.store.save();
    return sendJson(context.response, 200, { deleted: true, previous });
  }
  post.status = 'trash';
  await context.store.save();
  sendJson(context.response, 200, postJson(context.siteUrl, post, true));
}
