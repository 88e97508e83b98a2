import type { CredentialsReader, UpstreamCredentials } from '../../ports/credentials';
import type { SecretStore } from '../../ports/secrets';
import { createCredentialsStore } from './credentials-store';

/**
 * The local sandbox's endpoints and keys (`startSandbox()` in `infra/local/sandbox`), typed by shape only so
 * the server code never depends on the sandbox module.
 */
export interface SandboxEndpoints {
  openaiBaseUrl: string;
  geminiBaseUrl: string;
  visionBaseUrl: string;
  wordpress: { siteUrl: string; username: string; appPassword: string };
  apiKey: string;
  /** The Meta Graph sandbox, when the sandbox runs one. */
  meta?: MetaSandboxEndpoints;
  /** The Snowflake SQL API sandbox (the revenue warehouse), when the sandbox runs one. */
  snowflake?: SnowflakeSandboxEndpoints;
  /** The Slack incoming-webhook sandbox, where Slack messages go while no webhook is saved. */
  slack?: { webhookUrl: string };
}

/** The Snowflake sandbox's account, key pair user, context and the one revenue query it runs. */
export interface SnowflakeSandboxEndpoints {
  baseUrl: string;
  account: string;
  user: string;
  privateKeyPem: string;
  warehouse: string;
  database: string;
  schema: string;
  role: string;
  query: string;
  /** The query's column saying a row's revenue is final. */
  finalColumn: string;
}

/**
 * The Graph sandbox's one identity (`startSandbox().meta`). Ids as the settings form stores them: the ad
 * account WITHOUT `act_` (the Graph client adds it); page and pixel ids as Meta shows them. Its base URL can
 * change between starts, so saved sandbox credentials carry a marker and the URL is looked up on every call.
 */
export interface MetaSandboxEndpoints {
  /** Graph's base URL without the version, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  accessToken: string;
  appId: string;
  appSecret: string;
  adAccount: { id: string; name: string };
  page: { id: string; name: string };
  pixel: { id: string; name: string };
}

/**
 * The credentials the pipeline, the debug tester and the status checks use: the ones saved in Settings when
 * present; otherwise, only in local mode (when a sandbox is given), the sandbox's, marked `sandbox: true`.
 * Read on every call, so a save takes effect at once in every Lambda container.
 */
export function createCredentialsReader(secrets: SecretStore, sandbox?: SandboxEndpoints): CredentialsReader {
  const store = createCredentialsStore(secrets);
  const fromSandbox = (endpoints: SandboxEndpoints, baseUrl: string) => ({
    apiKey: endpoints.apiKey,
    baseUrl,
    sandbox: true,
  });

  return {
    async read() {
      const [api, wordpress] = await Promise.all([store.apiCredentials(), store.wordPressCredentials()]);
      const credentials: UpstreamCredentials = {};
      if (api) {
        credentials.gemini = { apiKey: api.geminiApiKey, sandbox: false };
        credentials.openai = { apiKey: api.openaiApiKey, sandbox: false };
        credentials.cloudVision = { apiKey: api.cloudVisionApiKey, sandbox: false };
      } else if (sandbox) {
        credentials.gemini = fromSandbox(sandbox, sandbox.geminiBaseUrl);
        credentials.openai = fromSandbox(sandbox, sandbox.openaiBaseUrl);
        credentials.cloudVision = fromSandbox(sandbox, sandbox.visionBaseUrl);
      }
      if (wordpress) {
        const { wpSiteUrl: siteUrl, wpUsername: username, wpAppPassword: appPassword } = wordpress;
        credentials.wordpress = { siteUrl, username, appPassword, sandbox: false };
      } else if (sandbox) {
        credentials.wordpress = { ...sandbox.wordpress, sandbox: true };
      }
      return credentials;
    },
  };
}
