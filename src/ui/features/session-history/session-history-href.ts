import type {
  SessionHistoryQuery,
  SessionHistoryQueryValues,
} from '../../../application/session-history/session-history-place';

const PATH = '/session-history';

/** The URL of a place: `/session-history?sort=duration,asc&size=25&page=2` (the values are plain words and digits). */
export function sessionHistoryHref(query: SessionHistoryQueryValues): string {
  return `${PATH}?sort=${encodeURIComponent(query.sort).replace('%2C', ',')}&size=${encodeURIComponent(query.size)}&page=${encodeURIComponent(query.page)}`;
}

/** The place's query values from wouter's search string (without the `?`). */
export function readSessionHistoryQuery(search: string): SessionHistoryQuery {
  const params = new URLSearchParams(search);
  return { sort: params.get('sort'), size: params.get('size'), page: params.get('page') };
}
