import { createImageChecker } from '../providers/image-checker';
import { createImageGenerator } from '../providers/image-generator';
import { createTextGenerator } from '../providers/text-generator';
import type { ClientConstructors } from '../providers/upstream-clients';
import { createWordPressClient } from '../providers/wordpress';

/** Every upstream client, for processes that run every step: the local stack, tests and benchmarks. */
export const ALL_CLIENT_CONSTRUCTORS: ClientConstructors = {
  text: createTextGenerator,
  images: createImageGenerator,
  imageChecker: createImageChecker,
  wordpress: createWordPressClient,
};
