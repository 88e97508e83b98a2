import { useAuthUser } from '../../lib/auth-user';

/** Whether the signed-in user's role may add keywords (manage_keywords), which the batch route needs. */
export function useCanAddKeywords(): boolean {
  return useAuthUser().data?.permissions.includes('manage_keywords') === true;
}
