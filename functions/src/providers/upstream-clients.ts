import type { UpstreamCredentials } from '../ports/credentials';
import { ProviderAuthError, type ProviderName } from '../ports/provider-error';
import type { UpstreamClients } from '../ports/upstream-clients';
import type { ProviderCallOptions } from './call-options';
import type { createImageChecker } from './image-checker';
import type { createImageGenerator } from './image-generator';
import type { createTextGenerator } from './text-generator';
import type { createWordPressClient } from './wordpress';

/**
 * The constructors of the upstream clients a process bundles. They are passed in rather than imported here
 * so that each step function bundles only the SDKs its step calls (`handlers/pipeline/*`);
 * `ALL_CLIENT_CONSTRUCTORS` has all four.
 */
export interface ClientConstructors {
  text: typeof createTextGenerator;
  images: typeof createImageGenerator;
  imageChecker: typeof createImageChecker;
  wordpress: typeof createWordPressClient;
}

const notConfigured = (provider: ProviderName, what: string) =>
  new ProviderAuthError({ provider, reason: `${what} is not configured: save its credentials in Settings` });

/**
 * The client built last for some credentials, built again only when they change: a client's first call is
 * its slowest, and a process runs many steps.
 */
function reuseFor<C, T>(build: (credentials: C) => T): (credentials: C) => T {
  let last: { key: string; client: T } | undefined;
  return (credentials) => {
    const key = JSON.stringify(credentials) ?? '';
    if (last?.key !== key) last = { key, client: build(credentials) };
    return last.client;
  };
}

/** The constructor of one kind of client; a function built without it fails loudly when asked for one. */
function clientOf<K extends keyof ClientConstructors>(
  clients: Partial<ClientConstructors>,
  kind: K,
): ClientConstructors[K] | (() => never) {
  return (
    clients[kind] ??
    (() => {
      throw new Error(`This function was built without the ${kind} client`);
    })
  );
}

/** The real clients; `options` shortens timeouts and retries in tests and benchmarks. */
export function createUpstreamClients(
  clients: Partial<ClientConstructors>,
  options: ProviderCallOptions = {},
): UpstreamClients {
  const createText = clientOf(clients, 'text');
  const createImages = clientOf(clients, 'images');
  const createChecker = clientOf(clients, 'imageChecker');
  const createWordPress = clientOf(clients, 'wordpress');
  const text = reuseFor((credentials: Pick<UpstreamCredentials, 'gemini' | 'openai'>) =>
    createText({ ...credentials, ...options }),
  );
  const images = reuseFor((openai: UpstreamCredentials['openai']) => {
    if (!openai) throw notConfigured('openai', 'OpenAI (image generation)');
    return createImages(openai, options);
  });
  const imageChecker = reuseFor((vision: UpstreamCredentials['cloudVision']) => {
    if (!vision) throw notConfigured('vision', 'Cloud Vision');
    return createChecker(vision, options);
  });
  const wordpress = reuseFor((site: UpstreamCredentials['wordpress']) => {
    if (!site) throw notConfigured('wordpress', 'WordPress');
    return createWordPress(site, options);
  });
  return {
    text: (credentials) => text({ gemini: credentials.gemini, openai: credentials.openai }),
    images: (credentials) => images(credentials.openai),
    imageChecker: (credentials) => imageChecker(credentials.cloudVision),
    wordpress: (credentials) => wordpress(credentials.wordpress),
  };
}
