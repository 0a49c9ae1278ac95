import {
  parsePageNumber,
  parseSessionHistoryPageSize,
  type SessionHistoryPageSize,
} from '../../domain/session-history/session-history-paging';
import {
  formatSessionHistorySort,
  parseSessionHistorySort,
  type SessionHistorySort,
} from '../../domain/session-history/session-history-sort';

/**
 * Where the reader is in the session history: the sort, the page size and the page, kept in
 * the page's URL query (`?sort=duration,asc&size=25&page=2`) so that a reload keeps the place.
 * The URL's page counts from 1, as the pager reads ("Page 2 of 9"); the wire's counts from 0.
 */
export interface SessionHistoryPlace {
  readonly sort: SessionHistorySort;
  readonly size: SessionHistoryPageSize;
  /** 0-based, as on the wire. */
  readonly page: number;
}

/** The query values as the URL holds them: null when absent. The view reads and writes them. */
export interface SessionHistoryQuery {
  readonly sort: string | null;
  readonly size: string | null;
  readonly page: string | null;
}

/** The query values of a place, every one present. */
export interface SessionHistoryQueryValues {
  readonly sort: string;
  readonly size: string;
  readonly page: string;
}

/** Reads a place from the URL: an unreadable value falls back to its default (the domain's parse rules). */
export function readSessionHistoryPlace(query: SessionHistoryQuery): SessionHistoryPlace {
  return {
    sort: parseSessionHistorySort(query.sort),
    size: parseSessionHistoryPageSize(query.size),
    page: Math.max(0, parsePageNumber(query.page) - 1),
  };
}

/** The URL values of a place (page counted from 1). */
export function toSessionHistoryQuery(place: SessionHistoryPlace): SessionHistoryQueryValues {
  return { sort: formatSessionHistorySort(place.sort), size: String(place.size), page: String(place.page + 1) };
}

export function isSamePlace(a: SessionHistoryPlace, b: SessionHistoryPlace): boolean {
  return (
    a.sort.field === b.sort.field && a.sort.direction === b.sort.direction && a.size === b.size && a.page === b.page
  );
}
