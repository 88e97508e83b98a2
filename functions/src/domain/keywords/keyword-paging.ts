/** Where a page starts and what the list response says about it. */
export interface PageWindow {
  offset: number;
  /** 1-based position of the page's first row; 0 when the page is empty. */
  from: number;
  /** Position of the page's last row; 0 when the page is empty. */
  to: number;
  totalPages: number;
}

/** The window of page `page` (1-based) of `total` rows, `size` per page, holding `rows` rows. */
export function pageWindow(page: number, size: number, total: number, rows: number): PageWindow {
  const offset = (page - 1) * size;
  return {
    offset,
    from: rows > 0 ? offset + 1 : 0,
    to: rows > 0 ? offset + rows : 0,
    totalPages: Math.ceil(total / size),
  };
}
