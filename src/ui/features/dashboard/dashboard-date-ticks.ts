import { addDays, countDaysBetween, splitIsoDate, toIsoDate, type IsoDate } from '../../../domain/time/civil-date';
import type { DayRange } from '../../../domain/time/day-range';

/**
 * The dates written under a dashboard chart (docs/product-rules.md#dashboard-fields): as many as fit
 * the width, on round steps. Days (every 1, 2, 3, 7 or 14 days, counted back from the newest day, so
 * the latest day is always written) while they fit; else the first day of every 1, 2, 3, 6 or 12
 * months. Pure: the view writes each tick in the reader's format.
 */

/** Room one date label needs along the axis, in CSS pixels ("Nov 24", "24 nov."). */
export const DATE_TICK_MIN_SPACING = 64;

const DAY_STEPS = [1, 2, 3, 7, 14] as const;
const MONTH_STEPS = [1, 2, 3, 6, 12] as const;

/** Day ticks are written day and month; month ticks month and year. */
export type DateTickStyle = 'day' | 'month';

export interface DateTicks {
  readonly style: DateTickStyle;
  /** Oldest first. */
  readonly dates: readonly IsoDate[];
}

/** Every `step` days back from the range's last day, oldest first. */
function dayTicks({ from, to }: DayRange, step: number): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let back = 0; back <= countDaysBetween(from, to); back += step) dates.unshift(addDays(to, -back));
  return dates;
}

/** The first day of every `step`-th month (January, then every `step` months) inside the range. */
function monthTicks({ from, to }: DayRange, step: number): IsoDate[] {
  const start = splitIsoDate(from);
  const dates: IsoDate[] = [];
  let year = start.year;
  let month = start.month;
  // The first month start on or after `from`.
  if (start.day > 1) month += 1;
  for (;;) {
    if (month > 12) {
      year += Math.floor((month - 1) / 12);
      month = ((month - 1) % 12) + 1;
    }
    const date = toIsoDate({ year, month, day: 1 });
    if (date > to) return dates;
    if ((month - 1) % step === 0) dates.push(date);
    month += 1;
  }
}

/** The ticks for a chart of `days` over `plotWidth` pixels: the finest round step whose labels fit. */
export function chooseDateTicks(days: DayRange, plotWidth: number): DateTicks {
  const room = Math.max(2, Math.floor(plotWidth / DATE_TICK_MIN_SPACING));
  const span = countDaysBetween(days.from, days.to) + 1;
  for (const step of DAY_STEPS) {
    if (Math.ceil(span / step) <= room) return { style: 'day', dates: dayTicks(days, step) };
  }
  for (const step of MONTH_STEPS) {
    const dates = monthTicks(days, step);
    if (dates.length <= room) return { style: 'month', dates };
  }
  return {
    style: 'month',
    dates: monthTicks(days, 12).filter((_, index, all) => index % Math.ceil(all.length / room) === 0),
  };
}
