import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SESSION_HISTORY_PAGE_SIZE,
  SESSION_HISTORY_PAGE_SIZES,
  clampPage,
  countPages,
  parsePageNumber,
  parseSessionHistoryPageSize,
} from './session-history-paging';

describe('page sizes', () => {
  it('offers 10, 25, 50 and 100, with 10 first', () => {
    expect(SESSION_HISTORY_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_SESSION_HISTORY_PAGE_SIZE).toBe(10);
  });
  it.each([
    ['25', 25],
    ['100', 100],
    [' 50 ', 50],
    ['20', 10],
    ['0', 10],
    ['-10', 10],
    ['ten', 10],
    ['', 10],
    [null, 10],
    ['1e2', 10],
  ] as const)('reads size %j as %d', (raw, size) => expect(parseSessionHistoryPageSize(raw)).toBe(size));
});

describe('parsePageNumber', () => {
  it.each([
    ['0', 0],
    ['3', 3],
    ['-1', 0],
    ['1.5', 0],
    ['x', 0],
    [null, 0],
    ['9999999999', 0],
  ] as const)('%j → %d', (raw, page) => expect(parsePageNumber(raw)).toBe(page));
});

describe('countPages and clampPage', () => {
  it('worked examples', () => {
    expect(countPages(0, 10)).toBe(0);
    expect(countPages(1, 10)).toBe(1);
    expect(countPages(10, 10)).toBe(1);
    expect(countPages(11, 10)).toBe(2);
    expect(clampPage(5, 11, 10)).toBe(1);
    expect(clampPage(-2, 11, 10)).toBe(0);
    expect(clampPage(3, 0, 10)).toBe(0);
    expect(clampPage(1.7, 30, 10)).toBe(1);
  });

  it('property: the clamped page exists (or is 0 when there is none) and a page in range is kept', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 500 }),
        fc.nat(2000),
        fc.constantFrom(...SESSION_HISTORY_PAGE_SIZES),
        (page, total, size) => {
          const pages = countPages(total, size);
          const clamped = clampPage(page, total, size);
          expect(clamped).toBeGreaterThanOrEqual(0);
          expect(clamped).toBeLessThanOrEqual(Math.max(0, pages - 1));
          if (page >= 0 && page < pages) expect(clamped).toBe(page);
          expect(pages * size).toBeGreaterThanOrEqual(total);
          expect((pages - 1) * size).toBeLessThan(Math.max(total, 1));
        },
      ),
    );
  });
});
