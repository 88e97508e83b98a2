import { isMetaGraphFailure, type MetaGraphClient } from '../../../ports/meta-graph';
import type { MetaAccess } from '../../meta/meta-access';
import type { Notifier } from '../notifier';

const CONDITION = 'meta-permission-refused';

/**
 * Meta access whose Graph clients report a write Meta refused for lack of permission (the token's scopes,
 * the ad account's roles), once until a later write goes through.
 */
export function withPermissionWatch(access: MetaAccess, notifier: Notifier): MetaAccess {
  const watched = <T>(write: () => Promise<T>, path: string) =>
    write().then(
      async (answer) => {
        await notifier.clear(CONDITION);
        return answer;
      },
      async (error: unknown) => {
        if (isMetaGraphFailure(error) && error.kind === 'permission') {
          await notifier.raise({
            kind: 'meta_access',
            severity: 'error',
            title: 'Meta refused an action: the token lacks a permission',
            message: `${error.userMessage ?? error.reason} (on ${path}). Check the token's scopes and the ad account's roles.`,
            link: '/settings?tab=meta',
            conditionKey: CONDITION,
          });
        }
        throw error;
      },
    );
  const watch = (client: MetaGraphClient): MetaGraphClient => ({
    ...client,
    post: (path, params, options) => watched(() => client.post(path, params, options), path),
    delete: (path, params) => watched(() => client.delete(path, params), path),
    createOnce: (request) => watched(() => client.createOnce(request), request.edge),
  });
  return { ...access, client: async () => watch(await access.client()) };
}
