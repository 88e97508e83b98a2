import { IMAGE_PATH_PREFIX } from '#shared/product/product';
import type { KeywordImage } from '#shared/schemas/keywords';

/**
 * Where the browser loads a keyword's image from: the stored path when it is one of the product's own
 * (`/images/...`), otherwise the image proxy, by keyword id and position.
 */
export function imageSource(keywordId: string, image: KeywordImage, index: number): string {
  return image.url.startsWith(IMAGE_PATH_PREFIX)
    ? image.url
    : `/api/image-proxy/${encodeURIComponent(keywordId)}?index=${index}`;
}

/** Shown instead of an image that fails to load: a neutral picture frame. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#f1f5f9"/>' +
    '<path d="M150 190l40-50 30 36 20-24 40 38z" fill="#cbd5e1"/><circle cx="170" cy="120" r="14" fill="#cbd5e1"/>' +
    '<text x="200" y="240" font-family="sans-serif" font-size="16" fill="#94a3b8" text-anchor="middle">Image unavailable</text></svg>',
)}`;

/** A file name for saving an image: the keyword's name and its position. */
export function imageFileName(masterKeyword: string, index: number): string {
  const slug = masterKeyword
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'image'}-${index + 1}.png`;
}
