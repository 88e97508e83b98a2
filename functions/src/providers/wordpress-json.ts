import { ProviderError } from '../ports/provider-error';

/** The REST API's shapes of a post and a media item, as far as the clients read them, and its 404s. */
export interface PostJson {
  id: number;
  slug: string;
  status: string;
  link: string;
  date_gmt: string | null;
  date: string;
  featured_media: number;
  tags?: number[];
}

export interface MediaJson {
  id: number;
  slug: string;
  source_url: string;
  mime_type: string;
}

/** WordPress's `date_gmt`: the UTC time without a zone (`2026-11-27T09:00:00`). */
export const dateField = (dateGmt: string | undefined) =>
  dateGmt ? { date_gmt: new Date(dateGmt).toISOString().slice(0, 19) } : {};

/** When a post went (or goes) live, as an ISO instant: its `date_gmt`, or its site-local `date` without one. */
export const publishedAtOf = (post: Pick<PostJson, 'date_gmt' | 'date'>) =>
  new Date(post.date_gmt ? `${post.date_gmt}Z` : post.date).toISOString();

/** The answer, or undefined when WordPress says there is no such item (404). */
export async function absentAsUndefined<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return undefined;
    throw error;
  }
}
