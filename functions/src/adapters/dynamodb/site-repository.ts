import type { SiteRecord, SiteStore } from '../../ports/sites';
import { createDefaultedItems } from './defaulted-items';
import { PutCommand } from './document-sdk';
import type { DynamoTable } from './dynamo-table';

/** All sites and the default pointer share one partition: the list is one strongly consistent Query. */
export function createSiteRepository(table: DynamoTable): SiteStore {
  const sites = createDefaultedItems<SiteRecord>(table, {
    partition: 'SITES',
    prefix: 'SITE#',
    pointer: 'siteId',
  });
  const { records } = sites;

  return {
    async list() {
      const { items, defaultId } = await sites.list();
      return { sites: items, defaultId };
    },
    findById: records.get,
    defaultId: sites.defaultId,
    create: records.create,
    replace: records.replace,
    delete: records.delete,

    async put(site) {
      await table.client.send(
        new PutCommand({ TableName: table.name, Item: { ...sites.keyOf(site.id), ...site } }),
      );
    },

    pointDefault: sites.pointDefault,
  };
}
