import { memo } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { CalendarDay } from '../../../application/calendar/calendar-days';
import type { CalendarViewModel } from '../../../application/calendar/calendar.view-model';
import type { TimeZone } from '../../../domain/time/time-zone';
import { MONTH_GRID_KEYS, WEEK_GRID_KEYS, useRovingDayFocus } from './calendar-day-focus';
import { useDayLabel } from './calendar-day-label';
import { formatDayRange } from '../../formats/date-time-format';
import { formatDayHeading, formatDayNumber, formatMonthTitle, weekdayNames } from './calendar-format';
import { CalendarSessionLink } from './calendar-session-link';
import { formattingLocales } from '../../formats/formatting-locales';

function SessionList({ day, timeZone, tabbable = true }: { day: CalendarDay; timeZone: TimeZone; tabbable?: boolean }) {
  return (
    <ul className="calendar-sessions">
      {day.sessions.map((session) => (
        <li key={session.activityId}>
          <CalendarSessionLink session={session} timeZone={timeZone} tabbable={tabbable} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The month as a grid of weeks, each from the region's first day (WAI-ARIA grid): Tab enters on the focused day,
 * then goes through that day's sessions; arrows, Home/End and PageUp/PageDown move between days.
 */
export const CalendarMonthGrid = observer(function CalendarMonthGrid({ vm }: { vm: CalendarViewModel }) {
  const { i18n } = useLingui();
  const dayLabel = useDayLabel();
  const { containerRef, cellProps, focusedDate } = useRovingDayFocus<HTMLTableElement>(vm, MONTH_GRID_KEYS);
  const shortNames = weekdayNames(formattingLocales(i18n), 'short', vm.firstDayOfWeek);
  const longNames = weekdayNames(formattingLocales(i18n), 'long', vm.firstDayOfWeek);
  return (
    <table className="calendar-grid" role="grid" ref={containerRef}>
      <caption className="visually-hidden">{formatMonthTitle(formattingLocales(i18n), vm.viewDate)}</caption>
      <thead>
        <tr>
          {shortNames.map((name, i) => (
            <th key={name} scope="col" abbr={longNames[i]}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {vm.weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => (
              <td
                key={day.date}
                {...cellProps(day)}
                className={`calendar-grid__day${day.inPeriod ? '' : ' calendar-grid__day--outside'}${day.isToday ? ' calendar-grid__day--today' : ''}`}
                aria-current={day.isToday ? 'date' : undefined}
                aria-label={dayLabel(day)}
              >
                <span className="calendar-grid__number" aria-hidden="true">
                  {formatDayNumber(day.date)}
                </span>
                <span className="visually-hidden">{formatDayHeading(formattingLocales(i18n), day.date)}</span>
                {day.sessions.length > 0 ? (
                  <SessionList day={day} timeZone={vm.timeZone} tabbable={day.date === focusedDate} />
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/** The week view: its seven days stacked as one-column grid rows, with the month grid's roving focus. */
export const CalendarWeekGrid = observer(function CalendarWeekGrid({ vm }: { vm: CalendarViewModel }) {
  const { i18n } = useLingui();
  const dayLabel = useDayLabel();
  const { containerRef, cellProps, focusedDate } = useRovingDayFocus<HTMLDivElement>(vm, WEEK_GRID_KEYS);
  return (
    <div
      className="calendar-days"
      role="grid"
      aria-label={formatDayRange(formattingLocales(i18n), vm.range.from, vm.range.to)}
      ref={containerRef}
    >
      {vm.days.map((day) => (
        <div key={day.date} role="row" className="calendar-days__row">
          <div
            role="gridcell"
            {...cellProps(day)}
            className={`calendar-days__day${day.isToday ? ' calendar-days__day--today' : ''}`}
            aria-current={day.isToday ? 'date' : undefined}
            aria-label={dayLabel(day)}
          >
            <h3 className="calendar-days__heading">{formatDayHeading(formattingLocales(i18n), day.date)}</h3>
            {day.sessions.length > 0 ? (
              <SessionList day={day} timeZone={vm.timeZone} tabbable={day.date === focusedDate} />
            ) : (
              <p className="calendar-days__none">
                <Trans>No sessions</Trans>
              </p>
            )}
          </div>
        </div>
      ))}
    </div>
  );
});

/**
 * The month view on a phone: only the days with sessions, as a list with headings (Tab goes through the sessions).
 * It renders from the days it is given, so that the page can give it the new period's in a render of their own
 * (docs/architecture.md#interactions-on-a-slow-phone).
 */
export const CalendarAgenda = memo(function CalendarAgenda({
  days,
  timeZone,
}: {
  days: readonly CalendarDay[];
  timeZone: TimeZone;
}) {
  const { i18n } = useLingui();
  if (days.length === 0) return null;
  return (
    <ol className="calendar-days calendar-days--agenda">
      {days.map((day) => (
        <li
          key={day.date}
          className={`calendar-days__day${day.isToday ? ' calendar-days__day--today' : ''}`}
          aria-current={day.isToday ? 'date' : undefined}
        >
          <h3 className="calendar-days__heading">{formatDayHeading(formattingLocales(i18n), day.date)}</h3>
          <SessionList day={day} timeZone={timeZone} />
        </li>
      ))}
    </ol>
  );
});
