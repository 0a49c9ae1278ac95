import { describe, expect, it } from 'vitest';
import {
  readSessionHistoryPlace,
  toSessionHistoryQuery,
} from '../../../application/session-history/session-history-place';
import { readSessionHistoryQuery, sessionHistoryHref } from './session-history-href';

describe('session history URL', () => {
  it('writes the place with a plain comma in the sort and the page counted from 1', () => {
    const query = toSessionHistoryQuery({ sort: { field: 'duration', direction: 'asc' }, size: 25, page: 1 });
    expect(sessionHistoryHref(query)).toBe('/session-history?sort=duration,asc&size=25&page=2');
  });

  it('reads back what it writes, an encoded comma too, and absent values as null', () => {
    expect(readSessionHistoryQuery('sort=duration,asc&size=25&page=2')).toEqual({
      sort: 'duration,asc',
      size: '25',
      page: '2',
    });
    expect(readSessionHistoryQuery('sort=met%2Cdesc')).toEqual({ sort: 'met,desc', size: null, page: null });
    expect(readSessionHistoryPlace(readSessionHistoryQuery('sort=duration,asc&size=25&page=2'))).toEqual({
      sort: { field: 'duration', direction: 'asc' },
      size: 25,
      page: 1,
    });
  });

  it('falls back to the defaults for unreadable values (page 0 or below is the first page)', () => {
    for (const search of ['', 'sort=x&size=11&page=abc', 'page=0', 'page=-4', 'size=25.0&sort=duration,up']) {
      const place = readSessionHistoryPlace(readSessionHistoryQuery(search));
      expect(place.page).toBe(0);
      expect(place.sort).toEqual({ field: 'date', direction: 'desc' });
    }
    expect(readSessionHistoryPlace(readSessionHistoryQuery('size=25.0')).size).toBe(10);
  });
});
