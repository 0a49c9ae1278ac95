/**
 * The session history's sort (docs/product-rules.md#session-history-fields): the `sort` query
 * parameter is `field,direction`, as in `sort=workload,desc`.
 */

/** The table's columns, in the order the brief lists them. */
export const SESSION_HISTORY_COLUMNS = [
  'session',
  'team',
  'duration',
  'avgBpm',
  'topBpm',
  'ap',
  'calories',
  'workload',
  'met',
  'distance',
  'highSpeed',
  'sprints',
] as const;
export type SessionHistoryColumn = (typeof SESSION_HISTORY_COLUMNS)[number];

/**
 * What a page can be sorted by: a column, or `date` (the start time). `session` sorts by the
 * session's title; the view decides which header sorts by `date` (e.g. the session column).
 */
export const SESSION_HISTORY_SORT_FIELDS = ['date', ...SESSION_HISTORY_COLUMNS] as const;
export type SessionHistorySortField = (typeof SESSION_HISTORY_SORT_FIELDS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface SessionHistorySort {
  readonly field: SessionHistorySortField;
  readonly direction: SortDirection;
}

/** Newest first. Our choice, also for a missing or unreadable `sort`. */
export const DEFAULT_SESSION_HISTORY_SORT: SessionHistorySort = { field: 'date', direction: 'desc' };

function isSessionHistorySortField(value: string): value is SessionHistorySortField {
  return (SESSION_HISTORY_SORT_FIELDS as readonly string[]).includes(value);
}

/**
 * Reads `field,direction` (spaces around either part ignored, direction in any case). A field
 * alone sorts ascending. Anything else (unknown field or direction, extra parts, empty) gives
 * DEFAULT_SESSION_HISTORY_SORT.
 */
export function parseSessionHistorySort(raw: string | null | undefined): SessionHistorySort {
  if (raw === null || raw === undefined) return DEFAULT_SESSION_HISTORY_SORT;
  const parts = raw.split(',').map((part) => part.trim());
  const [field, direction = 'asc', ...rest] = parts;
  if (field === undefined || rest.length > 0 || !isSessionHistorySortField(field)) return DEFAULT_SESSION_HISTORY_SORT;
  const lower = direction.toLowerCase();
  if (lower !== 'asc' && lower !== 'desc') return DEFAULT_SESSION_HISTORY_SORT;
  return { field, direction: lower };
}

/** The query value: `field,direction`. */
export function formatSessionHistorySort(sort: SessionHistorySort): string {
  return `${sort.field},${sort.direction}`;
}

/**
 * The sort after a click on the header of `field`: another field starts ascending; the same
 * field flips between ascending and descending.
 */
export function nextSessionHistorySort(
  current: SessionHistorySort,
  field: SessionHistorySortField,
): SessionHistorySort {
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
