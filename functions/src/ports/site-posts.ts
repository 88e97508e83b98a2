import type { WordPressSiteCredentials } from './credentials';

/** A post as a scheduled keyword needs it: whether WordPress shows it yet, and where. */
export interface SitePost {
  /** WordPress's status: `future` while it waits for its date, `publish` once live. */
  status: string;
  /** Its public address; absent when WordPress answered anything but an http(s) URL. */
  link?: string;
  /** Its publication time, ISO 8601 UTC. */
  publishedAt: string;
}

/** One post of a site read or deleted by id, outside the pipeline (decision 040). */
export interface SitePosts {
  /** The post, or undefined when the site has none with this id. */
  find(site: WordPressSiteCredentials, postId: number): Promise<SitePost | undefined>;
  /** Deletes the post for good; one already gone counts as deleted. */
  remove(site: WordPressSiteCredentials, postId: number): Promise<void>;
}
