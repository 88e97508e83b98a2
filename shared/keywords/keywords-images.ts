import { IMAGE_PATH_PREFIX } from '../product/product';

/**
 * Blob keys of images are their public paths without the leading slash (`images/...`): the bucket stores
 * them under that key and CloudFront (or the local server) serves `/images/*` straight from it.
 */
export function imageBlobKey(keywordId: string, fileName: string): string {
  return `${IMAGE_PATH_PREFIX.slice(1)}${keywordId}/${fileName}`;
}

/** The product's own path of a stored image blob (`/images/...`). */
export function imageUrlForKey(key: string): string {
  return `/${key}`;
}

/** The blob key behind one of the product's own image paths; undefined for any other URL. */
export function imageKeyFromUrl(url: string): string | undefined {
  if (!url.startsWith(IMAGE_PATH_PREFIX) || url.length === IMAGE_PATH_PREFIX.length) return undefined;
  // A key never climbs out of the images folder.
  return url.split(/[?#]/)[0]!.split('/').includes('..') ? undefined : url.slice(1).split(/[?#]/)[0];
}

/** An image URL as a browser outside the product can fetch it: own paths made absolute from `origin`. */
export function absoluteImageUrl(url: string, origin: string): string {
  return url.startsWith('/') ? new URL(url, origin).toString() : url;
}
