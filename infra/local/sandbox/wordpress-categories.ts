import { sendJson } from './http-kit';
import type { RestContext } from './wordpress-rest-kit';
import { UNCATEGORIZED } from './wordpress-store';

/** The sandbox's categories: WordPress's default one only (the product only picks one to file under). */
const CATEGORIES = [UNCATEGORIZED];

/** `categories` of a post write as ids, unknown ones skipped as WordPress does; undefined when malformed. */
export function categoryIds(value: unknown): number[] | undefined {
  const ids = typeof value === 'string' ? value.split(',').map(Number) : value;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(Number(id)))) return undefined;
  return [...new Set(ids.map(Number))].filter((id) => CATEGORIES.some((category) => category.id === id));
}

/** `GET /wp/v2/categories`. */
export function listCategories(context: RestContext) {
  sendJson(
    context.response,
    200,
    CATEGORIES.map((category) => ({
      ...category,
      count: 0,
      description: '',
      parent: 0,
      taxonomy: 'category',
    })),
  );
}
