import type { Blob } from './blobs';

/**
 * Fetches an image a legacy keyword record points at outside the blob store, from a public address only;
 * rejects with a readable error when the address is refused, the source fails or answers with no image.
 */
export type PublicImageFetch = (url: string) => Promise<Blob>;
