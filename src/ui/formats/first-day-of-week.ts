import type { Weekday } from '../../domain/time/calendar-week';

const MONDAY: Weekday = 1;

/** `Intl.Locale` week info: `getWeekInfo()` in newer engines, the `weekInfo` getter in older ones. */
interface WeekInfo {
  readonly firstDay?: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; readonly weekInfo?: WeekInfo };

function isWeekday(value: number | undefined): value is Weekday {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 7;
}

/**
 * The first day of the week in the reader's region (docs/product-rules.md#days-and-time-zones),
 * from the first of the formatting locales: Sunday (7) for en-US, Monday (1) for en-GB and fr.
 * Monday when the browser does not say (no week info, or no usable locale).
 */
export function firstDayOfWeekOf(locales: readonly string[]): Weekday {
  const tag = locales[0];
  if (tag === undefined) return MONDAY;
  try {
    const locale = new Intl.Locale(tag) as LocaleWithWeekInfo;
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return isWeekday(firstDay) ? firstDay : MONDAY;
  } catch {
    return MONDAY;
  }
}
