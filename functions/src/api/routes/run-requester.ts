import type { Context } from 'hono';
import type { Requester } from '../../domain/keywords/publish-permission';
import { signedInUser } from '../middleware/session';
import type { ConditionalPermission } from './protected-route';

/**
 * What a route that starts a full or variants run declares: the keyword domain checks publish_content
 * against what the run would publish, before anything is written.
 */
export const PUBLISHING: ConditionalPermission = {
  permission: 'publish_content',
  when: 'the run would publish to WordPress: a keyword set to be published, or the variants it generates',
};

/** Who starts a run: the run records the email; `mayPublish` is the permission `PUBLISHING` declares. */
export function runRequester(c: Context): Requester {
  const user = signedInUser(c);
  return { email: user.email, mayPublish: user.permissions.includes(PUBLISHING.permission) };
}
