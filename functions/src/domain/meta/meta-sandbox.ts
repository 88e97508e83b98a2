import type { MetaEntry } from '#shared/schemas/meta-credentials';

/**
 * The local Meta Graph sandbox as the server sees it (`startSandbox().meta` in `infra/local/sandbox`), typed
 * by shape only so the server code never depends on the sandbox module. Its base URL can change between
 * starts, so saved sandbox credentials carry a marker and the URL is looked up here on every call.
 */
export interface MetaSandbox {
  baseUrl: string;
  accessToken: string;
  appId: string;
  appSecret: string;
  adAccount: MetaEntry;
  page: MetaEntry;
  pixel: MetaEntry;
}
