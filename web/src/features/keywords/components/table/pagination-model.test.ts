import { describe, expect, it } from 'vitest';
import { pageItems, pagerState } from './pagination-model';

describe('pageItems', () => {
  it('shows every page when there are at most 5', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows 5 pages, an ellipsis and the last page when there are more than 5', () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 6]);
    expect(pageItems(1, 50)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 50]);
  });

  it('moves the 5 pages along so the current page is always a button', () => {
    expect(pageItems(7, 50)).toEqual([5, 6, 7, 8, 9, 'ellipsis', 50]);
    expect(pageItems(48, 50)).toEqual([45, 46, 47, 48, 49, 'ellipsis', 50]);
    expect(pageItems(50, 50)).toEqual([45, 46, 47, 48, 49, 'ellipsis', 50]);
  });
});

describe('pagerState', () => {
  it('disables Previous on page 1 and Next on the last page', () => {
    expect(pagerState(1, 3)).toEqual({ hasPrevious: false, hasNext: true });
    expect(pagerState(2, 3)).toEqual({ hasPrevious: true, hasNext: true });
    expect(pagerState(3, 3)).toEqual({ hasPrevious: true, hasNext: false });
    expect(pagerState(1, 0)).toEqual({ hasPrevious: false, hasNext: false });
  });
});
