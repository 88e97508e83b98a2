import { sendJson } from './http-kit';
import { postJson, sanitizeTitle } from './wordpress-format';
import {
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
      result.page.map((post) => postJson(context.siteUrl, post)),
      result.headers,
    );
}

export function getPost(context: RestContext, id: number) {
  const post = context.store.state.posts.find((candidate) => candidate.id === id);
  if (!post || (post.status !== 'publish' && !context.user)) {
    return sendWpError(context.response, 404, 'rest_post_invalid_id', 'Invalid post ID.');
  }
  sendJson(context.response, 200, postJson(context.siteUrl, post));
}

export async function createPost(context: RestContext, body: Record<string, unknown>) {
  if (!context.user) {
    return sendWpError(
      context.response,
      401,
      'rest_cannot_create',
      'Sorry, you are not allowed to create posts as this user.',
    );
  }
  const { state } = context.store;
  const status = typeof body.status === 'string' ? body.status : 'draft';
  if (!POST_STATUSES.includes(status))
    return invalidParam(context, 'status', `status is not one of ${POST_STATUSES.join(', ')}.`);
  const tags = typeof body.tags === 'string' ? body.tags.split(',').map(Number) : (body.tags ?? []);
  if (!Array.isArray(tags) || !tags.every((tag) => Number.isInteger(Number(tag)))) {
    return invalidParam(context, 'tags', 'tags[0] is not of type integer.');
  }
  // WordPress 6.1 creates the post anyway when the featured image does not exist, without one.
  const wantedMedia = Number(body.featured_media ?? 0);
  const featuredMedia = state.media.some((media) => media.id === wantedMedia) ? wantedMedia : 0;
  const title = rawText(body.title);
  const content = rawText(body.content);
  const excerpt = rawText(body.excerpt);
  if (!title && !content && !excerpt) {
    return sendWpError(context.response, 400, 'empty_content', 'Content, title, and excerpt are empty.');
  }
  const id = state.nextPostId++;
  const base = sanitizeTitle(typeof body.slug === 'string' && body.slug ? body.slug : title) || String(id);
  const now = new Date().toISOString();
  const post: WpPost = {
    id,
    slug: uniqueSlug(base, new Set(state.posts.map((existing) => existing.slug))),
    title,
    content,
    excerpt,
    status,
    date: now,
    modified: now,
    author: context.user.id,
    featuredMedia,
    // WordPress skips term ids that do not exist.
    tags: [...new Set(tags.map(Number))].filter((tagId) => state.tags.some((tag) => tag.id === tagId)),
  };
  state.posts.push(post);
  await context.store.save();
  sendJson(context.response, 201, postJson(context.siteUrl, post), {
    location: `${context.siteUrl}/?rest_route=/wp/v2/posts/${id}`,
  });
}
