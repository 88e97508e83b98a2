import type { MetaCredentials } from '#shared/schemas/meta-credentials';
import type { ConnectMetaGraph, MetaGraphClient, MetaGraphConnection } from '../../ports/meta-graph';
import type { MetaSandboxEndpoints } from '../settings/credentials-reader';
import type { MetaCredentialsStore } from './meta-credentials-store';
import { MetaNotConfiguredError } from './meta-not-configured-error';

export interface MetaAccess {
  /** The saved credentials, unmasked, or undefined when none are saved. */
  credentials(): Promise<MetaCredentials | undefined>;
  /** A Graph client for the saved credentials (the sandbox's base URL when they are the sandbox's);
   *  throws MetaNotConfiguredError (invalid: 'Meta API not configured') when none are saved. */
  client(): Promise<MetaGraphClient>;
  /** The first (default) ad account id, without `act_`. */
  defaultAdAccountId(): Promise<string>;
}

/** Client settings other than the credentials and the base URL (a test's retry policy, a timeout). */
export type MetaClientSettings = Omit<MetaGraphConnection, 'accessToken' | 'appSecret' | 'baseUrl'>;

/** How the services reach Graph: the client's constructor and, locally, the sandbox standing in for Meta. */
export interface MetaGraphReach {
  connect: ConnectMetaGraph;
  sandbox?: MetaSandboxEndpoints;
}

/**
 * A Graph client for `credentials`: the real Graph API, or the local sandbox's current address for
 * credentials marked as the sandbox's. Such credentials are refused where no sandbox runs (on AWS), so a
 * copied secrets file never sends a sandbox token anywhere.
 */
export function metaClientFor(
  credentials: MetaCredentials,
  { connect, sandbox }: MetaGraphReach,
  settings: MetaClientSettings = {},
): MetaGraphClient {
  if (credentials.sandbox && !sandbox) {
    throw new MetaNotConfiguredError(
      'the saved credentials are the local sandbox’s, which this server does not run. Save real ones in Settings',
    );
  }
  return connect({
    ...settings,
    accessToken: credentials.accessToken,
    appSecret: credentials.appSecret,
    baseUrl: credentials.sandbox ? sandbox?.baseUrl : undefined,
  });
}

/** Meta credentials and clients for the services that call Meta; read on every call, so a save applies at once. */
export function createMetaAccess(
  deps: MetaGraphReach & { store: MetaCredentialsStore; client?: MetaClientSettings },
): MetaAccess {
  const saved = async () => {
    const credentials = await deps.store.read();
    if (!credentials) throw new MetaNotConfiguredError();
    return credentials;
  };
  return {
    credentials: () => deps.store.read(),
    client: async () => metaClientFor(await saved(), deps, deps.client),
    async defaultAdAccountId() {
      const [first] = (await saved()).adAccountEntries;
      if (!first) throw new MetaNotConfiguredError('no ad account is saved');
      return first.id;
    },
  };
}
