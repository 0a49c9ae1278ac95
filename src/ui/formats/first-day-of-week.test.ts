import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstDayOfWeekOf } from './first-day-of-week';

describe('firstDayOfWeekOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [['en-US', 'en'], 7],
    [['en-GB', 'en'], 1],
    [['fr'], 1],
    [['fr-CA', 'fr'], 7],
    [['en-GB', 'en-US'], 1],
  ] as const)('starts the week of %j on weekday %i (1 Monday … 7 Sunday)', (locales, firstDay) => {
    expect(firstDayOfWeekOf(locales)).toBe(firstDay);
  });

  it('starts on Monday when there is no locale or the browser gives no week info', () => {
    expect(firstDayOfWeekOf([])).toBe(1);
    expect(firstDayOfWeekOf(['not a tag'])).toBe(1);
    const prototype = Intl.Locale.prototype as unknown as Record<string, unknown>;
    if ('getWeekInfo' in prototype)
      vi.spyOn(prototype as { getWeekInfo: () => unknown }, 'getWeekInfo').mockReturnValue(undefined);
    if ('weekInfo' in prototype)
      vi.spyOn(prototype as { weekInfo: unknown }, 'weekInfo', 'get').mockReturnValue(undefined);
    expect(firstDayOfWeekOf(['en-US'])).toBe(1);
  });
});
