import { sendJson } from './http-kit';
import { sanitizeTitle, tagJson, termName } from './wordpress-format';
import {
  matchesSearch,
  paginate,
  type RestContext,
  sendWpError,
  slugList,
  uniqueSlug,
} from './wordpress-rest-kit';

const postCount = (context: RestContext, tagId: number) =>
  context.store.state.posts.filter((post) => post.status === 'publish' && post.tags.includes(tagId)).length;

export function listTags(context: RestContext) {
  const slugs = slugList(context.query.get('slug'));
  const search = context.query.get('search');
  const hideEmpty = context.query.get('hide_empty') === 'true' || context.query.get('hide_empty') === '1';
  const tags = context.store.state.tags
    .filter((tag) => !slugs || slugs.includes(tag.slug))
    .filter((tag) => matchesSearch(search, tag.name, tag.slug))
    .filter((tag) => !hideEmpty || postCount(context, tag.id) > 0)
    .toSorted((a, b) => a.name.localeCompare(b.name));
  const result = paginate(context, tags);
  if (result) {
    sendJson(
      context.response,
      200,
      result.page.map((tag) => tagJson(context.siteUrl, tag, postCount(context, tag.id))),
      result.headers,
    );
  }
}

export function getTag(context: RestContext, id: number) {
  const tag = context.store.state.tags.find((candidate) => candidate.id === id);
  if (!tag) return sendWpError(context.response, 404, 'rest_term_invalid', 'Term does not exist.');
  sendJson(context.response, 200, tagJson(context.siteUrl, tag, postCount(context, tag.id)));
}

export async function createTag(context: RestContext, body: Record<string, unknown>) {
  if (!context.user) {
    return sendWpError(
      context.response,
      401,
      'rest_cannot_create',
      'Sorry, you are not allowed to create terms in this taxonomy.',
    );
  }
  if (body.name === undefined) {
    return sendWpError(context.response, 400, 'rest_missing_callback_param', 'Missing parameter(s): name', {
      params: ['name'],
    });
  }
  const name = String(body.name).trim();
  if (!name)
    return sendWpError(context.response, 400, 'empty_term_name', 'A name is required for this term.');
  const { state } = context.store;
  // As wp_insert_term: a known name (any case, compared as stored: `a & b` is `a &amp; b`) is `term_exists`;
  // a known slug only gets a suffix.
  const stored = termName(name).toLowerCase();
  const existing = state.tags.find((tag) => termName(tag.name).toLowerCase() === stored);
  if (existing) {
    return sendWpError(
      context.response,
      400,
      'term_exists',
      'A term with the name provided already exists in this taxonomy.',
      {
        term_id: existing.id,
      },
    );
  }
  const wantedSlug = sanitizeTitle(typeof body.slug === 'string' && body.slug ? body.slug : name) || 'tag';
  const slug = uniqueSlug(wantedSlug, new Set(state.tags.map((tag) => tag.slug)));
  const tag = {
    id: state.nextTermId++,
    name,
    slug,
    description: typeof body.description === 'string' ? body.description : '',
  };
  state.tags.push(tag);
  await context.store.save();
  sendJson(context.response, 201, tagJson(context.siteUrl, tag, 0), {
    location: `${context.siteUrl}/?rest_route=/wp/v2/tags/${tag.id}`,
  });
}
