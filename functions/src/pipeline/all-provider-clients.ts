import { createImageChecker } from '../providers/image-checker';
import { createImageGenerator } from '../providers/image-generator';
import { createTextGenerator } from '../providers/text-generator';
import { createWordPressClient } from '../providers/wordpress';
import type { ProviderClients } from './upstream-providers';

/** Every upstream client, for processes that run every step: the local stack, tests and benchmarks. */
export const ALL_PROVIDER_CLIENTS: ProviderClients = {
  text: createTextGenerator,
  images: createImageGenerator,
  imageChecker: createImageChecker,
  wordpress: createWordPressClient,
};
