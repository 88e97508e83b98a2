import type { UpstreamCredentials } from './credentials';
import type { ImageChecker } from './image-checker';
import type { ImageGenerator } from './image-generator';
import type { TextGenerator } from './text-generator';
import type { WordPressClient } from './wordpress';

/**
 * The upstream clients a step calls, each built for the credentials read for that step (read per step, so a
 * save applies at once).
 */
export interface UpstreamClients {
  text(credentials: UpstreamCredentials): TextGenerator;
  images(credentials: UpstreamCredentials): ImageGenerator;
  imageChecker(credentials: UpstreamCredentials): ImageChecker;
  wordpress(credentials: UpstreamCredentials): WordPressClient;
}
