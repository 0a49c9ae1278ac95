import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SESSION_HISTORY_SORT,
  SESSION_HISTORY_COLUMNS,
  SESSION_HISTORY_SORT_FIELDS,
  SORT_DIRECTIONS,
  formatSessionHistorySort,
  nextSessionHistorySort,
  parseSessionHistorySort,
  type SessionHistorySort,
} from './session-history-sort';

const sortArbitrary: fc.Arbitrary<SessionHistorySort> = fc.record({
  field: fc.constantFrom(...SESSION_HISTORY_SORT_FIELDS),
  direction: fc.constantFrom(...SORT_DIRECTIONS),
});

describe('session history columns', () => {
  it('are the twelve columns of the brief', () => {
    expect(SESSION_HISTORY_COLUMNS).toEqual([
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
    ]);
  });
});

describe('parseSessionHistorySort / formatSessionHistorySort', () => {
  it.each([
    ['workload,desc', { field: 'workload', direction: 'desc' }],
    ['date,asc', { field: 'date', direction: 'asc' }],
    [' avgBpm , DESC ', { field: 'avgBpm', direction: 'desc' }],
    ['distance', { field: 'distance', direction: 'asc' }],
  ] as const)('reads %j', (raw, expected) => expect(parseSessionHistorySort(raw)).toEqual(expected));

  it.each([
    null,
    undefined,
    '',
    ',',
    'speed,desc',
    'workload,down',
    'workload,desc,extra',
    'WORKLOAD,desc',
    '__proto__,asc',
  ])('falls back to date,desc for %j', (raw) =>
    expect(parseSessionHistorySort(raw)).toEqual({ field: 'date', direction: 'desc' }),
  );

  it('formats as field,direction', () => {
    expect(formatSessionHistorySort({ field: 'highSpeed', direction: 'asc' })).toBe('highSpeed,asc');
    expect(formatSessionHistorySort(DEFAULT_SESSION_HISTORY_SORT)).toBe('date,desc');
  });

  it('property: parse(format(sort)) = sort', () => {
    fc.assert(
      fc.property(sortArbitrary, (sort) => {
        expect(parseSessionHistorySort(formatSessionHistorySort(sort))).toEqual(sort);
      }),
    );
  });

  it('property: any input parses to a valid sort whose format parses back to itself', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const sort = parseSessionHistorySort(raw);
        expect(SESSION_HISTORY_SORT_FIELDS).toContain(sort.field);
        expect(SORT_DIRECTIONS).toContain(sort.direction);
        expect(parseSessionHistorySort(formatSessionHistorySort(sort))).toEqual(sort);
      }),
    );
  });
});

describe('nextSessionHistorySort', () => {
  it('sorts a new column ascending, then descending, then ascending again', () => {
    const first = nextSessionHistorySort(DEFAULT_SESSION_HISTORY_SORT, 'calories');
    expect(first).toEqual({ field: 'calories', direction: 'asc' });
    const second = nextSessionHistorySort(first, 'calories');
    expect(second).toEqual({ field: 'calories', direction: 'desc' });
    expect(nextSessionHistorySort(second, 'calories')).toEqual(first);
  });

  it('property: the clicked field is always the sort field; two clicks on it come back', () => {
    fc.assert(
      fc.property(sortArbitrary, fc.constantFrom(...SESSION_HISTORY_SORT_FIELDS), (sort, field) => {
        const next = nextSessionHistorySort(sort, field);
        expect(next.field).toBe(field);
        if (sort.field !== field) expect(next.direction).toBe('asc');
        else expect(nextSessionHistorySort(next, field)).toEqual(sort);
      }),
    );
  });
});
