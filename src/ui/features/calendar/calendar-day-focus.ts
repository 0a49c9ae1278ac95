import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { CalendarDayMove } from '../../../application/calendar/calendar-day-move';
import type { CalendarDay } from '../../../application/calendar/calendar-days';
import type { CalendarViewModel } from '../../../application/calendar/calendar.view-model';

/** The month grid's keys (WAI-ARIA APG date-picker grid): arrows a day or a week, Home/End the week, Page a month. */
export const MONTH_GRID_KEYS: Readonly<Record<string, CalendarDayMove>> = {
  ArrowLeft: 'previous-day',
  ArrowRight: 'next-day',
  ArrowUp: 'previous-week',
  ArrowDown: 'next-week',
  Home: 'week-start',
  End: 'week-end',
  PageUp: 'previous-period',
  PageDown: 'next-period',
};

/**
 * The week view stacks its seven days top to bottom, so every arrow moves a day, following
 * what the eye sees (the grid pattern's rows); PageUp/PageDown move a week.
 */
export const WEEK_GRID_KEYS: Readonly<Record<string, CalendarDayMove>> = {
  ...MONTH_GRID_KEYS,
  ArrowUp: 'previous-day',
  ArrowDown: 'next-day',
};

export interface DayCellProps {
  readonly 'data-date': string;
  readonly tabIndex: 0 | -1;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A roving tabindex over the days of a grid: only the focused day is in the tab order (then
 * its sessions); keys move the focused day through the view-model, and the browser focus
 * follows it once the new day is drawn (also after the view moved to another period).
 */
export function useRovingDayFocus<T extends HTMLElement>(
  vm: CalendarViewModel,
  keys: Readonly<Record<string, CalendarDayMove>>,
) {
  const containerRef = useRef<T>(null);
  const movedByKey = useRef(false);
  const focusedDate = vm.focusedDate;

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    containerRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate]);

  const cellProps = (day: CalendarDay): DayCellProps => ({
    'data-date': day.date,
    tabIndex: day.date === focusedDate ? 0 : -1,
    onKeyDown: (event) => {
      // Keys pressed on a session link inside the day are the link's; modified keys are the browser's.
      if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      const move = keys[event.key];
      if (move === undefined) return;
      event.preventDefault();
      const before = vm.focusedDate;
      vm.moveFocus(move);
      if (vm.focusedDate !== before) movedByKey.current = true;
    },
    onFocus: () => vm.focusDay(day.date),
  });

  return { containerRef, cellProps, focusedDate };
}
