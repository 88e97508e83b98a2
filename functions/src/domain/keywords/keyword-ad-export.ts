import { absoluteImageUrl } from '#shared/keywords/keywords-images';
import type { AdExport } from '#shared/schemas/keywords';
import type { KeywordRecord } from '../../ports/keywords';

/** What Export for Ads downloads: the ad material of a keyword, with image URLs usable anywhere. */
export function buildAdExport(keyword: KeywordRecord, origin: string, exportedAt: string): AdExport {
  return {
    id: keyword.id,
    keyword: keyword.masterKeyword,
    title: keyword.title,
    url: keyword.url ?? keyword.publishedUrl ?? null,
    tags: {
      transactional: keyword.tags?.Transactional ?? [],
      navigational: keyword.tags?.Navigational ?? [],
      manual: keyword.manualTags,
    },
    adTitle: keyword.adTitle,
    adDescription: keyword.adDescription,
    images: keyword.images.map((image) => ({
      url: absoluteImageUrl(image.url, origin),
      caption: image.caption,
    })),
    exportedAt,
  };
}
