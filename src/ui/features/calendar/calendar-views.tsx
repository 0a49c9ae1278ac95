import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { CalendarDay, CalendarViewModel } from '../../../application/calendar/calendar.view-model';
import { formatDayHeading, formatDayNumber, formatMonthTitle, weekdayNames } from './calendar-format';
import { CalendarSessionLink } from './calendar-session-link';

function SessionList({ day }: { day: CalendarDay }) {
  return (
    <ul className="calendar-sessions">
      {day.sessions.map((session) => (
        <li key={session.activityId}>
          <CalendarSessionLink session={session} />
        </li>
      ))}
    </ul>
  );
}

/** The month as a table of weeks, Monday first; each cell lists its sessions as links (tab order = reading order). */
export const CalendarMonthGrid = observer(function CalendarMonthGrid({ vm }: { vm: CalendarViewModel }) {
  const { i18n } = useLingui();
  const shortNames = weekdayNames(i18n.locale, 'short');
  const longNames = weekdayNames(i18n.locale, 'long');
  return (
    <table className="calendar-grid">
      <caption className="visually-hidden">{formatMonthTitle(i18n.locale, vm.viewDate)}</caption>
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
                className={`calendar-grid__day${day.inPeriod ? '' : ' calendar-grid__day--outside'}${day.isToday ? ' calendar-grid__day--today' : ''}`}
                aria-current={day.isToday ? 'date' : undefined}
              >
                <span className="calendar-grid__number" aria-hidden="true">
                  {formatDayNumber(day.date)}
                </span>
                <span className="visually-hidden">{formatDayHeading(i18n.locale, day.date)}</span>
                {day.sessions.length > 0 ? <SessionList day={day} /> : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/**
 * Days as a list with headings: the week view (every day of the week), and the month view
 * on a phone (the agenda: only days with sessions).
 */
export const CalendarDayList = observer(function CalendarDayList({ vm, agenda }: { vm: CalendarViewModel; agenda: boolean }) {
  const { i18n } = useLingui();
  const days = agenda ? vm.agendaDays : vm.days;
  if (days.length === 0) return null;
  return (
    <ol className={`calendar-days${agenda ? ' calendar-days--agenda' : ''}`}>
      {days.map((day) => (
        <li key={day.date} className={`calendar-days__day${day.isToday ? ' calendar-days__day--today' : ''}`} aria-current={day.isToday ? 'date' : undefined}>
          <h3 className="calendar-days__heading">{formatDayHeading(i18n.locale, day.date)}</h3>
          {day.sessions.length > 0 ? (
            <SessionList day={day} />
          ) : (
            <p className="calendar-days__none">
              <Trans>No sessions</Trans>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
});
