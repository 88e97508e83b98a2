import { useAuthUser } from '../../lib/auth-user';

/**
 * Whether the signed-in user's role may publish to WordPress (publish_content). The server refuses a run
 * that would publish for anyone else; the screens say so before it is tried.
 */
export function useCanPublish(): boolean {
  return useAuthUser().data?.permissions.includes('publish_content') === true;
}

/** Why a publishing control is off for such a role, completed by what would have been published. */
export const cannotPublish = (what: string) =>
  `${what} would publish to WordPress, which your role cannot do.`;
