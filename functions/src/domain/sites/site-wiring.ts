import type { Clock } from '../../ports/clock';
import type { SecretStore } from '../../ports/secrets';
import type { SiteStore } from '../../ports/sites';
import type { SandboxEndpoints } from '../settings/credentials-reader';
import { createSiteDirectoryOn } from './site-directory';
import { createSiteService, type QueuedKeywords } from './site-service';

/** The sites' credentials, directory and service on one store, as the API and the pipeline use them. */
export function createSiteWiring(deps: {
  store: SiteStore;
  secrets: SecretStore;
  sandbox?: Pick<SandboxEndpoints, 'wordpress'>;
  clock: Clock;
  queuedKeywords?: QueuedKeywords;
}) {
  const { credentials, directory } = createSiteDirectoryOn(deps);
  const service = createSiteService({
    store: deps.store,
    credentials,
    directory,
    clock: deps.clock,
    queuedKeywords: deps.queuedKeywords,
  });
  return { credentials, directory, service };
}
