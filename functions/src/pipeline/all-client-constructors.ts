import { createImageChecker } from '../providers/image-checker';
import { createImageGenerator } from '../providers/image-generator';
import { createTextGenerator } from '../providers/text-generator';
import { createWordPressClient } from '../providers/wordpress';
import type { ClientConstructors } from './upstream-clients';

/** Every upstream client, for processes that run every step: the local stack, tests and benchmarks. */
export const ALL_CLIENT_CONSTRUCTORS: ClientConstructors = {
  text: createTextGenerator,
  images: createImageGenerator,
  imageChecker: createImageChecker,
  wordpress: createWordPressClient,
};
