import type { UpstreamCredentials } from '../ports/credentials';
import type { ProviderCallOptions } from '../providers/call-options';
import { createImageChecker, type ImageChecker } from '../providers/image-checker';
import { createImageGenerator, type ImageGenerator } from '../providers/image-generator';
import { ProviderAuthError } from '../providers/provider-error';
import { createTextGenerator, type TextGenerator } from '../providers/text-generator';
import type { ProviderName } from '../providers/usage';
import { createWordPressClient, type WordPressClient } from '../providers/wordpress';

/** Builds the upstream clients from the credentials read for a step (read per step, so a save applies at once). */
export interface UpstreamProviders {
  text(credentials: UpstreamCredentials): TextGenerator;
  images(credentials: UpstreamCredentials): ImageGenerator;
  imageChecker(credentials: UpstreamCredentials): ImageChecker;
  wordpress(credentials: UpstreamCredentials): WordPressClient;
}

const notConfigured = (provider: ProviderName, what: string) =>
  new ProviderAuthError({ provider, reason: `${what} is not configured: save its credentials in Settings` });

/**
 * The client built last for some credentials, built again only when they change: a client's first call is
 * its slowest (the Vision client spends seconds setting up), and a process runs many steps.
 */
function reuseFor<C, T>(build: (credentials: C) => T): (credentials: C) => T {
  let last: { key: string; client: T } | undefined;
  return (credentials) => {
    const key = JSON.stringify(credentials) ?? '';
    if (last?.key !== key) last = { key, client: build(credentials) };
    return last.client;
  };
}

/** The real clients; `options` shortens timeouts and retries in tests and benchmarks. */
export function createUpstreamProviders(options: ProviderCallOptions = {}): UpstreamProviders {
  const text = reuseFor((credentials: Pick<UpstreamCredentials, 'gemini' | 'openai'>) =>
    createTextGenerator({ ...credentials, ...options }),
  );
  const images = reuseFor((openai: UpstreamCredentials['openai']) => {
    if (!openai) throw notConfigured('openai', 'OpenAI (image generation)');
    return createImageGenerator(openai, options);
  });
  const imageChecker = reuseFor((vision: UpstreamCredentials['cloudVision']) => {
    if (!vision) throw notConfigured('vision', 'Cloud Vision');
    return createImageChecker(vision, options);
  });
  const wordpress = reuseFor((site: UpstreamCredentials['wordpress']) => {
    if (!site) throw notConfigured('wordpress', 'WordPress');
    return createWordPressClient(site, options);
  });
  return {
    text: (credentials) => text({ gemini: credentials.gemini, openai: credentials.openai }),
    images: (credentials) => images(credentials.openai),
    imageChecker: (credentials) => imageChecker(credentials.cloudVision),
    wordpress: (credentials) => wordpress(credentials.wordpress),
  };
}
