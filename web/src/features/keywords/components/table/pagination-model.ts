import { MAX_PAGE_BUTTONS } from '../../../../config/ui';

export type PageItem = number | 'ellipsis';

/**
 * The numbered buttons of the wide pagination: every page when there are at most 5; otherwise 5 pages
 * around the current one (never the last), then an ellipsis and the last page. The current page is thus
 * always one of the buttons.
 */
export function pageItems(current: number, totalPages: number, max = MAX_PAGE_BUTTONS): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= max) return range(1, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(max / 2)), totalPages - max);
  return [...range(start, start + max - 1), 'ellipsis', totalPages];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Previous is disabled on page 1 and Next on the last page (or when there is none). */
export function pagerState(current: number, totalPages: number) {
  return { hasPrevious: current > 1, hasNext: current < totalPages };
}
