import type { SandboxEndpoints } from '../domain/settings/credentials-reader';
import { createSiteDirectoryOn } from '../domain/sites/site-directory';
import { createSiteService, type QueuedKeywords } from '../domain/sites/site-service';
import type { Clock } from '../ports/clock';
import type { SecretStore } from '../ports/secrets';
import type { SiteStore, SiteUrlPolicy } from '../ports/sites';
import type { UpstreamProbe } from '../ports/upstream-probe';

/** The sites' credentials, directory and service on one store, as the API and the pipeline use them. */
export function createSiteWiring(deps: {
  store: SiteStore;
  secrets: SecretStore;
  sandbox?: Pick<SandboxEndpoints, 'wordpress'>;
  clock: Clock;
  probe: UpstreamProbe;
  siteUrlRefusal: SiteUrlPolicy;
  queuedKeywords?: QueuedKeywords;
}) {
  const { credentials, directory } = createSiteDirectoryOn(deps);
  const service = createSiteService({
    store: deps.store,
    credentials,
    directory,
    clock: deps.clock,
    probe: deps.probe,
    siteUrlRefusal: deps.siteUrlRefusal,
    queuedKeywords: deps.queuedKeywords,
  });
  return { credentials, directory, service };
}
