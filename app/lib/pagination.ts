/** One page of a list: which page it is and which items it holds. */
export interface PageWindow {
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** Index of the first item on the page (0-based, inclusive). */
  start: number;
  /** Index after the last item on the page (exclusive). */
  end: number;
}

/** Splits `total` items into pages of `pageSize`; an out-of-range page is clamped. */
export function paginate(total: number, page: number, pageSize: number): PageWindow {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`Page size must be a positive integer`);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { page: current, pageCount, start: Math.min(start, total), end: Math.min(start + pageSize, total) };
}

/** "Showing 1-6 of 15 articles", plus " in {category}" when the list is filtered. */
export function describeWindow(window: PageWindow, total: number, category?: string): string {
  const noun = total === 1 ? "article" : "articles";
  const range = total === 0 ? "0" : `${window.start + 1}-${window.end}`;
  return `Showing ${range} of ${total} ${noun}${category ? ` in ${category}` : ""}`;
}
