import type { PublicImageFetch } from '../ports/public-images';
import { outboundRequest } from './outbound-http';

const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

/**
 * Fetches an image a legacy record points at through the outbound guard: http(s) only, to public addresses
 * only (checked on the very addresses the socket connects to, on AWS and locally alike), no redirects, an
 * image content type, at most 20 MB. Rejects with a readable error otherwise.
 */
export const fetchPublicImage: PublicImageFetch = async (url) => {
  const response = await outboundRequest({
    method: 'GET',
    url,
    timeoutMs: TIMEOUT_MS,
    maxResponseBytes: MAX_IMAGE_BYTES,
    publicOnly: true,
  }).catch((error: Error) => {
    if (error.name === 'TimeoutError') throw new Error('the source did not answer');
    throw error;
  });
  const contentType = response.headers['content-type']?.split(';')[0]?.trim() ?? '';
  if (response.status !== 200 || !contentType.startsWith('image/')) {
    throw new Error(`the source answered ${response.status} ${contentType || 'without a content type'}`);
  }
  return { bytes: response.body, contentType };
};
