import * as z from 'zod';
import { withoutActPrefix } from '#shared/meta/ad-account-id';
import type { MetaCredentials, MetaEntry } from '#shared/schemas/meta-credentials';
import type { SecretStore } from '../../ports/secrets';
import { readJsonSecret } from '../settings/credentials-store';
import { SECRET_NAMES } from '../settings/secret-names';

/** The saved Meta credentials, as one JSON document in the secret store. */
export interface MetaCredentialsStore {
  read(): Promise<MetaCredentials | undefined>;
  save(credentials: MetaCredentials): Promise<void>;
}

const entries = z.array(z.object({ id: z.string().min(1), name: z.string() }));
const secrets = { accessToken: z.string().min(1), appId: z.string().min(1), appSecret: z.string().min(1) };

/** What this version writes: the entries (id and name per row). */
const currentFormat = z.object({
  ...secrets,
  adAccountEntries: entries.min(1),
  pageEntries: entries.min(1),
  pixelEntries: entries.default([]),
  sandbox: z.boolean().default(false),
});

const ids = z.array(z.string().min(1));
const names = z.record(z.string(), z.string()).default({});

/** What earlier versions wrote: id lists, with the names in maps keyed by id. */
const olderFormat = z.object({
  ...secrets,
  adAccountIds: ids.min(1),
  pageIds: ids.min(1),
  pixelIds: ids.default([]),
  adAccountNames: names,
  pageNames: names,
  pixelNames: names,
});

/** An id without a name in the older format's map is named by its id, so no row shows up blank. */
const toEntries = (list: string[], byId: Record<string, string>): MetaEntry[] =>
  list.map((id) => ({ id, name: byId[id] ?? byId[`act_${id}`] ?? id }));

const storedSchema = z.union([
  currentFormat,
  olderFormat.transform((old) => ({
    accessToken: old.accessToken,
    appId: old.appId,
    appSecret: old.appSecret,
    adAccountEntries: toEntries(old.adAccountIds.map(withoutActPrefix), old.adAccountNames),
    pageEntries: toEntries(old.pageIds, old.pageNames),
    pixelEntries: toEntries(old.pixelIds, old.pixelNames),
    sandbox: false,
  })),
]);

/** Reads both formats (the older one converted on read, rewritten in the current one on the next save). */
export function createMetaCredentialsStore(secretStore: SecretStore): MetaCredentialsStore {
  return {
    async read() {
      const saved = await readJsonSecret(secretStore, SECRET_NAMES.metaCredentials, storedSchema);
      if (!saved) return undefined;
      const adAccountEntries = saved.adAccountEntries.map((entry) => ({
        ...entry,
        id: withoutActPrefix(entry.id),
      }));
      return { ...saved, adAccountEntries };
    },
    save: (credentials) => secretStore.put(SECRET_NAMES.metaCredentials, JSON.stringify(credentials)),
  };
}
