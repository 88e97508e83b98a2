import type { MetaSandboxEndpoints } from '../settings/credentials-reader';

/**
 * The local Meta Graph sandbox as the server sees it (`startSandbox().meta`). Its base URL can change
 * between starts, so saved sandbox credentials carry a marker and the URL is looked up here on every call.
 */
export type MetaSandbox = MetaSandboxEndpoints;
