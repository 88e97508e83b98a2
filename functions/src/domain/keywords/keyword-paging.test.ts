import { describe, expect, it } from 'vitest';
import { pageWindow } from './keyword-paging';

describe('pageWindow', () => {
  it('numbers the rows of a full page from 1', () => {
    expect(pageWindow(1, 20, 45, 20)).toEqual({ offset: 0, from: 1, to: 20, totalPages: 3 });
  });

  it('ends the last page at the total', () => {
    expect(pageWindow(3, 20, 45, 5)).toEqual({ offset: 40, from: 41, to: 45, totalPages: 3 });
  });

  it('says 0 to 0 for a page past the end, keeping the real page count', () => {
    expect(pageWindow(4, 20, 45, 0)).toEqual({ offset: 60, from: 0, to: 0, totalPages: 3 });
  });

  it('has no pages when nothing matches', () => {
    expect(pageWindow(1, 20, 0, 0)).toEqual({ offset: 0, from: 0, to: 0, totalPages: 0 });
  });
});
