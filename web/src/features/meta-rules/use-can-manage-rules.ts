import { useAuthUser } from '../../lib/auth-user';

/** Whether the signed-in user may write and run rules and undo their actions; everyone else reads. */
export function useCanManageRules(): boolean {
  return useAuthUser().data?.permissions.includes('manage_meta_campaigns') === true;
}
