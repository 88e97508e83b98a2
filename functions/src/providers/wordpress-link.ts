import { logger } from '../lib/logger';

/**
 * A post's `link` as WordPress answered it, if it is an http(s) URL; otherwise treated as missing, and
 * logged. The link becomes the keyword's URL (a link in the list and the detail), other articles' internal
 * links and the campaign's landing page, so a `javascript:` or `data:` answer must never get that far.
 */
export function checkedPostLink(link: unknown, postId: number): string | undefined {
  if (typeof link === 'string' && URL.canParse(link)) {
    const { protocol } = new URL(link);
    if (protocol === 'https:' || protocol === 'http:') return link;
  }
  logger.warn('WordPress answered a post link that is not an http(s) URL; it is left out', {
    postId,
    link: String(link).slice(0, 200),
  });
  return undefined;
}
