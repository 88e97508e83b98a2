import type { MetaAsset, MetaEntry } from '#shared/schemas/meta-credentials';
import { isMetaGraphFailure } from '../../ports/meta-graph';
import { type MetaGraphReach, metaClientFor } from './meta-access';
import { getAdAccount, listPixels, listPromotePages, type MetaPage } from './meta-account-reads';
import type { MetaCredentialsStore } from './meta-credentials-store';
import { MetaNotConfiguredError } from './meta-not-configured-error';
import { describeMetaFailure, STATUS_CHECK_CLIENT } from './meta-status-service';

/**
 * The saved ad accounts, pages and pixels, each checked with Meta: its name there and whether this token
 * may use it. A Meta failure marks the rows it concerns, never the whole answer.
 */
export interface MetaAssetsService {
  adAccounts(): Promise<MetaAsset[]>;
  /** Checked against the pages the default ad account may promote (the ones a campaign can use). */
  pages(): Promise<MetaAsset[]>;
  /** Checked against the default ad account's pixels. */
  pixels(): Promise<MetaAsset[]>;
}

const failure = (error: unknown) => {
  if (isMetaGraphFailure(error)) return describeMetaFailure(error);
  throw error;
};

/** Each saved entry marked by whether the list Meta returned has it. */
async function checkAgainst(
  entries: MetaEntry[],
  list: () => Promise<MetaPage[]>,
  missing: string,
): Promise<MetaAsset[]> {
  try {
    const found = new Map((await list()).map((item) => [item.id, item.name]));
    return entries.map((entry) => {
      const metaName = found.get(entry.id);
      return metaName === undefined
        ? { ...entry, accessible: false, error: missing }
        : { ...entry, accessible: true, metaName };
    });
  } catch (error) {
    const text = failure(error);
    return entries.map((entry) => ({ ...entry, accessible: false, error: text }));
  }
}

export function createMetaAssetsService(
  deps: MetaGraphReach & { store: MetaCredentialsStore },
): MetaAssetsService {
  /** The saved credentials and a client for them (MetaNotConfiguredError when none are saved). */
  const session = async () => {
    const credentials = await deps.store.read();
    if (!credentials) throw new MetaNotConfiguredError();
    // A person waits on these checks: the status check's quick client, not the pipeline's patient one.
    const client = metaClientFor(credentials, deps, STATUS_CHECK_CLIENT);
    return { client, credentials, defaultAccount: credentials.adAccountEntries[0]?.id ?? '' };
  };

  return {
    async adAccounts() {
      const { client, credentials } = await session();
      return Promise.all(
        credentials.adAccountEntries.map(async (entry): Promise<MetaAsset> => {
          try {
            const account = await getAdAccount(client, entry.id);
            return { ...entry, accessible: true, metaName: account.name };
          } catch (error) {
            return { ...entry, accessible: false, error: failure(error) };
          }
        }),
      );
    },
    async pages() {
      const { client, credentials, defaultAccount } = await session();
      return checkAgainst(
        credentials.pageEntries,
        () => listPromotePages(client, defaultAccount),
        `Not among the pages ad account act_${defaultAccount} may promote`,
      );
    },
    async pixels() {
      const { client, credentials, defaultAccount } = await session();
      return checkAgainst(
        credentials.pixelEntries,
        () => listPixels(client, defaultAccount),
        `Not among the pixels of ad account act_${defaultAccount}`,
      );
    },
  };
}
