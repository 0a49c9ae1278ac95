import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareSortKeys, readSortKey, sortAndPage, sortSessionHistory } from './session-history-order';
import { SESSION_HISTORY_PAGE_SIZES, countPages } from './session-history-paging';
import type { SessionHistoryRow } from './session-history-row';
import { SESSION_HISTORY_SORT_FIELDS, SORT_DIRECTIONS, type SessionHistorySort } from './session-history-sort';
import { makeRow, rowArbitrary } from './session-history-rows.test-support';

const sortArbitrary: fc.Arbitrary<SessionHistorySort> = fc.record({
  field: fc.constantFrom(...SESSION_HISTORY_SORT_FIELDS),
  direction: fc.constantFrom(...SORT_DIRECTIONS),
});

/** Sorted by the key: non-null keys in the direction, nulls at the end. */
function expectSorted(rows: readonly SessionHistoryRow[], sort: SessionHistorySort): void {
  for (let i = 1; i < rows.length; i += 1) {
    const a = readSortKey(rows[i - 1] as SessionHistoryRow, sort.field);
    const b = readSortKey(rows[i] as SessionHistoryRow, sort.field);
    if (a === null) expect(b).toBeNull();
    else if (b !== null)
      expect(Math.sign(compareSortKeys(a, b)) * (sort.direction === 'asc' ? 1 : -1)).toBeLessThanOrEqual(0);
  }
}

describe('sortAndPage — worked examples', () => {
  const rows = [
    makeRow(1, { workloadTrimps: 150, calories: null, title: 'b' }),
    makeRow(2, { workloadTrimps: 90, calories: 300, title: 'A' }),
    makeRow(3, { workloadTrimps: 150, calories: 500, title: 'c' }),
    makeRow(4, { workloadTrimps: null, calories: 200, title: 'a' }),
  ];
  const ids = (page: { content: readonly SessionHistoryRow[] }) => page.content.map((row) => row.activityId);

  it('sorts newest first by default order date,desc', () => {
    expect(ids(sortAndPage(rows, { field: 'date', direction: 'desc' }, 0, 10))).toEqual([
      'pa-4',
      'pa-3',
      'pa-2',
      'pa-1',
    ]);
  });
  it('keeps equal keys in input order and nulls last, both directions', () => {
    expect(ids(sortAndPage(rows, { field: 'workload', direction: 'desc' }, 0, 10))).toEqual([
      'pa-1',
      'pa-3',
      'pa-2',
      'pa-4',
    ]);
    expect(ids(sortAndPage(rows, { field: 'workload', direction: 'asc' }, 0, 10))).toEqual([
      'pa-2',
      'pa-1',
      'pa-3',
      'pa-4',
    ]);
    expect(ids(sortAndPage(rows, { field: 'calories', direction: 'asc' }, 0, 10))).toEqual([
      'pa-4',
      'pa-2',
      'pa-3',
      'pa-1',
    ]);
  });
  it('compares titles case-insensitively', () => {
    expect(ids(sortAndPage(rows, { field: 'session', direction: 'asc' }, 0, 10))).toEqual([
      'pa-2',
      'pa-4',
      'pa-1',
      'pa-3',
    ]);
  });
  it('pages with totals and clamps a page beyond the end', () => {
    const page = sortAndPage(rows, { field: 'date', direction: 'asc' }, 7, 3);
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2, page: 1, size: 3 });
    expect(ids(page)).toEqual(['pa-4']);
    expect(sortAndPage([], { field: 'date', direction: 'asc' }, 2, 10)).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      page: 0,
      size: 10,
    });
  });
  it('does not change its input', () => {
    const copy = [...rows];
    sortSessionHistory(rows, { field: 'met', direction: 'desc' });
    expect(rows).toEqual(copy);
  });
});

describe('sortAndPage — properties', () => {
  const input = fc.array(rowArbitrary, { maxLength: 120 });
  const size = fc.constantFrom(...SESSION_HISTORY_PAGE_SIZES, 1, 3);

  it('a page is sorted by the column and holds at most `size` rows', () => {
    fc.assert(
      fc.property(input, sortArbitrary, fc.nat(15), size, (rows, sort, page, pageSize) => {
        const result = sortAndPage(rows, sort, page, pageSize);
        expect(result.content.length).toBeLessThanOrEqual(pageSize);
        expect(result.totalElements).toBe(rows.length);
        expect(result.totalPages).toBe(countPages(rows.length, pageSize));
        expectSorted(result.content, sort);
      }),
    );
  });

  it('all pages together are the whole sorted input: a permutation, in order', () => {
    fc.assert(
      fc.property(input, sortArbitrary, size, (rows, sort, pageSize) => {
        const { totalPages } = sortAndPage(rows, sort, 0, pageSize);
        const all: SessionHistoryRow[] = [];
        for (let page = 0; page < totalPages; page += 1) all.push(...sortAndPage(rows, sort, page, pageSize).content);
        expect(all).toHaveLength(rows.length);
        expectSorted(all, sort);
        const count = (list: readonly SessionHistoryRow[]) => {
          const counts = new Map<SessionHistoryRow, number>();
          for (const row of list) counts.set(row, (counts.get(row) ?? 0) + 1);
          return counts;
        };
        expect(count(all)).toEqual(count(rows));
      }),
    );
  });

  it('is stable: rows with equal keys keep their input order', () => {
    fc.assert(
      fc.property(input, sortArbitrary, (rows, sort) => {
        const sorted = sortSessionHistory(rows, sort);
        const position = new Map(rows.map((row, index) => [row, index] as const));
        for (let i = 1; i < sorted.length; i += 1) {
          const a = sorted[i - 1] as SessionHistoryRow;
          const b = sorted[i] as SessionHistoryRow;
          if (compareSortKeys(readSortKey(a, sort.field), readSortKey(b, sort.field)) === 0) {
            expect(position.get(a) ?? 0).toBeLessThan(position.get(b) ?? 0);
          }
        }
      }),
    );
  });
});
