import type { Clock } from '../../ports/clock';
import type { SecretStore } from '../../ports/secrets';
import type { SiteStore } from '../../ports/sites';
import type { SandboxEndpoints } from '../settings/credentials-reader';
import { createSiteCredentials } from './site-credentials';
import { createSiteDirectory } from './site-directory';
import { createSiteService, type QueuedKeywords } from './site-service';

/** The sites' credentials, directory and service on one store, as the API and the pipeline use them. */
export function createSiteWiring(deps: {
  store: SiteStore;
  secrets: SecretStore;
  sandbox?: Pick<SandboxEndpoints, 'wordpress'>;
  clock: Clock;
  queuedKeywords?: QueuedKeywords;
}) {
  const credentials = createSiteCredentials(deps.secrets);
  const directory = createSiteDirectory({
    store: deps.store,
    credentials,
    sandboxWordPress: deps.sandbox?.wordpress,
    now: () => new Date(deps.clock.now()).toISOString(),
  });
  const service = createSiteService({
    store: deps.store,
    credentials,
    directory,
    clock: deps.clock,
    queuedKeywords: deps.queuedKeywords,
  });
  return { credentials, directory, service };
}
