import { clampPage, countPages } from './session-history-paging';
import type { SessionHistoryPage, SessionHistoryRow } from './session-history-row';
import type { SessionHistorySort, SessionHistorySortField } from './session-history-sort';

/**
 * Sorting and paging of the session history (docs/product-rules.md#session-history-fields).
 * Nulls (no processed data, no calories without weight, no team) come last in both directions;
 * rows with equal keys keep their input order (the sort is stable).
 */

type SortKey = number | string | null;

/** The value a field sorts by. Text compares case-insensitively; `date` by start instant. */
export function readSortKey(row: SessionHistoryRow, field: SessionHistorySortField): SortKey {
  switch (field) {
    case 'date':
      return Date.parse(row.startTime);
    case 'session':
      return row.title.toLowerCase();
    case 'team':
      return row.teamName === null ? null : row.teamName.toLowerCase();
    case 'duration':
      return row.durationSeconds;
    case 'avgBpm':
      return row.avgBpm;
    case 'topBpm':
      return row.topBpm;
    case 'ap':
      return row.apSeconds;
    case 'calories':
      return row.calories;
    case 'workload':
      return row.workloadTrimps;
    case 'met':
      return row.met;
    case 'distance':
      return row.distanceMeters;
    case 'highSpeed':
      return row.highSpeedMeters;
    case 'sprints':
      return row.sprints;
  }
}

function isMissing(key: SortKey): key is null {
  return key === null || (typeof key === 'number' && Number.isNaN(key));
}

/** Ascending order of two keys of one field, nulls (and NaN) last. */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The rows in the order of `sort` (a new array; stable; nulls last in both directions). */
export function sortSessionHistory<Row extends SessionHistoryRow>(
  rows: readonly Row[],
  sort: SessionHistorySort,
): Row[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Decorate once: each key is read once, not once per comparison.
  const decorated = rows.map((row, index) => ({ row, index, key: readSortKey(row, sort.field) }));
  decorated.sort((a, b) => {
    const aMissing = isMissing(a.key);
    const bMissing = isMissing(b.key);
    if (aMissing || bMissing) {
      if (aMissing !== bMissing) return aMissing ? 1 : -1;
      return a.index - b.index;
    }
    return sign * compareSortKeys(a.key, b.key) || a.index - b.index;
  });
  return decorated.map((entry) => entry.row);
}

/**
 * One page of the sorted rows: `page` (0-based) is clamped to the pages that exist, so asking
 * beyond the end gives the last page. The mock backend answers GET /web/session-history with it.
 */
export function sortAndPage<Row extends SessionHistoryRow>(
  rows: readonly Row[],
  sort: SessionHistorySort,
  page: number,
  size: number,
): SessionHistoryPage<Row> {
  const pageSize = Math.max(1, Math.floor(size));
  const totalElements = rows.length;
  const shown = clampPage(page, totalElements, pageSize);
  const sorted = sortSessionHistory(rows, sort);
  return {
    content: sorted.slice(shown * pageSize, (shown + 1) * pageSize),
    totalElements,
    totalPages: countPages(totalElements, pageSize),
    page: shown,
    size: pageSize,
  };
}
