import { randomInt } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openJsonStateFile } from './json-state-file';

export interface WpUser {
  id: number;
  username: string;
  email: string;
  name: string;
  slug: string;
}

export interface WpPost {
  id: number;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  status: string;
  /** ISO 8601 UTC. */
  date: string;
  modified: string;
  author: number;
  featuredMedia: number;
  tags: number[];
  /** Category ids; WordPress files a post given none under Uncategorized (1). Absent in older states. */
  categories?: number[];
}

export interface WpMedia {
  id: number;
  slug: string;
  title: string;
  altText: string;
  caption: string;
  date: string;
  mimeType: string;
  /** Path under `uploads/`, e.g. `2025/06/boots.png`. */
  file: string;
  bytes: number;
  width?: number;
  height?: number;
}

export interface WpTag {
  id: number;
  name: string;
  slug: string;
  description: string;
}

export interface WpState {
  version: 1;
  /** The port the site was last served on: reused so stored post and image URLs keep working. */
  port?: number;
  /** Posts and attachments share one id sequence, as in WordPress's posts table. */
  nextPostId: number;
  nextTermId: number;
  user: WpUser;
  /** The user's application password, in WordPress's display form (groups of four). */
  appPassword: string;
  posts: WpPost[];
  media: WpMedia[];
  tags: WpTag[];
}

/**
 * WordPress's default category, which every site has and files uncategorized posts under. It is term 1 (the
 * tags' ids start after it), and it lives here with the rest of a site's data so that both the post answers
 * (`wordpress-format`) and the categories route read it without depending on each other.
 */
export const UNCATEGORIZED = { id: 1, name: 'Uncategorized', slug: 'uncategorized' };

const PASSWORD_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A 24-character application password shown the way WordPress shows one: `abcd efgh ijkl mnop qrst uvwx`. */
function newAppPassword(): string {
  const characters = Array.from({ length: 24 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]);
  return characters.join('').replace(/(.{4})(?!$)/g, '$1 ');
}

function freshState(): WpState {
  return {
    version: 1,
    nextPostId: 1,
    nextTermId: UNCATEGORIZED.id + 1,
    user: { id: 1, username: 'admin', email: 'admin@sandbox.invalid', name: 'Sandbox Admin', slug: 'admin' },
    appPassword: newAppPassword(),
    posts: [],
    media: [],
    tags: [],
  };
}

/**
 * The sandbox site's content in `dir/wordpress.json` (written whole through a temporary file and a
 * rename after every change) and its uploads under `dir/uploads/`.
 */
export async function openWordPressStore(dir: string) {
  const path = join(dir, 'wordpress.json');
  const uploadsDir = join(dir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const file = await openJsonStateFile<WpState>(path, freshState);
  const { state } = file;

  return {
    state,
    uploadsDir,
    /** Persists the current state; saves are serialised, so the file always holds a whole state. */
    save: file.save,
  };
}

export type WordPressStore = Awaited<ReturnType<typeof openWordPressStore>>;
