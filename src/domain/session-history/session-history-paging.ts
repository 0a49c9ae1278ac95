/**
 * Paging rules of the session history (docs/product-rules.md#session-history-fields), also used
 * by the dashboard timeline. Pages are 0-based, as on the wire.
 */

/** The "show per page" choices. Our choice: the brief names none. */
export const SESSION_HISTORY_PAGE_SIZES = [10, 25, 50, 100] as const;
export type SessionHistoryPageSize = (typeof SESSION_HISTORY_PAGE_SIZES)[number];
export const DEFAULT_SESSION_HISTORY_PAGE_SIZE: SessionHistoryPageSize = 10;

export function isSessionHistoryPageSize(value: number): value is SessionHistoryPageSize {
  return (SESSION_HISTORY_PAGE_SIZES as readonly number[]).includes(value);
}

/** A page size from the query (`size=25`): one of the choices, else the default. */
export function parseSessionHistoryPageSize(raw: string | null | undefined): SessionHistoryPageSize {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw.trim())) return DEFAULT_SESSION_HISTORY_PAGE_SIZE;
  const size = Number(raw.trim());
  return isSessionHistoryPageSize(size) ? size : DEFAULT_SESSION_HISTORY_PAGE_SIZE;
}

/** A 0-based page number from the query: a whole number ≥ 0, else 0. */
export function parsePageNumber(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return 0;
  return Number(raw.trim());
}

/** How many pages `totalElements` items fill at `size` per page (0 for none). */
export function countPages(totalElements: number, size: number): number {
  if (!(size >= 1) || !(totalElements > 0)) return 0;
  return Math.ceil(totalElements / size);
}

/**
 * The page to show: `page` limited to the pages that exist, 0 when there are none; a negative or
 * fractional page is 0 or rounded down.
 */
export function clampPage(page: number, totalElements: number, size: number): number {
  const last = Math.max(0, countPages(totalElements, size) - 1);
  if (!Number.isFinite(page) || page <= 0) return 0;
  return Math.min(Math.floor(page), last);
}
