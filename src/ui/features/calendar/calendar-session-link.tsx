import { Link } from 'wouter';
import { useLingui } from '@lingui/react';
import type { CalendarSession } from '../../../application/calendar/calendar-session';
import { formatStartTime } from './calendar-format';
import { dataStateLabels, sessionTypeLabels } from './calendar-labels';

/** One session: a link to its page showing its type (colour-coded), time, title and data state. */
export function CalendarSessionLink({ session }: { session: CalendarSession }) {
  const { i18n } = useLingui();
  const type = session.type.toLowerCase();
  const stateTone = session.dataState === 'valid' ? 'ok' : 'warn';
  return (
    <Link href={session.href} className={`calendar-session calendar-session--${type}`}>
      <span className="calendar-session__top">
        <span className={`calendar-badge calendar-badge--${type}`}>{i18n._(sessionTypeLabels[session.type])}</span>
        <span className="calendar-session__time">{formatStartTime(i18n.locale, session.startTime)}</span>
      </span>
      <span className="calendar-session__title">{session.title}</span>
      <span className={`calendar-session__state calendar-session__state--${stateTone}`}>{i18n._(dataStateLabels[session.dataState])}</span>
    </Link>
  );
}
