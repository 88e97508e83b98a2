/**
 * A handler for testing that the Cloud Vision SDK survives AppFunction's bundling: it checks one image
 * (base64) at the endpoint it is given, as the image step does.
 */
import { createImageChecker } from '../../../functions/src/providers/image-checker';

export const handler = async (event: { baseUrl: string; apiKey: string; image: string }) => {
  const checker = createImageChecker({ apiKey: event.apiKey, baseUrl: event.baseUrl, sandbox: true });
  const { safe, labels } = await checker.check(Buffer.from(event.image, 'base64'));
  return { safe, labels };
};
