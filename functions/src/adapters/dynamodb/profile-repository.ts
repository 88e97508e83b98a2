import type { ProfileRecord, ProfileStore } from '../../ports/meta-profiles';
import { createDefaultedItems } from './defaulted-items';
import type { DynamoTable } from './dynamo-table';

/** All profiles and the default pointer share one partition: the list is one strongly consistent Query. */
export function createProfileRepository(table: DynamoTable): ProfileStore {
  const profiles = createDefaultedItems<ProfileRecord>(table, {
    partition: 'META_PROFILES',
    prefix: 'PROFILE#',
    pointer: 'profileId',
  });
  const { records } = profiles;

  return {
    async list() {
      const { items, defaultId } = await profiles.list();
      return { profiles: items, defaultId };
    },
    findById: records.get,
    defaultId: profiles.defaultId,
    create: records.create,
    replace: records.replace,
    delete: records.delete,
    pointDefault: profiles.pointDefault,
  };
}
