import { bench, describe } from 'vitest';
import { sortAndPage } from './session-history-order';
import { makeRow } from './session-history-rows.test-support';

/** Sorting and paging a 1,000-session history (the mock backend does this for every page). */
const history = Array.from({ length: 1000 }, (_, index) => makeRow((index * 7919) % 1000));

describe('session history: 1,000 sessions', () => {
  bench('sortAndPage by date, newest first, page 0 of 10', () => {
    sortAndPage(history, { field: 'date', direction: 'desc' }, 0, 10);
  });
  bench('sortAndPage by workload (ties), page 3 of 25', () => {
    sortAndPage(history, { field: 'workload', direction: 'asc' }, 3, 25);
  });
  bench('sortAndPage by team name (nulls, text), last page of 100', () => {
    sortAndPage(history, { field: 'team', direction: 'desc' }, 9, 100);
  });
  bench('sortAndPage by calories (nulls), every page of 50', () => {
    for (let page = 0; page < 20; page += 1) sortAndPage(history, { field: 'calories', direction: 'desc' }, page, 50);
  });
});
