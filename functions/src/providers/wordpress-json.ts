/** The REST API's shapes of a post and a media item, as far as the client reads them. */
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
