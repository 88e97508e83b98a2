import { mkdir } from 'node:fs/promises';
import type { UpstreamCredentials } from '../../../functions/src/ports/credentials';
import { createGeminiHandler } from './gemini-server';
import { localHostNames } from './host-guard';
import { type Handler, type RunningServer, serve } from './http-kit';
import { createKnobBoard, type SandboxKnobs, type SandboxService } from './knobs';
import { startMetaGraph } from './meta-graph/meta-sandbox';
import { createOpenAiHandler } from './openai-server';
import { createSandboxClock } from './sandbox-clock';
import { startSesSandbox } from './ses-server';
import { createSlackSandbox } from './slack-server';
import { startSnowflake } from './snowflake/snowflake-sandbox';
import { createVisionHandler } from './vision-server';
import { createWordPressHandler } from './wordpress-server';
import { createSandboxSites } from './wordpress-sites';
import { openWordPressStore } from './wordpress-store';

export type { SandboxKnobs } from './knobs';

export interface SandboxOptions {
  /** Folder of the WordPress site's state and uploads (the local server passes `DATA_DIR/sandbox`). */
  dataDir: string;
  knobs?: SandboxKnobs;
  /** The one API key the AI fakes accept (default `sk-sandbox-keywright`). */
  apiKey?: string;
  /** The address the servers listen on (default 127.0.0.1). */
  host?: string;
  /**
   * The names the servers answer to (`localHostNames`): the loopback names and the local server's `HOST`.
   * Default: the loopback names and `host`.
   */
  hostNames?: readonly string[];
  /** Fixed ports; by default any free port, and WordPress tries the port it had last time first. */
  ports?: Partial<Record<SandboxService, number>>;
  /**
   * The senders (addresses or domains) SES accepts, as identities verified in SES: another sender is
   * refused with `MessageRejected`, as SES does. Default: the local server's sender domain.
   */
  verifiedEmailIdentities?: string[];
  /**
   * The app's clock, which the Snowflake warehouse settles recent days' revenue on, WordPress publishes
   * scheduled posts on, and the Graph API dates its objects and "today" by (default: the system's).
   */
  now?: () => number;
}

/** The domain of the local server's default sender (`notifications@keywright.local`), verified in the SES sandbox. */
const SANDBOX_EMAIL_DOMAIN = 'keywright.local';
/** The SES emulator's usual port, tried first so its inbox page stays at the address the README gives. */
export const SES_SANDBOX_PORT = 8005;

export const SANDBOX_API_KEY = 'sk-sandbox-keywright';

/** Where the sandbox's servers listen and the Host names they answer to. */
interface Address {
  host: string;
  hostNames: readonly string[];
}

async function listen(
  handler: Handler,
  address: Address,
  ...ports: (number | undefined)[]
): Promise<RunningServer> {
  const [first, ...rest] = ports.filter((port): port is number => port !== undefined);
  try {
    return await serve(handler, address.host, first ?? 0, address.hostNames);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || first === undefined) throw error;
    return listen(handler, address, ...rest, 0);
  }
}

/**
 * Starts the upstream fakes (OpenAI, Gemini, Cloud Vision, WordPress, Meta Graph, Snowflake), each on its own loopback
 * port and speaking the real wire format, so the real SDK clients run against them. `setKnobs` replaces the
 * fault and latency settings at runtime; `callCounts` tells how many calls each `service:callType` received
 * since.
 */
export async function startSandbox(options: SandboxOptions) {
  const host = options.host ?? '127.0.0.1';
  const address: Address = { host, hostNames: options.hostNames ?? localHostNames(host) };
  const apiKey = options.apiKey ?? SANDBOX_API_KEY;
  const board = createKnobBoard(options.knobs);
  await mkdir(options.dataDir, { recursive: true });
  const store = await openWordPressStore(options.dataDir);
  const now = options.now ?? Date.now;
  const wordpressClock = createSandboxClock(now);

  const urlOf = (server: RunningServer) => `http://${host}:${server.port}`;
  let siteUrl = '';
  // Everything to close on the way out: the servers, and the SES emulator behind its front.
  const started: Pick<RunningServer, 'close'>[] = [];
  try {
    const openai = await listen(createOpenAiHandler(board, apiKey), address, options.ports?.openai);
    started.push(openai);
    const gemini = await listen(createGeminiHandler(board, apiKey), address, options.ports?.gemini);
    started.push(gemini);
    const vision = await listen(createVisionHandler(board, apiKey), address, options.ports?.vision);
    started.push(vision);
    // Post and image URLs already handed out name the site's port: keep it when it is free.
    const sites = createSandboxSites({
      board,
      dataDir: options.dataDir,
      primary: createWordPressHandler(board, store, () => siteUrl, wordpressClock.now),
      rootUrl: () => siteUrl,
      now: wordpressClock.now,
    });
    const wordpress = await listen(sites.handler, address, options.ports?.wordpress, store.state.port);
    started.push(wordpress);
    siteUrl = urlOf(wordpress);
    if (store.state.port !== wordpress.port) {
      store.state.port = wordpress.port;
      await store.save();
    }

    const meta = await startMetaGraph({
      board,
      dataDir: options.dataDir,
      host,
      now,
      port: options.ports?.meta,
      listen: (handler, ...ports) => listen(handler, address, ...ports),
    });
    started.push(meta.server);
    const snowflake = await startSnowflake({
      board,
      dataDir: options.dataDir,
      host,
      port: options.ports?.snowflake,
      now,
      listen: (handler, ...ports) => listen(handler, address, ...ports),
    });
    started.push(snowflake.server);

    const slack = createSlackSandbox(board);
    const slackServer = await listen(slack.handler, address, options.ports?.slack);
    started.push(slackServer);
    const ses = await startSesSandbox({
      board,
      host,
      hostNames: address.hostNames,
      verifiedIdentities: options.verifiedEmailIdentities ?? [SANDBOX_EMAIL_DOMAIN],
    });
    started.push(ses);
    const sesServer = await listen(ses.handler, address, options.ports?.ses, SES_SANDBOX_PORT);
    started.push(sesServer);

    const wordpressCredentials = {
      siteUrl,
      username: store.state.user.username,
      appPassword: store.state.appPassword,
    };
    const baseUrls = { openai: `${urlOf(openai)}/v1`, gemini: urlOf(gemini), vision: urlOf(vision) };
    const service = (baseUrl: string) => ({ apiKey, baseUrl, sandbox: true });
    const credentials: Required<UpstreamCredentials> = {
      openai: service(baseUrls.openai),
      gemini: service(baseUrls.gemini),
      cloudVision: service(baseUrls.vision),
      wordpress: { ...wordpressCredentials, sandbox: true },
    };
    return {
      /** OpenAI SDK `baseURL` (with `/v1`). */
      openaiBaseUrl: baseUrls.openai,
      /** `@google/genai` `httpOptions.baseUrl`. */
      geminiBaseUrl: baseUrls.gemini,
      /** Cloud Vision endpoint: host and port for the REST client. */
      visionBaseUrl: baseUrls.vision,
      wordpress: wordpressCredentials,
      /** Further WordPress sites, each at a path of the same server (`/sites/<slug>`). */
      wordpressSites: { credentials: sites.credentials, posts: sites.posts },
      /** When the WordPress sites' scheduled posts go live: the app's clock unless a test sets one. */
      wordpressClock,
      /** Graph API base URL (no version): the client adds `/v24.0/`. */
      metaGraphBaseUrl: meta.endpoints.baseUrl,
      /** The Graph sandbox's identity; the ad account id without `act_`, as the settings form stores it. */
      meta: meta.endpoints,
      /** Test-only changes to the Graph sandbox: account status, status histories, object counts. */
      metaControls: meta.controls,
      /** The Snowflake SQL API sandbox: account, key pair user, context and its revenue query. */
      snowflake: snowflake.endpoints,
      /** How many statements the Snowflake sandbox ran (a retried request id is not run again). */
      snowflakeExecutions: snowflake.executions,
      /** The Slack incoming-webhook sandbox: where Slack messages go while no webhook is saved. */
      slack: { webhookUrl: `${urlOf(slackServer)}${slack.path}` },
      /** Every message the Slack sandbox took, in order. */
      slackMessages: () => [...slack.messages],
      /** SES v2 (the emulator behind its front): the SDK's endpoint, which also serves the inbox page. */
      ses: { endpoint: urlOf(sesServer) },
      /** Every e-mail the SES emulator took. */
      sesEmails: () => ses.emails(),
      apiKey,
      /** All four as the pipeline reads credentials, marked `sandbox: true`. */
      credentials,
      setKnobs: (knobs: SandboxKnobs) => board.set(knobs),
      callCounts: () => board.counts(),
      async close() {
        await Promise.all(started.map((server) => server.close()));
        await Promise.all([store.save(), meta.save(), sites.save()]);
      },
    };
  } catch (error) {
    await Promise.all(started.map((server) => server.close()));
    throw error;
  }
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
